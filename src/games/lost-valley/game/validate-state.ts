import { ruleError, type RuleError } from '../../../core/errors.js';
import { catalogOf } from '../board/tile-catalog.js';
import type { LostValleyComponents } from '../data/index.js';
import type { LostValleyOptions } from '../schemas/options.js';
import type { LostValleyGameState, PlacedTile } from '../schemas/game-schemas.js';
import { prospectorCounts } from '../kernel/teams.js';
import { editionRules } from './editions.js';

type Path = (string | number)[];

function fault(message: string, path: Path, rule?: string): RuleError {
  return ruleError('invalid-save', message, rule === undefined ? { path } : { path, rule });
}

/**
 * Checks that a loaded Lost Valley game part is one the rules can read (its schema has already
 * passed): every seat leads the number of prospectors its options give it (`prospectorCounts`:
 * two-prospector seats, team forms), the turn order is a permutation of the prospectors, every index, node, face and edge
 * lies on the lattice of the component set, every tile is a tile of the set and appears once,
 * no face is covered twice, and the river, the spring and the ice point at what they should.
 * Returns the first fault with its path. It does not replay the rules: a save can still hold a
 * position no game reaches, but not one on which a rule fails.
 *
 * @example
 * validateLostValleyState(saved.g, saved.data, saved.players, saved.options); // null, or the first fault
 */
export function validateLostValleyState(g: LostValleyGameState, set: LostValleyComponents, players: number, options: LostValleyOptions): RuleError | null {
  const { lattice, diamonds, triangles } = catalogOf(set);
  const node = (id: number) => id < lattice.nodeCount;
  const face = (id: number) => id < lattice.faceCount;

  const count = g.prospectors.length;
  for (const [i, prospector] of g.prospectors.entries()) {
    if (prospector.seat >= players) return fault('A prospector belongs to a seat that is not in the game.', ['prospectors', i, 'seat']);
    if (!node(prospector.node)) return fault('A prospector stands off the lattice.', ['prospectors', i, 'node']);
  }
  const countFault = prospectorCountFault(g, players, options);
  if (countFault) return countFault;
  if (g.turnOrder.length !== count || new Set(g.turnOrder).size !== count || g.turnOrder.some((p) => p >= count)) {
    return fault('The turn order is not an order of the prospectors.', ['turnOrder']);
  }
  if (g.turn.index >= count) return fault('The turn points past the turn order.', ['turn', 'index']);

  const seen = new Set<string>();
  const once = (id: string, path: Path): RuleError | null => {
    if (seen.has(id)) return fault(`Tile ${id} is in two places.`, path);
    seen.add(id);
    return null;
  };
  const covered = new Set<number>();
  for (const [i, tile] of g.board.tiles.entries()) {
    const problem = once(tile.tile, ['board', 'tiles', i, 'tile']) ?? placedTileFault(tile, i, set, covered, lattice.faceCount, lattice.faceNeighbours);
    if (problem) return problem;
  }
  for (const [i, hole] of g.board.holes.entries()) {
    if (!face(hole) || covered.has(hole)) return fault('A hole is off the lattice or covered by a tile.', ['board', 'holes', i]);
  }
  const piles: [string, readonly string[], (id: string) => boolean][] = [
    ['land', g.piles.land, (id) => diamonds.get(id)?.kind === 'land'],
    ['landBottom', g.piles.landBottom ?? [], (id) => diamonds.get(id)?.kind === 'land'],
    ['unseen', g.piles.river.unseen, (id) => diamonds.get(id)?.kind === 'river'],
    ['bottom', g.piles.river.bottom, (id) => diamonds.get(id)?.kind === 'river'],
    ['triangles', g.piles.triangles, (id) => triangles.has(id) && id !== set.spring.id],
  ];
  for (const [name, pile, belongs] of piles) {
    for (const [i, id] of pile.entries()) {
      const path: Path = name === 'unseen' || name === 'bottom' ? ['piles', 'river', name, i] : ['piles', name, i];
      if (!belongs(id)) return fault(`Tile ${id} does not belong in this pile.`, path);
      const twice = once(id, path);
      if (twice) return twice;
    }
  }

  for (const [i, index] of g.board.river.entries()) {
    if (g.board.tiles[index]?.kind !== 'river') return fault('The river names a tile that is not a river diamond.', ['board', 'river', i]);
  }
  if (g.board.spring !== null && g.board.tiles[g.board.spring]?.kind !== 'spring') return fault('The spring names a tile that is not the spring.', ['board', 'spring']);
  if (g.board.openEdge !== null && (g.board.openEdge >= lattice.edgeCount || lattice.edgeEnds[2 * g.board.openEdge]! < 0)) {
    return fault('The river’s open edge is off the lattice.', ['board', 'openEdge']);
  }
  if (g.board.headwater !== null && (!face(g.board.headwater) || covered.has(g.board.headwater))) {
    return fault('The headwater face is off the lattice or covered.', ['board', 'headwater']);
  }
  if (g.ice.position > g.board.river.length + 1) return fault('The ice block is beyond the waterfall.', ['ice', 'position']);
  if (g.explore !== null && !node(g.explore.node)) return fault('The exploration is at a node off the lattice.', ['explore', 'node']);
  for (const [i, gap] of g.gapQueue.entries()) if (!face(gap)) return fault('A gap is off the lattice.', ['gapQueue', i]);
  const pending = g.pending;
  if (pending.kind === 'draw' && pending.face !== null && !face(pending.face)) return fault('A draw is for a face off the lattice.', ['pending', 'face']);
  if (pending.kind === 'place' && (diamonds.get(pending.tile)?.kind !== pending.pile || seen.has(pending.tile))) {
    return fault('The tile to place is not a drawn tile of its pile.', ['pending', 'tile']);
  }
  return null;
}

// LV-SEAT-2, LV-TEAM-6, LV-FE-SEAT-2: the options fix how many prospectors each seat leads.
function prospectorCountFault(g: LostValleyGameState, players: number, options: LostValleyOptions): RuleError | null {
  const rules = editionRules(options, players);
  const want = prospectorCounts({ options, players, rules });
  const have = new Array<number>(players).fill(0);
  for (const prospector of g.prospectors) have[prospector.seat] = (have[prospector.seat] ?? 0) + 1;
  const seat = have.findIndex((n, i) => n !== want[i]);
  if (seat < 0) return null;
  const rule = options.teams === 'pairs-fifth-leads-two' ? 'LV-TEAM-6' : rules.prospectorCountRule;
  const counts = `seat ${String(seat)} leads ${String(have[seat])} prospector(s), its options give it ${String(want[seat])}`;
  return fault(`The prospectors do not match the options (teams '${options.teams}', ${String(options.prospectorsPerSeat)} per seat): ${counts}.`, ['prospectors'], rule);
}

function placedTileFault(
  tile: PlacedTile,
  i: number,
  set: LostValleyComponents,
  covered: Set<number>,
  faceCount: number,
  neighbours: Int32Array,
): RuleError | null {
  const { diamonds, triangles } = catalogOf(set);
  const path: Path = ['board', 'tiles', i];
  const known =
    tile.kind === 'spring' ? tile.tile === set.spring.id : tile.kind === 'triangle' ? triangles.has(tile.tile) && tile.tile !== set.spring.id : diamonds.get(tile.tile)?.kind === tile.kind;
  if (!known) return fault(`Tile ${tile.tile} is not a ${tile.kind} tile of the component set.`, [...path, 'tile']);
  const diamond = tile.kind === 'land' || tile.kind === 'river';
  if (tile.faces.length !== (diamond ? 2 : 1)) return fault('A diamond covers two faces, a triangle one.', [...path, 'faces']);
  for (const [k, f] of tile.faces.entries()) {
    if (f >= faceCount || covered.has(f)) return fault('A tile covers a face off the lattice or one already covered.', [...path, 'faces', k]);
    covered.add(f);
  }
  if (diamond) {
    const [a, b] = tile.faces as [number, number];
    if (neighbours[3 * a] !== b && neighbours[3 * a + 1] !== b && neighbours[3 * a + 2] !== b) {
      return fault('A diamond’s two faces are not neighbours.', [...path, 'faces']);
    }
  }
  for (const [k, marker] of tile.markers.entries()) {
    if (marker.bank !== null && marker.bank >= catalogOf(set).lattice.nodeCount) return fault('A marker lies on a bank off the lattice.', [...path, 'markers', k, 'bank']);
  }
  return null;
}

import type { RuleError } from '../../../core/errors.js';
import { TRADING_POST } from '../board/lattice.js';
import { diamondAt } from '../board/diamond.js';
import { catalogOf } from '../board/tile-catalog.js';
import type { LostValleyComponents } from '../data/index.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState, PlacedTile } from '../schemas/game-schemas.js';
import { saveFault, setInPlay, type SavePath } from './invariants-fault.js';

type G = LostValleyGameState;

/*
 * The board and the tile piles of a save: every tile of the set in play lies in exactly one
 * place (the board, a pile, a drawn tile waiting for its placement, the Scout's hand) and they
 * add up to the set (LV-SETUP-7); faces are covered once; the river is one chain from the mouth
 * to its open end or the spring (LV-EXP2-R1 …).
 */

/**
 * The first fault of the board and the tile piles, or `null`.
 *
 * @example
 * boardFault(g, set, players); // null for a state the engine made
 */
export function boardFault(ctx: RuleContext, g: G): RuleError | null {
  const { set, players } = ctx;
  return placedTilesFault(g, set, players) ?? pilesFault(g, set, players) ?? riverFault(g, set) ?? contentsFault(ctx, g) ?? roomFault(ctx, g);
}

// LV-TRI-STILL-1, LV-TRI-SPIT-1: a triangle holds only what it was laid with, and never more.
function contentsFault(ctx: RuleContext, g: G): RuleError | null {
  for (const [i, tile] of g.board.tiles.entries()) {
    if (tile.contents.length === 0) continue;
    const laid = tile.kind === 'triangle' ? ctx.catalog.triangles.get(tile.tile)?.contents ?? [] : [];
    for (const [k, line] of tile.contents.entries()) {
      const most = laid.find((l) => l.marker === line.marker)?.count ?? 0;
      if (line.count > most || tile.contents.findIndex((l) => l.marker === line.marker) !== k) {
        return saveFault('tile-contents', `Tile ${tile.tile} holds ${line.count} ${line.marker}; it is laid with ${most}.`, ['board', 'tiles', i, 'contents', k], 'LV-TRI-STILL-1');
      }
    }
  }
  return null;
}

// LV-MOVE-10: any number at the trading post, two on an intersection beside the river, one elsewhere.
function roomFault(ctx: RuleContext, g: G): RuleError | null {
  const riverNodes = indexOf(ctx, g.board).riverNodes;
  const there = new Map<number, number>();
  for (const [i, p] of g.prospectors.entries()) {
    if (p.node === TRADING_POST) continue;
    const n = (there.get(p.node) ?? 0) + 1;
    there.set(p.node, n);
    if (n > (riverNodes.has(p.node) ? 2 : 1)) return saveFault('node-room', `More prospectors stand on intersection ${p.node} than it has room for.`, ['prospectors', i, 'node'], 'LV-MOVE-10');
  }
  return null;
}

/** Which kind of tile of the set in play an id is, or `undefined`. */
function kindsInPlay(set: LostValleyComponents, players: number): ReadonlyMap<string, PlacedTile['kind']> {
  let kinds = kindsCache.get(set)?.get(players);
  if (kinds) return kinds;
  const inPlay = setInPlay(set, players);
  const map = new Map<string, PlacedTile['kind']>();
  for (const t of inPlay.landDiamonds) map.set(t.id, 'land');
  for (const t of inPlay.riverDiamonds) map.set(t.id, 'river');
  for (const t of inPlay.triangles) map.set(t.id, 'triangle');
  map.set(inPlay.spring.id, 'spring');
  kinds = map;
  let bySet = kindsCache.get(set);
  if (!bySet) kindsCache.set(set, (bySet = new Map()));
  bySet.set(players, kinds);
  return kinds;
}

const kindsCache = new WeakMap<LostValleyComponents, Map<number, ReadonlyMap<string, PlacedTile['kind']>>>();

function placedTilesFault(g: G, set: LostValleyComponents, players: number): RuleError | null {
  const { lattice } = catalogOf(set);
  const kinds = kindsInPlay(set, players);
  const seen = new Set<string>();
  const covered = new Set<number>();
  for (const [i, tile] of g.board.tiles.entries()) {
    const path: SavePath = ['board', 'tiles', i];
    if (kinds.get(tile.tile) !== tile.kind) return saveFault('tile-in-set', `Tile ${tile.tile} is not a ${tile.kind} tile of the set in play at ${players} seats.`, [...path, 'tile'], 'LV-SETUP-7');
    if (seen.has(tile.tile)) return saveFault('tile-once', `Tile ${tile.tile} is in two places.`, [...path, 'tile']);
    seen.add(tile.tile);
    const diamond = tile.kind === 'land' || tile.kind === 'river';
    if (tile.faces.length !== (diamond ? 2 : 1)) return saveFault('tile-faces', 'A diamond covers two faces, a triangle one.', [...path, 'faces']);
    for (const [k, f] of tile.faces.entries()) {
      if (f >= lattice.faceCount || covered.has(f)) return saveFault('tile-faces', 'A tile covers a face off the lattice or one already covered.', [...path, 'faces', k]);
      covered.add(f);
    }
    if (diamond && diamondAt(lattice, tile.faces as [number, number], tile.way) === null) return saveFault('tile-faces', 'A diamond’s two faces are not neighbours.', [...path, 'faces']);
    if (!diamond && tile.way !== 0) return saveFault('tile-faces', 'A triangle has no way round: its `way` is 0.', [...path, 'way']);
  }
  for (const [i, hole] of g.board.holes.entries()) {
    if (hole >= lattice.faceCount || covered.has(hole)) return saveFault('hole-face', 'A hole is off the lattice or covered by a tile or another hole.', ['board', 'holes', i]);
    covered.add(hole);
  }
  if (g.board.headwater !== null && (g.board.headwater >= lattice.faceCount || covered.has(g.board.headwater))) {
    return saveFault('river-open-end', 'The headwater face is off the lattice or covered.', ['board', 'headwater']);
  }
  for (const [i, gap] of g.gapQueue.entries()) {
    if (gap >= lattice.faceCount || covered.has(gap)) return saveFault('exploration-state', 'A gap waiting for a triangle is off the lattice or covered.', ['gapQueue', i]);
  }
  return null;
}

function pilesFault(g: G, set: LostValleyComponents, players: number): RuleError | null {
  const kinds = kindsInPlay(set, players);
  const seen = new Set<string>(g.board.tiles.map((t) => t.tile));
  const piles: [SavePath, readonly string[], PlacedTile['kind']][] = [
    [['piles', 'land'], g.piles.land, 'land'],
    [['piles', 'landBottom'], g.piles.landBottom ?? [], 'land'],
    [['piles', 'river', 'unseen'], g.piles.river.unseen, 'river'],
    [['piles', 'river', 'bottom'], g.piles.river.bottom, 'river'],
    [['piles', 'triangles'], g.piles.triangles, 'triangle'],
  ];
  // A drawn diamond waits for its placement; the Scout's drawn diamonds wait in its task, land
  // or river (LV-SKILL-SCOUT-2).
  const pending = g.pending;
  if (pending.kind === 'place') piles.push([['pending', 'tile'], [pending.tile], pending.pile]);
  for (const [t, task] of g.tasks.entries()) {
    if (task.task === 'scout-draw' || task.task === 'scout-choose') piles.push([['tasks', t, 'drawn'], task.drawn, task.pile ?? 'land']);
  }
  const counts = { land: 0, river: 0, triangle: 0, spring: 0 };
  for (const tile of g.board.tiles) counts[tile.kind] += 1;
  for (const [path, pile, kind] of piles) {
    for (const [i, id] of pile.entries()) {
      const at: SavePath = path[0] === 'pending' ? path : [...path, i];
      if (kinds.get(id) !== kind) return saveFault('pile-member', `Tile ${id} is not a ${kind} tile of the set in play, so it does not belong here.`, at);
      if (seen.has(id)) return saveFault('tile-once', `Tile ${id} is in two places.`, at);
      seen.add(id);
      counts[kind] += 1;
    }
  }
  // The unordered piles are kept in id order (setup.ts): a save cannot choose the next draw's order.
  const unordered: [SavePath, readonly string[]][] = [[['piles', 'land'], g.piles.land], [['piles', 'river', 'unseen'], g.piles.river.unseen], [['piles', 'triangles'], g.piles.triangles]];
  for (const [path, pile] of unordered) {
    const k = pile.findIndex((id, j) => j > 0 && id < pile[j - 1]!);
    if (k > 0) return saveFault('pile-order', 'A face-down pile is not in id order.', [...path, k], 'LV-SETUP-2');
  }
  if (g.piles.landBottom !== undefined && g.piles.landBottom.length === 0) return saveFault('pile-member', 'An empty known bottom of the land pile is absent, not empty.', ['piles', 'landBottom']);
  const inPlay = setInPlay(set, players);
  // LV-END-EXP-4: the river and triangle tiles left at the end of exploration leave the game.
  const over = g.explorationOver;
  const wanted: [keyof typeof counts, number, boolean][] = [
    ['land', inPlay.landDiamonds.length, true],
    ['river', inPlay.riverDiamonds.length, !over],
    ['triangle', inPlay.triangles.length, !over],
  ];
  for (const [kind, total, exact] of wanted) {
    const have = counts[kind];
    if (exact ? have !== total : have > total) {
      return saveFault('tile-count', `The ${kind} tiles on the board and in the piles number ${have}; the set in play has ${total}.`, kind === 'triangle' ? ['piles', 'triangles'] : kind === 'land' ? ['piles', 'land'] : ['piles', 'river']);
    }
  }
  return null;
}

function riverFault(g: G, set: LostValleyComponents): RuleError | null {
  const { lattice, diamonds } = catalogOf(set);
  const board = g.board;
  const onRiver = new Set<number>();
  let inflow = lattice.mouthEdge;
  for (const [i, index] of board.river.entries()) {
    const placed = board.tiles[index];
    const tile = placed === undefined ? undefined : diamonds.get(placed.tile);
    if (placed?.kind !== 'river' || tile?.riverEdges === undefined || onRiver.has(index)) return saveFault('river-chain', 'The river names a tile that is not a river diamond, or one twice.', ['board', 'river', i]);
    onRiver.add(index);
    const where = diamondAt(lattice, placed.faces as [number, number], placed.way);
    const edges = where === null ? [] : tile.riverEdges.map((e) => where.edges[e]!);
    if (!edges.includes(inflow)) return saveFault('river-chain', `River tile ${placed.tile} does not join the river where it flows in.`, ['board', 'river', i]);
    inflow = edges[0] === inflow ? edges[1]! : edges[0]!;
  }
  const stray = board.tiles.findIndex((t, i) => t.kind === 'river' && !onRiver.has(i));
  if (stray >= 0) return saveFault('river-chain', 'A river tile lies on the board outside the river.', ['board', 'tiles', stray]);
  const springs = board.tiles.filter((t) => t.kind === 'spring').length;
  if (board.spring === null) {
    if (springs > 0) return saveFault('spring-tile', 'The spring lies on the board but the river does not end at it.', ['board', 'spring']);
    const faces = [lattice.edgeFaces[2 * inflow], lattice.edgeFaces[2 * inflow + 1]];
    if (board.openEdge !== inflow) return saveFault('river-open-end', 'The river’s open edge is not where its last tile ends.', ['board', 'openEdge']);
    if (board.headwater === null || !faces.includes(board.headwater)) return saveFault('river-open-end', 'The headwater face is not behind the river’s open edge.', ['board', 'headwater']);
    return null;
  }
  const spring = board.tiles[board.spring];
  if (spring?.kind !== 'spring' || springs !== 1) return saveFault('spring-tile', 'The spring names a tile that is not the spring.', ['board', 'spring']);
  const f = spring.faces[0]!;
  if (![0, 1, 2].some((k) => lattice.faceEdges[3 * f + k] === inflow)) return saveFault('spring-tile', 'The spring does not lie at the end of the river.', ['board', 'spring']);
  if (board.openEdge !== null || board.headwater !== null) return saveFault('river-open-end', 'The river is still open although the spring is out.', ['board', board.openEdge !== null ? 'openEdge' : 'headwater']);
  return null;
}

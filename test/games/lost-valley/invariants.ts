/**
 * Independent checks of a Lost Valley board, written from the shared readings and not from the
 * rules code (only the lattice tables and diamondAt are shared). Each returns a list of faults.
 */
import { componentsOf } from '../../../src/core/components.js';
import {
  BEYOND,
  catalogOf,
  componentsForPlayerCount,
  diamondAt,
  faceHasCorner,
  type LostValleyState,
} from '../../../src/games/lost-valley/public.js';

function closedFace(covered: ReadonlySet<number>, f: number): boolean {
  return f === BEYOND || covered.has(f);
}

/** Faces covered by tiles and holes (and whether any face is covered twice). */
export function coveredFaces(state: LostValleyState): { covered: Set<number>; faults: string[] } {
  const covered = new Set<number>();
  const faults: string[] = [];
  const lattice = catalogOf(componentsOf(state)).lattice;
  for (const placed of state.g.board.tiles) {
    for (const f of placed.faces) {
      if (f < 0 || f >= lattice.faceCount) faults.push(`${placed.tile} lies beyond the valley (face ${f})`);
      if (covered.has(f)) faults.push(`${placed.tile} overlaps face ${f}`);
      covered.add(f);
    }
    if (placed.faces.length === 2 && !diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)) faults.push(`${placed.tile} is not on two neighbouring faces`);
  }
  for (const hole of state.g.board.holes) {
    if (covered.has(hole)) faults.push(`hole ${hole} is covered`);
    covered.add(hole);
  }
  return { covered, faults };
}

/** The river is one chain from the mouth to its open end or the spring, every joint matching. */
export function riverFaults(state: LostValleyState): string[] {
  const catalog = catalogOf(componentsOf(state));
  const lattice = catalog.lattice;
  const board = state.g.board;
  const faults: string[] = [];
  let inflow = lattice.mouthEdge;
  for (const i of board.river) {
    const placed = board.tiles[i]!;
    const tile = catalog.diamonds.get(placed.tile);
    const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way);
    if (!tile?.riverEdges || !where || placed.kind !== 'river') {
      faults.push(`river link ${placed.tile} is not a river diamond`);
      return faults;
    }
    const edges = tile.riverEdges.map((e) => where.edges[e]!);
    if (!edges.includes(inflow)) {
      faults.push(`${placed.tile} does not join the river at edge ${inflow}`);
      return faults;
    }
    inflow = edges[0] === inflow ? edges[1]! : edges[0]!;
  }
  const riverTiles = board.tiles.filter((t) => t.kind === 'river').length;
  if (riverTiles !== board.river.length) faults.push('a river tile lies outside the chain');
  if (board.spring === null) {
    if (board.openEdge !== inflow) faults.push(`the open edge ${board.openEdge} is not the chain's end ${inflow}`);
    const head = board.headwater;
    const faces = [lattice.edgeFaces[2 * inflow]!, lattice.edgeFaces[2 * inflow + 1]!];
    if (head === null || !faces.includes(head)) faults.push('the headwater is not behind the open edge');
    if (head !== null && coveredFaces(state).covered.has(head)) faults.push('the headwater face is covered');
  } else {
    const spring = board.tiles[board.spring]!;
    const f = spring.faces[0]!;
    if (![0, 1, 2].some((k) => lattice.faceEdges[3 * f + k] === inflow)) faults.push('the spring is not at the end of the river');
    if (board.openEdge !== null || board.headwater !== null) faults.push('the river is still open after the spring');
  }
  return faults;
}

/**
 * With triangles only in the final gaps (classic, LV-CLASSIC-5), no triangle is on the board while
 * a land diamond is still to be laid, every triangle covers a face whose three neighbours are
 * covered, and no triangle is ever chosen.
 */
export function finalGapFaults(state: LostValleyState, chosen: number): string[] {
  if (state.options.triangles !== 'final-gaps') return [];
  const g = state.g;
  const lattice = catalogOf(componentsOf(state)).lattice;
  const faults: string[] = [];
  const landToCome = g.piles.land.length + (g.pending.kind === 'place' && g.pending.pile === 'land' ? 1 : 0);
  const covered = new Set([...g.board.tiles.flatMap((t) => t.faces), ...g.board.holes]);
  for (const t of g.board.tiles) {
    if (t.kind !== 'triangle') continue;
    if (landToCome > 0) faults.push(`triangle ${t.tile} laid while land diamonds are left`);
    const f = t.faces[0]!;
    if (![0, 1, 2].every((k) => { const n = lattice.faceNeighbours[3 * f + k]!; return n < 0 || covered.has(n); })) faults.push(`triangle ${t.tile} is not in an enclosed gap`);
  }
  if (chosen > 0) faults.push('a triangle was chosen while exploring');
  return faults;
}

/**
 * Optional triangles (indices of triangle tiles laid by choice) never share a corner with a
 * triangle laid before them; forced ones may.
 */
export function triangleFaults(state: LostValleyState, optional: ReadonlySet<number>): string[] {
  const lattice = catalogOf(componentsOf(state)).lattice;
  const tiles = state.g.board.tiles;
  const faults: string[] = [];
  for (const i of optional) {
    const f = tiles[i]!.faces[0]!;
    for (let j = 0; j < i; j++) {
      const t = tiles[j]!;
      if (t.kind !== 'triangle' && t.kind !== 'spring') continue;
      const g = t.faces[0]!;
      if ([0, 1, 2].some((k) => faceHasCorner(lattice, g, lattice.faceCorners[3 * f + k]!))) faults.push(`optional triangle ${tiles[i]!.tile} touches ${t.tile}`);
    }
  }
  return faults;
}

/** Tiles laid plus tiles left (plus those that left the game at the end) equal the set. */
export function countFaults(state: LostValleyState, removed: { river: number; triangles: number }): string[] {
  const set = componentsForPlayerCount(componentsOf(state), state.players);
  const g = state.g;
  const laid = (kind: string) => g.board.tiles.filter((t) => t.kind === kind).length;
  const faults: string[] = [];
  // A drawn tile waiting for its placement is in neither place.
  const held = (pile: string) => (g.pending.kind === 'place' && g.pending.pile === pile ? 1 : 0);
  // A Scout's two drawn diamonds wait in its task (LV-SKILL-SCOUT-1).
  const scouted = (pile: 'land' | 'river') =>
    g.tasks.reduce((n, t) => n + ((t.task === 'scout-draw' || t.task === 'scout-choose') && (t.pile ?? 'land') === pile ? t.drawn.length : 0), 0);
  if (laid('land') + held('land') + scouted('land') + g.piles.land.length + (g.piles.landBottom?.length ?? 0) !== set.landDiamonds.length) faults.push('land diamonds do not add up');
  if (laid('river') + g.piles.river.unseen.length + g.piles.river.bottom.length + removed.river + held('river') + scouted('river') !== set.riverDiamonds.length) faults.push('river diamonds do not add up');
  if (laid('triangle') + g.piles.triangles.length + removed.triangles !== set.triangles.length) faults.push('triangles do not add up');
  const ids = g.board.tiles.map((t) => t.tile);
  if (new Set(ids).size !== ids.length) faults.push('a tile was laid twice');
  return faults;
}

/**
 * Markers: every tile laid from `fromTile` on (the tiles of the last step; they are checked as
 * soon as they are laid, before anyone can take a marker) carries one face-down, unidentified
 * marker per symbol circle (unless its pool ran dry); and for every pool, the markers anywhere in
 * the game (tiles, trading post, bags, face-down gear, claims, out of play) plus those still in
 * the supply add up to the pool's total.
 */
export function markerFaults(state: LostValleyState, fromTile = 0): string[] {
  const set = componentsForPlayerCount(componentsOf(state), state.players);
  const catalog = catalogOf(componentsOf(state));
  const g = state.g;
  const faults: string[] = [];
  for (const placed of g.board.tiles.slice(fromTile)) {
    const tile = placed.faces.length === 2 ? catalog.diamonds.get(placed.tile) : catalog.triangles.get(placed.tile);
    const wanted: Record<string, number> = {};
    for (const s of tile?.symbols ?? []) {
      // Without treasures (classic) no clue marker is laid on a Trading Outpost (LV-CLASSIC-2).
      if (s.kind === 'fish' || (s.kind === 'clue' && placed.kind === 'triangle' && state.options.treasures === false && state.options.edition !== 'first')) continue;
      wanted[s.kind] = (wanted[s.kind] ?? 0) + s.count;
    }
    const got: Record<string, number> = {};
    for (const m of placed.markers) got[m.pool] = (got[m.pool] ?? 0) + 1;
    for (const pool of Object.keys(wanted)) {
      // Only a pool that ran dry may leave a symbol short.
      if ((got[pool] ?? 0) !== wanted[pool] && g.markerSupply[pool as 'animal'] !== 0) faults.push(`${placed.tile} lacks ${pool} markers`);
      if ((got[pool] ?? 0) > wanted[pool]!) faults.push(`${placed.tile} has too many ${pool} markers`);
    }
    for (const m of placed.markers) if (m.identity !== null) faults.push('a marker was identified before anyone saw it');
  }
  const inPlay: Record<string, number> = {};
  const count = (m: { pool: string }) => (inPlay[m.pool] = (inPlay[m.pool] ?? 0) + 1);
  for (const placed of g.board.tiles) placed.markers.forEach(count);
  g.tradingPostMarkers.forEach(count);
  for (const p of g.prospectors) {
    p.inventory.goldBag.forEach(count);
    p.inventory.hiddenGear.forEach(count);
    p.claim?.markers.forEach(count);
  }
  g.spent.forEach(count);
  for (const pool of ['river-gold', 'mountain-gold', 'animal', 'event', 'clue'] as const) {
    const total = set.markers[pool].reduce((sum, k) => sum + k.count, 0);
    if ((inPlay[pool] ?? 0) + g.markerSupply[pool] !== total) faults.push(`${pool} markers do not add up`);
  }
  return faults;
}

/** An intersection is complete: each of its six faces covered or beyond. */
export function completeByHand(state: LostValleyState, node: number): boolean {
  const lattice = catalogOf(componentsOf(state)).lattice;
  const { covered } = coveredFaces(state);
  for (let k = 0; k < 6; k++) if (!closedFace(covered, lattice.nodeFaces[6 * node + k]!)) return false;
  return true;
}

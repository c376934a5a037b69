/**
 * Helpers for the gold, treasure, trade and weighing scenarios (not a test file itself).
 *
 * {@link goldGame} plays a short opening with external chance: seat 0 walks to (1, 0) and
 * explores it with the river diamond R01 (two river-gold markers on the bank of (1, 0) and
 * (1, 1)) and the mountain diamond L11 (three mountain-gold markers). Scenarios then hand-build
 * what would take many turns to reach (a mine, gold in a bag, a triangle, a skill) with the
 * setters below, and say so.
 */
import { componentsOf } from '../../../src/core/components.js';
import { catalogOf, componentsFor, type ValleyPosition, type InventoryState, type LostValleyState, type MarkerSlot, type PlacedTile, type Prospector } from '../../../src/games/lost-valley/public.js';
import { draw, newGame, node, placeFirst, play, walk, withG } from './lv-helpers.js';

/** Tile indices of the opening: the river diamond R01 and the mountain diamond L11. */
export const RIVER = 0;
export const MOUNTAIN = 1;

/**
 * The second edition's component set cut down to the tiles named, in that order (LV-SETUP-6): a
 * scenario names the few tiles its board needs, and exploration ends once its land is laid.
 *
 * @example
 * newGame({ data: cutSet(['L11', 'L21'], ['R01'], ['T01']) });
 */
export function cutSet(land: readonly string[], river: readonly string[], triangles: readonly string[]) {
  const set = componentsFor('second');
  const pick = <T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] => ids.map((id) => list.find((t) => t.id === id)!);
  return { ...set, landDiamonds: pick(set.landDiamonds, land), riverDiamonds: pick(set.riverDiamonds, river), triangles: pick(set.triangles, triangles) };
}

function goldSet(triangles: readonly string[]) {
  return cutSet(['L11', 'L21', 'L35', 'L01', 'L07', 'L31'], ['R01', 'R02'], triangles);
}

/**
 * The opening described above: seat 0 to play at (1, 0), its movement used, its action and
 * trade left. `triangles` is the set's triangle pile (its first back is the one a scenario may
 * lay now).
 *
 * @example
 * const state = goldGame();
 */
export function goldGame(players = 2, options: Record<string, unknown> = {}, triangles: readonly string[] = ['T01', 'T03', 'T10']): LostValleyState {
  let state = newGame({ players, data: goldSet(triangles), options });
  state = walk(state, node(state, 1, 0)).state;
  state = placeFirst(draw(state, 'river', 'R01'));
  state = play(state, { type: 'decline-triangle', player: 0 }).state;
  return placeFirst(draw(state, 'land', 'L11'));
}

/**
 * A state with one prospector changed (hand-built).
 *
 * @example
 * setProspector(state, 0, { node: 75 });
 */
export function setProspector(state: LostValleyState, index: number, patch: Partial<Prospector>): LostValleyState {
  const prospectors = state.g.prospectors.slice();
  prospectors[index] = { ...prospectors[index]!, ...patch };
  return withG(state, { prospectors });
}

/**
 * A state with one prospector's inventory changed (hand-built).
 *
 * @example
 * setInventory(state, 0, { skills: ['gold-nose'] });
 */
export function setInventory(state: LostValleyState, index: number, patch: Partial<InventoryState>): LostValleyState {
  const p = state.g.prospectors[index]!;
  return setProspector(state, index, { inventory: { ...p.inventory, ...patch } });
}

/**
 * A marker for a hand-built position: id, pool, identity, the seats that have seen it.
 *
 * @example
 * marker(1000, 'river-gold', 'river-gold-3', [0]);
 */
export function marker(id: number, pool: MarkerSlot['pool'], identity: string | null, seenBy: number[] = [], faceUp = false): MarkerSlot {
  return { id, pool, identity, bank: null, seenBy, faceUp };
}

/**
 * Gold in a prospector's bag (hand-built): markers of the given identities, ids from `from`,
 * known to its seat; furs (animals) face up.
 *
 * @example
 * withBag(state, 0, ['mountain-gold-6', 'wolf'], 1000);
 */
export function withBag(state: LostValleyState, index: number, identities: readonly string[], from = 1000): LostValleyState {
  const seat = state.g.prospectors[index]!.seat;
  const pools = componentsOf(state).markers;
  const slots = identities.map((identity, k) => {
    const pool = (Object.keys(pools) as MarkerSlot['pool'][]).find((name) => pools[name].some((kind) => kind.id === identity))!;
    return marker(from + k, pool, identity, [seat], pool === 'animal');
  });
  const next = setInventory(state, index, { goldBag: [...state.g.prospectors[index]!.inventory.goldBag, ...slots] });
  return withG(next, { nextMarker: Math.max(next.g.nextMarker, from + identities.length) });
}

/**
 * An uncovered face with a corner at a node (for a hand-placed triangle).
 *
 * @example
 * freeFaceAt(state, node(state, 2, 0));
 */
export function freeFaceAt(state: LostValleyState, at: number): number {
  const lattice = catalogOf(componentsOf(state)).lattice;
  const covered = new Set(state.g.board.tiles.flatMap((t) => t.faces));
  for (let k = 0; k < 6; k++) {
    const face = lattice.nodeFaces[6 * at + k]!;
    if (face >= 0 && !covered.has(face)) return face;
  }
  throw new Error(`no free face at node ${at}`);
}

/**
 * A triangle laid by hand on a free face at a node, with markers on it: the state and the
 * tile's index.
 *
 * @example
 * const { state: s, tile } = withTriangle(state, 'T01', node(state, 2, 0), [marker(1000, 'clue', null)]);
 */
export function withTriangle(state: LostValleyState, id: string, at: number, markers: MarkerSlot[]): { state: LostValleyState; tile: number } {
  const placed: PlacedTile = { tile: id, kind: 'triangle', faces: [freeFaceAt(state, at)], way: 0, markers, contents: [] };
  const tiles = [...state.g.board.tiles, placed];
  return { state: withG(state, { board: { ...state.g.board, tiles }, piles: { ...state.g.piles, triangles: state.g.piles.triangles.filter((t) => t !== id) } }), tile: tiles.length - 1 };
}

/**
 * A mine on a tile (hand-built: the building area builds them), optionally under a prospector's
 * claim marker.
 *
 * @example
 * withMine(state, MOUNTAIN, 1);
 */
export function withMine(state: LostValleyState, tile: number, claimedBy: number | null = null): LostValleyState {
  let next = withG(state, { board: { ...state.g.board, works: [...state.g.board.works, { work: 'mine', at: tile, builder: claimedBy ?? 0 }] } });
  if (claimedBy !== null) next = setProspector(next, claimedBy, { claim: { tile, items: [], markers: [] } });
  return next;
}

/**
 * Forces the identity of the marker being looked at (a chance node).
 *
 * @example
 * state = reveal(state, 'river-gold-3');
 */
export function reveal(state: LostValleyState, identity: string): LostValleyState {
  return play(state, { type: 'chance', outcome: { marker: identity } }).state;
}

/**
 * The builder steps that put every good a prospector holds (backpack, cart, gear) back in the
 * supply: an empty-handed prospector of `state`.
 *
 * @example
 * built(emptyHanded(position(state), state, 0).take(0, 'food'));
 */
export function emptyHanded(board: ValleyPosition, state: LostValleyState, p: number): ValleyPosition {
  const inventory = state.g.prospectors[p]!.inventory;
  return [...inventory.backpack, ...(inventory.cart ?? []), ...inventory.gear].reduce((next, stack) => next.drop(p, stack.item, stack.count), board);
}

/**
 * The ids of a prospector's gold bag, in order (the builder gives bagged markers the next ids).
 *
 * @example
 * const [first] = bagIds(state, 0);
 */
export function bagIds(state: LostValleyState, p: number): number[] {
  return state.g.prospectors[p]!.inventory.goldBag.map((m) => m.id);
}

/**
 * Helpers for the gold, treasure, trade and weighing scenarios (not a test file itself).
 *
 * {@link goldGame} plays a short opening with external chance: seat 0 walks to N0 (1, 0) and
 * explores it with the river diamond R01 (two river-gold markers on the east bank, N0's and
 * N1's) and the mountain diamond L11 (three mountain-gold markers). Scenarios then build what
 * would take many turns to reach (a mine, gold in a bag, a triangle, a skill) with the position
 * builder (`built(position(goldGame()).…)`, lv-helpers.ts), and say so.
 */
import { componentsFor, type LostValleyState, type ValleyPosition } from '../../../src/games/lost-valley/public.js';
import { draw, newGame, node, placeFirst, play, walk } from './lv-helpers.js';

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

/**
 * The builder with each identity bagged, in order, for prospector `p` (from the pools, with the
 * next marker ids).
 *
 * @example
 * built(bagAll(position(goldGame()), 0, ['river-gold-2', 'wolf']));
 */
export function bagAll(board: ValleyPosition, p: number, identities: readonly string[]): ValleyPosition {
  return identities.reduce((next, identity) => next.bag(p, identity), board);
}

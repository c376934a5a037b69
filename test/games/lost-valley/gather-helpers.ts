/**
 * Helpers for the gathering scenario tests (not a test file itself): a legal board around one
 * intersection, built by the position builder, where the tests then play real actions with
 * external chance.
 *
 * The old `scene` helper laid one-face pieces with hand-made markers that no real game can hold;
 * {@link gatherSite} lays real tiles of the component set where exploration offers them (their
 * markers are the ones their symbols lay, their contents the ones the supply gives), ends the
 * exploration the way the game ends it, and checks the result as `loadGame` checks a save.
 *
 * The boards are small (the component set is cut down to the tiles named, LV-SETUP-6), and named
 * as docs/notation.md names places. The river's first diamond lies at the mouth on M0^ and M1v;
 * the spring then comes out at the river's headwater (M1^ when the river is one diamond).
 * The usual intersection is O1, which neither the river nor the spring touches; around it:
 *
 * - `N0^`+`N1v` beside the river (touching O1 by N1v),
 * - `O1v`+`O1^` (touching O1), which leaves `O0^` an enclosed gap once both are laid,
 * - `O0^`, a face for a triangle (the optional triangle, or the gap's),
 * - `N1^`+`N2v` (touching O1 by N1^).
 *
 * N1 is the intersection beside the river (M1v) and the spring (M1^).
 */
import { expect } from 'vitest';
import { chanceOutcomes, type GameEvent } from '../../../src/index.js';
import { componentsFor, type LostValleyOptions, type LostValleyState, type SkillId, type ValleyPosition } from '../../../src/games/lost-valley/public.js';
import { built, legal, newGame, play, position } from './lv-helpers.js';

/** A tile laid: a diamond on two faces or a triangle on one; a function is any other builder step. */
export type GatherStep = readonly [tile: string, face: string, other?: string] | ((position: ValleyPosition) => ValleyPosition);

/** What a gathering site holds. */
export interface GatherSetup {
  /** The tiles in the order exploration lays them (the river's first diamond first). */
  readonly tiles: readonly GatherStep[];
  /** Where the current prospector (seat 0's) stands (default O1); seat 1 stays on the post. */
  readonly at?: string;
  /** Seat 0's goods and gear from the supply, instead of the starting 2 tools, 2 food, 1 timber. */
  readonly goods?: Readonly<Record<string, number>>;
  readonly skills?: readonly SkillId[];
  readonly players?: number;
  readonly options?: Partial<LostValleyOptions>;
  /** The component set's count of supply items (a replacement set, LV-SETUP-6), e.g. less food. */
  readonly counts?: Readonly<Record<string, number>>;
  /** More builder steps once the board is finished and the goods are held (works, bags, the turn). */
  readonly then?: (position: ValleyPosition, v: number) => ValleyPosition;
}

/** A built site: the state and the intersection seat 0 stands on. */
export interface GatherSite {
  readonly state: LostValleyState;
  readonly v: number;
}

/**
 * The starting goods of the second edition's prospector (what a site holds without `goods`).
 *
 * @example
 * gatherSite({ tiles, goods: { ...STARTING_GOODS, rifle: 1 } });
 */
export const STARTING_GOODS: Readonly<Record<string, number>> = { tool: 2, food: 2, timber: 1 };

/** The component set of the tiles named (in the order named), with the supply counts asked for. */
function cutSet(setup: GatherSetup) {
  const set = componentsFor(setup.options?.edition ?? 'second');
  const named = setup.tiles.flatMap((step) => (typeof step === 'function' ? [] : [step[0]]));
  const pick = <T extends { id: string }>(list: readonly T[]): T[] => named.flatMap((id) => list.filter((t) => t.id === id));
  const supply = set.supply.map((item) => (setup.counts?.[item.id] === undefined ? item : { ...item, counts: [{ count: setup.counts[item.id]! }] }));
  return { ...set, landDiamonds: pick(set.landDiamonds), riverDiamonds: pick(set.riverDiamonds), triangles: pick(set.triangles), supply };
}

/**
 * Seat 0's prospector at an intersection of a finished legal board made of the tiles named, with
 * the goods named, at the start of its turn with no task waiting. Every piece comes from the
 * component set, and the position passes the save checks.
 *
 * @example
 * const { state, v } = gatherSite({ tiles: [['R02', 'M0^', 'M1v'], ['L03', 'N0^', 'N1v']] });
 */
export function gatherSite(setup: GatherSetup): GatherSite {
  let board = position(newGame({ players: setup.players ?? 2, ...(setup.options ? { options: setup.options } : {}), data: cutSet(setup) }));
  for (const step of setup.tiles) {
    if (typeof step === 'function') board = step(board);
    else board = step[2] === undefined ? board.triangle(step[0], step[1]) : board.diamond(step[0], [step[1], step[2]]);
  }
  let state = built(board.endExploration().at(0, setup.at ?? 'O1'));
  const p = state.g.prospectors[0]!;
  let goods = position(state);
  for (const { item, count } of [...p.inventory.backpack, ...(p.inventory.cart ?? []), ...p.inventory.gear]) goods = goods.drop(0, item, count);
  for (const [item, count] of Object.entries(setup.goods ?? STARTING_GOODS)) if (count > 0) goods = goods.take(0, item, count);
  for (const skill of setup.skills ?? []) goods = goods.skill(0, skill);
  state = built(goods);
  const v = state.g.prospectors[0]!.node;
  return { state: setup.then ? built(setup.then(position(state), v)) : state, v };
}

/**
 * Two animals touching O1: the forest L01 beside the river (N0^, N1v) and the forest L02 east of
 * O1 (O1v, O1^; its clue marker aside), the river R02 at the mouth; `animals` are their animal
 * markers' ids, L01's first.
 *
 * @example
 * const { state, animals: [wolf, other] } = twoAnimals({ goods: { whiskey: 1 } });
 */
export function twoAnimals(setup: Omit<GatherSetup, 'tiles'> = {}): GatherSite & { readonly animals: readonly [number, number] } {
  const site = gatherSite({ ...setup, tiles: [['R02', 'M0^', 'M1v'], ['L01', 'N0^', 'N1v'], ['L02', 'O1v', 'O1^']] });
  const animal = (tile: string): number => site.state.g.board.tiles[tileIndex(site.state, tile)]!.markers.find((m) => m.pool === 'animal')!.id;
  return { ...site, animals: [animal('L01'), animal('L02')] };
}

/**
 * The index in `board.tiles` of the tile with that id.
 *
 * @example
 * play(state, { type: 'take-event', player: 0, tile: tileIndex(state, 'L03'), pay: 'food' });
 */
export function tileIndex(state: LostValleyState, tile: string): number {
  const i = state.g.board.tiles.findIndex((t) => t.tile === tile);
  if (i < 0) throw new Error(`${tile} is not on the board`);
  return i;
}

/**
 * The ids of the markers lying on the tile with that id, in order.
 *
 * @example
 * const [event, clue] = markersOn(state, 'L33');
 */
export function markersOn(state: LostValleyState, tile: string): number[] {
  return state.g.board.tiles[tileIndex(state, tile)]!.markers.map((m) => m.id);
}

/** The current seat's actions of one type. */
export function actionsOf<T extends string>(state: LostValleyState, type: T) {
  return legal(state).filter((a) => a.type === type);
}

/** Forces a chance outcome, checking that the chance node offers it. */
export function force(state: LostValleyState, outcome: Record<string, unknown>): { state: LostValleyState; events: GameEvent[] } {
  expect(chanceOutcomes(state).map((o) => o.outcome)).toContainEqual(outcome);
  return play(state, { type: 'chance', outcome });
}

/** Counts an item in a prospector's inventory (all areas). */
export function held(state: LostValleyState, prospector: number, item: string): number {
  const inv = state.g.prospectors[prospector]!.inventory;
  let n = 0;
  for (const list of [inv.backpack, inv.cart ?? [], inv.gear]) for (const s of list) if (s.item === item) n += s.count;
  return n;
}

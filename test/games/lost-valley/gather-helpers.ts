/**
 * Helpers for the gathering scenario tests (not a test file itself): a hand-built position
 * around one intersection, where the tests then play real actions with external chance.
 */
import { expect } from 'vitest';
import { chanceOutcomes, type GameEvent } from '../../../src/index.js';
import { addItem, contextOf, type InventoryState, type LostValleyOptions, type LostValleyState, type MarkerSlot, type PlacedTile, type SkillId, type Work } from '../../../src/games/lost-valley/public.js';
import type { MarkerPool } from '../../../src/games/lost-valley/data/index.js';
import { legal, loneTile, newGame, node, play } from './lv-helpers.js';

/**
 * One tile of a scene: which of the six faces around the intersection it covers (0 … 5), the
 * tile (a real id, so its terrain and symbols are the data's), its kind, the face-down markers
 * on it and the supply items laid on it (a triangle's whiskey, dynamite, jerky).
 */
export interface SceneTile {
  readonly around: number;
  /** A face to cover instead of one around the intersection (a tile out of reach). */
  readonly face?: number;
  readonly tile: string;
  readonly kind?: PlacedTile['kind'];
  readonly markers?: readonly MarkerPool[];
  readonly contents?: PlacedTile['contents'];
}

/** What a scene sets up: the tiles, the current prospector's goods and skills, works, players. */
export interface SceneSetup {
  readonly tiles: readonly SceneTile[];
  /** Goods beyond the starting 2 tools, 2 food and 1 timber. */
  readonly goods?: Readonly<Record<string, number>>;
  /** Replaces the starting goods entirely. */
  readonly only?: Readonly<Record<string, number>>;
  readonly skills?: readonly SkillId[];
  readonly works?: readonly Omit<Work, 'builder'>[];
  readonly players?: number;
  readonly options?: Partial<LostValleyOptions>;
  readonly supply?: Readonly<Record<string, number>>;
  /** Where seat 1's prospector stands: at the same intersection's neighbour (default: the post). */
  readonly secondAt?: number;
}

/** A hand-built scene and its handles: the intersection, the tile indices, the marker ids per tile. */
export interface Scene {
  readonly state: LostValleyState;
  readonly v: number;
  readonly markers: readonly (readonly number[])[];
}

/**
 * Hand-built: seat 0's prospector stands at intersection (3, 2) on a finished board made of the
 * given tiles, at the start of its turn with no task waiting.
 *
 * @example
 * const { state, v, markers } = scene({ tiles: [{ around: 0, tile: 'L01', markers: ['animal'] }] });
 */
export function scene(setup: SceneSetup): Scene {
  const start = newGame({ players: setup.players ?? 2, ...(setup.options ? { options: setup.options } : {}) });
  const ctx = contextOf(start);
  const lattice = ctx.catalog.lattice;
  const v = node(start, 3, 2);
  let next = start.g.nextMarker;
  const markers: number[][] = [];
  const tiles = setup.tiles.map((t): PlacedTile => {
    const ids: number[] = [];
    const slots = (t.markers ?? []).map((pool): MarkerSlot => {
      const id = next++;
      ids.push(id);
      return { id, pool, identity: null, bank: null, seenBy: [], faceUp: false };
    });
    markers.push(ids);
    const base = loneTile(t.face ?? lattice.nodeFaces[6 * v + t.around]!, t.tile, t.kind === 'triangle' ? 'triangle' : 'land');
    return { ...base, kind: t.kind ?? base.kind, markers: slots, contents: [...(t.contents ?? [])] };
  });
  const p = start.g.prospectors[0]!;
  let inventory: InventoryState = setup.only ? { ...p.inventory, backpack: [], cart: null, gear: [] } : p.inventory;
  for (const [item, count] of Object.entries(setup.only ?? setup.goods ?? {})) inventory = addItem(ctx, inventory, item, count);
  if (setup.only && setup.goods) for (const [item, count] of Object.entries(setup.goods)) inventory = addItem(ctx, inventory, item, count);
  inventory = { ...inventory, skills: [...(setup.skills ?? [])] };
  const prospectors = start.g.prospectors.map((q, i) =>
    i === 0 ? { ...q, node: v, inventory } : i === 1 && setup.secondAt !== undefined ? { ...q, node: setup.secondAt } : q,
  );
  const state: LostValleyState = {
    ...start,
    g: {
      ...start.g,
      board: { ...start.g.board, tiles: [...start.g.board.tiles, ...tiles], works: (setup.works ?? []).map((w) => ({ ...w, builder: 1 })) },
      prospectors,
      nextMarker: next,
      supply: { ...start.g.supply, ...(setup.supply ?? {}) },
      explorationOver: true,
      tasks: [],
      pending: { kind: 'turn' },
    },
  };
  return { state, v, markers };
}

/** The index in `board.tiles` of the scene's n-th tile. */
export function sceneTile(s: Scene, n: number): number {
  return s.state.g.board.tiles.length - (s.markers.length - n);
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

/**
 * A face beside the scene's face `around` (across one of its edges) that does not touch the
 * intersection, and that edge: where a tile out of reach lies, joined by a flume.
 */
export function faceBeyond(state: LostValleyState, v: number, around: number): { face: number; edge: number } {
  const lattice = contextOf(state).catalog.lattice;
  const f = lattice.nodeFaces[6 * v + around]!;
  for (let k = 0; k < 3; k++) {
    const edge = lattice.faceEdges[3 * f + k]!;
    const other = lattice.edgeFaces[2 * edge]! === f ? lattice.edgeFaces[2 * edge + 1]! : lattice.edgeFaces[2 * edge]!;
    if (other >= 0 && ![0, 1, 2, 3, 4, 5].some((j) => lattice.nodeFaces[6 * v + j] === other)) return { face: other, edge };
  }
  throw new Error('no face beyond');
}

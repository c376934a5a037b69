/**
 * Helpers for Lost Valley's scenario tests (not a test file itself).
 *
 * Scenarios run with `chance: 'external'`: every draw and die is forced with a chance action, and
 * every placement is chosen from `legalActions`. Where a position would need many turns, a test
 * builds it with the position builder ({@link built}, `valleyPosition`): pieces placed by name
 * from the supply and piles, the position checked as a save is, so it is one a real game could
 * hold and an outside tester can rebuild it.
 */
import { componentsOf } from '../../../src/core/components.js';
import { expect } from 'vitest';
import { applyAction, createGame, legalActions, type GameEvent, type RuleError } from '../../../src/index.js';
import {
  valleyPosition,
  type ValleyPosition,
  contextOf,
  indexOf,
  catalogOf,
  componentsFor,
  diamondAt,
  faceAt,
  nodeAt,
  parseFace,
  parseNode,
  type BoardIndex,
  type LostValleyAction,
  type LostValleyGameState,
  type LostValleyOptions,
  type LostValleyState,
  type PlacedTile,
} from '../../../src/games/lost-valley/public.js';

/**
 * A new game with external chance. The setup's skill draft (LV-INV-9) is off unless the test
 * asks for it (`options: { skillDraft: true }`), so scenarios start at the first turn.
 *
 * @example
 * const state = newGame({ players: 2 });
 */
export function newGame(setup: { players?: number; variant?: string; options?: Partial<LostValleyOptions>; data?: unknown } = {}): LostValleyState {
  return createGame({
    game: 'lost-valley',
    players: setup.players ?? 2,
    seed: 'scenario',
    chance: 'external',
    ...(setup.variant === undefined ? {} : { variant: setup.variant }),
    options: { skillDraft: false, ...(setup.options ?? {}) },
    ...(setup.data === undefined ? {} : { data: setup.data }),
  }) as LostValleyState;
}

/**
 * A built position that must be one a real game could hold: the builder's steps and the save
 * invariants pass (the guard that keeps every scenario position legal).
 *
 * @example
 * const state = built(valleyPosition(newGame()).at(1, 'M0').take(0, 'horse'));
 */
export function built(position: ValleyPosition): LostValleyState {
  const r = position.build();
  if (!r.ok) throw new Error(`impossible position: ${r.error.message}`);
  return r.state;
}

/**
 * The position builder over a state (a new scenario game when none is given).
 *
 * @example
 * built(position(state).turn({ actions: 0 }));
 */
export function position(state: LostValleyState = newGame()): ValleyPosition {
  return valleyPosition(state);
}

/** Applies an action that must be accepted. */
export function play(state: LostValleyState, action: unknown): { state: LostValleyState; events: GameEvent[] } {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code}: ${result.error.message}`);
  return { state: result.state as LostValleyState, events: result.events };
}

/** Forces a draw from a pile. */
export function draw(state: LostValleyState, pile: 'river' | 'land' | 'triangle', tile: string): LostValleyState {
  return play(state, { type: 'chance', outcome: { draw: pile, tile } }).state;
}

/** The legal actions of the active seat. */
export function legal(state: LostValleyState): LostValleyAction[] {
  const seat = state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.seat;
  return legalActions(state, seat) as LostValleyAction[];
}

/** The board index of a state. */
export function indexOfState(state: LostValleyState): BoardIndex {
  return indexOf(contextOf(state), state.g.board);
}

/** The lattice of a state. */
export function latticeOf(state: LostValleyState) {
  return catalogOf(componentsOf(state)).lattice;
}

/** Node and face ids by coordinates, for readable scenarios. */
export function node(state: LostValleyState, x: number, y: number): number {
  return nodeAt(latticeOf(state), x, y);
}

/**
 * A face by its name as a player reads it off the board (`M3^`, docs/notation.md); throws on a
 * name that is no face, so a scenario's typo fails loudly.
 *
 * @example
 * faceNamed(state, 'M4v');
 */
export function faceNamed(state: LostValleyState, name: string): number {
  const r = parseFace(latticeOf(state), name);
  if (!r.ok) throw new Error(`${name} is no face: ${r.error.message}`);
  return r.id;
}

/**
 * An intersection by its name (`M5`, docs/notation.md); throws on a name that is no intersection.
 *
 * @example
 * nodeNamed(state, 'M5');
 */
export function nodeNamed(state: LostValleyState, name: string): number {
  const r = parseNode(latticeOf(state), name);
  if (!r.ok) throw new Error(`${name} is no intersection: ${r.error.message}`);
  return r.id;
}

/** The up (U) or down (D) face at (x, y). */
export function face(state: LostValleyState, x: number, y: number, up: boolean): number {
  return faceAt(latticeOf(state), x, y, up);
}

/**
 * A state with part of its game part replaced by hand. Not a position builder: what it makes is
 * not checked, and the scenarios that still use it (one-face tiles, hand-set bags and tasks) lay
 * positions no real game holds. New scenarios use {@link built} and {@link position}; these are
 * to be moved onto legal boards (the builder's `diamond`, `triangle` and `explore`).
 *
 * @example
 * withG(state, { explorationOver: true });
 */
export function withG(state: LostValleyState, patch: Partial<LostValleyGameState>): LostValleyState {
  return { ...state, g: { ...state.g, ...patch } };
}

/** Checks a refusal: its code, a message, and the caller's state unchanged. */
export function expectRefused(state: LostValleyState, action: unknown, code: string): RuleError {
  const before = JSON.stringify(state);
  const result = applyAction(state, action);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.error.code).toBe(code);
  expect(result.error.message.length).toBeGreaterThan(10);
  expect(JSON.stringify(state)).toBe(before);
  return result.error;
}

/** Moves the current prospector on foot (the move must be legal). */
export function walk(state: LostValleyState, to: number, mode: 'foot' | 'foot-unburdened' | 'horse' | 'boat' = 'foot'): { state: LostValleyState; events: GameEvent[] } {
  const seat = state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.seat;
  return play(state, { type: 'move', player: seat, mode, to });
}

/** Places the drawn diamond with the first legal placement, or the one matching `pick`. */
export function placeFirst(state: LostValleyState, pick?: (a: Extract<LostValleyAction, { type: 'place-diamond' }>) => boolean): LostValleyState {
  const options = legal(state).filter((a): a is Extract<LostValleyAction, { type: 'place-diamond' }> => a.type === 'place-diamond');
  const chosen = pick ? options.find(pick) : options[0];
  if (!chosen) throw new Error('no such placement');
  return play(state, chosen).state;
}

/** The lattice corners of a placed diamond (for checks). */
export function cornersOf(state: LostValleyState, tileIndex: number): number[] {
  const placed = state.g.board.tiles[tileIndex]!;
  const where = diamondAt(latticeOf(state), [placed.faces[0]!, placed.faces[1]!], placed.way);
  return where ? [...where.corners] : [];
}

/**
 * A replacement component set: the reference set of an edition cut down to the first few tiles
 * of each pile (LV-SETUP-6), so that a scenario reaches the end of exploration quickly.
 *
 * @example
 * newGame({ data: smallSet('second', { land: 2, river: 1, triangles: 1 }) });
 */
export function smallSet(edition: 'first' | 'second', counts: { land: number; river: number; triangles: number }) {
  const set = componentsFor(edition);
  return {
    ...set,
    landDiamonds: set.landDiamonds.slice(0, counts.land),
    riverDiamonds: set.riverDiamonds.slice(0, counts.river),
    triangles: set.triangles.slice(0, counts.triangles),
  };
}

/**
 * The reference set of an edition with only the river diamonds named (LV-SETUP-6): once they are
 * laid, the next river step finds none and brings out the spring (LV-EXP2-R4), so that land may
 * be laid beside the headwater's place without a longer river (LV-EXP2-R1).
 *
 * @example
 * newGame({ data: riverSet('second', ['R03']) });
 */
export function riverSet(edition: 'first' | 'second', river: readonly string[]) {
  const set = componentsFor(edition);
  return { ...set, riverDiamonds: set.riverDiamonds.filter((t) => river.includes(t.id)) };
}

/**
 * A hand-placed tile on one face (a test's stand-in for a diamond or a triangle), so a scenario
 * can build the board around an intersection without exploring it.
 *
 * @example
 * withG(state, { board: { ...state.g.board, tiles: [loneTile(face(state, 1, 0, true), 'X1')] } });
 */
export function loneTile(faceId: number, tile: string, kind: 'land' | 'triangle' = 'land'): PlacedTile {
  return { tile, kind, faces: [faceId], way: 0, markers: [], contents: [] };
}

/**
 * A two-seat second-edition game with a set of one land diamond: seat 0 explores the mouth, the
 * river tile R01 and the land diamond L01 end the exploration, and the first winter die shows a
 * blank. Seat 1 is to play on a finished board.
 *
 * @example
 * const state = explorationJustEnded(); // state.g.explorationOver === true
 */
export function explorationJustEnded(): LostValleyState {
  let state = newGame({ data: smallSet('second', { land: 1, river: 12, triangles: 0 }) });
  state = walk(state, node(state, 1, 0)).state;
  state = placeFirst(draw(state, 'river', 'R01'));
  state = draw(state, 'land', 'L01');
  state = play(state, legal(state)[0]).state;
  state = play(state, { type: 'end-turn', player: 0 }).state;
  return play(state, { type: 'chance', outcome: { winter: 'blank' } }).state;
}

/**
 * Helpers for the duel's scenario tests (not a test file itself).
 *
 * Scenarios run with `chance: 'external'`, so every throw is forced with {@link throwSum} or
 * {@link throwDiscs}. Positions are built by applying real actions; where a position is far from
 * the start, {@link withMarkers} swaps the marker array of a real state, and the test says so.
 */
import { expect } from 'vitest';
import {
  applyAction,
  createGame,
  isTerminal,
  legalActions,
  randomInt,
  seedRng,
  startGame,
  type GameEvent,
  type RuleError,
} from '../../../src/index.js';
import type { Board, DuelGameState, DuelOptions, DuelState, Marker } from '../../../src/games/mountain-river-duel/public.js';
import boardJson from '../../../src/games/mountain-river-duel/data/default-board.json';

/** The default board as raw JSON (read directly, not through the engine), for independent checks. */
export const rawBoard: Board = boardJson;

/** How many areas the default board has. */
export const AREAS = 91;

/**
 * A new duel with external chance: it stops at the first throw.
 *
 * @example
 * const state = newDuel({ firstPlayer: 1 });
 */
export function newDuel(options: Partial<DuelOptions> = {}, extra: { variant?: string; data?: Board } = {}): DuelState {
  return createGame({ game: 'mountain-river-duel', players: 2, seed: 'scenario', chance: 'external', options, ...extra }) as DuelState;
}

/**
 * Applies an action that must be accepted; fails the test with the refusal otherwise.
 *
 * @example
 * const { state, events } = play(state, { type: 'pass', player: 0 });
 */
export function play(state: DuelState, action: unknown): { state: DuelState; events: GameEvent[] } {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code}: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/**
 * Forces a throw: one face per disc in play, in the order 0/1, 0/2, 1/2.
 *
 * @example
 * throwDiscs(state, [1, 2, 2]); // 5
 */
export function throwDiscs(state: DuelState, discs: number[]): DuelState {
  return play(state, { type: 'chance', outcome: { discs } }).state;
}

/** One throw of each sum at each disc level (faces in disc order 0/1, 0/2, 1/2 of the discs in play). */
const FACES_FOR_SUM: Readonly<Record<number, Readonly<Record<number, number[]>>>> = {
  0: { 1: [0, 0, 1], 2: [0, 0, 2], 3: [0, 2, 1], 4: [0, 2, 2], 5: [1, 2, 2] },
  1: { 1: [0, 1], 2: [0, 2], 3: [2, 1], 4: [2, 2] },
  2: { 1: [0, 1], 2: [0, 2], 3: [1, 2] },
};

/**
 * Forces a throw of the given sum at the state's disc level.
 *
 * @example
 * const digging = throwSum(newDuel(), 3); // seat 0 must turn up 3 markers
 */
export function throwSum(state: DuelState, sum: number): DuelState {
  const faces = FACES_FOR_SUM[state.g.discLevel]?.[sum];
  if (!faces) throw new Error(`no throw of ${sum} at disc level ${state.g.discLevel}`);
  return throwDiscs(state, faces);
}

/**
 * Throws `sum` (if discs are in play) and turns up `areas` for the seat to move.
 *
 * @example
 * const { state, events } = turnUp(newDuel(), [0, 1]); // a throw of 2, then areas 0 and 1
 */
export function turnUp(state: DuelState, areas: number[]): { state: DuelState; events: GameEvent[] } {
  const digging = state.g.phase === 'throw' ? throwSum(state, areas.length) : state;
  return play(digging, { type: 'turn-up', player: digging.g.mover, areas });
}

/**
 * A far-away position, by hand: the same state with another marker array (everything else,
 * phase, throw, disc level and gold, is kept). Used where real play would need dozens of turns.
 *
 * @example
 * const late = withMarkers(state, markersWith({ down: [40, 41, 42] }));
 */
export function withMarkers(state: DuelState, markers: Marker[]): DuelState {
  const g: DuelGameState = { ...state.g, markers };
  return { ...state, g };
}

/**
 * A marker array in which only the listed areas are face down or face up; every other area has
 * been cleared already (a gap).
 *
 * @example
 * markersWith({ down: [40, 41], up: [30] });
 */
export function markersWith(spec: { down?: number[]; up?: number[] }, areas = AREAS): Marker[] {
  const markers: Marker[] = new Array<Marker>(areas).fill('claimed');
  for (const id of spec.down ?? []) markers[id] = 'down';
  for (const id of spec.up ?? []) markers[id] = 'up';
  return markers;
}

/**
 * Asserts that an action is refused with `code` and that the state the caller holds is
 * untouched (deep-equal to a copy taken before, and frozen so that a write would throw).
 *
 * @example
 * expectRefused(state, { type: 'pass', player: 1 }, 'not-your-turn');
 */
export function expectRefused(state: DuelState, action: unknown, code: string): RuleError {
  const before = structuredClone(state);
  Object.freeze(state.g.markers);
  Object.freeze(state.g);
  const result = applyAction(Object.freeze(state), action);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(result.error.code).toBe(code);
  expect(typeof result.error.message).toBe('string');
  expect(result.error.message.length).toBeGreaterThan(0);
  expect(state).toEqual(before);
  return result.error;
}

/**
 * The events of one type.
 *
 * @example
 * ofType(events, 'area-claimed');
 */
export function ofType(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((event) => event.type === type);
}

/**
 * A custom board with the areas in one straight row (q = 0…n-1, r = 0), cut into mountains and
 * rivers as given. Small enough to play to the end in a few moves.
 *
 * @example
 * rowBoard([[0, 1, 2]], [[0, 1, 2]]);
 */
export function rowBoard(mountains: number[][], rivers: number[][]): Board {
  const size = mountains.flat().length;
  const mountainOf = (id: number): number => mountains.findIndex((part) => part.includes(id));
  const riverOf = (id: number): number => rivers.findIndex((part) => part.includes(id));
  const areas = Array.from({ length: size }, (_, id) => ({ id, q: id, r: 0, mountain: mountainOf(id), river: riverOf(id), gold: 1 }));
  return { name: `row of ${size}`, areas, mountains, rivers };
}

/** One step of a random game: the action a seat took, the events, and the state after it. */
export interface PlayoutStep {
  readonly action: unknown;
  readonly events: GameEvent[];
  readonly state: DuelState;
}

/**
 * Plays one whole game with auto chance from `seed`; each seat picks uniformly among its legal
 * actions with its own seeded generator (`${seed}/players`), so the game is a pure function of
 * the seed. Returns the setup events and every step.
 *
 * @example
 * const { steps } = playRandomGame('golden-1');
 */
export function playRandomGame(
  seed: string,
  options: Partial<DuelOptions> = {},
): { start: DuelState; startEvents: GameEvent[]; steps: PlayoutStep[] } {
  const started = startGame({ game: 'mountain-river-duel', players: 2, seed, options });
  if (!started.ok) throw new Error(started.error.message);
  const start = started.state as DuelState;
  let state = start;
  let rng = seedRng(`${seed}/players`);
  const steps: PlayoutStep[] = [];
  while (!isTerminal(state)) {
    const actions = legalActions(state, state.g.mover);
    const pick = randomInt(rng, actions.length);
    rng = pick.rng;
    const action = actions[pick.value]!;
    const { state: next, events } = play(state, action);
    steps.push({ action, events, state: next });
    state = next;
  }
  return { start, startEvents: started.events, steps };
}

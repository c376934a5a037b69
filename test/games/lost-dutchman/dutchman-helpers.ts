/**
 * Helpers for the Lost Dutchman scenario tests (not a test file itself).
 *
 * Scenarios run with `chance: 'external'`, so every die, revealed tile, turned token and drawn
 * event is forced with a chance action. `startPlaying` plays the whole setup through real
 * actions. Where a position would take many turns (a prospector holding treasure, a token
 * already crossed), `withProspector` / `withG` patch a real state's game part, and the test says
 * "hand-built"; everything after that is real play.
 */
import { expect } from 'vitest';
import { applyAction, createGame, legalActions, type GameEvent, type RuleError } from '../../../src/index.js';
import type { DutchmanAction, DutchmanGameState, DutchmanOptions, DutchmanState, Prospector } from '../../../src/games/lost-dutchman/public.js';

/**
 * A new game with external chance: it stops at the first token of the treasure map.
 *
 * @example
 * const state = newGame(3);
 */
export function newGame(players = 2, options: Partial<DutchmanOptions> = {}, data?: unknown): DutchmanState {
  return createGame({ game: 'lost-dutchman', players, seed: 'scenario', chance: 'external', options, ...(data === undefined ? {} : { data }) }) as DutchmanState;
}

/**
 * Applies an action or chance outcome that must be accepted.
 *
 * @example
 * const { state, events } = play(state, { type: 'roll', player: 0 });
 */
export function play(state: DutchmanState, action: unknown): { state: DutchmanState; events: GameEvent[] } {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code}: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies a sequence of actions and chance outcomes; returns the last state and all events. */
export function playAll(state: DutchmanState, actions: readonly unknown[]): { state: DutchmanState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (const action of actions) {
    const step = play(current, action);
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events };
}

/** Chance outcomes, for `playAll`. */
export const die = (value: number) => ({ type: 'chance', outcome: { die: value } });
export const movement = (value: number | 'special') => ({ type: 'chance', outcome: { movement: value } });
export const tile = (id: string) => ({ type: 'chance', outcome: { tile: id } });
export const token = (id: string) => ({ type: 'chance', outcome: { token: id } });
export const eventTile = (id: string) => ({ type: 'chance', outcome: { event: id } });

/** The characters seats take by default in `startPlaying`, in seat order. */
export const DEFAULT_CHARACTERS = ['stubborn-mule', 'old-timer', 'tenderfoot', 'medicine-woman', 'surveyor'];

/**
 * Plays the setup through real actions: the tokens on spots 1, 2, 3 are 5-6, 7-8 and 9-10;
 * seats take `characters`; seat k reveals stacks 23 - 3k, 22 - 3k, 21 - 3k (far from the mining
 * camp), a treasure of 1, 2 and 3 unless `reveals` says otherwise; seat `first` rolls 6 and the
 * others 1, so `first` begins. The state stops at the first player's turn (a movement roll,
 * or his choice if he holds an item).
 *
 * @example
 * const state = startPlaying(2);
 */
export function startPlaying(
  players = 2,
  {
    characters = DEFAULT_CHARACTERS,
    reveals = [] as string[],
    first = 0,
    options = {},
  }: { characters?: string[]; reveals?: string[]; first?: number; options?: Partial<DutchmanOptions> } = {},
): DutchmanState {
  let state = newGame(players, options);
  const actions: unknown[] = [token('4-5'), token('6-7'), token('8-9')];
  for (let seat = 0; seat < players; seat++) actions.push({ type: 'choose-character', player: seat, character: characters[seat]! });
  let k = 0;
  for (let seat = 0; seat < players; seat++) {
    for (let j = 0; j < 3; j++) {
      actions.push({ type: 'reveal-setup', player: seat, stack: 23 - 3 * seat - j }, tile(reveals[k] ?? `treasure-${j + 1}`));
      k++;
    }
  }
  for (let seat = 0; seat < players; seat++) actions.push(die(seat === first ? 6 : 1));
  state = playAll(state, actions).state;
  return state;
}

/**
 * A real state with one prospector patched (hand-built position).
 *
 * @example
 * withProspector(state, 1, { treasures: [{ uid: 90, value: 3, buried: false }] });
 */
export function withProspector(state: DutchmanState, seat: number, patch: Partial<Prospector>): DutchmanState {
  const prospectors = state.g.prospectors.slice();
  prospectors[seat] = { ...prospectors[seat]!, ...patch };
  return { ...state, g: { ...state.g, prospectors } };
}

/**
 * A real state with its game part patched (hand-built position).
 *
 * @example
 * withG(state, { water: 1 });
 */
export function withG(state: DutchmanState, patch: Partial<DutchmanGameState>): DutchmanState {
  return { ...state, g: { ...state.g, ...patch } };
}

/**
 * Checks a refusal: the typed code, a message, and the caller's state unchanged (it is frozen
 * during the call, so a mutation would throw).
 *
 * @example
 * expectRefused(state, { type: 'roll', player: 1 }, 'not-your-turn');
 */
export function expectRefused(state: DutchmanState, action: unknown, code: string): RuleError {
  const before = JSON.stringify(state);
  deepFreeze(state);
  const result = applyAction(state, action);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.error.code).toBe(code);
  expect(result.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(state)).toBe(before);
  return result.error;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/** The legal actions of a seat, typed. */
export function legal(state: DutchmanState, seat: number): DutchmanAction[] {
  return legalActions(state, seat) as DutchmanAction[];
}

/** The events of one type. */
export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((event) => event.type === type);
}

/** A prospector of a state. */
export function pros(state: DutchmanState, seat: number): Prospector {
  return state.g.prospectors[seat]!;
}

/**
 * Puts a face-up tile on top of a stack by hand (hand-built), taking it from the unseen pool so
 * the counts stay true.
 *
 * @example
 * withTop(state, 1, 'bandit');
 */
export function withTop(state: DutchmanState, stack: number, id: string, tileIds: readonly string[] = TILE_IDS): DutchmanState {
  const stacks = state.g.stacks.slice();
  const pool = state.g.pool.slice();
  const old = stacks[stack]!;
  if (old.top !== null) pool[tileIds.indexOf(old.top)]! += 1;
  pool[tileIds.indexOf(id)]! -= 1;
  stacks[stack] = { hidden: old.top === null ? old.hidden - 1 : old.hidden, top: id };
  return { ...state, g: { ...state.g, stacks, pool } };
}

/** The reference set's tile ids in catalog order. */
export const TILE_IDS = [
  'treasure-1', 'treasure-2', 'treasure-3', 'treasure-4', 'treasure-5',
  'gila-monster', 'rattlesnake', 'coyote-pack', 'mountain-lion', 'black-bear', 'evil-spirit',
  'dust-storm', 'flash-flood', 'rockslide', 'heat-stroke', 'quicksand', 'earthquake',
  'pickaxe', 'mystic-quartz', 'compass', 'horse', 'tonic',
  'apache-guide', 'gunslinger', 'pickpocket',
  'bandit', 'crevice', 'water-level-drop',
];

/**
 * Puts the queue back to the start of `seat`'s turn, before the roll (hand-built: used after
 * patching a prospector with an item or a haunted treasure, which the turn's start would have
 * offered him).
 *
 * @example
 * atTurnStart(withProspector(state, 0, { items: ['compass'] }), 0);
 */
export function atTurnStart(state: DutchmanState, seat: number): DutchmanState {
  return { ...state, g: { ...state.g, active: seat, queue: [{ t: 'turn-start', seat }, { t: 'end-turn' }] } };
}

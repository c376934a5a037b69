/**
 * Helpers for the Lost Dutchman scenario tests (not a test file itself).
 *
 * Scenarios run with `chance: 'external'`, so every die, revealed tile, turned token and drawn
 * event is forced with a chance action. `startPlaying` plays the whole setup through real
 * actions. Where a position would take many turns (a prospector holding treasure, a token
 * already crossed), the position builder (`position`, `holding`, `built`) places it: every tile
 * taken off the land's stacks, every position checked as a save is, so it is one a real game
 * could hold; everything after that is real play.
 */
import { expect } from 'vitest';
import { applyAction, createGame, legalActions, type GameEvent, type RuleError } from '../../../src/index.js';
import { dutchmanPosition, type Attributes, type DutchmanAction, type DutchmanOptions, type DutchmanPosition, type DutchmanState, type Prospector } from '../../../src/games/lost-dutchman/public.js';

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

/** What {@link holding} gives a seat: tiles taken off the land, and its place and attributes. */
export interface Holdings {
  /** Treasures by value, each taken off the land with the next uid; `buried` ones buried. */
  readonly treasures?: readonly (number | { readonly value: number; readonly buried: boolean })[];
  readonly trophies?: readonly string[];
  readonly items?: readonly string[];
  readonly hunters?: readonly string[];
  readonly attributes?: Partial<Attributes>;
  readonly space?: number;
}

/**
 * A seat given tiles, a place and attributes with the position builder: each tile comes off a
 * stack of the land (one fewer face down and unseen), treasures get the next uids, and the
 * position is checked as a save is (a position a real game could hold).
 *
 * @example
 * holding(startPlaying(2), 1, { treasures: [3, { value: 2, buried: true }] });
 */
export function holding(state: DutchmanState, seat: number, holdings: Holdings): DutchmanState {
  return built(give(position(state), seat, holdings));
}

/**
 * The builder steps of {@link holding}, for chaining more steps before building.
 *
 * @example
 * built(give(position(state), 0, { items: ['pickaxe'] }).ghost(1).turnStart(0));
 */
export function give(start: DutchmanPosition, seat: number, holdings: Holdings): DutchmanPosition {
  let next = start;
  for (const treasure of holdings.treasures ?? []) {
    const { value, buried } = typeof treasure === 'number' ? { value: treasure, buried: false } : treasure;
    next = next.take(seat, `treasure-${value}`);
    if (buried) next = buryLast(next, seat);
  }
  for (const list of [holdings.trophies, holdings.items, holdings.hunters]) for (const tile of list ?? []) next = next.take(seat, tile);
  if (holdings.attributes) next = next.attributes(seat, holdings.attributes);
  if (holdings.space !== undefined) next = next.at(seat, holdings.space);
  return next;
}

function buryLast(position: DutchmanPosition, seat: number): DutchmanPosition {
  const now = position.build();
  if (!now.ok) return position;
  const last = now.state.g.prospectors[seat]!.treasures.at(-1);
  return last ? position.bury(seat, last.uid) : position;
}

/**
 * The position builder over a state.
 *
 * @example
 * built(position(startPlaying(2)).top(1, 'black-bear'));
 */
export function position(state: DutchmanState): DutchmanPosition {
  return dutchmanPosition(state);
}

/**
 * A built position that must be one a real game could hold (the guard of every scenario).
 *
 * @example
 * const state = built(position(startPlaying(2)).counters({ stillTurns: 39 }));
 */
export function built(start: DutchmanPosition): DutchmanState {
  const r = start.build();
  if (!r.ok) throw new Error(`impossible position: ${r.error.message}`);
  return r.state;
}

/**
 * The water lowered to `level` the way the game lowers it: water level drops taken off the land
 * (LD-TILE-WATER-3).
 *
 * @example
 * built(waterAt(position(startPlaying(2)), 1)).g.water; // 1
 */
export function waterAt(start: DutchmanPosition, level: number): DutchmanPosition {
  let next = start;
  const now = start.build();
  const drops = now.ok ? now.state.g.water - level : 0;
  for (let i = 0; i < drops; i++) next = next.take(0, 'water-level-drop');
  return next;
}

/**
 * A stack emptied the way play empties one: its face-down tiles taken and gone since (here lost
 * treasures), so its space is a void (LD-GRID-2).
 *
 * @example
 * built(voidAt(position(state), 0)).g.stacks[0]; // { hidden: 0, top: null }
 */
export function voidAt(start: DutchmanPosition, stack: number): DutchmanPosition {
  const now = start.build();
  let next = start;
  for (let i = 0; i < (now.ok ? now.state.g.stacks[stack]!.hidden : 0); i++) next = next.spent(`treasure-${1 + (i % 3)}`, { from: stack });
  return next;
}

/** The uids of a seat's treasures, in the order held. */
export function uidsOf(state: DutchmanState, seat: number): number[] {
  return state.g.prospectors[seat]!.treasures.map((t) => t.uid);
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


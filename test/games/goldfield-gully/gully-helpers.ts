/**
 * Helpers for Goldfield Gully's scenario tests (not a test file itself).
 *
 * Scenarios run with `chance: 'external'`: every token drawn from the stack and every die is
 * forced with {@link draw} and {@link roll}. Positions are reached by real actions from the
 * start; {@link withTokens} plays a whole first round to put tokens in seats' hands.
 */
import { expect } from 'vitest';
import {
  applyAction,
  createGame,
  isTerminal,
  legalActions,
  activePlayers,
  randomInt,
  seedRng,
  startGame,
  chanceOutcomes,
  type GameEvent,
  type RuleError,
} from '../../../src/index.js';
import { deepFreeze } from '../../../src/testing/index.js';
import type { GullyOptions, GullyState } from '../../../src/games/goldfield-gully/public.js';

/**
 * A new game with external chance: it stops at the first token draw of round 1.
 *
 * @example
 * const state = newGully(3, { countUnbankedAtEnd: true });
 */
export function newGully(players: number, options: Partial<GullyOptions> = {}, extra: { variant?: string; data?: unknown } = {}): GullyState {
  return createGame({ game: 'goldfield-gully', players, seed: 'scenario', chance: 'external', options, ...extra }) as GullyState;
}

/**
 * Applies an action that must be accepted; fails the test with the refusal otherwise.
 *
 * @example
 * const { state, events } = play(state, { type: 'bank', player: 0 });
 */
export function play(state: GullyState, action: unknown): { state: GullyState; events: GameEvent[] } {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code}: ${result.error.message}`);
  return { state: result.state as GullyState, events: result.events };
}

/**
 * Forces the tokens drawn from the stack, in order (values 1 or 2).
 *
 * @example
 * const committing = draw(newGully(2), [2, 2, 1]); // Bordello ±2 ±2, Saloon ±1
 */
export function draw(state: GullyState, tokens: (1 | 2)[]): GullyState {
  let next = state;
  for (const token of tokens) next = play(next, { type: 'chance', outcome: { token } }).state;
  return next;
}

/**
 * Forces one die (a treasure, shootout or sheriff roll).
 *
 * @example
 * const { state, events } = roll(state, 6);
 */
export function roll(state: GullyState, die: number): { state: GullyState; events: GameEvent[] } {
  return play(state, { type: 'chance', outcome: { die } });
}

/**
 * Forces several dice in a row and gathers their events.
 *
 * @example
 * rolls(state, [3, 4, 5]);
 */
export function rolls(state: GullyState, dice: number[]): { state: GullyState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const die of dice) {
    const step = roll(next, die);
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}

/** A commitment: a building 1 to 6, or 'bank'. */
export type Choice = number | 'bank';

/**
 * Every seat commits, in seat order: `choices[seat]` is a building or 'bank'.
 *
 * @example
 * commitAll(state, [5, 2, 'bank']);
 */
export function commitAll(state: GullyState, choices: Choice[]): { state: GullyState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const [player, choice] of choices.entries()) {
    const action = choice === 'bank' ? { type: 'bank', player } : { type: 'gather', player, building: choice };
    const step = play(next, action);
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}

/**
 * The seat whose turn it is passes.
 *
 * @example
 * pass(state);
 */
export function pass(state: GullyState): { state: GullyState; events: GameEvent[] } {
  const [player] = activePlayers(state);
  return play(state, { type: 'pass', player });
}

/**
 * A game in round 2, at its first commitment, in which seat 0 holds the Bordello's two tokens of
 * round 1 and seat 1 the Saloon's: round 1 is played for real (seat 0 gathers at the Bordello,
 * seat 1 at the Saloon, every other seat banks, both roll 3, the sheriff visits the empty
 * building 1). `round1` gives the three tokens drawn in round 1 (Bordello, Bordello, Saloon) and
 * `round2` those drawn to refill the quotas in round 2.
 *
 * @example
 * const state = withTokens(3, [2, 2, 1], [1, 1, 2]); // seat 0 holds ±2 ±2, seat 1 ±1
 */
export function withTokens(players: number, round1: (1 | 2)[], round2: (1 | 2)[], options: Partial<GullyOptions> = {}): GullyState {
  let state = draw(newGully(players, options), round1);
  const choices: Choice[] = Array.from({ length: players }, (_, seat) => (seat === 0 ? 5 : seat === 1 ? 2 : 'bank'));
  state = commitAll(state, choices).state;
  state = rolls(state, [3, 3, 1]).state;
  return draw(state, round2);
}

/**
 * Asserts that an action is refused with `code` and that the state the caller holds is
 * untouched (deep-equal to a copy taken before, and frozen during the call).
 *
 * @example
 * expectRefused(state, { type: 'bank', player: 9 }, 'invalid-action');
 */
export function expectRefused(state: GullyState, action: unknown, code: string): RuleError {
  const before = structuredClone(state);
  const result = applyAction(deepFreeze(state), action);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(result.error.code).toBe(code);
  expect(result.error.message.length).toBeGreaterThan(0);
  expect(state).toEqual(before);
  return result.error;
}

/**
 * The events of one type.
 *
 * @example
 * ofType(events, 'sheriff-visits');
 */
export function ofType(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((event) => event.type === type);
}

/** One step of a random game: the action taken, the events, and the state after it. */
export interface PlayoutStep {
  readonly action: unknown;
  readonly events: GameEvent[];
  readonly state: GullyState;
}

/**
 * Plays one whole game with auto chance from `seed`; an active seat is picked uniformly, and it
 * picks uniformly among its legal actions, with a generator seeded `${seed}/players`.
 *
 * @example
 * const { steps } = playRandomGame('golden-1', 3);
 */
export function playRandomGame(
  seed: string,
  players: number,
  options: Partial<GullyOptions> = {},
): { start: GullyState; startEvents: GameEvent[]; steps: PlayoutStep[] } {
  const started = startGame({ game: 'goldfield-gully', players, seed, options });
  if (!started.ok) throw new Error(started.error.message);
  const start = started.state as GullyState;
  let state = start;
  let rng = seedRng(`${seed}/players`);
  const steps: PlayoutStep[] = [];
  while (!isTerminal(state)) {
    if (chanceOutcomes(state).length > 0) throw new Error('auto chance left a node pending');
    const active = activePlayers(state);
    const seat = randomInt(rng, active.length);
    const actions = legalActions(state, active[seat.value]!);
    const pick = randomInt(seat.rng, actions.length);
    rng = pick.rng;
    const action = actions[pick.value]!;
    const { state: next, events } = play(state, action);
    steps.push({ action, events, state: next });
    state = next;
  }
  return { start, startEvents: started.events, steps };
}

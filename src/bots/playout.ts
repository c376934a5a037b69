import type { Action, GameEvent } from '../core/actions.js';
import { applyAction, applyUnchecked } from '../core/apply.js';
import { startGame, type GameSetup } from '../core/create.js';
import { EngineError } from '../core/errors.js';
import type { GameRecord } from '../core/replay.js';
import { seedRng } from '../core/rng.js';
import { requireDefinition, type AnyGameState } from '../core/runtime.js';
import { randomAction } from './random-bot.js';

/**
 * A finished random game: its last state and its record (every action, chance outcomes
 * included), so it can be replayed, saved or narrated.
 *
 * @example
 * const { state, record }: PlayoutResult = randomPlayout(setup, 'bots');
 */
export interface PlayoutResult {
  readonly state: AnyGameState;
  readonly record: GameRecord;
}

/**
 * One step of a playout: the bot's action (a chance outcome in external chance mode), the state
 * after it, its events, and the actions applied (the bot's, then chance outcomes drawn at once).
 *
 * @example
 * const onStep = (step: PlayoutStep) => log.push(...step.events);
 */
export interface PlayoutStep {
  readonly action: Action;
  readonly state: AnyGameState;
  readonly events: readonly GameEvent[];
  readonly applied: readonly Action[];
}

/**
 * How {@link continuePlayout} plays: `checked` goes through `applyAction` (validated, with
 * events) instead of the fast `applyUnchecked`; `stopWhen` ends the playout early; `onStep` sees
 * every step.
 *
 * @example
 * const options: PlayoutOptions = { checked: true, stopWhen: (state) => state.ply >= 100 };
 */
export interface PlayoutOptions {
  readonly checked?: boolean;
  readonly stopWhen?: (state: AnyGameState) => boolean;
  readonly onStep?: (step: PlayoutStep) => void;
}

/**
 * Plays random bots from a state until the game ends (or `stopWhen` says so), drawing every bot
 * choice from one generator seeded with `botSeed`: the same state and seed give the same game.
 * Returns the last state, the actions applied and how many actions the seats took. Throws an
 * `Error` when the game stops with no seat able to act before its end, and an
 * {@link EngineError} when the checked path refuses an action the game listed: both are faults
 * of the game, never of the caller.
 *
 * @example
 * const { state, moves } = continuePlayout(start.state, 'bots', { checked: true });
 */
export function continuePlayout(
  start: AnyGameState,
  botSeed: string | number,
  options: PlayoutOptions = {},
): { state: AnyGameState; applied: Action[]; moves: number } {
  const game = requireDefinition(start);
  let state = start;
  let rng = seedRng(botSeed);
  const applied: Action[] = [];
  let moves = 0;
  while (!(options.stopWhen?.(state) ?? false)) {
    const next = randomAction(state, rng);
    if (next.action === null) {
      if (game.isTerminal(state)) break;
      throw new Error(`the game stopped at ply ${state.ply} with no seat able to act`);
    }
    rng = next.rng;
    let result: { state: AnyGameState; events: readonly GameEvent[]; applied: readonly Action[] };
    if (options.checked) {
      const checked = applyAction(state, next.action);
      if (!checked.ok) throw new EngineError(checked.error);
      result = checked;
    } else {
      result = applyUnchecked(state, next.action);
    }
    state = result.state;
    moves += 1;
    for (const action of result.applied) applied.push(action);
    options.onStep?.({ action: next.action, state, events: result.events, applied: result.applied });
  }
  return { state, applied, moves };
}

/**
 * Plays one game between random bots on the fast path (`applyUnchecked`), from the setup's seed
 * and a bot seed. Throws an {@link EngineError} if the setup is refused.
 *
 * @example
 * const { state, record } = randomPlayout({ game: 'mountain-river-duel', players: 2, seed: 1 }, 'bots');
 */
export function randomPlayout(setup: GameSetup, botSeed: string | number): PlayoutResult {
  const start = startGame(setup);
  if (!start.ok) throw new EngineError(start.error);
  const { state, applied } = continuePlayout(start.state, botSeed);
  return { state, record: { setup, actions: [...start.applied, ...applied] } };
}

import type { Action, GameEvent } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { isTerminal } from '../core/queries.js';
import { randomAction } from '../bots/random-bot.js';
import { getGame } from '../core/registry.js';
import { seedRng } from '../core/rng.js';
import type { AnyGameState } from '../core/runtime.js';
import { ExitCode } from './cli-io.js';
import { CliFailure } from './cli-failure.js';

/**
 * One step of a game as the command line sees it: the start (no action) or one bot action, with
 * the state after it, the events it caused, and the actions applied (the bot's, then the chance
 * outcomes drawn at once) for the game record.
 *
 * @example
 * const onStep = (step: PlayedStep) => record.push(...step.applied);
 */
export interface PlayedStep {
  /** The bot's action (a chance outcome in external chance mode); `null` for the start. */
  readonly action: Action | null;
  readonly state: AnyGameState;
  readonly events: readonly GameEvent[];
  readonly applied: readonly Action[];
}

/**
 * A finished game: its last state and the number of actions the seats took (plies also count the
 * chance outcomes; the state's `ply` holds them).
 *
 * @example
 * const { state, actions } = playRandomGame(start, botSeedOf('demo'));
 */
export interface PlayedGame {
  readonly state: AnyGameState;
  readonly actions: number;
}

/**
 * The seed of the bots' generator for a game seed. It is derived rather than equal to the game's
 * seed so that the bots' draws and the chance draws (seeded with the game seed) are not the same
 * sequence of numbers.
 *
 * @example
 * botSeedOf('demo'); // 'demo/random-bot'
 */
export function botSeedOf(seed: string): string {
  return `${seed}/random-bot`;
}

/**
 * Plays a started game to its end with the random bot in every seat, on the checked path
 * (`applyAction`), calling `onStep` for the start and after every action. The same start and bot
 * seed give the same game. A game that stops with no seat able to act, or runs past the game's
 * declared maximum length, is a fault of the game and fails with exit code 1.
 *
 * @example
 * const start = startOrRefuse(setup, 'play');
 * const { state } = playRandomGame(start, botSeedOf('demo'), (step) => narrate(step));
 */
export function playRandomGame(
  start: { readonly state: AnyGameState; readonly events: readonly GameEvent[]; readonly applied: readonly Action[] },
  botSeed: string,
  onStep?: (step: PlayedStep) => void,
): PlayedGame {
  let state = start.state;
  onStep?.({ action: null, state, events: start.events, applied: start.applied });
  const game = getGame(state.game);
  const maxPlies = game ? game.maxPlies(state.options, state.players) : Number.POSITIVE_INFINITY;
  let rng = seedRng(botSeed);
  let actions = 0;
  while (!isTerminal(state)) {
    const choice = randomAction(state, rng);
    if (choice.action === null) {
      throw new CliFailure(`the game stopped at ply ${state.ply} with no seat able to act`, ExitCode.failure);
    }
    rng = choice.rng;
    const result = applyAction(state, choice.action);
    if (!result.ok) {
      throw new CliFailure(`the engine refused one of its own legal actions at ply ${state.ply}: ${result.error.message}`, ExitCode.failure);
    }
    state = result.state;
    actions += 1;
    onStep?.({ action: choice.action, state, events: result.events, applied: result.applied });
    if (state.ply > maxPlies) {
      throw new CliFailure(`the game passed its declared maximum of ${maxPlies} plies`, ExitCode.failure);
    }
  }
  return { state, actions };
}

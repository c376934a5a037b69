import type { Action, GameEvent } from '../core/actions.js';
import { continuePlayout } from '../bots/playout.js';
import { EngineError } from '../core/errors.js';
import { getGame } from '../core/registry.js';
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
 * seed give the same game. A game that stops with no seat able to act, refuses one of its own
 * legal actions, or runs past the game's declared maximum length, is a fault of the game and
 * fails with exit code 1.
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
  onStep?.({ action: null, state: start.state, events: start.events, applied: start.applied });
  const game = getGame(start.state.game);
  const maxPlies = game ? game.maxPlies(start.state.options, start.state.players) : Number.POSITIVE_INFINITY;
  try {
    const played = continuePlayout(start.state, botSeed, {
      checked: true,
      onStep: (step) => {
        onStep?.(step);
        if (step.state.ply > maxPlies) throw new CliFailure(`the game passed its declared maximum of ${maxPlies} plies`, ExitCode.failure);
      },
    });
    return { state: played.state, actions: played.moves };
  } catch (fault) {
    throw playoutFailure(fault);
  }
}

/**
 * The command line's failure for a fault of the game found while bots played it (a game that
 * stops early or refuses its own legal action): exit code 1, the fault in words.
 *
 * @example
 * try { continuePlayout(state, seed, { checked: true }); } catch (fault) { throw playoutFailure(fault); }
 */
export function playoutFailure(fault: unknown): CliFailure {
  if (fault instanceof CliFailure) return fault;
  const message = fault instanceof EngineError ? `the engine refused one of its own legal actions: ${fault.message}` : fault instanceof Error ? fault.message : String(fault);
  return new CliFailure(message, ExitCode.failure);
}

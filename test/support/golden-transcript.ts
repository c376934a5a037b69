import { continuePlayout, type PlayoutStep } from '../../src/bots/index.js';
import { getGame, startGame, type AnyGameState, type GameEvent, type GameSetup } from '../../src/index.js';

/**
 * One line of a golden transcript: the game's own sentence for the event (its `describeEvent`),
 * or the event's data where the game stays silent.
 *
 * @example
 * lines.push(eventLine(event, state));
 */
export function eventLine(event: GameEvent, state: AnyGameState): string {
  const sentence = getGame(state.game)?.describeEvent?.(event, state);
  if (sentence !== undefined) return sentence;
  const { type, ...rest } = event;
  return `(${type} ${Object.entries(rest).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ')})`;
}

/**
 * Plays a game to its end with the random bot in every seat on the checked path, keeping every
 * step for a transcript: the same setup and bot seed give the same game.
 *
 * @example
 * const { start, startEvents, steps } = recordRandomGame({ game: 'lost-valley', players: 3, seed: 'golden-1' }, 'golden-1/players');
 */
export function recordRandomGame(
  setup: GameSetup,
  botSeed: string,
): { start: AnyGameState; startEvents: readonly GameEvent[]; steps: PlayoutStep[] } {
  const started = startGame(setup);
  if (!started.ok) throw new Error(started.error.message);
  const steps: PlayoutStep[] = [];
  continuePlayout(started.state, botSeed, { checked: true, onStep: (step) => steps.push(step) });
  return { start: started.state, startEvents: started.events, steps };
}

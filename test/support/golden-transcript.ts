import { applyAction, getGame, seedRng, startGame, type Action, type AnyGameState, type GameEvent, type GameSetup } from '../../src/index.js';
import { randomAction } from '../../src/bots/random-bot.js';

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
 * One step of a recorded random game: the action a seat (or chance) took, its events and the
 * state after it.
 *
 * @example
 * for (const { events, state } of steps) lines.push(...events.map((e) => eventLine(e, state)));
 */
export interface RecordedStep {
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly state: AnyGameState;
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
): { start: AnyGameState; startEvents: readonly GameEvent[]; steps: RecordedStep[] } {
  const started = startGame(setup);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  let rng = seedRng(botSeed);
  const steps: RecordedStep[] = [];
  for (;;) {
    const next = randomAction(state, rng);
    if (next.action === null) break;
    rng = next.rng;
    const result = applyAction(state, next.action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    steps.push({ action: next.action, events: result.events, state });
  }
  return { start: started.state, startEvents: started.events, steps };
}

import type { Action } from '../core/actions.js';
import { applyUnchecked } from '../core/apply.js';
import { startGame, type GameSetup } from '../core/create.js';
import { EngineError } from '../core/errors.js';
import type { GameRecord } from '../core/replay.js';
import { seedRng } from '../core/rng.js';
import type { AnyGameState } from '../core/runtime.js';
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
 * Plays one game between random bots on the fast path (`applyUnchecked`), from the setup's seed
 * and a bot seed. Throws an {@link EngineError} if the setup is refused.
 *
 * @example
 * const { state, record } = randomPlayout({ game: 'mountain-river-duel', players: 2, seed: 1 }, 'bots');
 */
export function randomPlayout(setup: GameSetup, botSeed: string | number): PlayoutResult {
  const start = startGame(setup);
  if (!start.ok) throw new EngineError(start.error);
  let state = start.state;
  let rng = seedRng(botSeed);
  const actions: Action[] = [...start.applied];
  for (;;) {
    const next = randomAction(state, rng);
    if (next.action === null) break;
    rng = next.rng;
    const result = applyUnchecked(state, next.action);
    state = result.state;
    for (const applied of result.applied) actions.push(applied);
  }
  return { state, record: { setup, actions } };
}

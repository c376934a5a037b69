import { outcome } from '../../core/queries.js';
import { botSeedOf, playRandomGame } from '../random-game.js';
import { startOrRefuse } from '../setup-options.js';
import { SimulationRunSchema, type GameSummary, type SimulationRun } from './game-summary.js';
import { registerGameTask, type GameTask } from './task-registry.js';

/**
 * The task kind of `simulate`: random bots in every seat.
 *
 * @example
 * runGames(randomRunTask(run), indices, { workers: 2 });
 */
export const RANDOM_RUN_KIND = 'simulate/random';

/**
 * Plays game `index` of a run between random bots, exactly as `play --seed ${seed}-${index}`
 * does, and sums it up. A pure function of the run and the index.
 *
 * @example
 * playRandomRunGame({ game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 'sim', games: 20, bot: 'random' }, 3);
 */
export function playRandomRunGame(run: SimulationRun, index: number): GameSummary {
  const seed = `${run.seed}-${index}`;
  const start = startOrRefuse({ game: run.game, variant: run.variant, players: run.players, seed }, 'simulate');
  const played = playRandomGame(start, botSeedOf(seed));
  const end = outcome(played.state);
  return {
    run,
    index,
    seed,
    plies: played.state.ply,
    actions: played.actions,
    reason: end?.reason ?? 'unfinished',
    scores: [...(end?.scores ?? [])],
    winners: [...(end?.winners ?? [])],
    tieBreak: end?.tieBreak ?? null,
  };
}

/**
 * The run as a task that worker threads can rebuild.
 *
 * @example
 * const task = randomRunTask(run); // { kind: 'simulate/random', spec: run }
 */
export function randomRunTask(run: SimulationRun): GameTask {
  return { kind: RANDOM_RUN_KIND, spec: run };
}

registerGameTask(RANDOM_RUN_KIND, (spec) => {
  const run = SimulationRunSchema.parse(spec);
  return (index) => playRandomRunGame(run, index);
});

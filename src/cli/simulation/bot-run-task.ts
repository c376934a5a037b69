import { playArenaGame } from '../../bots/arena-game.js';
import { arenaRunOf } from './arena-run-task.js';
import { SimulationRunSchema, type GameSummary, type SimulationRun } from './game-summary.js';
import { registerGameTask, type GameTask } from './task-registry.js';

/**
 * The task kind of `simulate --bot NAME` for a bot other than `random`: that bot in every seat.
 *
 * @example
 * runGames(botRunTask(run), indices, { workers: 2 });
 */
export const BOT_RUN_KIND = 'simulate/bot';

/**
 * Plays game `index` of a run with the run's bot (`run.bot`, a name `botByName` knows) in every
 * seat, as the arena plays it (seed `${seed}-${index}`, each seat's generator seeded from the
 * game's seed and the seat, every action checked), and sums it up. A pure function of the run and
 * the index when the bot's budget is in iterations. Throws an `Error` for an unknown bot name.
 *
 * @example
 * playBotRunGame({ game: 'goldfield-gully', variant: 'standard', players: 4, seed: 'sim', games: 20, bot: 'heuristic' }, 3);
 */
export function playBotRunGame(run: SimulationRun, index: number): GameSummary {
  return summaryOf(run, playArenaGame(everySeat(run), index));
}

function everySeat(run: SimulationRun): ReturnType<typeof arenaRunOf> {
  return arenaRunOf({ game: run.game, variant: run.variant, players: run.players, seed: run.seed, games: run.games, bots: new Array<string>(run.players).fill(run.bot) });
}

function summaryOf(run: SimulationRun, record: ReturnType<typeof playArenaGame>): GameSummary {
  const actions = record.decisions.reduce((a, b) => a + b, 0) + record.forced.reduce((a, b) => a + b, 0);
  return { run, index: record.index, seed: record.seed, plies: record.plies, actions, reason: record.reason, scores: record.scores, winners: record.winners, tieBreak: record.tieBreak };
}

/**
 * The run as a task that worker threads can rebuild.
 *
 * @example
 * const task = botRunTask(run); // { kind: 'simulate/bot', spec: run }
 */
export function botRunTask(run: SimulationRun): GameTask {
  return { kind: BOT_RUN_KIND, spec: run };
}

registerGameTask(BOT_RUN_KIND, (spec) => {
  const run = SimulationRunSchema.parse(spec);
  // Build the bots once per thread, not once per game.
  const arena = everySeat(run);
  return (index) => summaryOf(run, playArenaGame(arena, index));
});

import type { GameSummary, SimulationRun } from './game-summary.js';
import { wilsonInterval } from './wilson-interval.js';

/**
 * The figures of a run, from its games alone (no clock): so one thread, many workers and merged
 * shards give the same report.
 *
 * @example
 * const report = simulationReport(run, games);
 * report.endReasons; // [{ reason: 'water', games: 312 }, { reason: 'mine', games: 188 }]
 */
export interface SimulationReport {
  readonly run: SimulationRun;
  readonly games: number;
  readonly meanPlies: number;
  readonly meanActions: number;
  readonly minPlies: number;
  readonly maxPlies: number;
  /** End reasons, most frequent first (ties by name). */
  readonly endReasons: readonly { readonly reason: string; readonly games: number }[];
  /** Per seat: score mean, min and max, and the games it won alone with a 95% Wilson interval. */
  readonly seats: readonly SeatFigures[];
  /** Games without a single winner: draws and shared wins. */
  readonly unshared: number;
}

/**
 * One seat's figures in a {@link SimulationReport}.
 *
 * @example
 * const { wins, winLow, winHigh } = report.seats[0]!;
 */
export interface SeatFigures {
  readonly seat: number;
  readonly meanScore: number;
  readonly minScore: number;
  readonly maxScore: number;
  readonly wins: number;
  readonly winLow: number;
  readonly winHigh: number;
}

/**
 * Computes a run's figures from its games, in index order whatever order they come in.
 *
 * @example
 * simulationReport(run, games).meanPlies;
 */
export function simulationReport(run: SimulationRun, games: readonly GameSummary[]): SimulationReport {
  const ordered = [...games].sort((a, b) => a.index - b.index);
  const count = ordered.length;
  let plies = 0;
  let actions = 0;
  let minPlies = Number.POSITIVE_INFINITY;
  let maxPlies = 0;
  let unshared = 0;
  const reasons = new Map<string, number>();
  const seats = Array.from({ length: run.players }, () => ({ sum: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, wins: 0 }));
  for (const game of ordered) {
    plies += game.plies;
    actions += game.actions;
    minPlies = Math.min(minPlies, game.plies);
    maxPlies = Math.max(maxPlies, game.plies);
    reasons.set(game.reason, (reasons.get(game.reason) ?? 0) + 1);
    seats.forEach((seat, at) => {
      const score = game.scores[at] ?? 0;
      seat.sum += score;
      seat.min = Math.min(seat.min, score);
      seat.max = Math.max(seat.max, score);
    });
    if (game.winners.length === 1) seats[game.winners[0]!]!.wins += 1;
    else unshared += 1;
  }
  const endReasons = [...reasons].map(([reason, n]) => ({ reason, games: n })).sort((a, b) => b.games - a.games || (a.reason < b.reason ? -1 : 1));
  return {
    run,
    games: count,
    meanPlies: plies / count,
    meanActions: actions / count,
    minPlies,
    maxPlies,
    endReasons,
    seats: seats.map((seat, at) => {
      const interval = wilsonInterval(seat.wins, count);
      return { seat: at, meanScore: seat.sum / count, minScore: seat.min, maxScore: seat.max, wins: seat.wins, winLow: interval.low, winHigh: interval.high };
    }),
    unshared,
  };
}

/**
 * The report as the lines `simulate` and `merge` print, after the header and speed lines. The
 * last line is always the draws and shared wins.
 *
 * @example
 * reportLines(simulationReport(run, games)).forEach((line) => io.out(line));
 */
export function reportLines(report: SimulationReport): string[] {
  const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
  const share = (n: number): string => `${percent(n / report.games)} (${n} games)`;
  return [
    `Mean length: ${report.meanPlies.toFixed(1)} plies, ${report.meanActions.toFixed(1)} actions.`,
    `Plies per game: min ${report.minPlies}, max ${report.maxPlies}.`,
    `End reasons: ${report.endReasons.map((end) => `${end.reason} ${share(end.games)}`).join(', ')}.`,
    ...report.seats.map((seat) => `Seat ${seat.seat} scores: mean ${round(seat.meanScore)}, min ${seat.minScore}, max ${seat.maxScore}.`),
    ...report.seats.map((seat) => `Seat ${seat.seat} wins: ${share(seat.wins)}, 95% CI ${percent(seat.winLow)} to ${percent(seat.winHigh)}.`),
    `Draws and shared wins: ${share(report.unshared)}.`,
  ];
}

/**
 * The first line of a report: the game, variant, seats, number of games and their seeds.
 *
 * @example
 * headerLine(run, 20); // "Mountain/river duel, variant standard, 2 players: 20 games, seeds 'sim-0' to 'sim-19'."
 */
export function headerLine(gameName: string, run: SimulationRun, indices: readonly number[]): string {
  const first = indices[0] ?? 0;
  const last = indices.at(-1) ?? 0;
  const whole = indices.length === run.games ? '' : ` (of a run of ${run.games})`;
  return `${gameName}, variant ${run.variant}, ${run.players} players: ${indices.length} games${whole}, seeds '${run.seed}-${first}' to '${run.seed}-${last}'.`;
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

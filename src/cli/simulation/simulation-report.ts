import type { GameSummary, SimulationRun } from './game-summary.js';
import { wilsonInterval } from './wilson-interval.js';
import { defaultSeatName, joinList } from '../../words/locale-basics.js';

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
  /**
   * In a game with teams (see `runTeams`), each team's wins: the games whose winners are all of
   * that team; `null` when every seat plays for itself.
   */
  readonly teams: readonly TeamFigures[] | null;
  /** With teams, the games that no single team won: draws and wins shared between teams. */
  readonly sharedBetweenTeams: number | null;
}

/**
 * One team's figures in a {@link SimulationReport}: its seats and the games it won (every winner
 * one of its seats) with a 95% Wilson interval.
 *
 * @example
 * const { team, seats, wins } = report.teams![0]!; // 0, [0, 2], 131
 */
export interface TeamFigures {
  readonly team: number;
  readonly seats: readonly number[];
  readonly wins: number;
  readonly winLow: number;
  readonly winHigh: number;
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
 * Computes a run's figures from its games, in index order whatever order they come in. `teams`
 * gives each seat's team (`runTeams(run)`), or `null` (the default) when every seat plays alone.
 *
 * @example
 * simulationReport(run, games).meanPlies;
 * simulationReport(run, games, [0, 1, 0, 1]).teams; // wins of seats 0 and 2 together, and of 1 and 3
 */
export function simulationReport(run: SimulationRun, games: readonly GameSummary[], teams: readonly number[] | null = null): SimulationReport {
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
  const teamFigures = teams === null ? null : teamWins(ordered, teams);
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
    teams: teamFigures,
    sharedBetweenTeams: teamFigures === null ? null : count - teamFigures.reduce((sum, team) => sum + team.wins, 0),
  };
}

// A game counts for a team when it has winners and every one of them sits in that team: a team
// wins together (its seats share the win), and a win shared with another team is no team's.
function teamWins(games: readonly GameSummary[], teams: readonly number[]): TeamFigures[] {
  const ids = [...new Set(teams)].sort((a, b) => a - b);
  const wins = new Map<number, number>(ids.map((id) => [id, 0]));
  for (const game of games) {
    const team = game.winners.length === 0 ? undefined : teams[game.winners[0]!];
    if (team === undefined || !game.winners.every((seat) => teams[seat] === team)) continue;
    wins.set(team, (wins.get(team) ?? 0) + 1);
  }
  return ids.map((team) => {
    const won = wins.get(team) ?? 0;
    const interval = wilsonInterval(won, games.length);
    return { team, seats: teams.flatMap((of, seat) => (of === team ? [seat] : [])), wins: won, winLow: interval.low, winHigh: interval.high };
  });
}

/**
 * The report as the lines `simulate` and `merge` print, after the header and speed lines. The
 * last line is always the draws and shared wins. With teams, the teams' wins (teams lettered A,
 * B, C in seat order, as the rulebook names them) replace the seats' sole wins, which a team game
 * never has, and the last line counts the games no single team won. Seats are named as people
 * count them, seat 0 as "Seat 1" (`defaultSeatName`); the `--json` records keep the engine's
 * 0-based seat numbers.
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
    ...report.seats.map((seat) => `${defaultSeatName('en', seat.seat)} scores: mean ${round(seat.meanScore)}, min ${seat.minScore}, max ${seat.maxScore}.`),
    ...(report.teams === null
      ? [
          ...report.seats.map((seat) => `${defaultSeatName('en', seat.seat)} wins: ${share(seat.wins)}, 95% CI ${percent(seat.winLow)} to ${percent(seat.winHigh)}.`),
          `Draws and shared wins: ${share(report.unshared)}.`,
        ]
      : [
          ...report.teams.map(
            (team) => `Team ${teamLetter(team.team)} (${joinList('en', team.seats.map((seat) => defaultSeatName('en', seat)))}) wins: ${share(team.wins)}, 95% CI ${percent(team.winLow)} to ${percent(team.winHigh)}.`,
          ),
          `Draws and wins shared between teams: ${share(report.sharedBetweenTeams ?? 0)}.`,
        ]),
  ];
}

function teamLetter(team: number): string {
  return team < 26 ? String.fromCharCode(65 + team) : String(team + 1);
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
  const bots = run.bot === 'random' ? '' : `, ${run.bot} in every seat`;
  return `${gameName}, variant ${run.variant}, ${run.players} players${bots}: ${indices.length} games${whole}, seeds '${run.seed}-${first}' to '${run.seed}-${last}'.`;
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

import type { ArenaGameRecord } from './arena-game.js';

/**
 * How one line-up entry fared over an arena run: its win share (returns summed over games: a win
 * 1, a shared win split) with a 95% Wilson interval, in a game with teams its team's share, its
 * mean score, its decisions with a choice and mean thinking time per such decision, and its forced
 * moves (one legal action: counted apart, their time left out).
 *
 * @example
 * const line = `${entry.bot}: ${(entry.share * 100).toFixed(1)}%`;
 */
export interface ArenaEntrySummary {
  readonly entry: number;
  readonly bot: string;
  readonly share: number;
  readonly low: number;
  readonly high: number;
  /**
   * With teams (`ArenaGameRecord.teams`), the share of the games that the entry's team won: the
   * returns of every seat of its team, summed, so partners who win together both count a whole
   * win (a win shared with another team is split); `null` when no game had teams.
   */
  readonly team: { readonly share: number; readonly low: number; readonly high: number } | null;
  readonly meanScore: number;
  readonly decisions: number;
  readonly forced: number;
  /** Thinking time per decision with a choice (forced moves are neither counted nor timed). */
  readonly msPerDecision: number;
}

/**
 * A whole arena run in figures: each entry's {@link ArenaEntrySummary}, the end reasons counted,
 * the games and the mean length in plies.
 *
 * @example
 * const { entries, reasons } = summarizeArena(records, 2);
 */
export interface ArenaSummary {
  readonly games: number;
  readonly meanPlies: number;
  readonly entries: ArenaEntrySummary[];
  readonly reasons: Record<string, number>;
}

/** The normal quantile of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The 95% Wilson score interval of a share `p` observed over `n` games (it stays within [0, 1]
 * and behaves near 0% and 100%, where the normal interval does not).
 *
 * @example
 * wilsonInterval(0.9, 200); // [0.851, 0.934] (rounded)
 * @internal
 */
export function wilsonInterval(p: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // At 0% and 100% the interval touches the bound exactly (rounding would leave a hair off it).
  return [p <= 0 ? 0 : Math.max(0, centre - half), p >= 1 ? 1 : Math.min(1, centre + half)];
}

/**
 * Sums arena records by line-up entry (not by seat: seats rotate). Records may come in any order,
 * from any worker or shard: the summary is the same.
 *
 * @example
 * summarizeArena(records, 4).entries[0]!.share; // 0.63
 */
export function summarizeArena(records: readonly ArenaGameRecord[], entries: number): ArenaSummary {
  const share = new Array<number>(entries).fill(0);
  const score = new Array<number>(entries).fill(0);
  const decisions = new Array<number>(entries).fill(0);
  const forced = new Array<number>(entries).fill(0);
  const thinkMs = new Array<number>(entries).fill(0);
  const teamShare = new Array<number>(entries).fill(0);
  let withTeams = false;
  const names = new Array<string>(entries).fill('');
  const reasons: Record<string, number> = {};
  let plies = 0;
  const sorted = [...records].sort((a, b) => a.index - b.index);
  for (const record of sorted) {
    plies += record.plies;
    reasons[record.reason] = (reasons[record.reason] ?? 0) + 1;
    const seatTeams = record.teams ?? null;
    if (seatTeams) withTeams = true;
    record.entries.forEach((entry, seat) => {
      names[entry] = record.bots[seat]!;
      // A seat alone (no teams) is its own team: its team share is its own share.
      teamShare[entry]! += seatTeams
        ? record.returns.reduce((sum, value, other) => (seatTeams[other] === seatTeams[seat] ? sum + value : sum), 0)
        : record.returns[seat]!;
      share[entry]! += record.returns[seat]!;
      score[entry]! += record.scores[seat]!;
      decisions[entry]! += record.decisions[seat]!;
      forced[entry]! += record.forced[seat]!;
      thinkMs[entry]! += record.thinkMs[seat]!;
    });
  }
  const games = sorted.length;
  return {
    games,
    meanPlies: games === 0 ? 0 : plies / games,
    reasons,
    entries: names.map((bot, entry) => {
      const p = games === 0 ? 0 : share[entry]! / games;
      const [low, high] = wilsonInterval(p, games);
      const t = games === 0 ? 0 : teamShare[entry]! / games;
      const [teamLow, teamHigh] = wilsonInterval(t, games);
      return {
        entry,
        bot,
        share: p,
        low,
        high,
        team: withTeams ? { share: t, low: teamLow, high: teamHigh } : null,
        meanScore: games === 0 ? 0 : score[entry]! / games,
        decisions: decisions[entry]!,
        forced: forced[entry]!,
        msPerDecision: decisions[entry]! === 0 ? 0 : thinkMs[entry]! / decisions[entry]!,
      };
    }),
  };
}

import type { ArenaSummary } from '../../bots/arena-summary.js';

/**
 * The lines `arena` and `merge` print for an arena run, after the header: one per line-up entry
 * (win share with its 95% interval, with teams its team's share, mean score, decisions) and the
 * end reasons with the mean length. With `timed` each entry's line gives its thinking time per
 * decision with a choice (forced moves, with one legal action, are neither counted nor timed);
 * merged shard files hold no time, so `merge` prints the counts only.
 *
 * @example
 * arenaReportLines(summarizeArena(records, 2), true).forEach((line) => io.out(line));
 */
export function arenaReportLines(summary: ArenaSummary, timed: boolean): string[] {
  const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
  const lines = summary.entries.map((entry) => {
    const team = entry.team ? `, with its team ${percent(entry.team.share)} (95% CI ${percent(entry.team.low)}–${percent(entry.team.high)})` : '';
    const effort = timed
      ? `${entry.msPerDecision.toFixed(2)} ms per decision (${entry.decisions} decisions; ${entry.forced} forced moves, not timed)`
      : `${entry.decisions} decisions, ${entry.forced} forced moves`;
    return `#${entry.entry} ${entry.bot}: wins ${percent(entry.share)} (95% CI ${percent(entry.low)}–${percent(entry.high)})${team}, mean score ${entry.meanScore.toFixed(1)}, ${effort}.`;
  });
  const reasons = Object.entries(summary.reasons).map(([reason, count]) => `${reason} ${count}`);
  lines.push(`End reasons: ${reasons.join(', ')}. Mean length: ${summary.meanPlies.toFixed(1)} plies.`);
  return lines;
}

/**
 * The first line of an arena report: the game, variant, seats, the games and their seeds.
 *
 * @example
 * arenaHeaderLine('Mountain/river duel', 'standard', 2, 'arena', 100, indices);
 */
export function arenaHeaderLine(gameName: string, variant: string, players: number, seed: string, games: number, indices: readonly number[]): string {
  const whole = indices.length === games ? '' : ` (of a run of ${games})`;
  return `${gameName}, variant ${variant}, ${players} players: ${indices.length} games${whole}, seeds '${seed}-${indices[0] ?? 0}' to '${seed}-${indices.at(-1) ?? 0}', seats rotated.`;
}

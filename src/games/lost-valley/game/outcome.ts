import type { Outcome } from '../../../core/actions.js';
import { prospectorGold } from '../kernel/gold-values.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { isTeamGame, teamOf, teamProspectors, teamSeats } from '../kernel/teams.js';

type G = LostValleyGameState;







/**
 * Each seat's score (LV-END-2; the most gold wins, LV-FE-OBJ-1): its prospector's gold and furs; in a team (kernel/teams.ts: partners
 * across seats, or a seat's own two prospectors) every seat of the team scores the team's lower
 * prospector (LV-END-6, LV-TEAM-17); a solo seat scores its own gold (LV-TEAM-19). First
 * edition: the nuggets in all its prospectors' bags together (LV-FE-END-3).
 *
 * @example
 * seatScores(ctx, g); // [12, 7, 0]
 * @internal
 */
export function seatScores(ctx: RuleContext, g: G): number[] {
  const totals = teamTotals(ctx, g);
  // LV-FE-END-3: in the first edition a player's gold is all its prospectors' gold together.
  return totals.map((gold) => ctx.rules.seatScore(gold));
}

/** Per seat, the gold of every prospector of its team. */
function teamTotals(ctx: RuleContext, g: G): number[][] {
  const gold = g.prospectors.map((p) => prospectorGold(ctx, p));
  return Array.from({ length: ctx.players }, (_, seat) => teamProspectors(ctx, g, seat).map((index) => gold[index]!));
}

/**
 * The outcome of an ended game: the real scores and why it ended (`weighed`, `announced`,
 * `ice-at-waterfall`, `turn-limit`). After a weighing nobody could match, the weigher's team wins
 * alone (LV-WEIGH-3, LV-TEAM-23); otherwise the highest score wins (the lower partner's, LV-TEAM-18,
 * against a solo seat's own gold, LV-TEAM-19), a team tie goes to the higher sum of the team's
 * prospectors (LV-END-6; a solo seat's sum is its own gold), and ties share the win (LV-END-3).
 * `null` while the game goes on.
 *
 * @example
 * lostValleyOutcome(ctx, g)?.winners;
 * @internal
 */
export function lostValleyOutcome(ctx: RuleContext, g: G): Outcome | null {
  if (g.ended === null) return null;
  const scores = seatScores(ctx, g);
  if (g.ended === 'weighed' && g.weighing) return { scores, winners: teamSeats(ctx, teamOf(ctx, g.weighing.weigher)), tieBreak: null, reason: g.ended };
  const best = Math.max(...scores);
  let winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  let tieBreak: string | null = null;
  if (ctx.rules.teamTieBreak && isTeamGame(ctx.options) && new Set(winners.map((seat) => teamOf(ctx, seat))).size > 1) {
    const sums = teamTotals(ctx, g).map((totals) => totals.reduce((a, b) => a + b, 0));
    const bestSum = Math.max(...winners.map((seat) => sums[seat]!));
    const byTotal = winners.filter((seat) => sums[seat] === bestSum);
    if (byTotal.length < winners.length) tieBreak = 'team-total';
    winners = byTotal;
  }
  return { scores, winners, tieBreak, reason: g.ended };
}

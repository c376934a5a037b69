import type { Outcome } from '../../../core/actions.js';
import { cluesAreNuggets } from '../kernel/switches.js';
import type { RuleContext } from '../kernel/context.js';
import type { LostValleyGameState, MarkerSlot, Prospector } from '../schemas/game-schemas.js';
import { isTeamGame, teamOf, teamProspectors, teamSeats } from '../kernel/teams.js';

type G = LostValleyGameState;

/*
 * What gold and furs are worth: at the end (LV-END-2), in a trade (LV-TRADE-3) and on the
 * scales (LV-WEIGH-2), where the Fur Trader's furs count one nugget more (LV-SKILL-FUR-TRADER-1).
 */

/**
 * Whether a marker in a gold bag is gold or a fur (what a weighing counts and a trade takes).
 *
 * @example
 * isGoldOrFur(slot); // true for a river-gold marker
 */
export function isGoldOrFur(slot: MarkerSlot): boolean {
  return slot.pool === 'river-gold' || slot.pool === 'mountain-gold' || slot.pool === 'animal';
}

/**
 * Whether a marker in a gold bag counts as gold in a trade, on the scales and at the end: gold
 * and furs, and a clue where clues are gold nuggets (LV-CLASSIC-3, LV-CLASSIC-9).
 *
 * @example
 * countsAsGold(ctx, slot); // true for a clue in a classic game
 */
export function countsAsGold(ctx: RuleContext, slot: MarkerSlot): boolean {
  return isGoldOrFur(slot) || (slot.pool === 'clue' && cluesAreNuggets(ctx.options));
}

/**
 * What a marker in a gold bag is worth at the end (LV-END-2): a gold marker its printed value, a
 * fur one nugget, a clue one nugget where clues are nuggets (LV-CLASSIC-3); anything else nothing.
 *
 * @example
 * markerValue(ctx, slot); // 4
 */
export function markerValue(ctx: RuleContext, slot: MarkerSlot): number {
  if (slot.pool === 'clue' && cluesAreNuggets(ctx.options)) return 1;
  if (slot.identity === null) return 0;
  if (slot.pool === 'animal') return 1;
  if (slot.pool !== 'river-gold' && slot.pool !== 'mountain-gold') return 0;
  return ctx.set.markers[slot.pool].find((kind) => kind.id === slot.identity)?.value ?? 0;
}

/**
 * What a marker is worth to a prospector in a trade or on the scales: its value, and one more
 * for a fur of a Fur Trader (LV-SKILL-FUR-TRADER-1).
 *
 * @example
 * dealValue(ctx, prospector, slot); // 2 for a Fur Trader's fur
 */
export function dealValue(ctx: RuleContext, prospector: Prospector, slot: MarkerSlot): number {
  const base = markerValue(ctx, slot);
  return slot.pool === 'animal' && slot.identity !== null && prospector.inventory.skills.includes('fur-trader') ? base + 1 : base;
}

/**
 * A prospector's gold and furs, in nuggets (LV-END-2).
 *
 * @example
 * prospectorGold(ctx, g.prospectors[0]!); // 12
 */
export function prospectorGold(ctx: RuleContext, prospector: Prospector): number {
  let total = 0;
  for (const slot of prospector.inventory.goldBag) total += markerValue(ctx, slot);
  return total;
}

/**
 * Each seat's score (LV-END-2): its prospector's gold and furs; in a team (teams.ts: partners
 * across seats, or a seat's own two prospectors) every seat of the team scores the team's lower
 * prospector (LV-END-6, LV-TEAM-17); a solo seat scores its own gold (LV-TEAM-19). First
 * edition: the nuggets in all its prospectors' bags together (LV-FE-END-3).
 *
 * @example
 * seatScores(ctx, g); // [12, 7, 0]
 */
export function seatScores(ctx: RuleContext, g: G): number[] {
  const totals = teamTotals(ctx, g);
  // LV-FE-END-3: in the first edition a player's gold is all its prospectors' gold together.
  if (ctx.options.edition === 'first') return totals.map((gold) => gold.reduce((x, y) => x + y, 0));
  return totals.map((gold) => (gold.length === 0 ? 0 : Math.min(...gold)));
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
 */
export function lostValleyOutcome(ctx: RuleContext, g: G): Outcome | null {
  if (g.ended === null) return null;
  const scores = seatScores(ctx, g);
  if (g.ended === 'weighed' && g.weighing) return { scores, winners: teamSeats(ctx, teamOf(ctx, g.weighing.weigher)), tieBreak: null, reason: g.ended };
  const best = Math.max(...scores);
  let winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  let tieBreak: string | null = null;
  if (ctx.options.edition === 'second' && isTeamGame(ctx.options) && new Set(winners.map((seat) => teamOf(ctx, seat))).size > 1) {
    const sums = teamTotals(ctx, g).map((totals) => totals.reduce((a, b) => a + b, 0));
    const bestSum = Math.max(...winners.map((seat) => sums[seat]!));
    const byTotal = winners.filter((seat) => sums[seat] === bestSum);
    if (byTotal.length < winners.length) tieBreak = 'team-total';
    winners = byTotal;
  }
  return { scores, winners, tieBreak, reason: g.ended };
}

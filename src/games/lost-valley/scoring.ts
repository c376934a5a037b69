import type { Outcome } from '../../core/actions.js';
import type { RuleContext } from './context.js';
import type { LostValleyGameState, MarkerSlot } from './schemas.js';

type G = LostValleyGameState;

/**
 * What a marker in a gold bag is worth at the end (LV-END-2): a gold marker its printed value, a
 * fur one nugget; clues and anything else nothing.
 *
 * @example
 * markerValue(ctx, slot); // 4
 */
export function markerValue(ctx: RuleContext, slot: MarkerSlot): number {
  if (slot.identity === null) return 0;
  if (slot.pool === 'animal') return 1;
  if (slot.pool !== 'river-gold' && slot.pool !== 'mountain-gold') return 0;
  return ctx.set.markers[slot.pool].find((kind) => kind.id === slot.identity)?.value ?? 0;
}

/**
 * Each seat's gold and furs, in nuggets (LV-END-2), summed over its prospectors.
 *
 * @example
 * seatScores(ctx, g); // [12, 7, 0]
 */
export function seatScores(ctx: RuleContext, g: G): number[] {
  const scores = Array.from({ length: ctx.players }, () => 0);
  for (const p of g.prospectors) for (const slot of p.inventory.goldBag) scores[p.seat]! += markerValue(ctx, slot);
  return scores;
}

/**
 * The outcome of an ended game: the real scores; after a weighing the weigher wins alone
 * (LV-WEIGH-3); otherwise the most gold wins and ties share the win (LV-END-2). `null` while
 * the game goes on.
 *
 * @example
 * lostValleyOutcome(ctx, g)?.winners;
 */
export function lostValleyOutcome(ctx: RuleContext, g: G): Outcome | null {
  if (g.ended === null) return null;
  const scores = seatScores(ctx, g);
  if (g.ended === 'weighed' && g.weighing) return { scores, winners: [g.weighing.weigher], tieBreak: null, reason: g.ended };
  const best = Math.max(...scores);
  return { scores, winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])), tieBreak: null, reason: g.ended };
}

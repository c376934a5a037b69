import { cluesAreNuggets } from './switches.js';
import type { RuleContext } from './rule-context.js';
import type { MarkerSlot, Prospector } from '../schemas/game-schemas.js';

/*
 * What gold and furs are worth: at the end (LV-END-2), in a trade (LV-TRADE-3) and on the
 * scales (LV-WEIGH-2), where the Fur Trader's furs count one nugget more (LV-SKILL-FUR-TRADER-1).
 */

/**
 * Whether a marker in a gold bag is gold or a fur (what a weighing counts and a trade takes).
 *
 * @example
 * isGoldOrFur(slot); // true for a river-gold marker
 * @internal
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
 * @internal
 */
export function countsAsGold(ctx: RuleContext, slot: MarkerSlot): boolean {
  return isGoldOrFur(slot) || (slot.pool === 'clue' && cluesAreNuggets(ctx));
}

/**
 * What a marker in a gold bag is worth at the end (LV-END-2): a gold marker its printed value, a
 * fur one nugget, a clue one nugget where clues are nuggets (LV-CLASSIC-3); anything else nothing.
 *
 * @example
 * markerValue(ctx, slot); // 4
 * @internal
 */
export function markerValue(ctx: RuleContext, slot: MarkerSlot): number {
  if (slot.pool === 'clue' && cluesAreNuggets(ctx)) return 1;
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
 * @internal
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
 * @internal
 */
export function prospectorGold(ctx: RuleContext, prospector: Prospector): number {
  let total = 0;
  for (const slot of prospector.inventory.goldBag) total += markerValue(ctx, slot);
  return total;
}

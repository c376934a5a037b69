import type { RuleError } from '../../../core/errors.js';
import { refusal } from './refusal.js';
import type { RuleContext } from './rule-context.js';

/*
 * The switches that Classic Lost Valley turns off (LV-CLASSIC-1 … LV-CLASSIC-7), read from the
 * edition's rules (game/editions.ts applies the options there: the first edition has no skills,
 * XP or treasures whatever the options say).
 */

/**
 * Whether skill tiles and XP markers are in play (LV-CLASSIC-1).
 *
 * @example
 * usesSkills(ctx); // false in a classic game
 * @internal
 */
export function usesSkills(ctx: Pick<RuleContext, 'rules'>): boolean {
  return ctx.rules.skills;
}

/**
 * Whether treasures (clues for sale, digging) are in play (LV-CLASSIC-2).
 *
 * @example
 * usesTreasures(ctx); // true in the standard game
 * @internal
 */
export function usesTreasures(ctx: Pick<RuleContext, 'rules'>): boolean {
  return ctx.rules.treasures;
}

/**
 * Whether a clue counts as one gold nugget in trading, weighing and scoring (LV-CLASSIC-3,
 * LV-CLASSIC-9): a second-edition game without treasures.
 *
 * @example
 * cluesAreNuggets(ctx); // true in a classic game
 * @internal
 */
export function cluesAreNuggets(ctx: Pick<RuleContext, 'rules'>): boolean {
  return ctx.rules.cluesAreNuggets;
}

/**
 * Whether triangles wait for the end of exploration and then fill the enclosed gaps left
 * (LV-CLASSIC-5).
 *
 * @example
 * trianglesInFinalGaps(ctx); // true in a classic game
 * @internal
 */
export function trianglesInFinalGaps(ctx: Pick<RuleContext, 'rules'>): boolean {
  return ctx.rules.triangles === 'final-gaps';
}

/**
 * The refusal of an action whose mechanic this variant plays without (LV-CLASSIC-10), naming
 * the rule that removes it.
 *
 * @example
 * notInVariant('Treasures', 'LV-CLASSIC-2').code; // 'lost-valley/not-in-variant'
 * @internal
 */
export function notInVariant(what: string, rule: string): RuleError {
  return refusal('not-in-variant', { rule }, { what });
}

/**
 * The symbols of a triangle that get markers: all of them, except clues where clues are nuggets
 * (LV-CLASSIC-2: no clues are placed on the trading posts, so a Trading Outpost gets none). A
 * land diamond's exclamation marks get their clues in every second-edition game: classic's clues
 * are received by the event action (LV-EVENT-7) and count as nuggets (LV-CLASSIC-3).
 *
 * @example
 * symbolsLaid(ctx, triangle.symbols);
 * @internal
 */
export function symbolsLaid<S extends { readonly kind: string }>(ctx: Pick<RuleContext, 'rules'>, symbols: readonly S[]): readonly S[] {
  return cluesAreNuggets(ctx) && symbols.some((s) => s.kind === 'clue') ? symbols.filter((s) => s.kind !== 'clue') : symbols;
}

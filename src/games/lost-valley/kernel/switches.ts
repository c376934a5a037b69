import { ruleError, type RuleError } from '../../../core/errors.js';
import type { LostValleyOptions } from '../schemas/options.js';

/*
 * The switches of Classic Lost Valley (LV-CLASSIC-1 … LV-CLASSIC-7), read from the options and
 * edition-aware: the first edition has no skills, XP or treasures whatever the options say, and
 * its exploration has its own triangle rule (LV-EXP1-2).
 */

/**
 * Whether skill tiles and XP markers are in play (LV-CLASSIC-1): second edition and option `skills`.
 *
 * @example
 * usesSkills(LostValleyOptionsSchema.parse({ skills: false })); // false
 */
export function usesSkills(options: LostValleyOptions): boolean {
  return options.edition === 'second' && options.skills;
}

/**
 * Whether treasures (clues for sale, digging) are in play (LV-CLASSIC-2): second edition and
 * option `treasures`.
 *
 * @example
 * usesTreasures(LostValleyOptionsSchema.parse({})); // true
 */
export function usesTreasures(options: LostValleyOptions): boolean {
  return options.edition === 'second' && options.treasures;
}

/**
 * Whether a clue counts as one gold nugget in trading, weighing and scoring (LV-CLASSIC-3,
 * LV-CLASSIC-9): a second-edition game without treasures.
 *
 * @example
 * cluesAreNuggets(LostValleyOptionsSchema.parse({ treasures: false })); // true
 */
export function cluesAreNuggets(options: LostValleyOptions): boolean {
  return options.edition === 'second' && !options.treasures;
}

/**
 * Whether triangles wait for the end of exploration and then fill the enclosed gaps left
 * (LV-CLASSIC-5): second edition and option `triangles: 'final-gaps'`.
 *
 * @example
 * trianglesInFinalGaps(LostValleyOptionsSchema.parse({ triangles: 'final-gaps' })); // true
 */
export function trianglesInFinalGaps(options: LostValleyOptions): boolean {
  return options.edition === 'second' && options.triangles === 'final-gaps';
}

/**
 * The refusal of an action whose mechanic this variant plays without (LV-CLASSIC-10), naming
 * the rule that removes it.
 *
 * @example
 * notInVariant('Treasures', 'LV-CLASSIC-2').code; // 'lost-valley/not-in-variant'
 */
export function notInVariant(what: string, rule: string): RuleError {
  return ruleError('lost-valley/not-in-variant', `${what} are not used in this game (its options leave them out).`, { rule });
}

/**
 * The symbols of a triangle that get markers: all of them, except clues in a second-edition game
 * without treasures (LV-CLASSIC-2: no clues are placed on the trading posts, so a Trading Outpost
 * gets none). A land diamond's exclamation marks get their clues in every second-edition game:
 * classic's clues are received by the event action (LV-EVENT-7) and count as nuggets
 * (LV-CLASSIC-3).
 *
 * @example
 * symbolsLaid(options, triangle.symbols);
 */
export function symbolsLaid<S extends { readonly kind: string }>(options: LostValleyOptions, symbols: readonly S[]): readonly S[] {
  return cluesAreNuggets(options) && symbols.some((s) => s.kind === 'clue') ? symbols.filter((s) => s.kind !== 'clue') : symbols;
}

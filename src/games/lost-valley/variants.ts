import { defineVariant, type VariantDefinition } from '../../core/definition.js';

/**
 * Lost Valley's variants of this stage: the second edition as printed, and the first edition.
 * The named variants `classic`, `team` and `two-player` come with the actions.
 *
 * @example
 * lostValleyVariants['first-edition']!.options; // { edition: 'first' }
 */
export const lostValleyVariants: Readonly<Record<string, VariantDefinition>> = {
  standard: defineVariant({ id: 'standard', game: 'lost-valley', description: 'The second edition (2014) with its reference component set.' }),
  'first-edition': defineVariant({
    id: 'first-edition',
    game: 'lost-valley',
    description: 'The first edition (2004, Kronberger Spiele) with its reference component set; meant for 2 to 4 players.',
    options: { edition: 'first' },
  }),
};

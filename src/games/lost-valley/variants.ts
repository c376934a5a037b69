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
  classic: defineVariant({
    id: 'classic',
    game: 'lost-valley',
    description:
      'Classic Lost Valley (second edition, 2 to 6 players): no skills or XP, no treasures (a clue counts as one gold nugget), triangles only in the gaps left once every diamond is laid, no claim markers, hunting gives food only (LV-CLASSIC-1 … LV-CLASSIC-7).',
    options: { skills: false, treasures: false, triangles: 'final-gaps', claims: false, furs: false },
  }),
};

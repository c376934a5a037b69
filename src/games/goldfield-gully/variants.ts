import { defineVariant, type VariantDefinition } from '../../core/definition.js';

/**
 * Goldfield Gully's variants: the rules with our readings, and the other reading of the end
 * that users ask for most (all gold counts, banked or not).
 *
 * @example
 * gullyVariants['standard']!.description;
 */
export const gullyVariants: Readonly<Record<string, VariantDefinition>> = {
  standard: defineVariant({ id: 'standard', game: 'goldfield-gully', description: 'The rules as printed, with the shared readings.' }),
  'all-gold-counts': defineVariant({
    id: 'all-gold-counts',
    game: 'goldfield-gully',
    description: 'At the end, unbanked gold counts as well as banked gold.',
    options: { countUnbankedAtEnd: true },
  }),
};

import { defineVariant, type VariantDefinition } from '../../core/definition.js';

/**
 * Goldfield Gully's variants: the rules with our readings (all gold counts at the end), and the
 * other reading of the end (only banked gold counts).
 *
 * @example
 * gullyVariants['banked-only']!.options; // { countUnbankedAtEnd: false }
 */
export const gullyVariants: Readonly<Record<string, VariantDefinition>> = {
  standard: defineVariant({ id: 'standard', game: 'goldfield-gully', description: 'The rules as printed, with the shared readings: all gold counts at the end.' }),
  'banked-only': defineVariant({
    id: 'banked-only',
    game: 'goldfield-gully',
    description: 'At the end, only banked gold counts (GG-READ-8): banking is then the only way to score.',
    options: { countUnbankedAtEnd: false },
  }),
};

import { defineVariant, type VariantDefinition } from '../../core/definition.js';

/**
 * The duel's variants: the rules as printed, and two readings users asked to switch.
 *
 * @example
 * duelVariants['standard']!.description;
 */
export const duelVariants: Readonly<Record<string, VariantDefinition>> = {
  standard: defineVariant({ id: 'standard', game: 'mountain-river-duel', description: 'The rules as printed, on the default board.' }),
  'edge-counts-high': defineVariant({
    id: 'edge-counts-high',
    game: 'mountain-river-duel',
    description: 'A disc that stands on its edge counts its higher value (one throw in twenty per disc).',
    options: { discEdgeProbability: 0.05 },
  }),
  'turned-rivers': defineVariant({
    id: 'turned-rivers',
    game: 'mountain-river-duel',
    description: 'The two-part edition with the river sheet given a third of a turn: another board.',
    options: { riverRotation: 2 },
  }),
};

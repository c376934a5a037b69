import { defineVariant, type VariantDefinition } from '../../core/definition.js';

/**
 * The variants of Legend of the Lost Dutchman: the rules as printed, with the reference
 * component set (or the printed one given as setup `data`).
 *
 * @example
 * dutchmanVariants['standard']!.description;
 */
export const dutchmanVariants: Readonly<Record<string, VariantDefinition>> = {
  standard: defineVariant({ id: 'standard', game: 'lost-dutchman', description: 'The rules as printed, with the reference component set.' }),
};

import { DutchmanDataSchema, type DutchmanData } from './data-schema.js';
import referenceJson from './reference-set.json';

/**
 * The reference component set of our design (LD-COMP-1; the printed tile texts are not public):
 * every value is listed with its reason in `docs/rules/lost-dutchman-components.md`.
 *
 * @example
 * referenceSet.creatures.length; // 6
 */
export const referenceSet: DutchmanData = DutchmanDataSchema.parse(referenceJson);

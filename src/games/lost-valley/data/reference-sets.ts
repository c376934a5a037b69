import { LostValleyComponentsSchema, type LostValleyComponents } from './component-set-schema.js';
import firstEditionJson from './first-edition.json';
import secondEditionJson from './second-edition.json';

/**
 * The reference component set of the first edition (2004), first-edition.json: 32 land and 12
 * river diamonds (LV-COMP-1), 10 land triangles and the spring (LV-COMP-2), 20 timber (LV-COMP-9;
 * LV-FE-COMP-1); 99 round markers (LV-COMP-7: river gold LV-COMP-3, mountain gold LV-COMP-4,
 * animals LV-COMP-5, events LV-COMP-6) and 79 square ones (LV-COMP-8), the itemised counts
 * rather than the box's 96 and 90 (LV-FE-COMP-2); terrains and symbols (LV-COMP-10), the bear
 * cave and quiet nook (LV-COMP-11), the spring's mother lode (LV-COMP-12), the starting
 * inventory (LV-COMP-13), the sheet's spaces (LV-COMP-14), gold worth 1 to 4 (LV-COMP-15), no
 * player-count marks (LV-COMP-16), prices (LV-COMP-17) and works with their costs (LV-COMP-18):
 * the price lists (LV-FE-COMP-3). Counts as published; terrains, symbols, triangles and prices
 * are our design (docs/rules/lost-valley-components.md: LV-COMP-51, LV-COMP-54, LV-COMP-55,
 * LV-COMP-56, and the river mix of both editions, LV-COMP-50).
 *
 * @example
 * firstEditionComponents.landDiamonds.length; // 32
 */
// Pure: a bundle that plays only the second edition leaves this set (and its JSON) out; the
// first edition's entry uses it (docs/first-edition-entry.md).
export const firstEditionComponents: LostValleyComponents = /* @__PURE__ */ LostValleyComponentsSchema.parse(firstEditionJson);

/**
 * The reference component set of the second edition (2014), second-edition.json: 38 land and 12
 * river diamonds (LV-COMP-20), 12 triangles with backs A, B, C and the spring (LV-COMP-21; their
 * kinds and contents LV-COMP-27, our split LV-COMP-53), 144 round (LV-COMP-24), 133 square
 * (LV-COMP-23) and 26 rectangular (LV-COMP-25) markers, split as LV-COMP-52, 35 timber
 * (LV-COMP-26), with the player-count marks 4+, 5+, 6+. The starting inventory (LV-COMP-28), the
 * sheet's spaces (LV-COMP-29), gold values and animals' food (LV-COMP-31), works and their costs
 * (LV-COMP-33), land terrains and clue terrains (LV-COMP-34), gear (LV-COMP-35) and the hunting
 * die (LV-COMP-57) are in the data too.
 *
 * @example
 * secondEditionComponents.triangles.length; // 12
 */
export const secondEditionComponents: LostValleyComponents = LostValleyComponentsSchema.parse(secondEditionJson);

/**
 * The reference set of an edition.
 *
 * @example
 * componentsFor('second').edition; // 'second'
 */
export function componentsFor(edition: LostValleyComponents['edition']): LostValleyComponents {
  return edition === 'first' ? firstEditionComponents : secondEditionComponents;
}

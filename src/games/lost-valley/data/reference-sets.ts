import { LostValleyComponentsSchema, type LostValleyComponents } from './component-set-schema.js';
import firstEditionJson from './first-edition.json';
import secondEditionJson from './second-edition.json';

/**
 * The reference component set of the first edition (2004): 32 land and 12 river diamonds, 10
 * land triangles and the spring, 20 timber (LV-FE-COMP-1); 99 round and 79 square markers, the
 * itemised counts rather than the box's 96 and 90 (LV-FE-COMP-2); a price for every good sold
 * and a build cost for every work, the price lists (LV-FE-COMP-3). Counts as published;
 * terrains, symbols, triangles and prices are our design (docs/rules/lost-valley-components.md).
 *
 * @example
 * firstEditionComponents.landDiamonds.length; // 32
 */
export const firstEditionComponents: LostValleyComponents = LostValleyComponentsSchema.parse(firstEditionJson);

/**
 * The reference component set of the second edition (2014): 38 land and 12 river diamonds, 12
 * triangles with backs A, B, C and the spring, 144 round, 133 square and 26 rectangular
 * markers, 35 timber, with the player-count marks 4+, 5+, 6+.
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

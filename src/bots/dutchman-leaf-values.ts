import { componentsOf } from '../core/components.js';
import type { AnyGameState } from '../core/runtime.js';
import { catalogOf, scoreOf, type DutchmanCatalog, type DutchmanState } from '../games/lost-dutchman/api.js';
import { softMaxShares } from './planning.js';

/**
 * What each challenge token crossed on the treasure map is worth in the leaf values, in treasure
 * points: the reference set's mine bonus of 15 spread over the six crossings from the mining camp
 * to the mine (the race to the mine is the game's other way to score).
 *
 * @example
 * DUTCHMAN_STEP_WORTH * 6; // 15: the whole map, the mine bonus
 */
export const DUTCHMAN_STEP_WORTH = 2.5;

/**
 * How many points of estimated lead move a seat's value by about one step of the soft maximum
 * (a treasure tile is worth 1 to 5).
 *
 * @example
 * Math.exp(6 / DUTCHMAN_VALUE_SCALE); // a lead of six points weighs about 2.7 times more
 */
export const DUTCHMAN_VALUE_SCALE = 6;

// Crossings from the camp to each spot of the map, computed once per catalog.
const depths = new WeakMap<DutchmanCatalog, ReadonlyMap<string, number>>();

function depthsOf(catalog: DutchmanCatalog): ReadonlyMap<string, number> {
  let known = depths.get(catalog);
  if (known) return known;
  const depth = new Map<string, number>([['camp', 0]]);
  // The spots are listed after the spots they follow, so one pass in order sees every predecessor first.
  for (const spot of catalog.spots) {
    let nearest = Number.POSITIVE_INFINITY;
    for (const before of spot.after) nearest = Math.min(nearest, depth.get(before) ?? Number.POSITIVE_INFINITY);
    depth.set(spot.id, Number.isFinite(nearest) ? nearest + 1 : 0);
  }
  known = depth;
  depths.set(catalog, known);
  return known;
}

/**
 * The Lost Dutchman's leaf values for search: each seat's score as it stands (`scoreOf`: its
 * treasures, trophies and the mine bonus) plus {@link DUTCHMAN_STEP_WORTH} per challenge token it
 * has crossed towards the mine, turned into win shares by a soft maximum with scale
 * {@link DUTCHMAN_VALUE_SCALE}. The running score alone leaves the treasure map out, so a search
 * valued by it never sees a crossing pay before the mine is found. Everything it reads is public.
 *
 * @example
 * ismctsBot({ evaluate: dutchmanLeafValues });
 */
export function dutchmanLeafValues(state: AnyGameState): number[] {
  const dutchman = state as DutchmanState;
  const data = componentsOf(dutchman);
  const depth = depthsOf(catalogOf(data));
  const g = dutchman.g;
  const values = g.prospectors.map((prospector, seat) => scoreOf(data, g, seat) + (prospector.foundMine ? 0 : DUTCHMAN_STEP_WORTH * (depth.get(prospector.map) ?? 0)));
  return softMaxShares(values, DUTCHMAN_VALUE_SCALE);
}

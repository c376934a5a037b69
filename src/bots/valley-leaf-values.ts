import { componentsOf } from '../core/components.js';
import type { AnyGameState } from '../core/runtime.js';
import { TRADING_POST, owns, markerValue, teamProspectors, ruleContextOf, type RuleContext, type LostValleyComponents, type LostValleyOptions, type LostValleyGameState, type MarkerSlot } from '../games/lost-valley/api.js';
import { softMaxShares } from './planning.js';
import { carriedBy, nodePoint, nodeWorth, type ValleySeen } from './valley-evaluation.js';

/*
 * Lost Valley's leaf values for search: a search plans on a determinization, where every marker is
 * drawn, so these read the state's game part as it stands (never the real state: the search hands
 * them its own copies only).
 */

/** What a piece of gear adds to a prospector's prospects, in nuggets: it multiplies later digs. */
const GEAR_WORTH: readonly (readonly [string, number])[] = [
  ['sieve', 3],
  ['dynamite-box', 2.5],
  ['horse', 1.5],
  ['boat', 1],
  ['fishing-rod', 0.8],
];

/**
 * How many nuggets of estimated lead move a seat's value by about one step of the soft maximum:
 * a river-gold marker is worth 2.4 on average, so a marker or two decides a close race.
 *
 * @example
 * Math.exp(3 / LOST_VALLEY_VALUE_SCALE); // a lead of three nuggets weighs about 3.3 times more
 */
export const LOST_VALLEY_VALUE_SCALE = 2.5;

/** A bag marker's worth: its value once drawn, else its pool's mean (as the heuristic bot reckons). */
function bagWorth(ctx: RuleContext, slot: MarkerSlot): number {
  if (slot.identity !== null) return markerValue(ctx, slot);
  return slot.pool === 'river-gold' ? 2.4 : slot.pool === 'mountain-gold' ? 4.8 : slot.pool === 'animal' ? 1 : 0;
}

/**
 * A prospector's prospects in nuggets: the gold and furs in its bag, the goods and gear that make
 * the next digs possible or richer, what its intersection offers next turn, and, once it holds
 * enough markers to weigh (which wins the game at once), how near it stands to the trading post.
 *
 * @example
 * prospectsOf(seen); // 9.3
 */
export function prospectsOf(seen: ValleySeen): number {
  let worth = seen.bagValue;
  worth += 0.5 * Math.min(seen.food, 4) + 0.4 * Math.min(seen.timber, 2) + 0.6 * Math.min(seen.tools, 1);
  for (const [item, value] of GEAR_WORTH) if (owns(seen.me.inventory, item)) worth += value;
  worth += 0.15 * seen.me.inventory.skills.length;
  if (seen.homeward) {
    const [x, y] = nodePoint(seen, seen.me.node);
    const [px, py] = nodePoint(seen, TRADING_POST);
    worth += seen.me.node === TRADING_POST ? 12 : 8 - Math.min(6, Math.hypot(x - px, y - py));
  } else {
    worth += 0.35 * Math.min(nodeWorth(seen, seen.me.node), 12);
  }
  return worth;
}

/**
 * Lost Valley's leaf evaluator for `ismctsBot`: each seat's prospects in nuggets
 * (`prospectsOf`: gold, goods, gear, position; counted as the score counts them: a team's lower
 * prospector, in the first edition a player's prospectors together) turned into shares of a win
 * by a soft maximum with scale {@link LOST_VALLEY_VALUE_SCALE}. The values lie in [0, 1] and add
 * up to 1.
 *
 * @example
 * ismctsBot({ evaluate: lostValleyLeafValues, rolloutDepth: 0 });
 */
export function lostValleyLeafValues(state: AnyGameState): number[] {
  const g = state.g as unknown as LostValleyGameState;
  const set = componentsOf(state) as LostValleyComponents;
  const options = state.options as LostValleyOptions;
  const ctx: RuleContext = ruleContextOf(set, options, state.players);
  const worth = g.prospectors.map((prospector) => prospectsOf(carriedBy(ctx, g, prospector.seat, prospector, bagWorth)));
  // As the score counts (seatScores): the first edition adds a player's prospectors; the second
  // scores a team's lower one (partners across seats, or a seat's own two).
  const estimates = Array.from({ length: state.players }, (_, seat) => {
    const team = teamProspectors(ctx, g, seat).map((index) => worth[index]!);
    if (team.length === 0) return 0;
    return options.edition === 'first' ? team.reduce((a, b) => a + b, 0) : Math.min(...team);
  });
  return softMaxShares(estimates, LOST_VALLEY_VALUE_SCALE);
}

import { legalActions } from '../core/queries.js';
import { isComplete, indexOf, type LostValleyAction, type MarkerSlot } from '../games/lost-valley/api.js';
import { view } from '../core/view.js';
import type { Bot } from './bot.js';
import { noActionFor } from './bot-errors.js';
import { bestByScore } from './heuristic-choice.js';
import { goalOf, holds, nodePoint, nodeWorth, seenBy, slotWorth, type ValleySeen } from './valley-evaluation.js';

/** Gear the bot buys, best first, with what it is worth to it beyond its price. */
const WANTED_GEAR: readonly (readonly [string, number])[] = [
  ['sieve', 6],
  ['dynamite-box', 5],
  ['horse', 3],
  ['boat', 2.5],
  ['fishing-rod', 2],
];

/** How often the bot walks at random instead of staying put. */
const WANDER = 0.03;

/** The actions that take gold out of the ground. */
const DIGS: ReadonlySet<string> = new Set(['river-gold', 'mountain-gold', 'miner', 'dig-treasure']);

/** Skills by use to a bot that digs gold and walks home to weigh. */
const SKILL_WORTH: Readonly<Record<string, number>> = {
  'gold-nose': 6,
  geologist: 6,
  miner: 4,
  horseman: 4,
  'treasure-hunter': 3,
  'fur-trader': 3,
  runner: 3,
  trader: 2,
  haggler: 2,
  boatsman: 2,
  swimmer: 2,
  'mine-builder': 2,
  'flume-builder': 2,
  trapper: 2,
  'bush-cutter': 1,
};

/** What keeping an item is worth when something must go (LV-INV-5): gear first, timber last. */
function keepWorth(seen: ValleySeen, item: string): number {
  if (item === 'food') return 3 - Math.min(2, seen.food / 3);
  if (item === 'timber') return 1 + (seen.timber <= 1 ? 1 : 0);
  if (item === 'tool') return seen.tools <= 1 ? 2.5 : 1.2;
  if (item === 'whiskey') return 0.8;
  return 4;
}

function priceOf(seen: ValleySeen, item: string): number {
  const info = seen.ctx.set.supply.find((entry) => entry.id === item);
  return info?.price?.nuggets ?? 99;
}

/** The gear the bot would buy now, given what its bag is worth: the best it lacks and can pay for, keeping a reserve. */
function gearToBuy(seen: ValleySeen): string | null {
  for (const [item] of WANTED_GEAR) {
    if (holds(seen, item)) continue;
    if (priceOf(seen, item) + 2 <= seen.bagValue && !seen.homeward) return item;
  }
  return null;
}

/**
 * What exploring is worth: a move onto an incomplete intersection lays new tiles with new gold,
 * and only exploration brings the ice out, so bots that never explore would play on until the
 * turn limit.
 */
const EXPLORE_WORTH = 2.5;

function moveScore(seen: ValleySeen, here: number, to: number, goal: [number, number] | null, stuck: boolean): number {
  const explores = !seen.g.explorationOver && !isComplete(indexOf(seen.ctx, seen.g.board), to);
  // Gold where the bot stands is worth staying for only if it can dig it now.
  const gain = nodeWorth(seen, to) - nodeWorth(seen, here, !stuck) + (explores && !seen.homeward ? EXPLORE_WORTH : 0);
  if (!goal) return gain + 0.05;
  const [ax, ay] = nodePoint(seen, here);
  const [bx, by] = nodePoint(seen, to);
  // Progress towards the goal counts when nothing in reach pays.
  const progress = Math.hypot(ax - goal[0], ay - goal[1]) - Math.hypot(bx - goal[0], by - goal[1]);
  return gain + (seen.homeward ? 2 : 0.6) * progress;
}

function tradeScore(seen: ValleySeen, action: LostValleyAction): number | null {
  const trade = seen.g.trade;
  switch (action.type) {
    case 'open-trade':
      return gearToBuy(seen) !== null ? 4 : -2;
    case 'trade-buy': {
      if (!trade || trade.basket.length > 0) return -3;
      return action.item === gearToBuy(seen) ? 5 : -3;
    }
    case 'trade-clue':
      return -3;
    case 'trade-pay': {
      // Pay with the smallest pieces first: no change is given (LV-TRADE).
      if ('item' in action.payment) return -1 - priceOf(seen, action.payment.item);
      const slot = seen.me.inventory.goldBag.find((s) => s.id === (action.payment as { marker: number }).marker);
      return slot ? 1 - slotWorth(seen, slot) / 10 : -2;
    }
    case 'close-trade':
      return 10;
    case 'cancel-trade':
      return trade && trade.basket.length > 0 ? -4 : 2;
    default:
      return null;
  }
}

function goldScore(seen: ValleySeen, action: LostValleyAction): number | null {
  switch (action.type) {
    case 'weigh':
      return 100;
    case 'show-marker': {
      const slot = seen.me.inventory.goldBag.find((s) => s.id === action.marker);
      return slot ? slotWorth(seen, slot) : 0;
    }
    case 'river-gold':
      return 10 + 3 * action.markers.length;
    case 'mountain-gold':
      return 12 + 4.5 * action.markers.length + (action.dynamite === 'box' ? 0.5 : action.dynamite === 'stick' ? -0.5 : 0) - (action.fee ? 1.5 : 0);
    case 'miner':
      return 7;
    case 'dig-treasure':
      return 9;
    case 'collect-claim':
      return 5;
    case 'black-market':
      return -0.5;
    default:
      return tradeScore(seen, action);
  }
}

function buildScore(seen: ValleySeen, action: LostValleyAction): number | null {
  switch (action.type) {
    case 'build-mine': {
      const tile = seen.g.board.tiles[action.tile];
      const gold = tile ? tile.markers.filter((slot) => slot.pool === 'mountain-gold').length : 0;
      return gold > 0 ? 6 + Math.min(gold, 3) + (action.claim ? 0.5 : 0) - (action.toolInstead ? 1 : 0) : -1;
    }
    case 'build-flumes':
      return seen.timber > 1 ? 0.6 - 0.3 * action.edges.length : -1;
    case 'build-fish-trap':
      return seen.food < 3 ? 2.5 : 1.2;
    case 'build-sawmill':
    case 'build-hunting-trap':
      return 1;
    case 'build-bridge':
      return -0.5;
    case 'draw-skills':
      return 4;
    case 'take-skill':
    case 'keep-skill':
      return 3 + (SKILL_WORTH[action.skill] ?? 0.5);
    case 'run':
      return 1;
    default:
      return null;
  }
}

function gatherScore(seen: ValleySeen, action: LostValleyAction): number | null {
  const foodNeed = Math.max(0, 4 - seen.food);
  switch (action.type) {
    case 'fish':
      return 1 + 1.2 * foodNeed;
    case 'hunt':
      return 1.5 + 1.2 * foodNeed;
    case 'cut-timber':
      return 0.5 + (seen.timber < 2 ? 2 : 0);
    case 'take-event':
      return action.pay === 'free' ? 2.5 : 1.5;
    case 'look-at-events':
      return 1.5;
    case 'whiskey-still':
      return action.pay === 'none' ? 0.8 : 0.3;
    case 'lost-mine':
      return 1.2;
    case 'food-spit':
      return seen.food >= 3 ? 0.5 : -1;
    case 'eat-jerky':
      return seen.food < 2 ? 2 : -1;
    case 'drink-whiskey':
      return -0.5;
    case 'discard':
      return -keepWorth(seen, action.item);
    case 'choose-markers': {
      let worth = 0;
      for (const id of action.markers) {
        const slot = findSlot(seen, id);
        if (slot) worth += slotWorth(seen, slot);
      }
      return worth;
    }
    default:
      return null;
  }
}

function findSlot(seen: ValleySeen, id: number): MarkerSlot | undefined {
  for (const tile of seen.g.board.tiles) for (const slot of tile.markers) if (slot.id === id) return slot;
  return seen.me.inventory.goldBag.find((slot) => slot.id === id) ?? seen.me.inventory.hiddenGear.find((slot) => slot.id === id);
}

function scoreOf(seen: ValleySeen, action: LostValleyAction, goal: [number, number] | null, stuck: boolean): number {
  if (action.type === 'move') return moveScore(seen, seen.me.node, action.to, goal, stuck) - (action.mode === 'foot-unburdened' ? 3 : 0);
  if (action.type === 'end-turn') return 0;
  // Placements, triangles, forecasts and the Scout's pick have no preference: the tie is drawn.
  return goldScore(seen, action) ?? buildScore(seen, action) ?? gatherScore(seen, action) ?? 0;
}

/**
 * Lost Valley's heuristic bot. It reads only its seat's view: it digs river gold where water and
 * food allow and mountain gold at mines, builds a mine where mountain gold lies, gathers the food
 * and timber it lacks, buys the gear that multiplies gold (a sieve, a dynamite box, a horse or a
 * boat) when its bag can spare the price, keeps its gold when it must discard, and heads back to
 * the trading post to weigh once it holds ten gold and fur markers. It explores when nothing pays
 * nearby (only exploration brings the ice out) and now and then walks at random rather than stay
 * put. Placements and other choices without a preference are drawn at random with the given
 * generator.
 *
 * @example
 * const action = lostValleyHeuristicBot.act(state, 1, random);
 */
export const lostValleyHeuristicBot: Bot = {
  name: 'heuristic',
  act(state, seat, random) {
    const legal = legalActions(state, seat) as readonly LostValleyAction[];
    if (legal.length === 0) throw noActionFor(state, seat);
    if (legal.length === 1) return legal[0]!;
    const seen = seenBy(view(state, seat));
    const needsGoal = legal.some((action) => action.type === 'move');
    const goal = needsGoal ? goalOf(seen) : null;
    // With no dig among the legal actions, the gold here counts for nothing: gold the bot cannot dig
    // (the wrong bank, a mine it may not build) would otherwise hold it in place for good.
    const stuck = !legal.some((action) => DIGS.has(action.type));
    const best = bestByScore(legal, (action) => scoreOf(seen, action, goal, stuck), random);
    // Now and then a move at random when the bot would stay: a walk out of a place where every
    // move looks worse (a frontier out of reach) keeps a table of these bots exploring.
    if (needsGoal && best.type !== 'move' && !seen.homeward && random() < WANDER) {
      const moves = legal.filter((action) => action.type === 'move');
      return moves[Math.floor(random() * moves.length)]!;
    }
    return best;
  },
};

import { componentsOf } from '../../core/components.js';
import type { Action } from '../../core/actions.js';
import { legalActions } from '../../core/queries.js';
import type { GameState, PlayerId } from '../../core/state.js';
import type { Bot } from '../../bots/bot.js';
import { holdsEffect, hunterBonus, ownerOfTreasure } from './context.js';
import { catalogOf, type DutchmanCatalog, type LandTileType } from './data/catalog.js';
import type { Attribute, AttributeChange, ChallengeKind, DutchmanData } from './data/data-schema.js';
import { isStack, simplePaths } from './land-grid.js';
import { dutchmanAttribute } from './treasure-map.js';
import { isVoid } from './turn.js';
import type { DutchmanAction, DutchmanGameState, Prospector } from './schemas.js';

/** What the bot reads: the game part, which `view` shows whole (nothing is private), and the data. */
interface Seen {
  readonly g: DutchmanGameState;
  readonly data: DutchmanData;
  readonly catalog: DutchmanCatalog;
  readonly seat: number;
  readonly me: Prospector;
  /** Ratings on face-up challenge tokens just ahead of the bot on the treasure map. */
  readonly wanted: ReadonlySet<number>;
  /** Whether a face-down token lies just ahead (any rating may open it). */
  readonly unseenAhead: boolean;
}

/** How much crossing one challenge token is worth to the bot: a fifth of the way to the mine, and the mine ends the game. */
const TOKEN_WORTH = 7;

/** The chance that action die + bonus beats `rating` (ties escape, LD-TILE-CHALLENGE-4). */
function beatChance(data: DutchmanData, bonus: number, rating: number): number {
  let wins = 0;
  for (const face of data.actionDie) if (face + bonus > rating) wins++;
  return wins / data.actionDie.length;
}

/** The chance that action die + bonus falls below `rating` (the penalty). */
function loseChance(data: DutchmanData, bonus: number, rating: number): number {
  let losses = 0;
  for (const face of data.actionDie) if (face + bonus < rating) losses++;
  return losses / data.actionDie.length;
}

/** What a penalty costs: an exhaustion sends the prospector home and loses his smallest unburied treasure. */
function penaltyCost(me: Prospector, penalty: AttributeChange): number {
  const now = me.attributes[penalty.attribute];
  const exhausts = penalty.attribute === 'health' ? now - penalty.amount < 1 : now === 0;
  if (!exhausts) return penalty.attribute === 'health' ? 0.6 * penalty.amount : 0.8 * Math.min(now, penalty.amount);
  let smallest = 0;
  for (const t of me.treasures) if (!t.buried && (smallest === 0 || t.value < smallest)) smallest = t.value;
  return 4 + smallest;
}

/** The treasure a creature or disaster adds for its holder (a creature grows with the kind held, LD-TILE-CREATURE-1). */
function trophyGain(seen: Seen, tile: LandTileType, kind: ChallengeKind): number {
  if (!seen.catalog.creatureIds.has(tile.id)) return kind.treasure;
  let held = 0;
  for (const id of seen.me.trophies) if (id === tile.id) held++;
  return kind.treasure + 2 * held;
}

/** The worth of standing on a face-up tile of this type and resolving it. */
function tileWorth(seen: Seen, tile: LandTileType): number {
  switch (tile.kind) {
    case 'treasure':
      return tile.value + 0.5;
    case 'creature':
    case 'disaster': {
      const kind = tile.challenge!;
      const bonus = seen.me.attributes[kind.attribute] + hunterBonus(seen.catalog, seen.me, 'challenge-bonus');
      const canDefeat = !kind.needsMysticQuartz || holdsEffect(seen.catalog, seen.me, 'mystic-quartz');
      const win = canDefeat ? beatChance(seen.data, bonus, kind.rating) : 0;
      const path = seen.wanted.has(kind.rating) ? TOKEN_WORTH : seen.unseenAhead ? 1 : 0;
      const reward = kind.reward ? 0.7 * kind.reward.amount : 0;
      return win * (trophyGain(seen, tile, kind) + path + reward) - loseChance(seen.data, bonus, kind.rating) * penaltyCost(seen.me, kind.penalty);
    }
    case 'item':
      return tile.item?.effect === 'mystic-quartz' && holdsEffect(seen.catalog, seen.me, 'mystic-quartz') ? 0.5 : 2;
    case 'hunter':
      return tile.hunter?.effect === 'challenge-bonus' ? 3 : 1;
    case 'bandit':
      return 1.5;
    case 'crevice':
      return 2;
    case 'water-level-drop':
      return 0.5;
  }
}

/** The expected worth of turning a face-down tile: the unseen pool, weighted by its counts. */
function hiddenWorth(seen: Seen): number {
  let total = 0;
  let sum = 0;
  seen.g.pool.forEach((count, index) => {
    if (count === 0) return;
    total += count;
    sum += count * tileWorth(seen, seen.catalog.tiles[index]!);
  });
  return total === 0 ? 0 : sum / total;
}

/** The worth of ending a move (or a crevice) on a space. */
function spaceWorth(seen: Seen, space: number, hidden: number): number {
  if (!isStack(space)) return 0;
  const stack = seen.g.stacks[space]!;
  if (stack.top === null) return stack.hidden > 0 ? hidden : -100;
  return tileWorth(seen, seen.catalog.tiles[seen.catalog.tileIndex.get(stack.top)!]!);
}

function seenBy(state: GameState<DutchmanGameState, unknown, DutchmanData>, seat: number): Seen {
  const g = state.g;
  const catalog = catalogOf(componentsOf(state));
  const me = g.prospectors[seat]!;
  const wanted = new Set<number>();
  let unseenAhead = false;
  for (const spot of catalog.ahead.get(me.map) ?? []) {
    const token = g.tokens[spot];
    if (token === null || token === undefined) {
      unseenAhead = true;
      continue;
    }
    for (const rating of componentsOf(state).challengeTokens[catalog.tokenIndex.get(token)!]!.ratings) wanted.add(rating);
  }
  return { g, data: componentsOf(state), catalog, seat, me, wanted, unseenAhead };
}

/** The best of `actions` by `worth`; ties go to the generator, so the bot does not always pick the first. */
function best<T>(actions: readonly T[], worth: (action: T) => number, random: () => number): T {
  let top: T[] = [];
  let topWorth = -Infinity;
  for (const action of actions) {
    const value = worth(action);
    if (value > topWorth + 1e-9) {
      top = [action];
      topWorth = value;
    } else if (Math.abs(value - topWorth) <= 1e-9) {
      top.push(action);
    }
  }
  return top[Math.floor(random() * top.length)] ?? actions[0]!;
}

function treasureValue(g: DutchmanGameState, uid: number | null): number {
  if (uid === null) return 0;
  const owner = ownerOfTreasure(g.prospectors, uid);
  return owner < 0 ? 0 : g.prospectors[owner]!.treasures.find((t) => t.uid === uid)!.value;
}

/** The worth of one legal action in the decision at hand. */
function actionWorth(seen: Seen, action: DutchmanAction, hidden: number): number {
  const { g, me } = seen;
  switch (action.type) {
    case 'move':
      return action.path.length === 0 ? 0 : spaceWorth(seen, action.path[action.path.length - 1]!, hidden);
    case 'crevice':
      return spaceWorth(seen, action.space, hidden);
    case 'cross': {
      // Heads for the mine: crossing always beats ending the turn; prefer spots whose next tokens are known.
      const spot = seen.catalog.spotIndex.get(action.spot)!;
      return 50 + (spot === seen.catalog.finalSpot ? 50 : 0) + (seen.catalog.ahead.get(action.spot)?.length ?? 0);
    }
    case 'end-turn':
      return 0;
    case 'roll':
      return 1;
    case 'fight-ghost': {
      const d = seen.data.lostDutchman;
      return beatChance(seen.data, dutchmanAttribute(me, d.attribute) + hunterBonus(seen.catalog, me, 'challenge-bonus'), d.rating) * treasureValue(g, g.ghost) - 0.5;
    }
    case 'use-item': {
      const kind = seen.catalog.items.get(action.item);
      if (kind?.effect === 'bury') return treasureValue(g, action.target) >= 2 ? 5 + treasureValue(g, action.target) : -1;
      if (kind?.effect === 'heal') return me.attributes.health <= 2 ? 4 : -1;
      if (kind?.effect === 'choose-roll') return bestWalk(seen, action.target ?? 1, hidden) - rollWorth(seen, hidden) - 1.5;
      if (kind?.effect === 'extra-step') {
        const head = g.queue[0];
        const steps = head?.t === 'after-roll' ? head.steps : 0;
        return bestWalk(seen, steps + kind.amount, hidden) - bestWalk(seen, steps, hidden) - 1.5;
      }
      return -1;
    }
    case 'special-bury':
      return me.treasures.some((t) => !t.buried && t.value >= 2 && t.uid !== g.ghost) ? 3 : 0;
    case 'move-ghost':
      // On an opponent's best treasure, or on the mine when someone else is closer to it.
      return action.treasure === null ? (me.map === 'camp' ? 1 : -1) : treasureValue(g, action.treasure);
    case 'bury':
      return treasureValue(g, action.treasure);
    case 'bandit':
      return treasureValue(g, action.treasure) * (action.mode === 'steal' ? 0.5 : 0.45);
    case 'raise':
      return raiseWorth(seen, action.attribute);
    case 'take-tile': {
      const tile = seen.catalog.tiles[seen.catalog.tileIndex.get(action.tile)!];
      return tile?.challenge?.treasure ?? 0;
    }
    case 'reveal-setup':
    case 'choose-character':
      return 0;
  }
}

/** The best worth of a walk of exactly `steps` spaces from where the bot stands (its own moves). */
function bestWalk(seen: Seen, steps: number, hidden: number): number {
  let top = 0;
  let any = false;
  for (const path of simplePaths(seen.me.space, steps)) {
    const end = path[path.length - 1]!;
    if (isVoid(seen.g, end)) continue;
    const worth = spaceWorth(seen, end, hidden);
    if (!any || worth > top) top = worth;
    any = true;
  }
  return top;
}

/** The expected worth of rolling the movement die and walking the best way (the special face as 3 steps). */
function rollWorth(seen: Seen, hidden: number): number {
  let sum = 0;
  for (const face of seen.data.movementDie) sum += bestWalk(seen, face === 'special' ? 3 : face, hidden);
  return sum / seen.data.movementDie.length;
}

function highestOf(p: Prospector): number {
  return Math.max(p.attributes.vigor, p.attributes.foresight, p.attributes.ingenuity);
}

/** A raise helps most where the tokens ahead and the Lost Dutchman test the prospector. */
function raiseWorth(seen: Seen, attribute: Exclude<Attribute, 'health'>): number {
  const tested = seen.data.lostDutchman.attribute;
  let worth = tested === attribute || (tested === 'highest' && seen.me.attributes[attribute] >= highestOf(seen.me)) ? 1 : 0;
  for (const kind of [...seen.data.creatures, ...seen.data.disasters]) {
    if (kind.attribute === attribute && seen.wanted.has(kind.rating)) worth += 2;
  }
  return worth - 0.1 * seen.me.attributes[attribute];
}

/**
 * A goal-directed Lost Dutchman player: it heads for treasure and for the mine. Each decision
 * scores every legal action: a move by the worth of the tile where it ends (a face-up tile by its
 * treasure, its chance of being beaten and the penalty risked, with a large bonus when its rating
 * opens a challenge token just ahead on the treasure map; a face-down tile by the average over the
 * unseen pool), and it always crosses a token it can. It buries valuable treasure, sends the Ghost
 * onto an opponent's best treasure, and picks boards and setup stacks at random. It reads only the
 * game part that `view` shows (every seat sees all of it) and is deterministic for a given state,
 * seat and generator. It is a yardstick for balance, not a strong player.
 *
 * @example
 * const action = dutchmanHeuristicBot.act(state, 0, () => 0.5);
 */
export const dutchmanHeuristicBot: Bot = {
  name: 'dutchman-heuristic',
  act(state: GameState, seat: PlayerId, random: () => number): Action {
    const actions = legalActions(state, seat) as readonly DutchmanAction[];
    if (actions.length <= 1) return actions[0]!;
    const head = (state.g as DutchmanGameState).queue[0];
    if (head?.t === 'choose-character' || head?.t === 'setup-reveal') return actions[Math.floor(random() * actions.length)]!;
    const seen = seenBy(state as GameState<DutchmanGameState, unknown, DutchmanData>, seat);
    const hidden = hiddenWorth(seen);
    return best(actions, (action) => actionWorth(seen, action, hidden), random);
  },
};

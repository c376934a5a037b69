import { componentsOf } from '../core/components.js';
import type { PlayerView } from '../core/view.js';
import { tilesAt, terrainOf, isComplete, TRADING_POST, indexOf, type RuleContext, countOf, owns, markerValue, currentActor, hasWater, ruleContextOf, type LostValleyComponents, type LostValleyOptions, type LostValleyGameState, type MarkerSlot, type Prospector } from '../games/lost-valley/api.js';

/*
 * What Lost Valley's heuristic bot knows of a position, computed from one seat's view only
 * (identities the seat has not seen are null there), and how much an intersection is worth to it.
 */

/**
 * Markers of gold and fur a prospector needs in the bag to weigh.
 *
 * @example
 * seenBy(view(state, 0)).bagMarkers >= WEIGH_MARKERS; // time to head home
 */
export const WEIGH_MARKERS = 10;

/**
 * A seat's reading of a position: the view's game part, the rule context, the prospector it plays
 * now and what it holds.
 *
 * @example
 * const seen = seenBy(view(state, seat));
 */
export interface ValleySeen {
  readonly g: LostValleyGameState;
  readonly ctx: RuleContext;
  readonly seat: number;
  readonly me: Prospector;
  readonly food: number;
  readonly timber: number;
  readonly tools: number;
  /** Gold and fur markers in the bag: ten of them let the prospector weigh. */
  readonly bagMarkers: number;
  /** What the bag's gold and furs are worth (the seat knows its own bag). */
  readonly bagValue: number;
  /** Whether the bot should head back to weigh. */
  readonly homeward: boolean;
}

/**
 * The bot's reading of a view (the prospector whose turn it is, or the seat's first one).
 *
 * @example
 * seenBy(view(state, 0)).bagMarkers;
 */
export function seenBy(seen: PlayerView): ValleySeen {
  const g = seen.g as unknown as LostValleyGameState;
  const set = componentsOf(seen) as LostValleyComponents;
  const ctx: RuleContext = ruleContextOf(set, seen.options as LostValleyOptions, seen.players);
  const seat = seen.seat ?? 0;
  const actor = currentActor(g);
  const me = actor.seat === seat ? actor.prospector : (g.prospectors.find((p) => p.seat === seat) ?? actor.prospector);
  return carriedBy(ctx, g, seat, me);
}

/**
 * What a seat's prospector carries, as the bots reckon it: food (jerky as four), timber, tools,
 * and the gold and fur markers in its bag, each valued by `worth` (by default its printed value,
 * nothing while face down).
 *
 * @example
 * carriedBy(ctx, g, 0, g.prospectors[0]!).bagMarkers;
 */
export function carriedBy(
  ctx: RuleContext,
  g: LostValleyGameState,
  seat: number,
  me: Prospector,
  worth: (ctx: RuleContext, slot: MarkerSlot) => number = markerValue,
): ValleySeen {
  let bagMarkers = 0;
  let bagValue = 0;
  for (const slot of me.inventory.goldBag) {
    if (slot.pool === 'river-gold' || slot.pool === 'mountain-gold' || slot.pool === 'animal') bagMarkers += 1;
    bagValue += worth(ctx, slot);
  }
  const inv = me.inventory;
  return {
    g,
    ctx,
    seat,
    me,
    food: countOf(inv, 'food') + 4 * countOf(inv, 'jerky'),
    timber: countOf(inv, 'timber'),
    tools: countOf(inv, 'tool'),
    bagMarkers,
    bagValue,
    homeward: bagMarkers >= WEIGH_MARKERS,
  };
}

/**
 * What a marker is worth to the bot when it can see it; an unseen gold marker is worth its pool's
 * mean.
 *
 * @example
 * slotWorth(seen, slot); // 2.5 for an unseen river-gold marker
 */
export function slotWorth(seen: ValleySeen, slot: MarkerSlot): number {
  if (slot.identity !== null) return markerValue(seen.ctx, slot) + (slot.pool === 'event' ? 1 : 0);
  if (slot.pool === 'river-gold') return 2.4;
  if (slot.pool === 'mountain-gold') return 4.8;
  if (slot.pool === 'animal') return 1;
  return slot.pool === 'event' ? 1 : 0;
}

function poolCount(markers: readonly MarkerSlot[], pool: MarkerSlot['pool']): number {
  let count = 0;
  for (const slot of markers) if (slot.pool === pool) count += 1;
  return count;
}

function hasMine(g: LostValleyGameState, tile: number): boolean {
  return g.board.works.some((work) => work.work === 'mine' && work.at === tile);
}

/**
 * What standing at an intersection offers the bot next turn: gold it can dig (river gold on a
 * watered tile with food in hand; mountain gold at a mine), food, timber and events where it
 * lacks them, and the trading post once it carries enough to weigh. `withGold: false` leaves the
 * gold out (for where the bot stands when it could dig now and cannot).
 *
 * @example
 * nodeWorth(seen, 12);
 */
export function nodeWorth(seen: ValleySeen, node: number, withGold = true): number {
  if (node === TRADING_POST) return seen.homeward ? 100 : 0;
  let worth = 0;
  const foodNeed = Math.max(0, 3 - seen.food);
  const timberNeed = Math.max(0, 2 - seen.timber);
  for (const tile of tilesAt(seen.ctx, seen.g, node)) {
    const placed = seen.g.board.tiles[tile]!;
    // On a river tile only the markers on the prospector's own bank can be dug.
    let river = 0;
    for (const slot of placed.markers) if (slot.pool === 'river-gold' && (placed.kind !== 'river' || slot.bank === node)) river += 1;
    if (withGold && river > 0 && hasWater(seen.ctx, seen.g, tile)) worth += (seen.food > 0 ? 3 : 0.8) * Math.min(river, 2);
    const mountain = poolCount(placed.markers, 'mountain-gold');
    if (withGold && mountain > 0) {
      if (hasMine(seen.g, tile)) worth += (seen.food > 0 && seen.timber > 0 ? 5 : 1.5) * Math.min(mountain, 2);
      else if (seen.tools > 0 && seen.food > 0 && seen.timber > 0) worth += 2.5;
    }
    const animals = poolCount(placed.markers, 'animal');
    if (animals > 0) worth += Math.min(foodNeed, 2) + 0.8;
    if (terrainOf(seen.ctx, placed) === 'forest') worth += 0.7 * timberNeed;
    if (placed.kind === 'river' || hasWater(seen.ctx, seen.g, tile)) worth += 0.4 * foodNeed;
    worth += 0.3 * poolCount(placed.markers, 'event');
  }
  return worth;
}

/**
 * Where an intersection lies on paper (the trading post below the mouth), to steer by distance.
 *
 * @example
 * const [x, y] = nodePoint(seen, 12);
 */
export function nodePoint(seen: ValleySeen, node: number): [number, number] {
  const lattice = seen.ctx.catalog.lattice;
  if (node === TRADING_POST) return [0.5, -0.9];
  const x = lattice.nodeX[node]!;
  const y = lattice.nodeY[node]!;
  return [x + y / 2, (y * Math.sqrt(3)) / 2];
}

/**
 * The bot's goal when no destination in reach pays now: the trading post once it can weigh, else
 * the richest nearby tile with gold, else (none rich or near enough) the nearest incomplete
 * intersection, where exploring goes on; `null` when none is known.
 *
 * @example
 * goalOf(seen); // [3.5, 2.6]
 */
export function goalOf(seen: ValleySeen): [number, number] | null {
  if (seen.homeward) return nodePoint(seen, TRADING_POST);
  const [hx, hy] = nodePoint(seen, seen.me.node);
  let best: [number, number] | null = null;
  let bestScore = 0;
  const lattice = seen.ctx.catalog.lattice;
  for (const [tile, placed] of seen.g.board.tiles.entries()) {
    let gold = 0;
    for (const slot of placed.markers) if (slot.pool === 'river-gold' || slot.pool === 'mountain-gold') gold += slotWorth(seen, slot);
    if (gold === 0) continue;
    if (poolCount(placed.markers, 'mountain-gold') > 0 && !hasMine(seen.g, tile) && seen.tools === 0) gold *= 0.4;
    // The first corner of the tile's first face stands for the tile.
    const corner = lattice.faceCorners[3 * placed.faces[0]!]!;
    const [x, y] = nodePoint(seen, corner);
    const score = gold / (1 + Math.hypot(x - hx, y - hy));
    if (score > bestScore) {
      bestScore = score;
      best = [x, y];
    }
  }
  return bestScore >= 0.5 ? best : (frontierNear(seen, hx, hy) ?? best);
}

/** The nearest incomplete intersection on the explored land: where exploring goes on. */
function frontierNear(seen: ValleySeen, hx: number, hy: number): [number, number] | null {
  if (seen.g.explorationOver) return null;
  const index = indexOf(seen.ctx, seen.g.board);
  const corners = seen.ctx.catalog.lattice.faceCorners;
  let best: [number, number] | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const placed of seen.g.board.tiles) {
    for (const face of placed.faces) {
      for (let k = 0; k < 3; k++) {
        const node = corners[3 * face + k]!;
        if (isComplete(index, node)) continue;
        const [x, y] = nodePoint(seen, node);
        const distance = Math.hypot(x - hx, y - hy);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = [x, y];
        }
      }
    }
  }
  return best;
}

/**
 * Whether the prospector owns a piece of gear (gear never adds up, so one is enough).
 *
 * @example
 * holds(seen, 'sieve');
 */
export function holds(seen: ValleySeen, item: string): boolean {
  return owns(seen.me.inventory, item);
}

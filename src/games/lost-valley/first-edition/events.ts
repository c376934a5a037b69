import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { eventTiles } from '../gathering/events.js';
import { gainFromSupply, payToSupply } from '../gathering/gather-goods.js';
import { countOf, goodsOf, itemInfo } from '../kernel/inventory.js';
import type { LostValleyAction, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { holdsOneTimeGear, useOneTimeGear } from '../inventory/inventory-actions.js';
import { pushTasks } from '../kernel/task-queue.js';

type G = LostValleyGameState;
type PairAction = Extract<LostValleyAction, { type: 'take-event-for-two' | 'quiet-nook' }>;

/*
 * The first edition's events and goods (LV-FEA-EVENT-1 … LV-FEA-EVENT-7, LV-FEA-NOOK-1): an event
 * marker from an adjacent tile for any two raw materials (on a triangle, look at its markers in
 * secret and keep one); dried fish for four food; the quiet nook's whiskey for any two raw
 * materials.
 */

/**
 * The pairs of raw materials a prospector can give (LV-FEA-EVENT-1): every pair of the raw
 * materials it holds (two of one kind when it holds two), each pair in ascending order, the
 * pairs in ascending order.
 *
 * @example
 * rawMaterialPairs(ctx, actor); // [['food', 'timber'], ['food', 'tool'], ['timber', 'tool'], ['tool', 'tool']]
 */
export function rawMaterialPairs(ctx: RuleContext, actor: Actor): [string, string][] {
  const inventory = actor.prospector.inventory;
  const kinds = [...new Set(goodsOf(inventory).map((stack) => stack.item))].filter((item) => itemInfo(ctx, item).category === 'raw-material').sort();
  const pairs: [string, string][] = [];
  for (let i = 0; i < kinds.length; i++) {
    for (let j = i; j < kinds.length; j++) {
      if (i === j && countOf(inventory, kinds[i]!) < 2) continue;
      pairs.push([kinds[i]!, kinds[j]!]);
    }
  }
  return pairs;
}

function payPair(ctx: RuleContext, g: G, actor: Actor, pay: readonly [string, string]): G | null {
  if (!rawMaterialPairs(ctx, actor).some(([a, b]) => a === pay[0] && b === pay[1])) return null;
  const once = payToSupply(ctx, g, actor.index, pay[0], 1);
  return once && payToSupply(ctx, once, actor.index, pay[1], 1);
}

/**
 * The quiet-nook triangles touching a prospector's intersection, in `board.tiles` order
 * (LV-FEA-NOOK-1).
 *
 * @example
 * quietNooksAt(ctx, g, actor); // [6]
 */
export function quietNooksAt(ctx: RuleContext, g: G, actor: Actor): number[] {
  return tilesAround(ctx, g, actor.prospector.node).filter((i) => {
    const tile = g.board.tiles[i]!;
    return tile.kind === 'triangle' && ctx.catalog.triangles.get(tile.tile)?.name === 'quiet-nook';
  });
}

/**
 * The first edition's event, quiet-nook and dried-fish actions of a prospector, in a stable
 * order; `action` says whether the turn's action is left (dried fish is free).
 *
 * @example
 * firstEventMenu(ctx, g, actor, true);
 */
export function firstEventMenu(ctx: RuleContext, g: G, actor: Actor, action: boolean): LostValleyAction[] {
  const player = actor.seat;
  const actions: LostValleyAction[] = [];
  if (action) {
    const pairs = rawMaterialPairs(ctx, actor);
    if (pairs.length > 0) {
      for (const tile of eventTiles(ctx, g, actor)) for (const pay of pairs) actions.push({ type: 'take-event-for-two', player, tile, pay });
      if ((g.supply['whiskey'] ?? 0) > 0) for (const tile of quietNooksAt(ctx, g, actor)) for (const pay of pairs) actions.push({ type: 'quiet-nook', player, tile, pay });
    }
  }
  if (holdsOneTimeGear(ctx, actor.prospector.inventory, 'dried-fish')) actions.push({ type: 'eat-dried-fish', player });
  return actions;
}

/**
 * Applies `take-event-for-two` (LV-FEA-EVENT-1, LV-FEA-EVENT-2): the two raw materials go to the
 * supply; on a triangle the seat looks at every event marker there in secret and keeps one (a
 * `choose` task), the others stay face down, known to it; on a diamond it takes the marker (the
 * lowest id when several lie there), looking at it as it takes it. A whiskey so taken may be
 * drunk at once (Radim's example, LV-FEA-EVENT-8).
 *
 * @example
 * applyEventForTwo(ctx, g, actor, { type: 'take-event-for-two', player: 0, tile: 3, pay: ['food', 'timber'] }, events);
 */
export function applyEventForTwo(ctx: RuleContext, g: G, actor: Actor, action: Extract<PairAction, { type: 'take-event-for-two' }>, events: LostValleyEvent[]): G {
  const paid = payPair(ctx, g, actor, action.pay);
  if (!paid) return g;
  const tile = paid.board.tiles[action.tile]!;
  const ids = tile.markers.filter((slot) => slot.pool === 'event').map((slot) => slot.id);
  events.push({ type: 'event-taken-for-two', player: actor.seat, prospector: actor.index, tile: action.tile, paid: [...action.pay], markers: ids.length });
  const look = (id: number): Task[] => (tile.markers.find((slot) => slot.id === id)?.seenBy.includes(actor.seat) ? [] : [{ task: 'reveal', marker: id, to: [actor.seat], faceUp: false }]);
  if (tile.kind === 'triangle' && ids.length > 1) {
    return pushTasks(paid, [...ids.flatMap(look), { task: 'choose', seat: actor.seat, prospector: actor.index, purpose: 'event', candidates: ids, keep: 1 }]);
  }
  const first = Math.min(...ids);
  return pushTasks(paid, [...look(first), { task: 'take', prospector: actor.index, marker: first }]);
}

/**
 * Applies `quiet-nook` (LV-FEA-NOOK-1): two raw materials to the supply, a whiskey from the
 * supply into the gear area.
 *
 * @example
 * applyQuietNook(ctx, g, actor, { type: 'quiet-nook', player: 0, tile: 6, pay: ['food', 'tool'] }, events);
 */
export function applyQuietNook(ctx: RuleContext, g: G, actor: Actor, action: Extract<PairAction, { type: 'quiet-nook' }>, events: LostValleyEvent[]): G {
  const paid = payPair(ctx, g, actor, action.pay);
  if (!paid) return g;
  const { g: next, got } = gainFromSupply(ctx, paid, actor.index, 'whiskey', 1);
  events.push({ type: 'quiet-nook-used', player: actor.seat, prospector: actor.index, tile: action.tile, paid: [...action.pay], whiskey: got });
  return next;
}

/**
 * Applies `eat-dried-fish` (LV-FEA-EVENT-6): the dried fish is used up (turned up and out of
 * the game) and gives four food from the supply, as many as it holds; a free action.
 *
 * @example
 * applyDriedFish(ctx, g, actor, events);
 */
export function applyDriedFish(ctx: RuleContext, g: G, actor: Actor, events: LostValleyEvent[]): G {
  // As jerky in the second edition (LV-JERKY-1): the used item goes back to the supply.
  const used = useOneTimeGear(ctx, g, actor.index, 'dried-fish', events);
  const { g: next, got } = gainFromSupply(ctx, used, actor.index, 'food', 4);
  events.push({ type: 'dried-fish-eaten', player: actor.seat, prospector: actor.index, food: got });
  return next;
}

/**
 * Words for a refused first-edition event, quiet-nook or dried-fish action, or `null` when it is
 * possible (the turn's action may still be used up).
 *
 * @example
 * explainFirstEvent(ctx, g, actor, action)?.code; // 'lost-valley/cannot-pay'
 */
export function explainFirstEvent(ctx: RuleContext, g: G, actor: Actor, action: Extract<LostValleyAction, { type: 'take-event-for-two' | 'quiet-nook' | 'eat-dried-fish' }>): RuleError | null {
  if (action.type === 'eat-dried-fish') {
    return holdsOneTimeGear(ctx, actor.prospector.inventory, 'dried-fish') ? null : ruleError('lost-valley/no-dried-fish', 'This prospector holds no dried fish.', { rule: 'LV-FEA-EVENT-6' });
  }
  const rule = action.type === 'quiet-nook' ? 'LV-FEA-NOOK-1' : 'LV-FEA-EVENT-1';
  const places = action.type === 'quiet-nook' ? quietNooksAt(ctx, g, actor) : eventTiles(ctx, g, actor);
  if (!places.includes(action.tile)) {
    const what = action.type === 'quiet-nook' ? 'the quiet nook' : 'a tile with an event marker';
    return ruleError('lost-valley/not-adjacent', `Tile ${String(action.tile)} is not ${what} touching this prospector's intersection.`, { rule, details: { tile: action.tile } });
  }
  if (!rawMaterialPairs(ctx, actor).some(([a, b]) => a === action.pay[0] && b === action.pay[1])) {
    return ruleError('lost-valley/cannot-pay', 'This costs any two raw materials the prospector holds (food, tools, timber), named in ascending order.', { rule, details: { pay: action.pay.join(',') } });
  }
  if (action.type === 'quiet-nook' && (g.supply['whiskey'] ?? 0) === 0) return ruleError('lost-valley/supply-empty', 'No whiskey is left in the supply.', { rule });
  return null;
}

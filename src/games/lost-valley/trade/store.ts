import { TRADING_POST } from '../board/lattice.js';
import { tilesAt } from '../kernel/adjacency.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { TradeState } from '../schemas/gold-schemas.js';
import { countOf, goodsOf, isOverCapacity, owns, packGoods } from '../kernel/inventory.js';
import { countsAsGold, dealValue } from '../kernel/gold-values.js';
import type { InventoryState, LostValleyGameState, MarkerSlot, Prospector } from '../schemas/game-schemas.js';
import { tradeRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * The store (LV-TRADE-1 … LV-TRADE-7): where it is, what it sells at what price, what a trade
 * costs and what has been paid. trade.ts runs the trade itself.
 */

/**
 * The stores at an intersection: the start tile's trading post (`null`) at node 0, and each
 * Trading Outpost one of whose corners it is (its tile index) (LV-TRADE-1, LV-TRADE-OUTPOST-1; in
 * the first edition a post drawn on a triangle, at all its corners, LV-FE-QA-2).
 *
 * @example
 * storesAt(ctx, g, 0); // [null]
 */
export function storesAt(ctx: RuleContext, g: G, node: number): (number | null)[] {
  if (node === TRADING_POST) return [null];
  const stores: number[] = [];
  for (const tile of tilesAt(ctx, g, node)) {
    const placed = g.board.tiles[tile]!;
    if (placed.kind === 'triangle' && ctx.catalog.triangles.get(placed.tile)?.name === 'trading-outpost') stores.push(tile);
  }
  return stores;
}

/**
 * The price of a store item in nuggets (raw materials and gear with a price in the data), or
 * `null` if the store does not sell it.
 *
 * @example
 * priceOf(ctx, 'axe'); // 3
 */
export function priceOf(ctx: RuleContext, item: string): number | null {
  const row = ctx.set.supply.find((s) => s.id === item);
  if (!row || row.price === undefined || row.category === 'work' || row.category === 'token') return null;
  return row.price.nuggets;
}

/**
 * What a gear item is worth as a payment: its price less one nugget (LV-TRADE-3); 0 for raw
 * materials and gear without a price.
 *
 * @example
 * gearPaymentValue(ctx, 'rifle'); // 3
 */
export function gearPaymentValue(ctx: RuleContext, item: string): number {
  const row = ctx.set.supply.find((s) => s.id === item);
  if (!row || (row.category !== 'permanent-gear' && row.category !== 'one-time-gear')) return 0;
  return Math.max(0, (row.price?.nuggets ?? 0) - 1);
}

/**
 * The price of the clue a store sells (LV-COMP-30).
 *
 * @example
 * cluePriceOf(ctx); // 3
 */
export function cluePriceOf(ctx: RuleContext): number {
  return ctx.set.cluePrice?.nuggets ?? 3;
}

/**
 * The clues a store has for sale: on the trading post, or on the Trading Outpost's tile.
 *
 * @example
 * cluesInStore(g, null).length; // 4 at the start
 */
export function cluesInStore(g: G, tile: number | null): MarkerSlot[] {
  const list = tile === null ? g.tradingPostMarkers : (g.board.tiles[tile]?.markers ?? []);
  return list.filter((slot) => slot.pool === 'clue');
}

/**
 * What a trade costs: the basket's prices and the clue's, one nugget less for a Haggler
 * (LV-SKILL-HAGGLER-1), never below zero.
 *
 * @example
 * tradeCost(ctx, trade, prospector); // 5
 */
export function tradeCost(ctx: RuleContext, trade: TradeState, prospector: Prospector): number {
  let cost = trade.clue ? cluePriceOf(ctx) : 0;
  for (const stack of trade.basket) cost += (priceOf(ctx, stack.item) ?? 0) * stack.count;
  if (prospector.inventory.skills.includes('haggler')) cost -= 1;
  return Math.max(0, cost);
}

/**
 * What has been paid so far in a trade (gold at its value, furs 1 or 2, gear at its price − 1).
 *
 * @example
 * tradePaid(ctx, trade, prospector); // 4
 */
export function tradePaid(ctx: RuleContext, trade: TradeState, prospector: Prospector): number {
  let paid = 0;
  for (const id of trade.paidMarkers) {
    const slot = prospector.inventory.goldBag.find((s) => s.id === id);
    if (slot) paid += dealValue(ctx, prospector, slot);
  }
  for (const stack of trade.paidItems) paid += gearPaymentValue(ctx, stack.item) * stack.count;
  return paid;
}

/**
 * The most a prospector could pay: all its gold and furs and all its gear with a value.
 *
 * @example
 * wealthOf(ctx, prospector); // 17
 */
export function wealthOf(ctx: RuleContext, prospector: Prospector): number {
  let total = 0;
  for (const slot of prospector.inventory.goldBag) if (countsAsGold(ctx, slot)) total += dealValue(ctx, prospector, slot);
  for (const stack of goodsOf(prospector.inventory)) total += gearPaymentValue(ctx, stack.item) * stack.count;
  return total;
}

/**
 * Whether a basket alone fits in an empty inventory (with the prospector's cart, if it has one):
 * the bound on what one trade may buy (LV-TRADE-8). What does not fit beside the goods already
 * held is discarded after the trade (LV-INV-5), so a full backpack can still swap goods.
 *
 * @example
 * basketFits(ctx, inventory, trade);
 */
export function basketFits(ctx: RuleContext, inventory: InventoryState, trade: TradeState): boolean {
  const goods = trade.basket.map((stack) => ({ ...stack }));
  if (owns(inventory, 'cart') && !goods.some((stack) => stack.item === 'cart')) goods.push({ item: 'cart', count: 1 });
  return !isOverCapacity(ctx, packGoods(ctx, goods, { ...inventory, hiddenGear: [] }));
}

/**
 * Why the store will not add one more of an item to this basket, or `null` if it will: not
 * sold, out of stock, a horse or boat of the prospector's colour already held (LV-TRADE-6),
 * permanent gear already held (two never add up), more than the prospector could ever pay, or
 * more than an empty inventory holds (the bound on a trade, LV-TRADE-8). `wealth` may be passed
 * when known (a menu asks for every item).
 *
 * @example
 * whyNotBuy(ctx, g, trade, prospector, 'axe'); // null
 */
export function whyNotBuy(
  ctx: RuleContext,
  g: G,
  trade: TradeState,
  prospector: Prospector,
  item: string,
  wealth: number = wealthOf(ctx, prospector),
): { key: 'not-for-sale' | 'out-of-stock#store' | 'already-owned#colour' | 'already-owned#gear' | 'cannot-afford#store' | 'basket-full'; rule: string } | null {
  const price = priceOf(ctx, item);
  if (price === null) return { key: 'not-for-sale', rule: 'LV-TRADE-1' };
  const inBasket = trade.basket.find((s) => s.item === item)?.count ?? 0;
  if ((g.supply[item] ?? 0) - inBasket <= 0) return { key: 'out-of-stock#store', rule: 'LV-TRADE-7' };
  const row = ctx.set.supply.find((s) => s.id === item)!;
  if ((row.perColour === true || row.category === 'permanent-gear') && (owns(prospector.inventory, item) || inBasket > 0)) {
    return row.perColour === true ? { key: 'already-owned#colour', rule: 'LV-TRADE-6' } : { key: 'already-owned#gear', rule: 'LV-INV-10' };
  }
  const next: TradeState = tradeRecord({ ...trade, basket: inBasket > 0 ? trade.basket.map((s) => (s.item === item ? { ...s, count: s.count + 1 } : s)) : [...trade.basket, { item, count: 1 }] });
  if (tradeCost(ctx, next, prospector) > wealth) return { key: 'cannot-afford#store', rule: 'LV-TRADE-3' };
  if (!basketFits(ctx, prospector.inventory, next)) return { key: 'basket-full', rule: 'LV-TRADE-8' };
  return null;
}

/**
 * How many of a gear item a prospector still has to pay with in this trade.
 *
 * @example
 * unpaidCount(inventory, trade, 'rifle'); // 1
 */
export function unpaidCount(inventory: InventoryState, trade: TradeState, item: string): number {
  return countOf(inventory, item) - (trade.paidItems.find((s) => s.item === item)?.count ?? 0);
}

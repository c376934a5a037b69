import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { RuleContext, Actor, TurnArea } from '../kernel/rule-context.js';
import type { TradeState } from '../schemas/gold-schemas.js';
import { goodsOf, owns } from '../kernel/inventory.js';
import { markerValue } from '../kernel/gold-values.js';
import type { LostValleyAction, LostValleyGameState, MarkerSlot, Prospector } from '../schemas/game-schemas.js';
import { basketFits, storesAt, unpaidCount } from '../trade/store.js';
import { applyTrade, exchangeBasket } from '../trade/trade.js';
import { tradeRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * Buying goods in the first edition (LV-FE-BUY-1 … LV-FE-BUY-4). It is the turn's action, not a
 * separate trade part, and it pays in nuggets: an "X" in a price is one nugget, one raw material
 * or one item. It reuses the trade's steps (`open-trade`, `trade-buy`, `trade-pay`,
 * `close-trade`, `cancel-trade`) and the store's places; the prices and payments are its own.
 */

const isGold = (slot: MarkerSlot): boolean => slot.pool === 'river-gold' || slot.pool === 'mountain-gold';

/**
 * A first-edition basket's price: `nuggets` to be paid in gold, and `x` parts each payable with a
 * nugget, a raw material or an item (LV-FE-BUY-3).
 *
 * @example
 * basketPrice(ctx, trade); // { nuggets: 4, x: 1 } for a horse
 * @internal
 */
export function basketPrice(ctx: RuleContext, trade: TradeState): { nuggets: number; x: number } {
  let nuggets = 0;
  let x = 0;
  for (const stack of trade.basket) {
    const price = ctx.set.supply.find((row) => row.id === stack.item)?.price;
    nuggets += (price?.nuggets ?? 0) * stack.count;
    x += (price?.x ?? 0) * stack.count;
  }
  return { nuggets, x };
}

/**
 * What has been handed over so far: gold in nuggets, and pieces (raw materials and items).
 *
 * @example
 * basketPaid(ctx, trade, prospector); // { gold: 3, pieces: 1 }
 * @internal
 */
export function basketPaid(ctx: RuleContext, trade: TradeState, prospector: Prospector): { gold: number; pieces: number } {
  let gold = 0;
  for (const id of trade.paidMarkers) {
    const slot = prospector.inventory.goldBag.find((s) => s.id === id);
    if (slot) gold += markerValue(ctx, slot);
  }
  return { gold, pieces: trade.paidItems.reduce((n, stack) => n + stack.count, 0) };
}

/**
 * Whether the price is covered: each piece covers one X (never more pieces than X), and gold
 * covers the rest; gold may overpay, no change is given (LV-FE-BUY-4, LV-FE-QA-8).
 *
 * @example
 * isPricePaid({ nuggets: 4, x: 1 }, { gold: 4, pieces: 1 }); // true
 * @internal
 */
export function isPricePaid(price: { nuggets: number; x: number }, paid: { gold: number; pieces: number }): boolean {
  return paid.pieces <= price.x && paid.gold + paid.pieces >= price.nuggets + price.x;
}

function goldWealth(ctx: RuleContext, p: Prospector): number {
  let total = 0;
  for (const slot of p.inventory.goldBag) if (isGold(slot)) total += markerValue(ctx, slot);
  return total;
}

function piecesHeld(p: Prospector): number {
  return goodsOf(p.inventory).reduce((n, stack) => n + stack.count, 0);
}

/**
 * Why the store will not add one more of an item to a first-edition basket, or `null`: not sold,
 * a tool away from the start tile's post (LV-FE-QA-7), out of stock, gear already owned (two
 * never add up), more than all the prospector's gold and goods could pay, or more than an empty
 * inventory holds.
 *
 * @example
 * whyNotBuyFirstEdition(ctx, g, trade, prospector, 'sieve'); // null
 * @internal
 */
export function whyNotBuyFirstEdition(ctx: RuleContext, g: G, trade: TradeState, p: Prospector, item: string): { code: `lost-valley/${string}`; why: string; rule: string } | null {
  const row = ctx.set.supply.find((s) => s.id === item);
  if (!row || row.price === undefined || row.category === 'work' || row.category === 'token') return { code: 'lost-valley/not-for-sale', why: `The store does not sell ${item}.`, rule: 'LV-FE-BUY-1' };
  if (item === 'tool' && ctx.options.feToolsOnlyAtPost && trade.tile !== null) {
    return { code: 'lost-valley/tools-only-at-post', why: "Tools are sold only at the start tile's trading post.", rule: 'LV-FE-QA-7' };
  }
  const inBasket = trade.basket.find((s) => s.item === item)?.count ?? 0;
  if ((g.supply[item] ?? 0) - inBasket <= 0) return { code: 'lost-valley/out-of-stock', why: `The store has no ${item} left.`, rule: 'LV-FE-BUY-1' };
  // LV-FE-QA-3: two identical items do not add up, so no second one is sold.
  if (row.category === 'permanent-gear' && (owns(p.inventory, item) || inBasket > 0)) return { code: 'lost-valley/already-owned', why: `The prospector already has a ${item}: two identical gear items never add up.`, rule: 'LV-INV-10' };
  const next: TradeState = tradeRecord({ ...trade, basket: inBasket > 0 ? trade.basket.map((s) => (s.item === item ? { ...s, count: s.count + 1 } : s)) : [...trade.basket, { item, count: 1 }] });
  const price = basketPrice(ctx, next);
  if (price.nuggets + price.x > goldWealth(ctx, p) + Math.min(price.x, piecesHeld(p))) {
    return { code: 'lost-valley/cannot-afford', why: 'The prospector cannot pay that much with all its gold (and goods for the X parts).', rule: 'LV-FE-BUY-3' };
  }
  if (!basketFits(ctx, p.inventory, next)) return { code: 'lost-valley/basket-full', why: 'One purchase buys no more than an empty inventory could hold.', rule: 'LV-FE-BUY-1' };
  return null;
}

function canBuyAnything(ctx: RuleContext, g: G, p: Prospector, tile: number | null): boolean {
  const empty: TradeState = { tile, basket: [], clue: false, paidMarkers: [], paidItems: [] };
  return ctx.set.supply.some((row) => row.price !== undefined && whyNotBuyFirstEdition(ctx, g, empty, p, row.id) === null);
}

function menu(ctx: RuleContext, g: G, actor: Actor, actionsLeft: number): LostValleyAction[] {
  const player = actor.seat;
  const p = actor.prospector;
  const trade = g.trade;
  if (trade === null) {
    if (actionsLeft === 0) return [];
    return storesAt(ctx, g, p.node)
      .filter((tile) => canBuyAnything(ctx, g, p, tile))
      .map((tile): LostValleyAction => ({ type: 'open-trade', player, tile }));
  }
  const actions: LostValleyAction[] = [];
  const paying = trade.paidMarkers.length > 0 || trade.paidItems.length > 0;
  if (!paying) {
    for (const row of ctx.set.supply) if (row.price !== undefined && whyNotBuyFirstEdition(ctx, g, trade, p, row.id) === null) actions.push({ type: 'trade-buy', player, item: row.id });
  }
  if (trade.basket.length > 0) {
    const price = basketPrice(ctx, trade);
    const paid = basketPaid(ctx, trade, p);
    const covered = isPricePaid(price, paid);
    if (!covered) {
      for (const slot of p.inventory.goldBag) if (isGold(slot) && !trade.paidMarkers.includes(slot.id)) actions.push({ type: 'trade-pay', player, payment: { marker: slot.id } });
      if (paid.pieces < price.x) {
        for (const stack of goodsOf(p.inventory).sort((a, b) => (a.item < b.item ? -1 : a.item > b.item ? 1 : 0))) {
          if (unpaidCount(p.inventory, trade, stack.item) > 0) actions.push({ type: 'trade-pay', player, payment: { item: stack.item } });
        }
      }
    } else actions.push({ type: 'close-trade', player });
  }
  actions.push({ type: 'cancel-trade', player });
  return actions;
}

function close(ctx: RuleContext, start: G, trade: TradeState, actor: Actor, events: LostValleyEvent[]): G {
  const g = exchangeBasket(ctx, start, trade, actor, events);
  const price = basketPrice(ctx, trade);
  const paid = basketPaid(ctx, trade, actor.prospector);
  events.push({ type: 'trade-closed', player: actor.seat, prospector: actor.index, bought: trade.basket, clue: false, cost: price.nuggets + price.x, paid: paid.gold + paid.pieces });
  return g;
}

/**
 * Why a first-edition buying step is refused, or `null` if it is legal.
 *
 * @example
 * explainFirstEditionBuy(ctx, g, { type: 'open-trade', player: 0, tile: null }, actor)?.rule; // 'LV-FE-BUY-2'
 * @internal
 */
export function explainFirstEditionBuy(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null {
  const p = actor.prospector;
  const trade = g.trade;
  if (action.type === 'open-trade') {
    if (trade) return ruleError('lost-valley/trade-open', 'A purchase is already open: close or cancel it first.', { rule: 'LV-FE-BUY-1' });
    if (!storesAt(ctx, g, p.node).includes(action.tile)) {
      return ruleError('lost-valley/no-trading-post', "First edition: goods are bought only at a trading post: the start tile's, or one drawn on a triangle (at any of its corners).", { rule: 'LV-FE-BUY-2', details: { tile: action.tile, node: p.node } });
    }
    if (!canBuyAnything(ctx, g, p, action.tile)) return ruleError('lost-valley/cannot-afford', 'The prospector cannot afford anything the store has.', { rule: 'LV-FE-BUY-3' });
    return null;
  }
  if (!trade) return ruleError('lost-valley/no-trade', 'No purchase is open: open one at a trading post first (the turn\'s action).', { rule: 'LV-FE-BUY-1' });
  const price = basketPrice(ctx, trade);
  const paid = basketPaid(ctx, trade, p);
  switch (action.type) {
    case 'trade-clue':
      return ruleError('lost-valley/not-in-edition', 'The first edition has no treasure clues.', { rule: 'LV-FE-BUY-1' });
    case 'trade-buy': {
      const why = whyNotBuyFirstEdition(ctx, g, trade, p, action.item);
      if (why) return ruleError(why.code, why.why, { rule: why.rule, details: { item: action.item } });
      if (trade.paidMarkers.length > 0 || trade.paidItems.length > 0) return ruleError('lost-valley/paying', 'Payment has begun: the basket is closed. Cancel the purchase to change it.', { rule: 'LV-FE-BUY-1' });
      return null;
    }
    case 'trade-pay': {
      const payment = action.payment;
      if (trade.basket.length === 0) return ruleError('lost-valley/empty-basket', 'Nothing has been bought yet: add goods before paying.', { rule: 'LV-FE-BUY-1' });
      if (isPricePaid(price, paid)) return ruleError('lost-valley/no-change', `The price is paid already: the store gives no change, so nothing more is taken.`, { rule: 'LV-FE-BUY-4', details: { ...price, ...paid } });
      if ('marker' in payment) {
        const slot = p.inventory.goldBag.find((s) => s.id === payment.marker);
        if (!slot || !isGold(slot) || trade.paidMarkers.includes(payment.marker)) return ruleError('lost-valley/not-a-payment', 'Goods are paid with gold nuggets from the gold bag (each marker once).', { rule: 'LV-FE-BUY-3', details: { marker: payment.marker } });
        return null;
      }
      if (paid.pieces >= price.x) return ruleError('lost-valley/not-a-payment', `Only an "X" in a price may be paid with a raw material or an item, and the X parts (${price.x}) are paid.`, { rule: 'LV-FE-BUY-3', details: { item: payment.item } });
      if (unpaidCount(p.inventory, trade, payment.item) <= 0) return ruleError('lost-valley/not-held', `The prospector has no ${payment.item} left to pay with.`, { rule: 'LV-FE-BUY-3', details: { item: payment.item } });
      return null;
    }
    case 'close-trade':
      if (trade.basket.length === 0) return ruleError('lost-valley/empty-basket', 'Nothing has been bought: cancel the purchase instead.', { rule: 'LV-FE-BUY-1' });
      if (!isPricePaid(price, paid)) return ruleError('lost-valley/underpaid', `The goods cost ${price.nuggets} nuggets and ${price.x} X; not all of it is paid.`, { rule: 'LV-FE-BUY-3', details: { ...price, ...paid } });
      return null;
    default:
      return null;
  }
}

/**
 * First-edition buying as the turn's action (LV-FE-BUY-1): `open-trade` costs the action; the
 * steps inside are free; while a purchase is open the menu offers only its steps.
 *
 * @example
 * firstEditionBuyArea.menu(ctx, g, actor, left);
 * @internal
 */
export const firstEditionBuyArea: TurnArea = {
  costs: { 'open-trade': 'action', 'trade-buy': 'free', 'trade-clue': 'free', 'trade-pay': 'free', 'close-trade': 'free', 'cancel-trade': 'free' },
  busy: (g) => g.trade !== null,
  busyRefusal: () => ruleError('lost-valley/trade-open', 'A purchase is open: buy, pay, close or cancel it first (nothing interrupts it).', { rule: 'LV-FE-BUY-1' }),
  menu: (ctx, g, actor, left) => menu(ctx, g, actor, left.action),
  apply: (ctx, g, action, actor, events) => (action.type === 'close-trade' && g.trade ? close(ctx, g, g.trade, actor, events) : applyTrade(ctx, g, action, actor, events)),
  explain: (ctx, g, action, actor) => explainFirstEditionBuy(ctx, g, action, actor),
};


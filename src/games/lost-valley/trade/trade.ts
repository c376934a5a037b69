import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { cluesAreNuggets, notInVariant } from '../kernel/switches.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import type { TradeState } from '../schemas/gold-schemas.js';
import { addItem, goodsOf, removeItem } from '../kernel/inventory.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import { countsAsGold } from '../kernel/gold-values.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { cluePriceOf, cluesInStore, gearPaymentValue, storesAt, tradeCost, tradePaid, unpaidCount, wealthOf, whyNotBuy } from './store.js';
import { revealAndTake } from '../kernel/marker-tasks.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withField, withFields, withProspector } from '../kernel/state-copy.js';
import { tradeRecord, withCount } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * A trade at a store (LV-TRADE-1 … LV-TRADE-8) as a short sequence of decisions, so that every
 * legal trade can be listed step by step: `open-trade` (the turn's trade part), then any number
 * of `trade-buy` (one item) and at most one `trade-clue`, then `trade-pay` piece by piece (a gold
 * or fur marker, or a gear item at its price − 1) while the price is not covered (no change: the
 * last piece may overpay, nothing more is taken), and at least one gold or fur; `close-trade`
 * hands the goods over, `cancel-trade` gives everything back (the part stays used). While the
 * trade is open the menu offers only its steps.
 */

const noTrade = (): RuleError => refusal('no-trade', { rule: 'LV-TRADE-1' });

function goldOrFurPaid(trade: TradeState): boolean {
  return trade.paidMarkers.length > 0;
}

/**
 * The trade steps (while a trade is open) or the trades that can be opened here.
 *
 * @example
 * tradeMenu(ctx, g, actor, 1);
 */
export function tradeMenu(ctx: RuleContext, g: G, actor: Actor, tradesLeft: number): LostValleyAction[] {
  const player = actor.seat;
  const p = actor.prospector;
  const trade = g.trade;
  if (trade === null) {
    if (tradesLeft === 0 || !p.inventory.goldBag.some((slot) => countsAsGold(ctx, slot))) return [];
    return storesAt(ctx, g, p.node).map((tile): LostValleyAction => ({ type: 'open-trade', player, tile }));
  }
  const actions: LostValleyAction[] = [];
  const paying = trade.paidMarkers.length > 0 || trade.paidItems.length > 0;
  if (!paying) {
    const wealth = wealthOf(ctx, p);
    for (const row of ctx.set.supply) {
      if (row.price !== undefined && whyNotBuy(ctx, g, trade, p, row.id, wealth) === null) actions.push({ type: 'trade-buy', player, item: row.id });
    }
    if (!trade.clue && cluesInStore(g, trade.tile).length > 0 && tradeCost(ctx, { ...trade, clue: true }, p) <= wealth) actions.push({ type: 'trade-clue', player });
  }
  const buying = trade.basket.length > 0 || trade.clue;
  if (buying) {
    const cost = tradeCost(ctx, trade, p);
    const paid = tradePaid(ctx, trade, p);
    const metal = goldOrFurPaid(trade);
    if (paid < cost || !metal) {
      for (const slot of p.inventory.goldBag) if (countsAsGold(ctx, slot) && !trade.paidMarkers.includes(slot.id)) actions.push({ type: 'trade-pay', player, payment: { marker: slot.id } });
    }
    if (paid < cost) {
      for (const stack of goodsOf(p.inventory).sort((a, b) => (a.item < b.item ? -1 : a.item > b.item ? 1 : 0))) {
        if (gearPaymentValue(ctx, stack.item) > 0 && unpaidCount(p.inventory, trade, stack.item) > 0) actions.push({ type: 'trade-pay', player, payment: { item: stack.item } });
      }
    }
    if (metal && paid >= cost) actions.push({ type: 'close-trade', player });
  }
  actions.push({ type: 'cancel-trade', player });
  return actions;
}

/**
 * Applies a trade step.
 *
 * @example
 * applyTrade(ctx, g, { type: 'trade-buy', player: 0, item: 'food' }, actor, events);
 */
export function applyTrade(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor, events: LostValleyEvent[]): G {
  const trade = g.trade;
  switch (action.type) {
    case 'open-trade':
      events.push({ type: 'trade-opened', player: actor.seat, prospector: actor.index, store: action.tile });
      return withFields(g, { trade: { tile: action.tile, basket: [], clue: false, paidMarkers: [], paidItems: [] } });
    case 'trade-buy': {
      if (!trade) return g;
      const has = trade.basket.some((s) => s.item === action.item);
      const basket = has ? trade.basket.map((s) => (s.item === action.item ? { ...s, count: s.count + 1 } : s)) : [...trade.basket, { item: action.item, count: 1 }];
      return withFields(g, { trade: tradeRecord({ ...trade, basket }) });
    }
    case 'trade-clue':
      return trade ? withFields(g, { trade: tradeRecord({ ...trade, clue: true }) }) : g;
    case 'trade-pay': {
      if (!trade) return g;
      const payment = action.payment;
      if ('marker' in payment) return withFields(g, { trade: tradeRecord({ ...trade, paidMarkers: [...trade.paidMarkers, payment.marker] }) });
      const has = trade.paidItems.some((s) => s.item === payment.item);
      const paidItems = has ? trade.paidItems.map((s) => (s.item === payment.item ? { ...s, count: s.count + 1 } : s)) : [...trade.paidItems, { item: payment.item, count: 1 }];
      return withFields(g, { trade: tradeRecord({ ...trade, paidItems }) });
    }
    case 'cancel-trade':
      events.push({ type: 'trade-cancelled', player: actor.seat, prospector: actor.index });
      return withFields(g, { trade: null });
    case 'close-trade':
      return trade ? closeTrade(ctx, g, trade, actor, events) : g;
    default:
      return g;
  }
}

/**
 * The exchange that closes a trade, in both editions: the items paid go back to the supply, the
 * basket goes into the inventory, and the gold and furs paid leave the game face up (seen by all).
 *
 * @example
 * const g2 = exchangeBasket(ctx, g, g.trade!, actor, events);
 */
export function exchangeBasket(ctx: RuleContext, start: G, trade: TradeState, actor: Actor, events: LostValleyEvent[]): G {
  let g: G = withField(start, 'trade', null);
  const supply = withCount(g.supply);
  let inventory = actor.prospector.inventory;
  for (const stack of trade.paidItems) {
    inventory = removeItem(ctx, inventory, stack.item, stack.count) ?? inventory;
    supply[stack.item] = (supply[stack.item] ?? 0) + stack.count;
  }
  for (const stack of trade.basket) {
    inventory = addItem(ctx, inventory, stack.item, stack.count);
    supply[stack.item] = (supply[stack.item] ?? 0) - stack.count;
  }
  g = withProspector(withFields(g, { supply }), actor.index, { ...actor.prospector, inventory });
  for (const id of trade.paidMarkers) {
    // Gold and furs handed over leave the game, face up.
    const lifted = liftMarker(g, id);
    if (!lifted.slot) continue;
    events.push({ type: 'marker-seen', marker: id, pool: lifted.slot.pool, identity: lifted.slot.identity, by: 'all' });
    g = dropMarker(lifted.g, { ...lifted.slot, faceUp: true }, { kind: 'spent' });
  }
  return g;
}

function closeTrade(ctx: RuleContext, start: G, trade: TradeState, actor: Actor, events: LostValleyEvent[]): G {
  const g = exchangeBasket(ctx, start, trade, actor, events);
  events.push({
    type: 'trade-closed',
    player: actor.seat,
    prospector: actor.index,
    bought: trade.basket,
    clue: trade.clue,
    cost: tradeCost(ctx, trade, actor.prospector),
    paid: tradePaid(ctx, trade, actor.prospector),
  });
  const clue = trade.clue ? cluesInStore(g, trade.tile)[0] : undefined;
  return clue ? pushTasks(g, revealAndTake(g, actor.index, clue.id)) : g;
}

/**
 * Why a trade step is refused: no trade open or one already open, no store here, a second clue
 * (LV-TRADE-2), too little paid (LV-TRADE-3), change demanded (LV-TRADE-4), no gold or fur
 * (LV-TRADE-5), goods the store will not sell.
 *
 * @example
 * explainTrade(ctx, g, { type: 'trade-clue', player: 0 }, actor)?.code; // 'lost-valley/one-clue'
 */
export function explainTrade(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null {
  const p = actor.prospector;
  const trade = g.trade;
  if (action.type === 'open-trade') {
    if (trade) return refusal('trade-open#trade', { rule: 'LV-TRADE-1' });
    if (!storesAt(ctx, g, p.node).includes(action.tile)) {
      return refusal('no-store', { rule: 'LV-TRADE-1', details: { tile: action.tile } });
    }
    if (!p.inventory.goldBag.some((slot) => countsAsGold(ctx, slot))) return refusal('gold-or-fur#open', { rule: 'LV-TRADE-5' });
    return null;
  }
  if (!trade) return noTrade();
  const cost = tradeCost(ctx, trade, p);
  const paid = tradePaid(ctx, trade, p);
  switch (action.type) {
    case 'trade-clue':
      if (cluesAreNuggets(ctx)) return notInVariant('Treasure clues for sale', 'LV-CLASSIC-2');
      if (trade.clue) return refusal('one-clue', { rule: 'LV-TRADE-2' });
      if (cluesInStore(g, trade.tile).length === 0) return refusal('out-of-stock#clue', { rule: 'LV-TRADE-2' });
      if (cost + cluePriceOf(ctx) > wealthOf(ctx, p)) return refusal('cannot-afford#clue', { rule: 'LV-TRADE-3' });
      return paidAlready(trade);
    case 'trade-buy': {
      const why = whyNotBuy(ctx, g, trade, p, action.item);
      if (why) return refusal(why.key, { rule: why.rule, details: { item: action.item } }, { item: action.item });
      return paidAlready(trade);
    }
    case 'trade-pay': {
      const payment = action.payment;
      if (trade.basket.length === 0 && !trade.clue) return refusal('empty-basket#pay', { rule: 'LV-TRADE-1' });
      if ('marker' in payment) {
        const slot = p.inventory.goldBag.find((s) => s.id === payment.marker);
        if (!slot || !countsAsGold(ctx, slot) || trade.paidMarkers.includes(payment.marker)) {
          return refusal('not-a-payment#marker', { rule: 'LV-TRADE-3', details: { marker: payment.marker } });
        }
        if (paid >= cost && goldOrFurPaid(trade)) return noChange(cost, paid);
        return null;
      }
      if (gearPaymentValue(ctx, payment.item) === 0) return refusal('not-a-payment#gear', { rule: 'LV-TRADE-3', details: { item: payment.item } }, { item: payment.item });
      if (unpaidCount(p.inventory, trade, payment.item) <= 0) return refusal('not-held', { rule: 'LV-TRADE-3', details: { item: payment.item } }, { item: payment.item });
      if (paid >= cost) return noChange(cost, paid);
      return null;
    }
    case 'close-trade':
      if (trade.basket.length === 0 && !trade.clue) return refusal('empty-basket#close', { rule: 'LV-TRADE-1' });
      if (paid < cost) return refusal('underpaid', { rule: 'LV-TRADE-3', details: { cost, paid } }, { cost, paid });
      if (!goldOrFurPaid(trade)) return refusal('gold-or-fur#close', { rule: 'LV-TRADE-5' });
      return null;
    default:
      return null;
  }
}

function paidAlready(trade: TradeState): RuleError | null {
  if (trade.paidMarkers.length > 0 || trade.paidItems.length > 0) return refusal('paying', { rule: 'LV-TRADE-1' });
  return null;
}

function noChange(cost: number, paid: number): RuleError {
  return refusal('no-change', { rule: 'LV-TRADE-4', details: { cost, paid } }, { cost, paid });
}

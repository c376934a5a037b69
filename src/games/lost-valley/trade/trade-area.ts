import { refusal } from '../kernel/refusal.js';
import type { TurnArea } from '../kernel/rule-context.js';
import { applyBlackMarket, blackMarketMenu, explainBlackMarket } from './black-market.js';
import { applyTrade, explainTrade, tradeMenu } from './trade.js';

/**
 * Trade's share of the turn menu (LV-TRADE-1 … LV-TRADE-8): a store trade or the Black
 * Market, the turn's trade; the steps of an open trade are free, and while a trade is open
 * nothing else interrupts it.
 *
 * @example
 * tradeArea.menu(ctx, g, actor, left);
 */
export const tradeArea: TurnArea = {
  costs: {
    'open-trade': 'trade',
    'black-market': 'trade',
    'trade-buy': 'free',
    'trade-clue': 'free',
    'trade-pay': 'free',
    'close-trade': 'free',
    'cancel-trade': 'free',
  },
  busy: (g) => g.trade !== null,
  busyRefusal: () => refusal('trade-open#trade-area', { rule: 'LV-TRADE-1' }),
  menu: (ctx, g, actor, left) => {
    if (g.trade !== null) return tradeMenu(ctx, g, actor, left.trade);
    if (left.trade === 0) return [];
    return [...tradeMenu(ctx, g, actor, left.trade), ...blackMarketMenu(ctx, g, actor, left.trade)];
  },
  apply: (ctx, g, action, actor, events) => (action.type === 'black-market' ? applyBlackMarket(ctx, g, action, actor, events) : applyTrade(ctx, g, action, actor, events)),
  explain: (ctx, g, action, actor) => (action.type === 'black-market' ? explainBlackMarket(ctx, g, action, actor) : explainTrade(ctx, g, action, actor)),
};

import type { GameEvent } from '../../../core/actions.js';
import { ruleError } from '../../../core/errors.js';
import { applyBlackMarket, blackMarketMenu, explainBlackMarket } from '../trade/black-market.js';
import { applyMiner, explainMiner, minerMenu } from './miner.js';
import { applyMountainGold, explainMountainGold, mountainGoldMenu } from './mountain-gold.js';
import { applyRiverGold, explainRiverGold, riverGoldMenu } from './river-gold.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';
import { applyTrade, explainTrade, tradeMenu } from '../trade/trade.js';
import { applyTreasure, explainTreasure, treasureMenu } from './treasure.js';
import type { TaskHandler, TurnArea } from '../kernel/turn-area.js';
import { applyWeigh, explainWeigh, showGold, weighMenu } from '../weighing/weighing.js';

/*
 * Gold, treasure, trade and weighing: river gold (river-gold.ts), mountain gold and the claim
 * fee (mountain-gold.ts, claim-fee.ts), the Miner (miner.ts), treasures (treasure.ts), the store
 * (store.ts, trade.ts), the Black Market (black-market.ts) and weighing (weighing.ts).
 */

/**
 * Gold's share of the turn menu (river and mountain gold, the Miner, treasure, weighing: the
 * action; a store trade or the Black Market: the trade; the steps of an open trade: free).
 *
 * @example
 * goldArea.menu(ctx, g, actor, left);
 */
export const goldArea: TurnArea = {
  costs: {
    'river-gold': 'action',
    'mountain-gold': 'action',
    miner: 'action',
    'dig-treasure': 'action',
    weigh: 'action',
    'open-trade': 'trade',
    'black-market': 'trade',
    'trade-buy': 'free',
    'trade-clue': 'free',
    'trade-pay': 'free',
    'close-trade': 'free',
    'cancel-trade': 'free',
  },
  busy: (g) => g.trade !== null,
  menu: (ctx, g, actor, left) => {
    if (g.trade !== null) return tradeMenu(ctx, g, actor, left.trade);
    // LV-FEA-GOLD-1 … LV-FEA-GOLD-5: the first edition digs river and mountain gold as written there (no claims or skills to change it).
    if (ctx.options.edition === 'first') return left.action > 0 ? [...riverGoldMenu(ctx, g, actor), ...mountainGoldMenu(ctx, g, actor)] : [];
    const actions: LostValleyAction[] = [];
    if (left.action > 0) {
      actions.push(...riverGoldMenu(ctx, g, actor), ...mountainGoldMenu(ctx, g, actor), ...minerMenu(ctx, g, actor), ...treasureMenu(ctx, g, actor), ...weighMenu(ctx, actor));
    }
    if (left.trade > 0) actions.push(...tradeMenu(ctx, g, actor, left.trade), ...blackMarketMenu(ctx, g, actor, left.trade));
    return actions;
  },
  apply: (ctx, g, action, actor, events) => {
    switch (action.type) {
      case 'river-gold':
        return applyRiverGold(ctx, g, action, actor, events);
      case 'mountain-gold':
        return applyMountainGold(ctx, g, action, actor, events);
      case 'miner':
        return applyMiner(ctx, g, action, actor, events);
      case 'dig-treasure':
        return applyTreasure(ctx, g, actor, events);
      case 'weigh':
        return applyWeigh(ctx, g, actor, events);
      case 'black-market':
        return applyBlackMarket(ctx, g, action, actor, events);
      default:
        return applyTrade(ctx, g, action, actor, events);
    }
  },
  explain: (ctx, g, action, actor) => {
    if (g.trade !== null && goldArea.costs[action.type] !== 'free') {
      return ruleError('lost-valley/trade-open', 'A trade is open: buy, pay, close or cancel it first (nothing interrupts a trade).', { rule: 'LV-TRADE-1' });
    }
    switch (action.type) {
      case 'river-gold':
        return explainRiverGold(ctx, g, action, actor);
      case 'mountain-gold':
        return explainMountainGold(ctx, g, action, actor);
      case 'miner':
        return explainMiner(ctx, g, action, actor);
      case 'dig-treasure':
        return explainTreasure(ctx, g, actor);
      case 'weigh':
        return explainWeigh(ctx, g, actor);
      case 'black-market':
        return explainBlackMarket(ctx, g, action, actor);
      default:
        return explainTrade(ctx, g, action, actor);
    }
  },
};

/**
 * Gold's task handlers: showing gold against a weighing (LV-WEIGH-4).
 *
 * @example
 * goldTaskHandlers['show-gold'].mode(ctx, g, task);
 */
export const goldTaskHandlers: Readonly<Record<'show-gold', TaskHandler>> = {
  'show-gold': showGold,
};

function count(n: unknown, one: string, many: string): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeGoldEvent({ type: 'gold-weighed', player: 0, prospector: 0, value: 31 }); // 'Seat 0 weighs gold worth 31 nuggets.'
 */
export function describeGoldEvent(event: GameEvent): string | undefined {
  const who = `Seat ${String(event['player'])}`;
  switch (event.type) {
    case 'river-gold-dug':
      return `${who} pans for river gold: draws ${count(event['drawn'], 'marker', 'markers')}, keeps ${String(event['kept'])}.`;
    case 'mountain-gold-dug':
      return `${who} digs mountain gold at the mine on tile ${String(event['tile'])}${event['dynamite'] === 'none' ? '' : ` with dynamite (${String(event['dynamite'])})`}: draws ${count(event['drawn'], 'marker', 'markers')}, keeps ${String(event['kept'])}.`;
    case 'claim-fee-paid':
      return `${who} pays a claim fee (${event['item'] === undefined ? 'a marker' : String(event['item'])}) to prospector ${String(event['owner'])}.`;
    case 'miner-dug':
      return `${who}, a Miner, takes one river gold from the exhausted mine on tile ${String(event['tile'])}, which leaves the board.`;
    case 'treasure-dug':
      return `${who} hands in ${count(event['clues'], 'clue', 'clues')} and digs up a treasure: ${count(event['mountainGold'], 'mountain gold', 'mountain gold')}${event['riverGold'] ? ` and ${count(event['riverGold'], 'river gold', 'river gold')}` : ''}.`;
    case 'trade-opened':
      return `${who} opens a trade at ${event['store'] === null ? "the trading post" : `the Trading Outpost on tile ${String(event['store'])}`}.`;
    case 'trade-closed': {
      const bought = (event['bought'] as { item: string; count: number }[]).map((s) => `${s.count} ${s.item}`);
      if (event['clue'] === true) bought.push('a clue');
      return `${who} buys ${bought.join(', ')} for ${String(event['cost'])} nuggets (paid ${String(event['paid'])}, no change).`;
    }
    case 'trade-cancelled':
      return `${who} calls the trade off.`;
    case 'black-market-swap':
      return `${who} lays a ${event['pool'] === 'clue' ? 'clue' : 'event marker'} on the Black Market and chooses one of ${String(event['from'])}.`;
    case 'gold-weighed':
      return `${who} weighs gold worth ${String(event['value'])} nuggets at the trading post.`;
    case 'weighing-blocked':
      return `${who} shows at least ${String(event['needed'])} nuggets: the weighing fails and play goes on.`;
    default:
      return undefined;
  }
}

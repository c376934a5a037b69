import { applyMiner, explainMiner, minerMenu } from './miner.js';
import { applyMountainGold, explainMountainGold, mountainGoldMenu } from './mountain-gold.js';
import { applyRiverGold, explainRiverGold, riverGoldMenu } from './river-gold.js';
import { applyTreasure, explainTreasure, treasureMenu } from './treasure.js';
import type { TurnArea } from '../kernel/rule-context.js';

/*
 * Digging for gold (second edition): river gold (river-gold.ts), mountain gold and the claim fee
 * (mountain-gold.ts, claim-fee.ts), the Miner (miner.ts) and treasures (treasure.ts), composed
 * into the turn menu. Trading and weighing are areas of their own (trade/, weighing/).
 */

/**
 * Gold's share of the turn menu: while the action is left, river gold, mountain gold, the
 * Miner's dig and the treasure dig.
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
  },
  menu: (ctx, g, actor, left) => {
    if (left.action === 0) return [];
    return [...riverGoldMenu(ctx, g, actor), ...mountainGoldMenu(ctx, g, actor), ...minerMenu(ctx, g, actor), ...treasureMenu(ctx, g, actor)];
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
      default:
        return g;
    }
  },
  explain: (ctx, g, action, actor) => {
    switch (action.type) {
      case 'river-gold':
        return explainRiverGold(ctx, g, action, actor);
      case 'mountain-gold':
        return explainMountainGold(ctx, g, action, actor);
      case 'miner':
        return explainMiner(ctx, g, action, actor);
      case 'dig-treasure':
        return explainTreasure(ctx, g, actor);
      default:
        return null;
    }
  },
};

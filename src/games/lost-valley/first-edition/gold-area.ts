import { applyMountainGold, explainMountainGold, mountainGoldMenu } from '../gold/mountain-gold.js';
import { applyRiverGold, explainRiverGold, riverGoldMenu } from '../gold/river-gold.js';
import type { TurnArea } from '../kernel/rule-context.js';

/*
 * The first edition's gold as a turn area (LV-FEA-GOLD-1 … LV-FEA-GOLD-5): river and mountain
 * gold dug as written there; no claims, Miner, treasure or weighing change it (the rulebook's
 * three examples, LV-FEA-GOLD-7, play through these same files).
 */

/**
 * The first edition's gold share of the turn menu: river gold, then mountain gold, while the
 * action is left.
 *
 * @example
 * firstEditionGoldArea.menu(ctx, g, actor, left);
 */
export const firstEditionGoldArea: TurnArea = {
  costs: { 'river-gold': 'action', 'mountain-gold': 'action' },
  menu: (ctx, g, actor, left) => (left.action > 0 ? [...riverGoldMenu(ctx, g, actor), ...mountainGoldMenu(ctx, g, actor)] : []),
  apply: (ctx, g, action, actor, events) => {
    if (action.type === 'river-gold') return applyRiverGold(ctx, g, action, actor, events);
    if (action.type === 'mountain-gold') return applyMountainGold(ctx, g, action, actor, events);
    return g;
  },
  explain: (ctx, g, action, actor) => {
    if (action.type === 'river-gold') return explainRiverGold(ctx, g, action, actor);
    if (action.type === 'mountain-gold') return explainMountainGold(ctx, g, action, actor);
    return null;
  },
};

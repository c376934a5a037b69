import type { TurnArea } from '../kernel/rule-context.js';
import { applyWeigh, explainWeigh, weighMenu } from './weighing.js';

/**
 * Weighing's share of the turn menu (LV-WEIGH-1): weighing the gold at the trading post, the
 * turn's action. Showing gold against it is a task (weighing.ts, `showGold`).
 *
 * @example
 * weighingArea.menu(ctx, g, actor, left);
 */
export const weighingArea: TurnArea = {
  costs: { weigh: 'action' },
  menu: (ctx, _g, actor, left) => (left.action > 0 ? weighMenu(ctx, actor) : []),
  apply: (ctx, g, _action, actor, events) => applyWeigh(ctx, g, actor, events),
  explain: (ctx, g, _action, actor) => explainWeigh(ctx, g, actor),
};

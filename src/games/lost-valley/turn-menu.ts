import type { GameEvent } from '../../core/actions.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { buildArea } from './build.js';
import type { RuleContext } from './context.js';
import { gatherArea } from './gather.js';
import { goldArea } from './gold.js';
import { teamArea } from './give.js';
import { isOverCapacity } from './inventory.js';
import { moveActions } from './movement.js';
import type { LostValleyAction, LostValleyGameState } from './schemas.js';
import { currentActor, type ActionCost, type Actor, type PartsLeft, type TurnArea } from './turn-area.js';
import { turnExtras } from './turn-extras.js';

type G = LostValleyGameState;

/*
 * The turn as a menu (LV-TURN-1): movement (with exploration), one action and one trade, in any
 * order, each at most once unless whiskey, the Runner or the Trader adds one, and free actions;
 * then `end-turn` (the ice test follows). The rule areas list their actions; this file adds the
 * moves and `end-turn`, keeps the parts, and dispatches.
 */

const AREAS: readonly TurnArea[] = [turnExtras, gatherArea, buildArea, goldArea, teamArea];

function areaOf(type: LostValleyAction['type']): TurnArea | undefined {
  return AREAS.find((area) => area.costs[type] !== undefined);
}

/**
 * What an action costs of the turn (LV-TURN-1).
 *
 * @example
 * costOf('fish'); // 'action'
 */
export function costOf(type: LostValleyAction['type']): ActionCost {
  if (type === 'move') return 'movement';
  if (type === 'end-turn') return 'free';
  return areaOf(type)?.costs[type] ?? 'answer';
}

/**
 * How many of each part the prospector whose turn it is has left: one each, plus what whiskey
 * and the Runner added, plus one trade for the Trader (LV-TURN-1, LV-WHISKEY-1, LV-SKILL-TRADER-1).
 *
 * @example
 * partsLeft(g, currentActor(g)).action; // 1 at the start of a turn
 */
export function partsLeft(g: G, actor: Actor): PartsLeft {
  const t = g.turn;
  const trader = actor.prospector.inventory.skills.includes('trader') ? 1 : 0;
  return {
    movement: Math.max(0, 1 + t.extra.movements - t.movements),
    action: Math.max(0, 1 + t.extra.actions - t.actions),
    trade: Math.max(0, 1 + trader + t.extra.trades - t.trades),
  };
}

/**
 * Every legal action of the prospector whose turn it is, in a stable order: moves (while a
 * movement is left and the inventory fits, LV-INV-5), then each area's actions (discards, jerky
 * and whiskey; gathering; building; gold and trade), then `end-turn` (once the inventory fits).
 * While a trade is in progress, only its steps.
 *
 * @example
 * turnMenu(ctx, g, 0);
 */
export function turnMenu(ctx: RuleContext, g: G, player: number): LostValleyAction[] {
  const actor = currentActor(g);
  if (player !== actor.seat) return [];
  const left = partsLeft(g, actor);
  const busy = AREAS.find((area) => area.busy?.(g));
  if (busy) return busy.menu(ctx, g, actor, left);
  const fits = !isOverCapacity(ctx, actor.prospector.inventory);
  const actions: LostValleyAction[] = fits && left.movement > 0 ? moveActions(ctx, g, player) : [];
  // The first edition's actions (buying as an action, opposed hunting rolls…) come with issue 10:
  // until then its turn is the board stage's (movement, whiskey, discards).
  const areas = ctx.options.edition === 'second' ? AREAS : AREAS.slice(0, 1);
  for (const area of areas) for (const action of area.menu(ctx, g, actor, left)) actions.push(action);
  if (fits) actions.push({ type: 'end-turn', player });
  return actions;
}

/**
 * Applies a legal turn-menu action of an area and charges its part of the turn.
 *
 * @example
 * applyTurnAction(ctx, g, { type: 'fish', player: 0 }, events);
 */
export function applyTurnAction(ctx: RuleContext, g: G, action: LostValleyAction, events: GameEvent[]): G {
  const area = areaOf(action.type);
  if (!area) return g;
  const next = area.apply(ctx, g, action, currentActor(g), events);
  const cost = area.costs[action.type];
  if (cost === 'movement') return { ...next, turn: { ...next.turn, movements: next.turn.movements + 1 } };
  if (cost === 'action') return { ...next, turn: { ...next.turn, actions: next.turn.actions + 1 } };
  if (cost === 'trade') return { ...next, turn: { ...next.turn, trades: next.turn.trades + 1 } };
  return next;
}

/**
 * Words for why a turn-menu action of an area is not legal: the area's own, else why its part
 * of the turn is used up, else a generic refusal that names the turn rule.
 *
 * @example
 * explainTurnAction(ctx, g, { type: 'fish', player: 0 })?.code;
 */
export function explainTurnAction(ctx: RuleContext, g: G, action: LostValleyAction): RuleError {
  const actor = currentActor(g);
  const area = areaOf(action.type);
  const own = area?.explain?.(ctx, g, action, actor) ?? null;
  if (own) return own;
  const cost = costOf(action.type);
  if ((cost === 'movement' || cost === 'action' || cost === 'trade') && partsLeft(g, actor)[cost] === 0) {
    return ruleError('lost-valley/part-used', `This turn's ${cost} is used up: a whiskey gives one more (one whiskey a turn; two for the Drunkard).`, { rule: 'LV-TURN-1' });
  }
  return ruleError('lost-valley/not-possible', `A ${action.type} is not possible here and now.`, { rule: 'LV-TURN-1' });
}

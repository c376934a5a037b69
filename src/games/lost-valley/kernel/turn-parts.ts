import type { Actor, ActionCost, PartsLeft, RuleContext, TurnArea } from './rule-context.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * The parts of a turn (LV-TURN-1, LV-TURN-4): movement, one action and one trade, each once unless whiskey,
 * the Runner or the Trader adds one; the first edition has movement and one action only
 * (LV-FE-TURN-1). What each action costs is written on the edition's rule areas.
 */

/**
 * The edition's rule area that applies an action type, or `undefined`.
 *
 * @example
 * areaOf(ctx, 'fish')?.costs.fish; // 'action'
 * @internal
 */
export function areaOf(ctx: RuleContext, type: LostValleyAction['type']): TurnArea | undefined {
  for (const area of ctx.rules.turnAreas) if (area.costs[type] !== undefined) return area;
  return undefined;
}

/**
 * What an action costs of the turn (LV-TURN-1; in the first edition buying costs the action,
 * LV-FE-TURN-1).
 *
 * @example
 * costOf(ctx, 'fish'); // 'action'
 * @internal
 */
export function costOf(ctx: RuleContext, type: LostValleyAction['type']): ActionCost {
  if (type === 'move') return 'movement';
  if (type === 'end-turn') return 'free';
  return areaOf(ctx, type)?.costs[type] ?? 'answer';
}

/**
 * How many of each part the prospector whose turn it is has left: one each, plus what whiskey
 * and the Runner added, plus one trade for the Trader (LV-TURN-1, LV-WHISKEY-1,
 * LV-SKILL-TRADER-1); none of a part the edition's turn does not have (LV-FE-TURN-1).
 *
 * @example
 * partsLeft(ctx, g, currentActor(g)).action; // 1 at the start of a turn
 * @internal
 */
export function partsLeft(ctx: RuleContext, g: G, actor: Actor): PartsLeft {
  const t = g.turn;
  const trader = actor.prospector.inventory.skills.includes('trader') ? 1 : 0;
  return {
    movement: Math.max(0, 1 + t.extra.movements - t.movements),
    action: Math.max(0, 1 + t.extra.actions - t.actions),
    trade: ctx.rules.turnParts.includes('trade') ? Math.max(0, 1 + trader + t.extra.trades - t.trades) : 0,
  };
}

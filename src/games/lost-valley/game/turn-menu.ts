import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { jsonEqual } from '../../../core/json.js';
import { isOverCapacity } from '../kernel/inventory.js';
import type { RuleContext } from '../kernel/rule-context.js';
import { withFields, withTurn } from '../kernel/state-copy.js';
import { currentActor } from '../kernel/turn-order.js';
import { areaOf, costOf, partsLeft } from '../kernel/turn-parts.js';
import { moveActions, movesHas } from '../movement/movement.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * The turn as a menu (LV-TURN-1, LV-TURN-4): movement (with exploration), the edition's parts
 * (one action and one trade in the second edition) in any order, each at most once unless whiskey, the
 * Runner or the Trader adds one, and free actions; then `end-turn` (the ice test follows). The
 * edition's rule areas (ctx.rules.turnAreas) list their actions; this file adds the moves and
 * `end-turn`, keeps the parts, and dispatches.
 */

/**
 * Every legal action of the prospector whose turn it is, in a stable order: moves (while a
 * movement is left and the inventory fits, LV-INV-5; over capacity too where the edition's
 * discards wait for the turn's end, LV-FE-INV-5), then each area's actions (discards, jerky
 * and whiskey; gathering; building; gold, weighing and trade; gifts), then `end-turn` (once the
 * inventory fits). While a trade is in progress, only its steps.
 *
 * @example
 * turnMenu(ctx, g, 0);
 * @internal
 */
export function turnMenu(ctx: RuleContext, g: G, player: number): LostValleyAction[] {
  const actor = currentActor(g);
  if (player !== actor.seat) return [];
  const rules = ctx.rules;
  const left = partsLeft(ctx, g, actor);
  const areas = rules.turnAreas;
  const busy = areas.find((area) => area.busy?.(g));
  if (busy) return busy.menu(ctx, g, actor, left);
  const fits = !isOverCapacity(ctx, actor.prospector.inventory);
  // LV-INV-5: too much stops a movement in the second edition; LV-FE-INV-5: only the turn's end in the first.
  const mayMove = fits || rules.discardBy === 'end-of-turn';
  let actions: LostValleyAction[] = mayMove && left.movement > 0 ? moveActions(ctx, g, player) : [];
  // LV-SEAT-3: under the Czech two-player rule the seat's last prospector keeps to its own side.
  if (rules.keepMoves && actions.length > 0) actions = rules.keepMoves(ctx, g, actor, actions);
  const canMove = actions.length > 0;
  if (rules.keepActions) {
    const offered: LostValleyAction[] = [];
    for (const area of areas) for (const action of area.menu(ctx, g, actor, left)) offered.push(action);
    for (const action of rules.keepActions(ctx, g, actor, offered)) actions.push(action);
  } else {
    // The hot path of every second-edition decision: no copies, straight into the list.
    for (const area of areas) for (const action of area.menu(ctx, g, actor, left)) actions.push(action);
  }
  // LV-TURN-2: any part may be skipped, so `end-turn` is offered even before moving.
  if (fits && (rules.mayEndTurn?.(ctx, g, actor, canMove) ?? true)) actions.push({ type: 'end-turn', player });
  return actions;
}

/**
 * Whether {@link turnMenu} lists this action (`jsonEqual`), building only the part of the menu
 * that can hold its type: the move's own mode's destinations for a move, nothing for `end-turn`, else the one area that
 * applies the type (an area lists only the types it applies, `TurnArea.costs`). Editions that
 * filter the whole menu (`keepActions`, `keepMoves`, `mayEndTurn`: the first edition) build it
 * all. The match's undo check asks it in many re-drawn worlds (game/legal-action-check.ts).
 *
 * @example
 * turnMenuHas(ctx, g, { type: 'fish', player: 0 }); // true when fishing is on the menu
 * @internal
 */
export function turnMenuHas(ctx: RuleContext, g: G, action: LostValleyAction): boolean {
  const actor = currentActor(g);
  if (action.player !== actor.seat) return false;
  const listed = (actions: readonly LostValleyAction[]) => actions.some((candidate) => jsonEqual(candidate, action));
  const rules = ctx.rules;
  if (rules.keepActions || rules.keepMoves || rules.mayEndTurn) return listed(turnMenu(ctx, g, action.player));
  const left = partsLeft(ctx, g, actor);
  const busy = rules.turnAreas.find((area) => area.busy?.(g));
  if (busy) return listed(busy.menu(ctx, g, actor, left));
  const fits = !isOverCapacity(ctx, actor.prospector.inventory);
  if (action.type === 'move') return (fits || rules.discardBy === 'end-of-turn') && left.movement > 0 && movesHas(ctx, g, action);
  if (action.type === 'end-turn') return fits && listed([{ type: 'end-turn', player: action.player }]);
  const area = areaOf(ctx, action.type);
  return area !== undefined && listed(area.menu(ctx, g, actor, left));
}

/**
 * Applies a legal turn-menu action of an area and charges its part of the turn.
 *
 * @example
 * applyTurnAction(ctx, g, { type: 'fish', player: 0 }, events);
 */
export function applyTurnAction(ctx: RuleContext, g: G, action: LostValleyAction, events: LostValleyEvent[]): G {
  const area = areaOf(ctx, action.type);
  if (!area) return g;
  const next = area.apply(ctx, g, action, currentActor(g), events);
  const cost = area.costs[action.type];
  if (cost === 'movement') return withFields(next, { turn: withTurn(next.turn, { movements: next.turn.movements + 1 }) });
  if (cost === 'action') return withFields(next, { turn: withTurn(next.turn, { actions: next.turn.actions + 1 }) });
  if (cost === 'trade') return withFields(next, { turn: withTurn(next.turn, { trades: next.turn.trades + 1 }) });
  return next;
}

/**
 * Words for why a turn-menu action of an area is not legal: what the edition does not have,
 * else that an open trade comes first, else the area's own words, else why its part of the turn
 * is used up, else a generic refusal that names the turn rule.
 *
 * @example
 * explainTurnAction(ctx, g, { type: 'fish', player: 0 })?.code;
 */
export function explainTurnAction(ctx: RuleContext, g: G, action: LostValleyAction): RuleError {
  const actor = currentActor(g);
  const edition = ctx.rules.refuseTurnAction(ctx, g, action, actor);
  if (edition) return edition;
  const area = areaOf(ctx, action.type);
  // LV-TRADE-1: nothing interrupts a trade in progress but its own free steps.
  const busy = ctx.rules.turnAreas.find((candidate) => candidate.busy?.(g));
  if (busy?.busyRefusal && busy.costs[action.type] !== 'free') return busy.busyRefusal();
  const own = area?.explain?.(ctx, g, action, actor) ?? null;
  if (own) return own;
  const cost = costOf(ctx, action.type);
  if ((cost === 'movement' || cost === 'action' || cost === 'trade') && partsLeft(ctx, g, actor)[cost] === 0) {
    return refusal('part-used#turn-menu', { rule: 'LV-TURN-1' }, { cost });
  }
  return refusal('not-possible', { rule: 'LV-TURN-1' }, { type: action.type });
}

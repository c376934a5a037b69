import { ruleError, type RuleError } from '../../../core/errors.js';
import { TRADING_POST } from '../board/lattice.js';
import { isOverCapacity } from '../kernel/inventory.js';
import type { Actor, RuleContext } from '../kernel/rule-context.js';
import { costOf, partsLeft } from '../kernel/turn-parts.js';
import { currentActor } from '../kernel/turn-order.js';
import { moveActions } from '../movement/movement.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { announceArea } from './announced-end.js';
import { forbiddenSide, keepSides, riverLine, sideOfRiver } from './river-sides.js';

type G = LostValleyGameState;

/*
 * What the first edition's turn does not have and where it is narrower (LV-FE-TURN-1,
 * LV-FE-WHISKEY-1, LV-FE-QA-6, LV-SEAT-3): the hooks of its edition rules
 * (first-edition-rules.ts) that game/turn-menu.ts calls.
 */

/** Second-edition actions the first edition's menu never offers (its areas reuse the shared menus). */
export const NOT_IN_FIRST_EDITION: ReadonlySet<LostValleyAction['type']> = new Set(['weigh', 'black-market', 'dig-treasure', 'miner', 'trade-clue']);

/**
 * The first edition's limit at the start tile: there, no action but buying (Czech answer,
 * option `feOnlyBuyAtPost`, LV-FE-QA-6). Elsewhere the list stays as it is.
 *
 * @example
 * onlyBuyingAtPost(ctx, actor, [{ type: 'fish', player: 0 }]); // [] at the trading post
 * @internal
 */
export function onlyBuyingAtPost(ctx: RuleContext, actor: Actor, actions: LostValleyAction[]): LostValleyAction[] {
  if (!ctx.options.feOnlyBuyAtPost || actor.prospector.node !== TRADING_POST) return actions;
  return actions.filter((action) => action.type === 'open-trade' || costOf(ctx, action.type) !== 'action');
}

/**
 * The first edition's actions offered from its areas' menus: none of the second edition's own
 * (`NOT_IN_FIRST_EDITION`), and at the start tile only buying (LV-FE-QA-6).
 *
 * @example
 * keepFirstEditionActions(ctx, g, actor, actions);
 */
export function keepFirstEditionActions(ctx: RuleContext, _g: G, actor: Actor, actions: LostValleyAction[]): LostValleyAction[] {
  const offered: LostValleyAction[] = [];
  for (const action of actions) if (!NOT_IN_FIRST_EDITION.has(action.type)) offered.push(action);
  return onlyBuyingAtPost(ctx, actor, offered);
}

/**
 * What the first edition does not have, and its limit at the start tile (LV-FE-TURN-1,
 * LV-FE-WHISKEY-1, LV-FE-QA-6); the announcement's own words first (LV-FE-END-1).
 *
 * @example
 * refuseFirstEditionAction(ctx, g, { type: 'weigh', player: 0 }, actor)?.code; // 'lost-valley/not-in-edition'
 */
export function refuseFirstEditionAction(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null {
  if (action.type === 'announce-end') return announceArea.explain?.(ctx, g, action, actor) ?? ruleError('lost-valley/not-possible', 'The end cannot be announced now.', { rule: 'LV-FE-END-1' });
  if (action.type === 'drink-whiskey' && action.part === 'trade') {
    return ruleError('lost-valley/not-in-edition', "The first edition's whiskey gives a second movement or a second action; it has no trade part.", { rule: 'LV-FE-WHISKEY-1' });
  }
  // LV-FE-END-4: no weighing (nor clues, skills, Black Market) in the first edition.
  if (NOT_IN_FIRST_EDITION.has(action.type)) {
    return ruleError('lost-valley/not-in-edition', `The first edition has no ${action.type}: its end is announced, not weighed, and it has no clues, skills or Black Market.`, { rule: 'LV-FE-TURN-1' });
  }
  const onPost = actor.prospector.node === TRADING_POST && ctx.options.feOnlyBuyAtPost;
  if (onPost && action.type !== 'open-trade' && costOf(ctx, action.type) === 'action' && partsLeft(ctx, g, actor).action > 0) {
    return ruleError('lost-valley/only-buying-at-post', 'On the start tile no action but buying is allowed.', { rule: 'LV-FE-QA-6' });
  }
  if (costOf(ctx, action.type) === 'trade') {
    return ruleError('lost-valley/not-in-edition', 'The first edition has no trade part: buying at a trading post is the action.', { rule: 'LV-FE-TURN-1' });
  }
  return null;
}

/**
 * LV-SEAT-3: the turn may end unless the prospector stands on its partner's side while a move
 * off it is open.
 *
 * @example
 * mayEndOnThisSide(ctx, g, actor, true); // false on the partner's side
 */
export function mayEndOnThisSide(ctx: RuleContext, g: G, actor: Actor, canMove: boolean): boolean {
  const side = forbiddenSide(ctx, g, actor);
  return side === 0 || !canMove || sideOfRiver(ctx, riverLine(ctx, g), actor.prospector.node) !== side;
}

/**
 * Why a move or `end-turn` breaks the Czech two-player rule (LV-SEAT-3), or `null`.
 *
 * @example
 * explainRiverSides(ctx, g, { type: 'end-turn', player: 0 })?.code; // 'lost-valley/same-side-of-river'
 * @internal
 */
export function explainRiverSides(ctx: RuleContext, g: G, action: LostValleyAction): RuleError | null {
  const actor = currentActor(g);
  const side = forbiddenSide(ctx, g, actor);
  if (side === 0) return null;
  const line = riverLine(ctx, g);
  const rule = { rule: 'LV-SEAT-3' };
  if (action.type === 'move' && sideOfRiver(ctx, line, action.to) === side) {
    return ruleError('lost-valley/same-side-of-river', "A player may not end a round with both prospectors on one side of the river: this move ends on the partner's side.", { ...rule, path: ['to'] });
  }
  if (action.type === 'end-turn' && !isOverCapacity(ctx, actor.prospector.inventory) && partsLeft(ctx, g, actor).movement > 0) {
    const moves = keepSides(ctx, g, actor, moveActions(ctx, g, actor.seat));
    if (!mayEndOnThisSide(ctx, g, actor, moves.length > 0)) return ruleError('lost-valley/same-side-of-river', "A player may not end a round with both prospectors on one side of the river: move off the partner's side first.", rule);
  }
  return null;
}

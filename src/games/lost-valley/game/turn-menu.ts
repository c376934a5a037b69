import type { GameEvent } from '../../../core/actions.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { TRADING_POST } from '../board/lattice.js';
import { buildArea } from '../works/works-area.js';
import type { RuleContext } from '../kernel/context.js';
import { firstEditionBuyArea } from '../first-edition/buying.js';
import { announceArea } from '../first-edition/announced-end.js';
import { forbiddenSide, keepSides, riverLine, sideOfRiver } from '../first-edition/river-sides.js';
import { gatherArea } from '../gathering/gathering-area.js';
import { goldArea } from '../gold/gold-area.js';
import { teamArea } from '../team/give.js';
import { isOverCapacity } from '../kernel/inventory.js';
import { moveActions } from '../movement/movement.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { currentActor, type ActionCost, type Actor, type PartsLeft, type TurnArea } from '../kernel/turn-area.js';
import { turnExtras } from '../inventory/inventory-actions.js';
import { withFields } from '../kernel/state-copy.js';

type G = LostValleyGameState;

/*
 * The turn as a menu (LV-TURN-1): movement (with exploration), one action and one trade, in any
 * order, each at most once unless whiskey, the Runner or the Trader adds one, and free actions;
 * then `end-turn` (the ice test follows). The rule areas list their actions; this file adds the
 * moves and `end-turn`, keeps the parts, and dispatches.
 */

const AREAS: readonly TurnArea[] = [turnExtras, gatherArea, buildArea, goldArea, teamArea];

/*
 * The first edition (LV-FE-TURN-1): movement and one action, no trade part. Buying at a trading
 * post is the action (first-edition-buy.ts, ahead of gold's store so that it owns the trade's
 * steps), the end is announced (first-edition-end.ts), and there is no weighing.
 */
const FIRST_EDITION_AREAS: readonly TurnArea[] = [turnExtras, firstEditionBuyArea, announceArea, gatherArea, buildArea, goldArea];
const NOT_IN_FIRST_EDITION: ReadonlySet<LostValleyAction['type']> = new Set(['weigh', 'black-market', 'dig-treasure', 'miner', 'trade-clue']);

type Edition = RuleContext['options']['edition'];

function areasOf(edition: Edition): readonly TurnArea[] {
  return edition === 'first' ? FIRST_EDITION_AREAS : AREAS;
}

function areaOf(type: LostValleyAction['type'], edition: Edition): TurnArea | undefined {
  return areasOf(edition).find((area) => area.costs[type] !== undefined);
}

/**
 * What an action costs of the turn (LV-TURN-1; first edition LV-FE-TURN-1, where buying costs the
 * action).
 *
 * @example
 * costOf('fish'); // 'action'
 * costOf('open-trade', 'first'); // 'action'
 */
export function costOf(type: LostValleyAction['type'], edition: Edition = 'second'): ActionCost {
  if (type === 'move') return 'movement';
  if (type === 'end-turn') return 'free';
  return areaOf(type, edition)?.costs[type] ?? 'answer';
}

/**
 * How many of each part the prospector whose turn it is has left: one each, plus what whiskey
 * and the Runner added, plus one trade for the Trader (LV-TURN-1, LV-WHISKEY-1, LV-SKILL-TRADER-1).
 * The first edition has no trade part (LV-FE-TURN-1).
 *
 * @example
 * partsLeft(g, currentActor(g)).action; // 1 at the start of a turn
 */
export function partsLeft(g: G, actor: Actor, edition: Edition = 'second'): PartsLeft {
  const t = g.turn;
  const trader = actor.prospector.inventory.skills.includes('trader') ? 1 : 0;
  return {
    movement: Math.max(0, 1 + t.extra.movements - t.movements),
    action: Math.max(0, 1 + t.extra.actions - t.actions),
    trade: edition === 'first' ? 0 : Math.max(0, 1 + trader + t.extra.trades - t.trades),
  };
}

/**
 * The first edition's limit at the start tile: there, no action but buying (Czech answer,
 * option `feOnlyBuyAtPost`, LV-FE-QA-6). Other editions and places keep the list as it is.
 *
 * @example
 * onlyBuyingAtPost(ctx, actor, [{ type: 'fish', player: 0 }]); // [] at the trading post
 */
export function onlyBuyingAtPost(ctx: RuleContext, actor: Actor, actions: LostValleyAction[]): LostValleyAction[] {
  if (ctx.options.edition !== 'first' || !ctx.options.feOnlyBuyAtPost || actor.prospector.node !== TRADING_POST) return actions;
  return actions.filter((action) => action.type === 'open-trade' || costOf(action.type, 'first') !== 'action');
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
  const edition = ctx.options.edition;
  const left = partsLeft(g, actor, edition);
  const areas = areasOf(edition);
  const busy = areas.find((area) => area.busy?.(g));
  if (busy) return busy.menu(ctx, g, actor, left);
  const fits = !isOverCapacity(ctx, actor.prospector.inventory);
  // LV-SEAT-3: under the Czech two-player rule the seat's last prospector keeps to its own side.
  const actions: LostValleyAction[] = fits && left.movement > 0 ? keepSides(ctx, g, actor, moveActions(ctx, g, player)) : [];
  const canMove = actions.length > 0;
  if (edition === 'first') {
    const offered: LostValleyAction[] = [];
    for (const area of areas) for (const action of area.menu(ctx, g, actor, left)) if (!NOT_IN_FIRST_EDITION.has(action.type)) offered.push(action);
    for (const action of onlyBuyingAtPost(ctx, actor, offered)) actions.push(action);
  } else {
    // The hot path of every second-edition decision: no copies, straight into the list.
    for (const area of areas) for (const action of area.menu(ctx, g, actor, left)) actions.push(action);
  }
  if (fits && !mustLeaveSide(ctx, g, actor, canMove)) actions.push({ type: 'end-turn', player });
  return actions;
}

/** LV-SEAT-3: the turn may not end on the partner's side while a move off it is open. */
function mustLeaveSide(ctx: RuleContext, g: G, actor: Actor, canMove: boolean): boolean {
  const side = forbiddenSide(ctx, g, actor);
  return side !== 0 && canMove && sideOfRiver(ctx, riverLine(ctx, g), actor.prospector.node) === side;
}

/**
 * Why a move or `end-turn` breaks the Czech two-player rule (LV-SEAT-3), or `null`.
 *
 * @example
 * explainRiverSides(ctx, g, { type: 'end-turn', player: 0 })?.code; // 'lost-valley/same-side-of-river'
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
  if (action.type === 'end-turn' && !isOverCapacity(ctx, actor.prospector.inventory) && partsLeft(g, actor, ctx.options.edition).movement > 0) {
    const moves = keepSides(ctx, g, actor, moveActions(ctx, g, actor.seat));
    if (mustLeaveSide(ctx, g, actor, moves.length > 0)) return ruleError('lost-valley/same-side-of-river', "A player may not end a round with both prospectors on one side of the river: move off the partner's side first.", rule);
  }
  return null;
}

/**
 * Applies a legal turn-menu action of an area and charges its part of the turn.
 *
 * @example
 * applyTurnAction(ctx, g, { type: 'fish', player: 0 }, events);
 */
export function applyTurnAction(ctx: RuleContext, g: G, action: LostValleyAction, events: GameEvent[]): G {
  const area = areaOf(action.type, ctx.options.edition);
  if (!area) return g;
  const next = area.apply(ctx, g, action, currentActor(g), events);
  const cost = area.costs[action.type];
  if (cost === 'movement') return withFields(next, { turn: { ...next.turn, movements: next.turn.movements + 1 } });
  if (cost === 'action') return withFields(next, { turn: { ...next.turn, actions: next.turn.actions + 1 } });
  if (cost === 'trade') return withFields(next, { turn: { ...next.turn, trades: next.turn.trades + 1 } });
  return next;
}

/** What the first edition does not have, and its limit at the start tile (LV-FE-TURN-1, LV-FE-WHISKEY-1, LV-FE-QA-6). */
function firstEditionRefusal(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null {
  if (action.type === 'drink-whiskey' && action.part === 'trade') {
    return ruleError('lost-valley/not-in-edition', "The first edition's whiskey gives a second movement or a second action; it has no trade part.", { rule: 'LV-FE-WHISKEY-1' });
  }
  if (NOT_IN_FIRST_EDITION.has(action.type)) {
    return ruleError('lost-valley/not-in-edition', `The first edition has no ${action.type}: its end is announced, not weighed, and it has no clues, skills or Black Market.`, { rule: 'LV-FE-TURN-1' });
  }
  const onPost = actor.prospector.node === TRADING_POST && ctx.options.feOnlyBuyAtPost;
  if (onPost && action.type !== 'open-trade' && costOf(action.type, 'first') === 'action' && partsLeft(g, actor, 'first').action > 0) {
    return ruleError('lost-valley/only-buying-at-post', 'On the start tile no action but buying is allowed.', { rule: 'LV-FE-QA-6' });
  }
  if (costOf(action.type, 'first') === 'trade') {
    return ruleError('lost-valley/not-in-edition', 'The first edition has no trade part: buying at a trading post is the action.', { rule: 'LV-FE-TURN-1' });
  }
  return null;
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
  const edition = ctx.options.edition;
  if (action.type === 'announce-end') return announceArea.explain?.(ctx, g, action, actor) ?? ruleError('lost-valley/not-possible', 'The end cannot be announced now.', { rule: 'LV-FE-END-1' });
  const first = edition === 'first' ? firstEditionRefusal(ctx, g, action, actor) : null;
  if (first) return first;
  const area = areaOf(action.type, edition);
  const own = area?.explain?.(ctx, g, action, actor) ?? null;
  if (own) return own;
  const cost = costOf(action.type, edition);
  if ((cost === 'movement' || cost === 'action' || cost === 'trade') && partsLeft(g, actor, edition)[cost] === 0) {
    return ruleError('lost-valley/part-used', `This turn's ${cost} is used up: a whiskey gives one more (one whiskey a turn; two for the Drunkard).`, { rule: 'LV-TURN-1' });
  }
  return ruleError('lost-valley/not-possible', `A ${action.type} is not possible here and now.`, { rule: 'LV-TURN-1' });
}

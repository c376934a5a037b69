import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { indexOf, type RuleContext, type Actor, type TaskHandler, type TurnArea } from '../kernel/rule-context.js';
import { addItem, goodsOf, isOverCapacity, removeItem } from '../kernel/inventory.js';
import { stepsFrom } from '../movement/movement.js';
import type { LostValleyAction, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { arePartners, isTeamGame } from '../kernel/teams.js';
import { popTask, pushTasks } from '../kernel/task-queue.js';
import { withFields, withProspector, withTurn } from '../kernel/state-copy.js';
import { partsLeft } from '../kernel/turn-parts.js';
import { bridgesOf } from '../works/work-places.js';
import { withSupplyDelta } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * Giving to a partner (LV-TEAM-7 … LV-TEAM-13): the prospector whose turn it is gives raw
 * materials and gear, one item per `give`, to a partner one edge away or less, never across the
 * river unless a bridge spans that edge. Nothing comes back. The rulebook lists "Your Partner"
 * under Trading, so by default (`giftCosts: 'trade'`) the turn's first gift uses its trade and
 * every later gift that turn belongs to that trade (`turn.giving`); `giftCosts: 'free'` makes a
 * gift cost nothing (LV-TEAM-21). A partner a gift leaves over capacity discards down at once,
 * by its own seat's choice (`partner-discard`).
 */

/**
 * Whether a gift now needs a trade part that is not left: the gift reading is the trade's, no
 * gift has taken this turn's trade yet, and no trade is left (LV-TEAM-21).
 *
 * @example
 * giftNeedsTrade(ctx, g, actor); // true after a store trade, with no Trader or whiskey
 */
export function giftNeedsTrade(ctx: RuleContext, g: G, actor: Actor): boolean {
  return ctx.options.giftCosts === 'trade' && g.turn.giving !== true && partsLeft(ctx, g, actor).trade === 0;
}

/**
 * How a partner stands to a prospector: `near` (same intersection, or one edge that is land,
 * along the river or bridged), `river` (one edge the river flows through, no bridge), or `far`.
 *
 * @example
 * partnerReach(ctx, g, 0, 2); // 'near'
 * @internal
 */
export function partnerReach(ctx: RuleContext, g: G, from: number, to: number): 'near' | 'river' | 'far' {
  const a = g.prospectors[from]!.node;
  const b = g.prospectors[to]!.node;
  if (a === b) return 'near';
  const steps = stepsFrom(indexOf(ctx, g.board), a, g.explorationOver, bridgesOf(g)).filter((step) => step.to === b);
  if (steps.length === 0) return 'far';
  return steps.some((step) => step.kind !== 'crossing') ? 'near' : 'river';
}

function partnersNear(ctx: RuleContext, g: G, actor: Actor): number[] {
  if (!isTeamGame(ctx.options)) return [];
  return g.prospectors.flatMap((_, i) => (arePartners(ctx, g, actor.index, i) && partnerReach(ctx, g, actor.index, i) === 'near' ? [i] : []));
}

/**
 * The gifts the prospector whose turn it is may make: to each adjacent partner (ascending), each
 * raw material or gear item it holds (by id).
 *
 * @example
 * giveMenu(ctx, g, actor); // [{ type: 'give', player: 0, to: 2, item: 'food' }, …]
 */
export function giveMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  const partners = partnersNear(ctx, g, actor);
  if (partners.length === 0 || giftNeedsTrade(ctx, g, actor)) return [];
  const items = goodsOf(actor.prospector.inventory)
    .map((stack) => stack.item)
    .sort();
  return partners.flatMap((to) => items.map((item): LostValleyAction => ({ type: 'give', player: actor.seat, to, item })));
}

/**
 * Gives one item to a partner (LV-TEAM-8, LV-TEAM-9); the turn's first gift takes its trade
 * unless gifts are free (LV-TEAM-21); a partner left over capacity gets a `partner-discard` task
 * (LV-TEAM-11, LV-TEAM-12).
 *
 * @example
 * applyGive(ctx, g, { type: 'give', player: 0, to: 2, item: 'food' }, actor, events);
 */
export function applyGive(ctx: RuleContext, g: G, action: Extract<LostValleyAction, { type: 'give' }>, actor: Actor, events: LostValleyEvent[]): G {
  const left = removeItem(ctx, actor.prospector.inventory, action.item, 1);
  if (!left) return g;
  // LV-TEAM-21: the first gift opens the turn's trade with the partner; the rest are in it.
  const charged = ctx.options.giftCosts === 'trade' && g.turn.giving !== true ? withFields(g, { turn: withTurn(g.turn, { trades: g.turn.trades + 1, giving: true }) }) : g;
  const given = withProspector(charged, actor.index, { ...actor.prospector, inventory: left });
  const partner = given.prospectors[action.to]!;
  const inventory = addItem(ctx, partner.inventory, action.item, 1);
  events.push({ type: 'gift-given', player: actor.seat, prospector: actor.index, to: action.to, toSeat: partner.seat, item: action.item });
  const next = withProspector(given, action.to, { ...partner, inventory });
  if (!isOverCapacity(ctx, inventory)) return next;
  return pushTasks(next, [{ task: 'partner-discard', seat: partner.seat, prospector: action.to }]);
}

/**
 * Why a gift is refused: no team game or not a partner (LV-TEAM-8), too far or across the river
 * without a bridge (LV-TEAM-13), or an item the giver does not hold (LV-TEAM-10: gold, furs,
 * clues, skills, XP and miss markers are no items and can never be given).
 *
 * @example
 * explainGive(ctx, g, { type: 'give', player: 0, to: 1, item: 'food' }, actor)?.code; // 'lost-valley/not-partner'
 */
export function explainGive(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null {
  if (action.type !== 'give') return null;
  if (!isTeamGame(ctx.options) || !arePartners(ctx, g, actor.index, action.to)) {
    return refusal('not-partner', { rule: 'LV-TEAM-8', details: { to: action.to } });
  }
  const reach = partnerReach(ctx, g, actor.index, action.to);
  const holds = goodsOf(actor.prospector.inventory).some((stack) => stack.item === action.item);
  if (reach === 'near' && holds && giftNeedsTrade(ctx, g, actor)) {
    return refusal('part-used#give', { rule: 'LV-TEAM-21' });
  }
  if (reach === 'river') {
    return refusal('partner-across-river', { rule: 'LV-TEAM-13', details: { to: action.to } });
  }
  if (reach === 'far') {
    return refusal('partner-not-adjacent', { rule: 'LV-TEAM-13', details: { to: action.to } });
  }
  return refusal('not-givable', { rule: 'LV-TEAM-10', details: { item: action.item } }, { item: action.item });
}

/**
 * Giving's share of the turn: `give` is listed as free because the gift charges the trade itself,
 * once a turn, on the first gift (`applyGive`, LV-TEAM-21); the menu offers gifts only while that
 * trade is open or still to be had.
 *
 * @example
 * teamArea.costs.give; // 'free'
 */
export const teamArea: TurnArea = {
  costs: { give: 'free' },
  menu: (ctx, g, actor) => giveMenu(ctx, g, actor),
  apply: (ctx, g, action, actor, events) => (action.type === 'give' ? applyGive(ctx, g, action, actor, events) : g),
  explain: explainGive,
};

function discardChoices(_ctx: RuleContext, g: G, task: Task, player: number): LostValleyAction[] {
  if (task.task !== 'partner-discard' || player !== task.seat) return [];
  const items = goodsOf(g.prospectors[task.prospector]!.inventory).map((stack) => stack.item);
  return [...items].sort().map((item): LostValleyAction => ({ type: 'discard', player, item }));
}

/**
 * The partner's discard down to its limits after a gift (LV-TEAM-12): its seat discards one item
 * at a time until it fits; discards go back to the supply.
 *
 * @example
 * partnerDiscard.legal?.(ctx, g, { task: 'partner-discard', seat: 2, prospector: 2 }, 2);
 */
export const partnerDiscard: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'partner-discard' ? task.seat : -1),
  legal: discardChoices,
  answer: (ctx, g, task, action, events) => {
    if (task.task !== 'partner-discard' || action.type !== 'discard') return g;
    const p = g.prospectors[task.prospector]!;
    const inventory = removeItem(ctx, p.inventory, action.item, 1);
    if (!inventory) return g;
    events.push({ type: 'discarded', player: p.seat, prospector: task.prospector, item: action.item });
    const next = withProspector(withFields(g, { supply: withSupplyDelta(g.supply, action.item, 1) }), task.prospector, { ...p, inventory });
    return isOverCapacity(ctx, inventory) ? next : popTask(next);
  },
  explain: (_ctx, _g, task) => {
    if (task.task !== 'partner-discard') return null;
    return refusal('partner-discard', { rule: 'LV-TEAM-12' }, { seat: task.seat, prospector: task.prospector });
  },
};

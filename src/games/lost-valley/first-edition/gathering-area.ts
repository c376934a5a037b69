import { ruleError, type RuleError } from '../../../core/errors.js';
import { applyDriedFish, applyEventForTwo, applyQuietNook, explainFirstEvent, firstEventMenu } from './events.js';
import { fishCatch } from '../gathering/fishing.js';
import { applyOpposedHunt, explainOpposedHunt, opposedHuntAnimals } from './opposed-hunting.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { gatheringArea } from '../gathering/gathering-area.js';
import { timberCut } from '../gathering/timber.js';
import type { Actor, PartsLeft, RuleContext, TurnArea } from '../kernel/rule-context.js';

type G = LostValleyGameState;

/*
 * The first edition's gathering (LV-GATHER-2): fishing and timber as in the second edition's
 * files (the rules read the same: LV-FEA-FISH-*, LV-FEA-TIMBER-*), hunting by opposed rolls
 * (opposed-hunting.ts), events for any two raw materials, dried fish and the quiet nook
 * (events.ts). Its turn area lists the second edition's gathering actions too, so that they
 * are refused with words that name the edition.
 */

/**
 * The first edition's gathering actions, in a stable order: while the action is left, fishing,
 * cutting timber, each adjacent animal, each event tile and the quiet nook with each pair of raw
 * materials; dried fish (free) at any time of the turn.
 *
 * @example
 * firstGatherMenu(ctx, g, actor, left); // [{ type: 'fish', player: 0 }, …]
 */
export function firstGatherMenu(ctx: RuleContext, g: G, actor: Actor, left: PartsLeft): LostValleyAction[] {
  const player = actor.seat;
  const actions: LostValleyAction[] = [];
  const action = left.action > 0;
  if (action) {
    if (fishCatch(ctx, g, actor) > 0) actions.push({ type: 'fish', player });
    if (timberCut(ctx, g, actor) > 0) actions.push({ type: 'cut-timber', player });
    for (const marker of opposedHuntAnimals(ctx, g, actor)) actions.push({ type: 'hunt', player, marker });
  }
  actions.push(...firstEventMenu(ctx, g, actor, action));
  return actions;
}

/**
 * Words for a refused first-edition gathering action, or `null` when it is possible (the
 * turn's action may still be used up); the second edition's own actions are refused with
 * `lost-valley/not-in-edition`.
 *
 * @example
 * explainFirstGather(ctx, g, { type: 'take-event', player: 0, tile: 3, pay: 'food' }, actor)?.code; // 'lost-valley/not-in-edition'
 */
export function explainFirstGather(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null {
  switch (action.type) {
    case 'fish':
      return fishCatch(ctx, g, actor) > 0
        ? null
        : ruleError('lost-valley/no-fish', 'Nothing to fish with here: a rod or a fish trap needs the river or a lake at this intersection, or a fish symbol must touch it (and the supply must hold food).', { rule: 'LV-FEA-FISH-1' });
    case 'cut-timber':
      return timberCut(ctx, g, actor) > 0 ? null : ruleError('lost-valley/no-forest', 'No forest touches this intersection, or the supply holds no timber.', { rule: 'LV-FEA-TIMBER-1' });
    case 'hunt':
      return explainOpposedHunt(ctx, g, actor, action.marker);
    case 'take-event-for-two':
    case 'quiet-nook':
    case 'eat-dried-fish':
      return explainFirstEvent(ctx, g, actor, action);
    default: {
      const instead = action.type === 'take-event' ? ': an event costs any two raw materials (`take-event-for-two`)' : '';
      return ruleError('lost-valley/not-in-edition', `A ${action.type} belongs to the second edition; this game plays the first${instead}.`, { rule: 'LV-GATHER-2' });
    }
  }
}

/**
 * The first edition's gathering as a turn area (LV-GATHER-2, LV-FEA-HUNT-1): the second
 * edition's gathering costs (so that its actions are refused in the first edition's words) and
 * the first edition's own; its own menu, opposed hunting, events for two, the quiet nook and
 * dried fish.
 *
 * @example
 * firstEditionGatheringArea.menu(ctx, g, actor, left); // [{ type: 'fish', player: 0 }, …]
 */
export const firstEditionGatheringArea: TurnArea = {
  costs: {
    ...gatheringArea.costs,
    'take-event-for-two': 'action',
    'quiet-nook': 'action',
    'eat-dried-fish': 'free',
  },
  menu: firstGatherMenu,
  apply: (ctx, g, action, actor, events) => {
    switch (action.type) {
      case 'fish':
      case 'cut-timber':
        // Fishing and timber read the same in both editions (LV-FEA-FISH-1, LV-FEA-TIMBER-1).
        return gatheringArea.apply(ctx, g, action, actor, events);
      case 'hunt':
        return applyOpposedHunt(g, actor, action.marker, events);
      case 'take-event-for-two':
        return applyEventForTwo(ctx, g, actor, action, events);
      case 'quiet-nook':
        return applyQuietNook(ctx, g, actor, action, events);
      case 'eat-dried-fish':
        return applyDriedFish(ctx, g, actor, events);
      default:
        return g;
    }
  },
  explain: explainFirstGather,
};

import type { GameEvent } from '../../../core/actions.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { explainFirstEvent, firstEventMenu } from './events.js';
import { fishCatch } from '../gathering/fishing.js';
import { explainOpposedHunt, opposedHuntAnimals } from './opposed-hunting.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { timberCut } from '../gathering/timber.js';
import type { Actor, PartsLeft } from '../kernel/turn-area.js';
import type { RuleContext } from '../kernel/context.js';

type G = LostValleyGameState;

/*
 * The first edition's gathering (LV-GATHER-2): fishing and timber as in the second edition's
 * files (the rules read the same: LV-FEA-FISH-*, LV-FEA-TIMBER-*), hunting by opposed rolls
 * (hunting-opposed.ts), events for any two raw materials, dried fish and the quiet nook
 * (first-edition-events.ts). gather.ts asks these for the first edition's menu and refusals, and
 * applies each action by its type.
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
 * One plain sentence for a first-edition gathering event, for narration; `undefined` for other
 * events.
 *
 * @example
 * describeFirstGatherEvent({ type: 'dried-fish-eaten', player: 0, prospector: 0, food: 4 }); // 'Seat 0 eats dried fish: 4 food.'
 */
export function describeFirstGatherEvent(event: GameEvent): string | undefined {
  const seat = `Seat ${String(event['player'])}`;
  const paid = (): string => (Array.isArray(event['paid']) ? event['paid'].map(String).join(' and ') : '');
  switch (event.type) {
    case 'hunter-rolled':
      return `${seat} rolls ${String(event['roll'])} for the hunt.`;
    case 'animal-rolled':
      return `An opponent rolls ${String(event['animal'])} for the animal against ${String(event['hunter'])}${event['rifle'] === true ? ' (with the rifle)' : ''}: ${event['killed'] === true ? 'the hunt succeeds' : 'the animal escapes'}.`;
    case 'animal-killed':
      return `${seat} kills the ${String(event['animal'])}: ${String(event['food'])} food.`;
    case 'bear-cave-restocked':
      return `A new animal marker goes into the bear cave (tile ${String(event['tile'])}).`;
    case 'event-taken-for-two':
      return `${seat} pays ${paid()} for an event on tile ${String(event['tile'])}.`;
    case 'quiet-nook-used':
      return `${seat} pays ${paid()} at the quiet nook for ${String(event['whiskey'])} whiskey.`;
    case 'dried-fish-eaten':
      return `${seat} eats dried fish: ${String(event['food'])} food.`;
    default:
      return undefined;
  }
}

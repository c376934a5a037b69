import type { GameEvent } from '../../../core/actions.js';
import { ruleError } from '../../../core/errors.js';
import { applyLookAtEvents, applyTakeEvent, eventPayments, eventTiles, explainEvent, unseenEventTiles } from './events.js';
import { applyFish, fishCatch } from './fishing.js';
import { applyDriedFish, applyEventForTwo, applyQuietNook } from '../first-edition/events.js';
import { describeFirstGatherEvent, explainFirstGather, firstGatherMenu } from '../first-edition/gathering-area.js';
import { applyHunt, explainHunt, huntableAnimals, huntRoll } from './hunting.js';
import { animalKill, applyOpposedHunt, opposedRoll } from '../first-edition/opposed-hunting.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';
import { applyCutTimber, timberCut } from './timber.js';
import { applyTriangleAction, explainTriangleAction, triangleMenu } from './triangle-actions.js';
import type { TaskHandler, TurnArea } from '../kernel/turn-area.js';

/*
 * Gathering raw materials and the triangles' actions (second edition): fishing (fishing.ts),
 * timber (timber.ts), hunting (hunting.ts), events (events.ts) and the Whiskey Still, Lost Mine
 * and Food Spit (triangle-actions.ts). This file composes them into the turn menu. The first
 * edition's differ (LV-GATHER-2) and live in first-edition-gather.ts.
 */

/**
 * Gathering's share of the turn menu: while the action is left, fishing, cutting timber, each
 * huntable animal, each event tile with each payment held, and the triangles' actions; the
 * Adventurer's free look at adjacent events at any time of the turn.
 *
 * @example
 * gatherArea.menu(ctx, g, actor, left); // [{ type: 'fish', player: 0 }, …]
 */
export const gatherArea: TurnArea = {
  costs: {
    fish: 'action',
    'cut-timber': 'action',
    hunt: 'action',
    'take-event': 'action',
    'whiskey-still': 'action',
    'lost-mine': 'action',
    'food-spit': 'action',
    'look-at-events': 'free',
    'take-event-for-two': 'action',
    'quiet-nook': 'action',
    'eat-dried-fish': 'free',
  },
  menu: (ctx, g, actor, left) => {
    if (ctx.options.edition === 'first') return firstGatherMenu(ctx, g, actor, left);
    const player = actor.seat;
    const actions: LostValleyAction[] = [];
    if (left.action > 0) {
      if (fishCatch(ctx, g, actor) > 0) actions.push({ type: 'fish', player });
      if (timberCut(ctx, g, actor) > 0) actions.push({ type: 'cut-timber', player });
      for (const marker of huntableAnimals(ctx, g, actor)) actions.push({ type: 'hunt', player, marker });
      const pays = eventPayments(ctx, actor);
      if (pays.length > 0) for (const tile of eventTiles(ctx, g, actor)) for (const pay of pays) actions.push({ type: 'take-event', player, tile, pay });
      for (const action of triangleMenu(ctx, g, actor)) actions.push(action);
    }
    if (ctx.options.adventurer === 'look' && actor.prospector.inventory.skills.includes('adventurer')) {
      for (const tile of unseenEventTiles(ctx, g, actor)) actions.push({ type: 'look-at-events', player, tile });
    }
    return actions;
  },
  apply: (ctx, g, action, actor, events) => {
    // The menu offers each edition its own actions; fishing and timber read the same in both.
    switch (action.type) {
      case 'fish':
        return applyFish(ctx, g, actor, events);
      case 'cut-timber':
        return applyCutTimber(ctx, g, actor, events);
      case 'hunt':
        // LV-FEA-HUNT-1: the first edition hunts by opposed rolls.
        return ctx.options.edition === 'first' ? applyOpposedHunt(g, actor, action.marker, events) : applyHunt(g, actor, action.marker, events);
      case 'take-event-for-two':
        return applyEventForTwo(ctx, g, actor, action, events);
      case 'quiet-nook':
        return applyQuietNook(ctx, g, actor, action, events);
      case 'eat-dried-fish':
        return applyDriedFish(ctx, g, actor, events);
      case 'take-event':
        return applyTakeEvent(ctx, g, actor, action, events);
      case 'look-at-events':
        return applyLookAtEvents(g, actor, action.tile, events);
      case 'whiskey-still':
      case 'lost-mine':
      case 'food-spit':
        return applyTriangleAction(ctx, g, actor, action, events);
      default:
        return g;
    }
  },
  explain: (ctx, g, action, actor) => {
    if (ctx.options.edition === 'first') return explainFirstGather(ctx, g, action, actor);
    if (action.type === 'take-event-for-two' || action.type === 'quiet-nook' || action.type === 'eat-dried-fish') {
      return ruleError('lost-valley/not-in-edition', `A ${action.type} belongs to the first edition; this game plays the second.`, { rule: 'LV-GATHER-2' });
    }
    switch (action.type) {
      case 'fish':
        return fishCatch(ctx, g, actor) > 0
          ? null
          : ruleError('lost-valley/no-fish', 'Nothing to fish with here: a rod needs water at this intersection, a fish trap must stand on it, or a fish symbol touch it (and the supply must hold food).', { rule: 'LV-FISH-1' });
      case 'cut-timber':
        return timberCut(ctx, g, actor) > 0
          ? null
          : ruleError('lost-valley/no-forest', 'No forest touches this intersection (a Bush Cutter with an axe may cut in a wasteland), or the supply holds no timber.', { rule: 'LV-TIMBER-1' });
      case 'hunt':
        return explainHunt(ctx, g, actor, action);
      case 'take-event':
      case 'look-at-events':
        return explainEvent(ctx, g, actor, action);
      case 'whiskey-still':
      case 'lost-mine':
      case 'food-spit':
        return explainTriangleAction(ctx, g, actor, action);
      default:
        return null;
    }
  },
};

/**
 * Gathering's task handlers: the hunting die; the first edition's opposed rolls and kill.
 *
 * @example
 * gatherTaskHandlers['hunt-roll'].mode(ctx, g, task); // 'chance'
 */
export const gatherTaskHandlers: Readonly<Record<'hunt-roll' | 'opposed-roll' | 'animal-kill', TaskHandler>> = {
  'hunt-roll': huntRoll,
  'opposed-roll': opposedRoll,
  'animal-kill': animalKill,
};

const n = (value: unknown): string => String(value);

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeGatherEvent({ type: 'fished', player: 0, prospector: 0, food: 2 }); // 'Seat 0 fishes: 2 food.'
 */
export function describeGatherEvent(event: GameEvent): string | undefined {
  const seat = `Seat ${n(event['player'])}`;
  switch (event.type) {
    case 'fished':
      return `${seat} fishes: ${n(event['food'])} food.`;
    case 'timber-cut':
      return `${seat} cuts ${n(event['timber'])} timber.`;
    case 'hunt-started':
      return `${seat} hunts the animal marker ${n(event['marker'])}.`;
    case 'animal-hit':
      return `${seat} rolls ${n(event['face'])} and hits the ${n(event['animal'])}${event['missMarkerUsed'] === true ? ' (spending the miss marker)' : ''}: ${n(event['food'])} food${event['fur'] === false ? '' : ' and a fur'}.`;
    case 'animal-missed':
      return event['reroll'] === true
        ? `${seat} rolls ${n(event['face'])} and misses the ${n(event['animal'])}; the Trapper rolls again.`
        : `${seat} rolls ${n(event['face'])} and misses the ${n(event['animal'])}${event['missMarker'] === true ? ', taking a miss marker' : ''}; it stays face up and the hunter is bound to it.`;
    case 'event-experienced':
      return `${seat} ${event['paid'] === 'free' ? 'takes, free,' : `pays 1 ${n(event['paid'])} for`} an event on tile ${n(event['tile'])} (${n(event['markers'])} marker${event['markers'] === 1 ? '' : 's'} there).`;
    case 'events-looked-at':
      return `${seat}'s Adventurer looks at ${n(event['markers'])} event marker${event['markers'] === 1 ? '' : 's'} on tile ${n(event['tile'])}.`;
    case 'triangle-used':
      return `${seat} uses the ${n(event['triangle'])} on tile ${n(event['tile'])}: ${n(event['count'])} ${n(event['item'])}${(event['paid'] as unknown[]).length > 0 ? ` for ${(event['paid'] as unknown[]).join(' and ')}` : ''}.`;
    default:
      return describeFirstGatherEvent(event);
  }
}

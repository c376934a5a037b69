import { refusal } from '../kernel/refusal.js';
import { applyLookAtEvents, applyTakeEvent, eventPayments, eventTiles, explainEvent, unseenEventTiles } from './events.js';
import { applyFish, fishCatch } from './fishing.js';
import { applyHunt, explainHunt, huntableAnimals } from './hunting.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';
import { applyCutTimber, timberCut } from './timber.js';
import { applyTriangleAction, explainTriangleAction, triangleMenu } from './triangle-actions.js';
import type { TurnArea } from '../kernel/rule-context.js';

/*
 * Gathering raw materials and the triangles' actions (second edition): fishing (fishing.ts),
 * timber (timber.ts), hunting (hunting.ts), events (events.ts) and the Whiskey Still, Lost Mine
 * and Food Spit (triangle-actions.ts). This file composes them into the turn menu. The first
 * edition's differ (LV-GATHER-2) and live in first-edition/gathering-area.ts.
 */

/**
 * Gathering's share of the turn menu: while the action is left, fishing, cutting timber, each
 * huntable animal, each event tile with each payment held, and the triangles' actions; the
 * Adventurer's free look at adjacent events at any time of the turn.
 *
 * @example
 * gatheringArea.menu(ctx, g, actor, left); // [{ type: 'fish', player: 0 }, …]
 */
export const gatheringArea: TurnArea = {
  costs: {
    fish: 'action',
    'cut-timber': 'action',
    hunt: 'action',
    'take-event': 'action',
    'whiskey-still': 'action',
    'lost-mine': 'action',
    'food-spit': 'action',
    'look-at-events': 'free',
  },
  menu: (ctx, g, actor, left) => {
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
    switch (action.type) {
      case 'fish':
        return applyFish(ctx, g, actor, events);
      case 'cut-timber':
        return applyCutTimber(ctx, g, actor, events);
      case 'hunt':
        return applyHunt(g, actor, action.marker, events);
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
    switch (action.type) {
      case 'fish':
        return fishCatch(ctx, g, actor) > 0
          ? null
          : refusal('no-fish', { rule: 'LV-FISH-1' });
      case 'cut-timber':
        return timberCut(ctx, g, actor) > 0
          ? null
          : refusal('no-forest', { rule: 'LV-TIMBER-1' });
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

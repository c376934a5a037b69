import { seatLabel, seatList } from '../../../core/seat-label.js';
import type { GameEvent } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { describeFirstEditionEvent } from '../first-edition/first-edition-words.js';
import { describeGatheringEvent } from '../gathering/gathering-words.js';
import { describeGoldEvent } from '../gold/gold-words.js';
import { describeSkillsEvent } from '../skills/skill-words.js';
import { describeTeamEvent } from '../team/team-words.js';
import { describeTradeEvent } from '../trade/trade-words.js';
import { describeWeighingEvent } from '../weighing/weighing-words.js';
import { describeWorksEvent } from '../works/works-words.js';

/**
 * One plain sentence for a Lost Valley event, for narration (the command line's `play`).
 *
 * @example
 * describeLostValleyEvent({ type: 'turn-ended', player: 1, turn: 3 }); // undefined
 */
export function describeLostValleyEvent(given: GameEvent | LostValleyEvent): string | undefined {
  // The game's hook is handed only the events its own rules pushed, and those are typed as
  // LostValleyEvent where they are pushed (test/typed/event-schemas.test.ts parses them all).
  const event = given as LostValleyEvent;
  const seat = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'prospector-moved':
      return `${seat} moves prospector ${String(event.prospector)} ${event.mode === 'foot' ? 'on foot' : `(${String(event.mode)})`} from node ${String(event.from)} to node ${String(event.to)}.`;
    case 'packs-emptied':
      return `${seat} empties the backpack and cart to walk two edges.`;
    case 'exploration-started':
      return `${seat} explores at node ${String(event.node)}.`;
    case 'tile-drawn':
      return `A ${String(event.pile)} tile is drawn: ${String(event.tile)}.`;
    case 'tile-to-bottom':
      return `River tile ${String(event.tile)} fits nowhere and goes to the bottom of the pile.`;
    case 'tile-placed':
      return `${String(event.tile)} is laid on face${event.faces.length > 1 ? 's' : ''} ${String(event.faces)}.`;
    case 'spring-placed':
      return `The spring fills the headwater (face ${String(event.face)}).`;
    case 'hole-left':
      return `No triangle is left: face ${String(event.face)} stays empty for good.`;
    case 'markers-laid':
      return `Face-down markers go onto ${String(event.tile)}: ${event.pools.join(', ')}.`;
    case 'triangle-chosen':
      return `${seat} chooses face ${String(event.face)} for a triangle.`;
    case 'exploration-finished':
      return `The exploration at node ${String(event.node)} is finished.`;
    case 'triangle-declined':
      return `${seat} lays no triangle.`;
    case 'exploration-ended':
      return 'The last land diamond is laid: exploration is over.';
    case 'ice-out':
      return 'The ice block goes onto the spring.';
    case 'ice-tested':
      return `${seat} rolls ${String(event.roll)}: the ice moves from ${String(event.from)} to ${String(event.to)}.`;
    case 'game-ended':
      if (event.reason === 'announced') return 'The end is announced at the trading post: the game ends.';
      return event.reason === 'turn-limit' ? 'The turn limit ends the game.' : 'The ice reaches the waterfall: the game ends.';
    case 'marker-seen':
      return event.by === 'all'
        ? `A ${String(event.pool)} marker is turned up: ${String(event.identity)}.`
        : `${seatList(event.by)} ${event.by.length === 1 ? 'looks' : 'look'} at a ${String(event.pool)} marker: ${String(event.identity)}.`;
    case 'marker-taken':
      return `${seat} takes a ${String(event.pool)} marker.`;
    case 'markers-chosen':
      return `${seat} keeps ${String(event.kept)} of the ${String(event.from)} markers looked at.`;
    case 'gear-gained':
      return `${seat} gains a ${String(event.item)}.`;
    case 'discarded':
      return `${seat} discards a ${String(event.item)}.`;
    case 'jerky-eaten':
      return `${seat} eats jerky for ${String(event.food)} food.`;
    case 'end-announced':
      return `${seat} stands at the trading post with ${String(event.markers)} gold markers and announces the end.`;
    case 'whiskey-drunk':
      return `${seat} drinks a whiskey for one more ${String(event.part)}.`;
    default:
      // Each rule area words its own events.
      return (
        describeGatheringEvent(event) ??
        describeFirstEditionEvent(event) ??
        describeWorksEvent(event) ??
        describeSkillsEvent(event) ??
        describeGoldEvent(event) ??
        describeTradeEvent(event) ??
        describeWeighingEvent(event) ??
        describeTeamEvent(event)
      );
  }
}

import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

/**
 * One plain sentence for a first-edition gathering event, for narration; `undefined` for other
 * events.
 *
 * @example
 * describeFirstEditionEvent({ type: 'dried-fish-eaten', player: 0, prospector: 0, food: 4 }); // 'Seat 1 eats dried fish: 4 food.'
 */
export function describeFirstEditionEvent(event: LostValleyEvent): string | undefined {
  const seat = seatLabel('player' in event ? event.player : undefined);
  const paid = (pay: readonly string[]): string => pay.join(' and ');
  switch (event.type) {
    case 'hunter-rolled':
      return `${seat} rolls ${String(event.roll)} for the hunt.`;
    case 'animal-rolled':
      return `An opponent rolls ${String(event.animal)} for the animal against ${String(event.hunter)}${event.rifle === true ? ' (with the rifle)' : ''}: ${event.killed === true ? 'the hunt succeeds' : 'the animal escapes'}.`;
    case 'animal-killed':
      return `${seat} kills the ${String(event.animal)}: ${String(event.food)} food.`;
    case 'bear-cave-restocked':
      return `A new animal marker goes into the bear cave (tile ${String(event.tile)}).`;
    case 'event-taken-for-two':
      return `${seat} pays ${paid(event.paid)} for an event on tile ${String(event.tile)}.`;
    case 'quiet-nook-used':
      return `${seat} pays ${paid(event.paid)} at the quiet nook for ${String(event.whiskey)} whiskey.`;
    case 'dried-fish-eaten':
      return `${seat} eats dried fish: ${String(event.food)} food.`;
    default:
      return undefined;
  }
}

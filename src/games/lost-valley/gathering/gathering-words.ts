import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

const n = (value: unknown): string => String(value);

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeGatheringEvent({ type: 'fished', player: 0, prospector: 0, food: 2 }); // 'Seat 1 fishes: 2 food.'
 */
export function describeGatheringEvent(event: LostValleyEvent): string | undefined {
  const seat = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'fished':
      return `${seat} fishes: ${n(event.food)} food.`;
    case 'timber-cut':
      return `${seat} cuts ${n(event.timber)} timber.`;
    case 'hunt-started':
      return `${seat} hunts the animal marker ${n(event.marker)}.`;
    case 'animal-hit':
      return `${seat} rolls ${n(event.face)} and hits the ${n(event.animal)}${event.missMarkerUsed === true ? ' (spending the miss marker)' : ''}: ${n(event.food)} food${event.fur === false ? '' : ' and a fur'}.`;
    case 'animal-missed':
      return event.reroll === true
        ? `${seat} rolls ${n(event.face)} and misses the ${n(event.animal)}; the Trapper rolls again.`
        : `${seat} rolls ${n(event.face)} and misses the ${n(event.animal)}${event.missMarker === true ? ', taking a miss marker' : ''}; it stays face up and the hunter is bound to it.`;
    case 'event-experienced':
      return `${seat} ${event.paid === 'free' ? 'takes, free,' : `pays 1 ${n(event.paid)} for`} an event on tile ${n(event.tile)} (${n(event.markers)} marker${event.markers === 1 ? '' : 's'} there).`;
    case 'events-looked-at':
      return `${seat}'s Adventurer looks at ${n(event.markers)} event marker${event.markers === 1 ? '' : 's'} on tile ${n(event.tile)}.`;
    case 'triangle-used':
      return `${seat} uses the ${n(event.triangle)} on tile ${n(event.tile)}: ${n(event.count)} ${n(event.item)}${event.paid.length > 0 ? ` for ${event.paid.join(' and ')}` : ''}.`;
    default:
      return undefined;
  }
}

import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

/**
 * One plain sentence for a team event, for narration; `undefined` for other events.
 *
 * @example
 * describeTeamEvent({ type: 'gift-given', player: 0, prospector: 0, to: 2, toSeat: 2, item: 'food' }); // 'Seat 1 gives a food to its partner, prospector 2 (Seat 3).'
 */
export function describeTeamEvent(event: LostValleyEvent): string | undefined {
  if (event.type !== 'gift-given') return undefined;
  return `${seatLabel(event.player)} gives a ${String(event.item)} to its partner, prospector ${String(event.to)} (${seatLabel(event.toSeat)}).`;
}

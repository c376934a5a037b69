import type { LostValleyEvent } from '../schemas/event-schemas.js';

/**
 * One plain sentence for a team event, for narration; `undefined` for other events.
 *
 * @example
 * describeTeamEvent({ type: 'gift-given', player: 0, prospector: 0, to: 2, toSeat: 2, item: 'food' }); // 'Seat 0 gives a food to its partner, prospector 2 (seat 2).'
 */
export function describeTeamEvent(event: LostValleyEvent): string | undefined {
  if (event.type !== 'gift-given') return undefined;
  return `Seat ${String(event.player)} gives a ${String(event.item)} to its partner, prospector ${String(event.to)} (seat ${String(event.toSeat)}).`;
}

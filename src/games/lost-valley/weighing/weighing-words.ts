import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

/**
 * One plain sentence for a weighing event, for narration; `undefined` for other events.
 *
 * @example
 * describeWeighingEvent({ type: 'gold-weighed', player: 0, prospector: 0, value: 31 }); // 'Seat 1 weighs gold worth 31 nuggets at the trading post.'
 */
export function describeWeighingEvent(event: LostValleyEvent): string | undefined {
  const who = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'gold-weighed':
      return `${who} weighs gold worth ${String(event.value)} nuggets at the trading post.`;
    case 'weighing-blocked':
      return `${who} shows at least ${String(event.needed)} nuggets: the weighing fails and play goes on.`;
    default:
      return undefined;
  }
}

import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

/**
 * One plain sentence for a trade event (the store, the Black Market), for narration; `undefined` for other events.
 *
 * @example
 * describeTradeEvent({ type: 'trade-cancelled', player: 0, prospector: 0 }); // 'Seat 1 calls the trade off.'
 */
export function describeTradeEvent(event: LostValleyEvent): string | undefined {
  const who = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'trade-opened':
      return `${who} opens a trade at ${event.store === null ? "the trading post" : `the Trading Outpost on tile ${String(event.store)}`}.`;
    case 'trade-closed': {
      const bought = event.bought.map((s) => `${s.count} ${s.item}`);
      if (event.clue === true) bought.push('a clue');
      return `${who} buys ${bought.join(', ')} for ${String(event.cost)} nuggets (paid ${String(event.paid)}, no change).`;
    }
    case 'trade-cancelled':
      return `${who} calls the trade off.`;
    case 'black-market-swap':
      return `${who} lays a ${event.pool === 'clue' ? 'clue' : 'event marker'} on the Black Market and chooses one of ${String(event.from)}.`;
    default:
      return undefined;
  }
}

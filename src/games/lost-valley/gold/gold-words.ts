import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

function count(n: unknown, one: string, many: string): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}

/**
 * One plain sentence for an event of digging gold (river, mountain, claim fees, the Miner, treasure), for narration; `undefined` for other events.
 *
 * @example
 * describeGoldEvent({ type: 'miner-dug', player: 0, prospector: 0, tile: 4 });
 */
export function describeGoldEvent(event: LostValleyEvent): string | undefined {
  const who = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'river-gold-dug':
      return `${who} pans for river gold: draws ${count(event.drawn, 'marker', 'markers')}, keeps ${String(event.kept)}.`;
    case 'mountain-gold-dug':
      return `${who} digs mountain gold at the mine on tile ${String(event.tile)}${event.dynamite === 'none' ? '' : ` with dynamite (${String(event.dynamite)})`}: draws ${count(event.drawn, 'marker', 'markers')}, keeps ${String(event.kept)}.`;
    case 'claim-fee-paid':
      return `${who} pays a claim fee (${event.item === undefined ? 'a marker' : String(event.item)}) to prospector ${String(event.owner)}.`;
    case 'miner-dug':
      return `${who}, a Miner, takes one river gold from the exhausted mine on tile ${String(event.tile)}, which leaves the board.`;
    case 'treasure-dug':
      return `${who} hands in ${count(event.clues, 'clue', 'clues')} and digs up a treasure: ${count(event.mountainGold, 'mountain gold', 'mountain gold')}${event.riverGold ? ` and ${count(event.riverGold, 'river gold', 'river gold')}` : ''}.`;
    default:
      return undefined;
  }
}

import type { AnyGameState } from '../core/runtime.js';
import { isTerminal } from '../core/queries.js';
import type { SeatState } from './seat-table.js';

/**
 * What a table tells Colyseus's matchmaking (`listing.metadata`, seen by `getAvailableRooms`
 * and lobbies): the game, variant and seats, how many seats are open, and whether it is over.
 *
 * @example
 * const rooms = await client.getAvailableRooms<TableListing>('table');
 */
export interface TableListing {
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  readonly openSeats: number;
  readonly over: boolean;
}

/**
 * The listing of a table in this state with these seats: a seat is open when nobody holds its
 * token and no bot plays it.
 *
 * @example
 * void room.setMetadata(tableListing(currentState(match), seats));
 * @internal
 */
export function tableListing(state: AnyGameState, seats: readonly SeatState[]): TableListing {
  const openSeats = seats.filter((seat) => seat.tokenHash === null && seat.bot === null).length;
  return { game: state.game, variant: state.variant, players: state.players, openSeats, over: isTerminal(state) };
}

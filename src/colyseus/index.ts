/**
 * A Colyseus room for any registered game: `lost-valley-engine/colyseus` (Colyseus 0.16,
 * `@colyseus/core` an optional peer dependency). The room holds the match on the server and
 * speaks the match protocol of `lost-valley-engine/match` over Colyseus messages: each connection
 * gets only its own welcome, updates, events and legal actions, never a shared state. Seats are
 * claimed with a token, spectators watch, a dropped connection reconnects within a grace time,
 * bots play empty seats on the server. See docs/hosting.md.
 *
 * This subpath registers no game: import `lost-valley-engine` (every game) or the subpaths of the
 * games the server hosts first.
 *
 * @example
 * import 'lost-valley-engine';
 * import { Server } from '@colyseus/core';
 * import { WebSocketTransport } from '@colyseus/ws-transport';
 * import { matchRoom } from 'lost-valley-engine/colyseus';
 * const server = new Server({ transport: new WebSocketTransport() });
 * server.define('table', matchRoom({ graceSeconds: 30 }));
 * await server.listen(2567, '127.0.0.1');
 * @packageDocumentation
 * @module colyseus
 */
export { MatchRoom, matchRoom } from './match-room.js';
export { JOIN_REFUSED } from './join-refusal.js';
export type { TableListing } from './table-listing.js';
export {
  TableOptionsSchema,
  JoinOptionsSchema,
  ROOM_MESSAGES,
  type TableOptions,
  type JoinOptions,
  type SeatMessageBody,
  type SeatHolder,
  type SeatsMessageBody,
  type DoneMessageBody,
  type UndoableMessageBody,
} from './room-options.js';
export { claimSeat, seatOfToken, newSeats, seatLeft, seatBack, botFillsIn, seatHolders, type SeatState, type SeatClaim } from './seat-table.js';
export { newSeatToken, hashSeatToken, tokenMatches } from './seat-token.js';
export { SavedSeatSchema, seatsFromSave, type SavedSeat } from './saved-seats.js';
export { allowedBot, nextBotAction } from './room-bots.js';
export type { MatchRoomConfig, TableStore, TableSave, TableSaveReason, ResumedTable } from './room-config.js';

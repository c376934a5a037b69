import type { Match } from 'lost-valley-engine/match';

/**
 * What {@link encodeAhead} returns: the room class wrapper and `matchRoom`'s `onChange`.
 *
 * @example
 * const ahead: EncodeAhead = encodeAhead();
 */
export interface EncodeAhead {
  /** `RoomClass` whose clients' `send` writes an update encoded ahead when it is handed that seat's update of that step. */
  room<T extends abstract new (...args: never[]) => object>(RoomClass: T): T;
  /** Encodes the step's update for each seat connected now. */
  onChange(match: Match, roomId: string): void;
}
/**
 * The seats' updates of a step encoded while its save waits and runs (encode-ahead.mjs).
 *
 * @example
 * const ahead = encodeAhead();
 * server.define('table', ahead.room(matchRoom({ store, onChange: ahead.onChange })));
 */
export function encodeAhead(): EncodeAhead;

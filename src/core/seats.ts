import { EngineError, ruleError, type RuleError } from './errors.js';
import type { JsonValue } from './json.js';
import type { PlayerId } from './state.js';

/**
 * What a seat argument may be besides a seat of the table: `spectator: true` lets `null` through,
 * the spectator of `view` and `eventsFor`; everywhere else `null` is refused like any non-seat.
 *
 * @example
 * const options: SeatOptions = { spectator: true };
 */
export interface SeatOptions {
  readonly spectator?: boolean;
}

/**
 * Whether `seat` names a seat of a table of `players` seats: a whole number from 0 to players − 1.
 *
 * @example
 * isSeatOf(3, 2); // true
 * isSeatOf(3, '0'); // false
 */
export function isSeatOf(players: number, seat: unknown): seat is PlayerId {
  // Number.isInteger is false for NaN, Infinity, 1.5 and every non-number ('0', null, true).
  return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < players;
}

/**
 * Why a seat argument names no seat of this table (`no-such-seat`, details `{ players, seat }`),
 * or `null` when it does (or when it is `null` and `spectator` allows the spectator). Every
 * function of the core that takes a seat asks this first; call it yourself to check a seat from
 * outside (a client's message) without catching the throw of `view`, `legalActions`,
 * `determinize` or `eventsFor`.
 *
 * @example
 * seatRefusal(state, 9)?.code; // 'no-such-seat' at a 3-seat table
 * seatRefusal(state, null, { spectator: true }); // null
 */
export function seatRefusal(table: { readonly players: number }, seat: unknown, options: SeatOptions = {}): RuleError | null {
  const players = table.players;
  if (isSeatOf(players, seat)) return null;
  if (seat === null && options.spectator) return null;
  const range = `this table has ${players} seats, numbered 0 to ${players - 1}`;
  const why =
    seat === null
      ? `null is the spectator, who has no seat here: name a seat (${range})`
      : typeof seat === 'number'
        ? `There is no seat ${String(seat)}: ${range}`
        : `A seat is a whole number, not ${describe(seat)}: ${range}`;
  return ruleError('no-such-seat', `${why}.`, { details: { players, seat: asJson(seat) } });
}

/**
 * Throws the {@link seatRefusal} as an {@link EngineError} when `seat` names no seat of the
 * table; the queries that return a value (`view`, `legalActions`, `determinize`, `eventsFor`)
 * refuse a seat this way, before they read anything else.
 *
 * @example
 * requireSeat(state, seat); // throws EngineError (no-such-seat) for seat 7 at a 3-seat table
 */
export function requireSeat(table: { readonly players: number }, seat: unknown, options: SeatOptions = {}): void {
  const refusal = seatRefusal(table, seat, options);
  if (refusal) throw new EngineError(refusal);
}

function describe(seat: unknown): string {
  if (typeof seat === 'string') return `the string ${JSON.stringify(seat)}`;
  if (seat === undefined) return 'undefined';
  return `${typeof seat} ${JSON.stringify(seat) ?? String(seat)}`;
}

// Details are JSON: a seat that JSON cannot hold (NaN, undefined, a function) is named in words.
function asJson(seat: unknown): JsonValue {
  if (typeof seat === 'number') return Number.isFinite(seat) ? seat : String(seat);
  if (typeof seat === 'string' || typeof seat === 'boolean' || seat === null) return seat;
  return String(seat);
}

import { ruleError, type RuleError } from '../core/errors.js';
import type { JoinOptions, SeatHolder } from './room-options.js';
import { digestMatches, hashSeatToken, tokenDigest } from './seat-token.js';

/**
 * Who holds one seat of a table, on the server: the hash of the token of the person who claimed
 * it (`tokenHash`, SHA-256 as hex, {@link hashSeatToken}; `null` until someone does: the token
 * itself is sent to its holder once and kept nowhere on the server), the connection (Colyseus
 * session id) that plays it now, whether that connection dropped and may still come back (`away`), the bot that plays it now, and whether
 * that bot was asked for when the table was made (`fixedBot`: such a seat is never claimed).
 *
 * @example
 * const open: SeatState = { tokenHash: null, session: null, away: false, bot: null, fixedBot: false };
 */
export interface SeatState {
  readonly tokenHash: string | null;
  readonly session: string | null;
  readonly away: boolean;
  readonly bot: string | null;
  readonly fixedBot: boolean;
}

/**
 * A claim that succeeded: the seats after it, the seat claimed, its token (to send to the
 * claiming connection alone: the seats keep only its hash), and the connection
 * that held the seat before and must be let go (`replaced`, for a token used from elsewhere).
 *
 * @example
 * if (claim.ok) send(claim.seat, claim.token);
 */
export type SeatClaim =
  | { readonly ok: true; readonly seats: readonly SeatState[]; readonly seat: number; readonly token: string; readonly replaced: string | null }
  | { readonly ok: false; readonly error: RuleError };

/**
 * The seats of a new table: a bot in each seat `bots` names, every other seat open.
 *
 * @example
 * newSeats(4, [null, 'heuristic']).filter((seat) => seat.bot).length; // 1
 */
export function newSeats(players: number, bots: readonly (string | null)[] = []): SeatState[] {
  return Array.from({ length: players }, (_, seat) => {
    const bot = bots[seat] ?? null;
    return { tokenHash: null, session: null, away: false, bot, fixedBot: bot !== null };
  });
}

/**
 * The seat a token belongs to, or `-1`: the token is hashed once and checked against every seat's
 * stored hash in constant time (`timingSafeEqual`), every seat whatever matched.
 *
 * @example
 * seatOfToken(seats, options.token);
 */
export function seatOfToken(seats: readonly SeatState[], token: string): number {
  const digest = tokenDigest(token);
  let found = -1;
  seats.forEach((seat, index) => {
    if (seat.tokenHash !== null && digestMatches(seat.tokenHash, digest)) found = index;
  });
  return found;
}

function replace(seats: readonly SeatState[], index: number, seat: SeatState): SeatState[] {
  return seats.map((old, at) => (at === index ? seat : old));
}

/**
 * Claims a seat for a connection: by token (the seat that token belongs to, from whoever plays
 * it now, a bot filling in or an older connection), or by number or `'any'` (a seat nobody has
 * claimed and no bot plays). Refused, with the seats unchanged, as `colyseus/bad-token`,
 * `no-such-seat`, `colyseus/seat-taken` or `colyseus/no-open-seat`. Never throws.
 *
 * @example
 * const claim = claimSeat(seats, { seat: 'any' }, client.sessionId, newToken());
 */
export function claimSeat(seats: readonly SeatState[], request: JoinOptions, session: string, token: string): SeatClaim {
  if (request.token !== undefined) {
    const index = seatOfToken(seats, request.token);
    if (index < 0) return { ok: false, error: ruleError('colyseus/bad-token', 'This seat token belongs to no seat of this table.') };
    const held = seats[index]!;
    const replaced = held.session !== null && held.session !== session ? held.session : null;
    const next = replace(seats, index, { ...held, session, away: false, bot: null });
    return { ok: true, seats: next, seat: index, token: request.token, replaced };
  }
  const wanted = request.seat ?? 'any';
  const free = (seat: SeatState): boolean => seat.tokenHash === null && seat.bot === null;
  const index = wanted === 'any' ? seats.findIndex(free) : wanted;
  if (wanted === 'any' && index < 0) {
    return { ok: false, error: ruleError('colyseus/no-open-seat', 'Every seat of this table is taken: join as a spectator ({ spectate: true }).') };
  }
  const seat = seats[index];
  if (!seat) {
    return {
      ok: false,
      error: ruleError('no-such-seat', `There is no seat ${index}: this table has ${seats.length} seats, numbered 0 to ${seats.length - 1}.`, { details: { seat: index, players: seats.length } }),
    };
  }
  if (!free(seat)) {
    return { ok: false, error: ruleError('colyseus/seat-taken', `Seat ${index} is taken (${seat.bot !== null ? `the bot ${seat.bot} plays it` : 'a person holds it'}).`, { details: { seat: index } }) };
  }
  return { ok: true, seats: replace(seats, index, { ...seat, tokenHash: hashSeatToken(token), session, away: false }), seat: index, token, replaced: null };
}

/**
 * The seats after the connection playing a seat dropped (`away: true`, within the grace time)
 * or left for good (`away: false`: the seat waits for its token, or for a bot to fill in). A
 * connection that no longer holds the seat changes nothing.
 *
 * @example
 * seats = seatLeft(seats, 2, client.sessionId, true);
 */
export function seatLeft(seats: readonly SeatState[], index: number, session: string, away: boolean): readonly SeatState[] {
  const seat = seats[index];
  if (!seat || seat.session !== session) return seats;
  return replace(seats, index, away ? { ...seat, away: true } : { ...seat, session: null, away: false });
}

/**
 * The seats after a connection that dropped came back within the grace time.
 *
 * @example
 * seats = seatBack(seats, 2, client.sessionId);
 */
export function seatBack(seats: readonly SeatState[], index: number, session: string): readonly SeatState[] {
  const seat = seats[index];
  if (!seat || seat.session !== session) return seats;
  return replace(seats, index, { ...seat, away: false });
}

/**
 * The seats after a bot fills in for a seat that nobody plays (open, or left by its person; its
 * token still takes it back). A seat somebody plays is left alone.
 *
 * @example
 * seats = botFillsIn(seats, 3, 'heuristic');
 */
export function botFillsIn(seats: readonly SeatState[], index: number, bot: string): readonly SeatState[] {
  const seat = seats[index];
  if (!seat || seat.session !== null || seat.bot !== null) return seats;
  return replace(seats, index, { ...seat, bot });
}

/**
 * Who holds each seat, as the `seats` message says it to everyone: no token or hash, no session id.
 *
 * @example
 * room.broadcast('seats', { type: 'seats', seats: seatHolders(seats) });
 */
export function seatHolders(seats: readonly SeatState[]): SeatHolder[] {
  return seats.map((seat, index) => ({
    seat: index,
    holder: seat.bot !== null ? 'bot' : seat.tokenHash !== null ? 'person' : 'open',
    connected: seat.bot !== null || (seat.session !== null && !seat.away),
    bot: seat.bot,
  }));
}

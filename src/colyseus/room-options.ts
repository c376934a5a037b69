import * as z from 'zod/mini';
import type { RuleError } from '../core/errors.js';

/**
 * Schema of the options a client sends when it creates a table (`client.create(name, options)`):
 * the game, the variant, the number of seats, the game's options, and a bot for some seats
 * (`bots[seat]`, a name `botByName` understands, or `null` for a person). Never a seed: the server
 * draws it and keeps it (a client with the seed could predict every automatic draw).
 *
 * @example
 * TableOptionsSchema.safeParse({ game: 'goldfield-gully', players: 4, bots: [null, 'heuristic', 'heuristic', null] }).success; // true
 */
export const TableOptionsSchema = z.looseObject({
  game: z.string().check(z.minLength(1)),
  variant: z.optional(z.string()),
  players: z.int().check(z.positive()),
  options: z.optional(z.record(z.string(), z.unknown())),
  bots: z.optional(z.array(z.nullable(z.string()))),
});

/**
 * The options a client creates a table with (see {@link TableOptionsSchema}).
 *
 * @example
 * const table: TableOptions = { game: 'lost-valley', players: 4 };
 */
export type TableOptions = z.infer<typeof TableOptionsSchema>;

/**
 * Schema of the options a client joins a table with (`client.joinById(id, options)`): `seat`, a
 * seat number or `'any'` (the first open seat; the default), to claim an open seat; `token`, the
 * seat token a claim was sent, to take that seat back (after the grace time, or from another
 * device); or `spectate: true`, to watch with a spectator's view. One of the three at most.
 *
 * @example
 * JoinOptionsSchema.safeParse({ token: 'k3J…' }).success; // true
 */
export const JoinOptionsSchema = z.looseObject({
  seat: z.optional(z.union([z.int().check(z.nonnegative()), z.literal('any')])),
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  spectate: z.optional(z.boolean()),
});

/**
 * The options a client joins a table with (see {@link JoinOptionsSchema}).
 *
 * @example
 * const join: JoinOptions = { seat: 2 };
 */
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;


/**
 * The Colyseus message types the room uses: `match` carries the match protocol both ways (the
 * client sends `ClientMessage`s, the room sends each client its own `ServerMessage`s); `seat` tells
 * one client the seat it holds and its token (to it alone); `seats` tells everyone who sits where
 * (a person, connected or away, a bot, or nobody), which is public; `done` tells a sender its
 * submit, undo or redo was made; `undoable` answers a seat asking whether it may undo now.
 *
 * @example
 * room.onMessage(ROOM_MESSAGES.match, (message) => { client = receiveMessage(client, message) … });
 */
export const ROOM_MESSAGES = { match: 'match', seat: 'seat', seats: 'seats', done: 'done', undoable: 'undoable' } as const;

/**
 * The `done` message: the sender's submit, undo or redo was made, and is the match's step `step`
 * (its update came first). With the refusals (`match` messages of type `refusal`), every submit,
 * undo and redo a connection sends is answered exactly once, in order.
 *
 * @example
 * room.onMessage('done', (m: DoneMessageBody) => pending.shift()?.resolve({ ok: true }));
 */
export interface DoneMessageBody {
  readonly type: 'done';
  readonly step: number;
}

/**
 * The `undoable` message, the answer to a connection's `undoable` message: whether its seat may
 * undo the last step now (`refusal: null`) or why not (`undoRefusal` of lost-valley-engine/match,
 * or `colyseus/undo-disabled`), at step `step`. For a UI that greys its Undo button.
 *
 * @example
 * room.onMessage('undoable', (m: UndoableMessageBody) => (undoButton.disabled = m.refusal !== null));
 */
export interface UndoableMessageBody {
  readonly type: 'undoable';
  readonly step: number;
  readonly refusal: RuleError | null;
}

/**
 * The `seat` message: the seat this connection holds (`null`: a spectator) and the token that
 * takes it back later (`null` for a spectator). Sent to that connection only; keep the token
 * private (it is the seat).
 *
 * @example
 * room.onMessage('seat', (m: SeatMessageBody) => localStorage.setItem('token', m.token ?? ''));
 */
export interface SeatMessageBody {
  readonly type: 'seat';
  readonly seat: number | null;
  readonly token: string | null;
}

/**
 * Who holds one seat, as everyone may know it: nobody yet (`open`), a person (`connected` or
 * away within the grace time, or gone and holding the token), or a bot (its name).
 *
 * @example
 * const seat: SeatHolder = { seat: 1, holder: 'bot', bot: 'heuristic', connected: true };
 */
export interface SeatHolder {
  readonly seat: number;
  readonly holder: 'open' | 'person' | 'bot';
  readonly connected: boolean;
  readonly bot: string | null;
}

/**
 * The `seats` message: who holds every seat, sent to every connection after each change of a
 * seat's holder. It holds no token and nothing of the match.
 *
 * @example
 * room.onMessage('seats', (m: SeatsMessageBody) => drawLobby(m.seats));
 */
export interface SeatsMessageBody {
  readonly type: 'seats';
  readonly seats: readonly SeatHolder[];
}

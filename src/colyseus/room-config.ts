import type { Match } from '../match/match-types.js';
import type { TableOptions } from './room-options.js';
import type { SavedSeat } from './saved-seats.js';
import type { SeatState } from './seat-table.js';

/**
 * What a server says about its tables, once, when it defines the room (the clients cannot change
 * any of it): the games it hosts (default: every registered game), the bot names a table may ask
 * for (default `random` and `heuristic`: a search bot with a large budget is a way to spend the
 * server's time), a bot that takes a seat nobody holds after some seconds (`emptySeatBot`), the
 * reconnection grace time in seconds (default 30), how long a bot waits before it acts (default 0
 * ms), the most spectators (default 16), whether seats may undo and redo (default true), and how
 * the seed of a table is drawn (default: 18 random bytes); `onChange` is called after every change
 * of a match. `store` keeps every table in a database: saved after every step and every change of
 * a seat's holder, nothing sent before it is saved, and brought back after a restart
 * ({@link TableStore}). `keepEmpty` keeps a table whose game is not over when nobody is connected
 * (Colyseus disposes an empty room by default; a table of bots, or one whose people come back
 * with their tokens, would be lost).
 *
 * @example
 * const config: MatchRoomConfig = { games: ['lost-valley'], emptySeatBot: { bot: 'heuristic', afterSeconds: 60 }, graceSeconds: 20 };
 */
export interface MatchRoomConfig {
  readonly games?: readonly string[];
  readonly bots?: readonly string[];
  readonly emptySeatBot?: { readonly bot: string; readonly afterSeconds: number };
  readonly graceSeconds?: number;
  readonly botDelayMs?: number;
  readonly maxSpectators?: number;
  readonly undo?: boolean;
  readonly seed?: () => string;
  readonly onChange?: (match: Match, roomId: string) => void;
  readonly store?: TableStore;
  readonly keepEmpty?: boolean;
}

/**
 * Why a table is being saved: it was just made (`created`: its options, seats and the match at
 * step 0), its match changed by one step (`step`: an action, an undo or a redo, the change
 * `match.history[match.step - 1]`), or who holds a seat changed (`seats`: a claim, a bot filling
 * in, a seat left for good).
 *
 * @example
 * const reason: TableSaveReason = 'step';
 */
export type TableSaveReason = 'created' | 'step' | 'seats';

/**
 * One save of a table, handed to {@link TableStore.save}: the room id, why, the table's options,
 * the match as the server holds it and the seats (with their tokens' hashes, never a token).
 * Server side only: it holds every secret of the match.
 *
 * @example
 * async save(s: TableSave) { if (s.reason === 'step') await appendChange(s.roomId, s.match.step, s.match.history[s.match.step - 1]); }
 */
export interface TableSave {
  readonly roomId: string;
  readonly reason: TableSaveReason;
  readonly options: TableOptions;
  readonly match: Match;
  readonly seats: readonly SeatState[];
}

/**
 * A table brought back by {@link TableStore.resume}: its options (the bots it asked for), its
 * match (rebuilt with `loadMatch`, at the step it was saved at) and its seats as they were saved
 * (the connections are gone, so a person takes a seat back with its token). Seats saved before
 * token hashes, with `token` in plain text, are accepted: the room hashes them and saves the
 * seats again at once (`'seats'`), so the plain text is overwritten.
 *
 * @example
 * const table: ResumedTable = { options, match: loaded.match, seats };
 */
export interface ResumedTable {
  readonly options: TableOptions;
  readonly match: Match;
  readonly seats: readonly SavedSeat[];
}

/**
 * Where a server keeps its tables (a database). `save` is called after a table is made, after
 * every step of its match and after every change of a seat's holder; the room sends no message
 * of that change to anyone until the promise settles, and saves run one after the other in
 * order, so a client never sees a step the store has not kept. `resume` is called when a table
 * is created with `{ resume: roomId }`: it returns the saved table to host under that room id, or
 * `null` (refused, `colyseus/no-such-table`). Clients can send that option too, so `resume` must
 * return a table only when the server itself is bringing it back (after a restart), once.
 *
 * @example
 * const store: TableStore = { save: (s) => db.saveTable(s), resume: (id) => (waking.delete(id) ? db.loadTable(id) : null) };
 */
export interface TableStore {
  save(save: TableSave): Promise<void>;
  resume(roomId: string): Promise<ResumedTable | null> | ResumedTable | null;
}

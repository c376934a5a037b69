import * as z from 'zod/mini';
import { ruleError, type RuleError } from '../core/errors.js';
import { zodToRuleError } from '../core/zod-issues.js';
import { hashSeatToken } from './seat-token.js';
import type { SeatState } from './seat-table.js';

/**
 * Schema of one seat as a {@link TableStore} gives it back: what the room saved
 * (`SeatState`, with `tokenHash`), or a seat an older server saved before token hashes (`token`
 * in plain text), which is hashed on loading. The connection fields are optional: a resumed table has
 * no connection.
 *
 * @example
 * SavedSeatSchema.safeParse({ token: 'k3J…', session: null, away: false, bot: null, fixedBot: false }).success; // true
 */
export const SavedSeatSchema = z.looseObject({
  tokenHash: z.optional(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/)))),
  token: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  session: z.optional(z.nullable(z.string())),
  away: z.optional(z.boolean()),
  bot: z.nullable(z.string()),
  fixedBot: z.boolean(),
});

/**
 * One seat as a store gives it back (see {@link SavedSeatSchema}).
 *
 * @example
 * const old: SavedSeat = { token: 'k3J…', bot: null, fixedBot: false };
 */
export type SavedSeat = z.infer<typeof SavedSeatSchema>;

/**
 * The seats of a table brought back from a store: every seat with no connection (the people
 * come back with their tokens), a token saved in plain text replaced by its hash (`migrated`:
 * some were, so save the seats again to drop the plain text). Refused as
 * `colyseus/bad-saved-table` when they are not a seat list of the match's size, or a seat has
 * both a plain token and a hash that disagree.
 *
 * @example
 * const r = seatsFromSave(resumed.seats, resumed.match.setup.players);
 * if (r.ok && r.migrated) save(r.seats);
 */
export function seatsFromSave(saved: unknown, players: number): { readonly ok: true; readonly seats: SeatState[]; readonly migrated: boolean } | { readonly ok: false; readonly error: RuleError } {
  const parsed = z.array(SavedSeatSchema).safeParse(saved);
  if (!parsed.success) return { ok: false, error: zodToRuleError('colyseus/bad-saved-table', 'The saved seats', parsed.error) };
  if (parsed.data.length !== players) {
    return { ok: false, error: ruleError('colyseus/bad-saved-table', `The saved table has ${parsed.data.length} seats, but its match has ${players}.`, { details: { seats: parsed.data.length, players } }) };
  }
  let migrated = false;
  const seats: SeatState[] = [];
  for (const seat of parsed.data) {
    const fromPlain = typeof seat.token === 'string' ? hashSeatToken(seat.token) : null;
    if (fromPlain !== null && typeof seat.tokenHash === 'string' && seat.tokenHash !== fromPlain) {
      return { ok: false, error: ruleError('colyseus/bad-saved-table', 'A saved seat has a plain token and a token hash that disagree.') };
    }
    if (fromPlain !== null) migrated = true;
    seats.push({ tokenHash: fromPlain ?? seat.tokenHash ?? null, session: null, away: false, bot: seat.bot, fixedBot: seat.fixedBot });
  }
  return { ok: true, seats, migrated };
}

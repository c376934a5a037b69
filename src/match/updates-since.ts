import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerId } from '../core/state.js';
import type { Match, MatchTypes } from './match-types.js';
import type { HistoryMessage, UpdateMessage } from './protocol-schemas.js';
import { updateMessage } from './seat-update.js';

/**
 * What {@link updatesSince} returns: the seat's history message, or why there is none.
 *
 * @example
 * const r: HistoryResult = updatesSince(match, 2, 40);
 */
export type HistoryResult = { readonly ok: true; readonly history: HistoryMessage } | { readonly ok: false; readonly error: RuleError };

/**
 * A seat's own history since a step, for a client that reconnects: every update that seat (or a
 * spectator, `null`) was sent after step `since`, in order and exactly as sent, so applying them
 * to its view at that step brings it to the present. Only what that seat may see: its own views
 * (as patches), its own events, its own legal actions; never another seat's secret or the random
 * generator. Refused with `no-such-seat` or `match/unknown-step` (a step the match has not
 * reached).
 *
 * @example
 * const r = updatesSince(match, seat, client.step);
 * if (r.ok) socket.send(JSON.stringify(r.history));
 */
export function updatesSince(match: Match<MatchTypes>, seat: PlayerId | null, since: number): HistoryResult {
  const players = match.start.players;
  if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= players)) {
    return {
      ok: false,
      error: ruleError('no-such-seat', `There is no seat ${String(seat)}: this table has ${players} seats, numbered 0 to ${players - 1}.`, {
        details: { players, seat: Number.isFinite(seat) ? seat : null },
      }),
    };
  }
  if (!Number.isInteger(since) || since < 0 || since > match.step) {
    return {
      ok: false,
      error: ruleError('match/unknown-step', `The match has no step ${String(since)}: it is at step ${match.step}.`, {
        details: { step: Number.isFinite(since) ? since : null, current: match.step },
      }),
    };
  }
  const updates: UpdateMessage[] = [];
  for (let step = since + 1; step <= match.step; step++) updates.push(updateMessage(match, step, seat)!);
  return { ok: true, history: { type: 'history', seat, since, step: match.step, updates } };
}

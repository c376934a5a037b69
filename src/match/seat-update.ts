import type { GameEvent } from '../core/actions.js';
import { legalActions } from '../core/queries.js';
import type { PlayerId } from '../core/state.js';
import { eventsFor, view } from '../core/view.js';
import { currentState } from './match-state.js';
import type { Match, MatchChange, MatchOk, SeatUpdate } from './match-types.js';

/**
 * What one seat (or a spectator, `null`) should be sent now: its view, the events of the change
 * that it may see (`eventsFor`), and its legal actions.
 *
 * @example
 * const update = seatUpdate(match, 2); // on reconnect
 */
export function seatUpdate(match: Match, seat: PlayerId | null, change: MatchChange = 'load', events: readonly GameEvent[] = []): SeatUpdate {
  const state = currentState(match);
  const seen = view(state, seat);
  const actions = seat === null ? [] : legalActions(state, seat);
  return {
    change,
    seat,
    view: seen,
    events: eventsFor(events, seat),
    legalActions: actions,
    active: seat !== null && seen.activePlayers.includes(seat),
  };
}

/**
 * A successful result carrying one update per seat and one for spectators.
 *
 * @example
 * return matchOk(next, 'action', result.events);
 * @internal
 */
export function matchOk(match: Match, change: MatchChange, events: readonly GameEvent[] = []): MatchOk {
  const updates: SeatUpdate[] = [];
  for (let seat = 0; seat < match.start.players; seat++) updates.push(seatUpdate(match, seat, change, events));
  return { ok: true, match, updates, spectator: seatUpdate(match, null, change, events) };
}

import type { Action } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { ruleError } from '../core/errors.js';
import { seatRefusal } from '../core/seats.js';
import type { PlayerId } from '../core/state.js';
import { currentState } from './match-state.js';
import type { Match, MatchResult, MatchStep } from './match-types.js';
import { matchOk } from './seat-update.js';

/**
 * Who sent an action: a seat (its `player` must be that seat, and it may not send chance
 * outcomes), or the host (`seat` left out), who may send anything.
 *
 * @example
 * const from: SubmitOptions = { seat: 2 };
 */
export interface SubmitOptions {
  readonly seat?: PlayerId;
}

function actorOf(action: unknown): PlayerId | null {
  if (typeof action !== 'object' || action === null) return null;
  const player = (action as { player?: unknown }).player;
  return typeof player === 'number' ? player : null;
}

/**
 * Applies a seat's action to the match. A refusal is the engine's typed error (or
 * `match/wrong-seat` when a seat sends another seat's action or a chance outcome, `no-such-seat`
 * when `seat` is not at the table) and leaves the match unchanged. A new action clears the redo stack.
 *
 * @example
 * const r = submitAction(match, { type: 'gather', player: 1, building: 4 }, { seat: 1 });
 * if (r.ok) { match = r.match; r.updates.forEach((u, seat) => send(seat, u)); }
 */
export function submitAction(match: Match, action: unknown, options: SubmitOptions = {}): MatchResult {
  const actor = actorOf(action);
  const noSeat = options.seat === undefined ? null : seatRefusal(currentState(match), options.seat);
  if (noSeat) return { ok: false, error: noSeat };
  if (options.seat !== undefined && actor !== options.seat) {
    return {
      ok: false,
      error: ruleError('match/wrong-seat', `Seat ${options.seat} may only send its own actions (with player ${options.seat}), never chance outcomes.`, {
        details: { seat: options.seat, player: actor },
      }),
    };
  }
  const result = applyAction(currentState(match), action);
  if (!result.ok) return result;
  const step: MatchStep = {
    actor: result.applied[0]?.type === 'chance' ? null : actor,
    action: result.applied[0] as Action,
    state: result.state,
    events: result.events,
    applied: result.applied,
  };
  const next: Match = { ...match, steps: [...match.steps, step], undone: [] };
  return matchOk(next, 'action', result.events);
}

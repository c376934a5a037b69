import type { Action, GameEvent, PlayerAction } from '../core/actions.js';
import type { GameSetup } from '../core/create.js';
import type { RuleError } from '../core/errors.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import type { PlayerView } from '../core/view.js';

/**
 * One step of a match's history: the action a seat (or the host, for a chance outcome) submitted,
 * the state after it, what happened, and every action applied (the submitted one, then the chance
 * outcomes drawn at once).
 *
 * @example
 * const last: MatchStep | undefined = match.steps[match.steps.length - 1];
 */
export interface MatchStep {
  /** The seat that acted; `null` when the host supplied a chance outcome. */
  readonly actor: PlayerId | null;
  readonly action: Action;
  readonly state: AnyGameState;
  readonly events: readonly GameEvent[];
  readonly applied: readonly Action[];
}

/**
 * An authoritative match as plain data: its setup, the first state, the steps played and the steps
 * undone (the redo stack, the next to redo last). States are shared between steps, never copied.
 *
 * @example
 * const { match } = startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-1' }) as MatchOk;
 */
export interface Match {
  readonly setup: GameSetup;
  readonly start: AnyGameState;
  readonly startEvents: readonly GameEvent[];
  readonly steps: readonly MatchStep[];
  readonly undone: readonly MatchStep[];
}

/**
 * Why a seat is being sent an update.
 *
 * @example
 * const change: MatchChange = 'undo';
 */
export type MatchChange = 'start' | 'action' | 'undo' | 'redo' | 'load';

/**
 * What to send one seat (or a spectator) after a change: its view, the events it may see, its
 * legal actions now, whether it may act, and the teams (so a client can show its partners). Nothing in it is hidden from that seat.
 *
 * @example
 * socket.send(JSON.stringify(update));
 */
export interface SeatUpdate {
  readonly change: MatchChange;
  /** The seat this update is for; `null` for a spectator. */
  readonly seat: PlayerId | null;
  readonly view: PlayerView;
  /** What happened in this change that the seat may see (empty for undo, redo and load). */
  readonly events: readonly GameEvent[];
  readonly legalActions: readonly PlayerAction[];
  readonly active: boolean;
  /** Who plays with whom (`teams(state)`: one number per seat), or `null` when every seat plays alone. */
  readonly teams: readonly number[] | null;
}

/**
 * A successful change: the match after it, and one update per seat (index = seat) plus one for
 * spectators.
 *
 * @example
 * if (r.ok) r.updates.forEach((u, seat) => sockets[seat]?.send(JSON.stringify(u)));
 */
export interface MatchOk {
  readonly ok: true;
  readonly match: Match;
  readonly updates: readonly SeatUpdate[];
  readonly spectator: SeatUpdate;
}

/**
 * What every match function returns: the changed match with its updates, or a typed refusal (the
 * match the caller holds is unchanged).
 *
 * @example
 * const r: MatchResult = submitAction(match, action, { seat: 1 });
 */
export type MatchResult = MatchOk | { readonly ok: false; readonly error: RuleError };

import type { Action, GameEvent, PlayerAction } from '../core/actions.js';
import type { GameSetup } from '../core/create.js';
import type { RuleError } from '../core/errors.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import type { PlayerView } from '../core/view.js';
import type { UpdateMessage, WelcomeMessage } from './protocol-schemas.js';

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
 * One change of a match, numbered: an action applied, a step undone or a step redone. The match
 * keeps every change, so that a seat that reconnects can be sent what it missed
 * (`updatesSince`).
 *
 * @example
 * const last: MatchEntry | undefined = match.history[match.step - 1];
 */
export interface MatchEntry {
  /** The step number this change made: 1 for the first change, then one more for each. */
  readonly step: number;
  readonly change: 'action' | 'undo' | 'redo';
  /** The seat whose step was applied, undone or redone; `null` for a chance outcome. */
  readonly actor: PlayerId | null;
  /** The action submitted (`null` for undo and redo). */
  readonly action: Action | null;
  /** The state after the change. */
  readonly state: AnyGameState;
  /** What happened (the step's events again for a redo; none for an undo). */
  readonly events: readonly GameEvent[];
}

/**
 * An authoritative match as plain data: its setup, the first state, the steps played, the steps
 * undone (the redo stack, the next to redo last), the step number (how many changes so far) and
 * every change. States are shared between steps, never copied.
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
  /** The step number: 0 at the start, one more after every action, undo and redo. */
  readonly step: number;
  /** Every change in order (`history[n - 1]` made step `n`). */
  readonly history: readonly MatchEntry[];
}

/**
 * Why a seat is being sent an update.
 *
 * @example
 * const change: MatchChange = 'undo';
 */
export type MatchChange = 'start' | 'action' | 'undo' | 'redo' | 'load';

/**
 * What one seat is sent after a change: a welcome after a start or a load (the static part
 * once), an update otherwise.
 *
 * @example
 * const message: SeatMessage = r.messages[seat]!;
 */
export type SeatMessage = WelcomeMessage | UpdateMessage;

/**
 * What to send one seat (or a spectator) after a change: its view, the events it may see, its
 * legal actions now, whether it may act, and the teams (so a client can show its partners). Nothing in it is hidden from that seat.
 *
 * @example
 * socket.send(JSON.stringify(update));
 */
export interface SeatUpdate {
  readonly change: MatchChange;
  /** The match's step number after this change. */
  readonly step: number;
  /** The seat this update is for; `null` for a spectator. */
  readonly seat: PlayerId | null;
  readonly view: PlayerView;
  /** What happened in this change that the seat may see: none for an undo or a load; a redo sends its step's events again. */
  readonly events: readonly GameEvent[];
  readonly legalActions: readonly PlayerAction[];
  readonly active: boolean;
  /** Who plays with whom (`teams(state)`: one number per seat), or `null` when every seat plays alone. */
  readonly teams: readonly number[] | null;
}

/**
 * A successful change: the match after it; the protocol's message for each seat (index = seat)
 * and for spectators, to send over a network (a welcome after a start or load, else an update
 * with the view as a patch); and the same change as whole `SeatUpdate`s, for a program that
 * holds the match in the same process as its screen.
 *
 * @example
 * if (r.ok) r.messages.forEach((m, seat) => sockets[seat]?.send(JSON.stringify(m)));
 */
export interface MatchOk {
  readonly ok: true;
  readonly match: Match;
  readonly messages: readonly SeatMessage[];
  readonly spectatorMessage: SeatMessage;
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

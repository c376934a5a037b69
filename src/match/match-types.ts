import type { Action, GameEvent, PlayerAction } from '../core/actions.js';
import type { GameSetup } from '../core/create.js';
import type { RuleError } from '../core/errors.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import type { PlayerView } from '../core/view.js';
import type { UpdateMessage, WelcomeMessage } from './protocol-schemas.js';
import type { ChanceAction, ChanceOption } from '../core/actions.js';

/**
 * The types a match is held with: what `submitAction` accepts, the legal actions, events and
 * view its seats are sent. A match started from a game's face has that game's
 * ({@link FaceMatchTypes}); one started from a plain setup has {@link UntypedMatch}.
 *
 * @example
 * type Gully = FaceMatchTypes<typeof goldfieldGullyFace>;
 */
export interface MatchTypes {
  readonly submit: unknown;
  readonly action: PlayerAction;
  readonly event: GameEvent;
  readonly view: unknown;
}

/**
 * The types of a match started from a plain setup (`startMatch({ game, … })`): any action may be
 * submitted (the match checks it at run time), events and views are the core's.
 *
 * @example
 * const r: MatchResult<UntypedMatch> = startMatch({ game: 'goldfield-gully', players: 3, seed: 1 });
 */
export interface UntypedMatch extends MatchTypes {
  readonly submit: unknown;
  readonly action: PlayerAction;
  readonly event: GameEvent;
  readonly view: PlayerView;
}

/**
 * The types of a match started from a game's face (`startMatch(goldfieldGullyFace, …)`): a submit
 * is one of the game's actions or a chance outcome of the game, updates carry the game's view,
 * events and actions.
 *
 * @example
 * const update: SeatUpdate<FaceMatchTypes<typeof goldfieldGullyFace>> = r.updates[0]!;
 */
export type FaceMatchTypes<F> = F extends {
  legalActions(...args: never[]): readonly (infer A extends PlayerAction)[];
  chanceOutcomes(...args: never[]): readonly ChanceOption<infer C>[];
  eventsFor(...args: never[]): (infer E extends GameEvent)[];
  view(...args: never[]): infer W;
}
  ? { readonly submit: A | ChanceAction<C>; readonly action: A; readonly event: E; readonly view: W }
  : never;

// Only a type: it marks what a match is held with, and is never set at run time.
declare const heldWith: unique symbol;

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
export interface Match<T extends MatchTypes = UntypedMatch> {
  /**
   * Never present at run time: it carries the types the match was started with.
   * @internal
   */
  readonly [heldWith]?: T;
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
export interface SeatUpdate<T extends MatchTypes = UntypedMatch> {
  readonly change: MatchChange;
  /** The match's step number after this change. */
  readonly step: number;
  /** The seat this update is for; `null` for a spectator. */
  readonly seat: PlayerId | null;
  readonly view: T['view'];
  /** What happened in this change that the seat may see: none for an undo or a load; a redo sends its step's events again. */
  readonly events: readonly T['event'][];
  readonly legalActions: readonly T['action'][];
  readonly active: boolean;
  /** Who plays with whom (`teams(state)`: one number per seat), or `null` when every seat plays alone. */
  readonly teams: readonly number[] | null;
}

/**
 * A successful change: the match after it; the protocol's message for each seat (index = seat)
 * and for spectators, to send over a network (a welcome after a start or load, else an update
 * with the view as a patch); and the same change as whole `SeatUpdate`s, for a program that
 * holds the match in the same process as its screen. Each of the four is built when first read
 * (then kept), so a host pays only for what it sends.
 *
 * @example
 * if (r.ok) r.messages.forEach((m, seat) => sockets[seat]?.send(JSON.stringify(m)));
 */
export interface MatchOk<T extends MatchTypes = UntypedMatch> {
  readonly ok: true;
  readonly match: Match<T>;
  readonly messages: readonly SeatMessage[];
  readonly spectatorMessage: SeatMessage;
  readonly updates: readonly SeatUpdate<T>[];
  readonly spectator: SeatUpdate<T>;
}

/**
 * What every match function returns: the changed match with its updates, or a typed refusal (the
 * match the caller holds is unchanged).
 *
 * @example
 * const r: MatchResult = submitAction(match, action, { seat: 1 });
 */
export type MatchResult<T extends MatchTypes = UntypedMatch> = MatchOk<T> | { readonly ok: false; readonly error: RuleError };

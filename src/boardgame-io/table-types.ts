import type { GameEvent, Outcome, PlayerAction } from '../core/actions.js';
import type { RuleError } from '../core/errors.js';
import type { PlayerId } from '../core/state.js';
import type { PlayerView } from '../core/view.js';

/**
 * What a match was set up with (boardgame.io's `setupData`, checked by `validateSetupData`):
 * the variant and the option values. The seat count is boardgame.io's `numPlayers`.
 *
 * @example
 * const setupData: TableSetupData = { variant: 'standard', options: { edition: 'second' } };
 */
export interface TableSetupData {
  readonly variant?: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

/**
 * The setup a table was made with, resolved: never a seed (chance is drawn on the server).
 *
 * @example
 * const setup: TableSetup = { game: 'goldfield-gully', variant: 'standard', players: 4, options: {} };
 */
export interface TableSetup {
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * boardgame.io's `G` for an engine game, as the server holds it. Clients never receive it: each
 * gets its {@link SeatTable} through `playerView`, and `initialState` (which boardgame.io sends
 * unfiltered) is this object before the first draw, with no engine state at all.
 *
 * @example
 * const g: TableState = { table: 'k', step: 0, setup, state: null, events: [], changed: [0, 0], gameover: null, fault: null };
 */
export interface TableState {
  /** The key of this table in the server's chance source (it predicts nothing by itself). */
  readonly table: string;
  /** The number of changes so far: 0 at the start, one more per draw or action. */
  readonly step: number;
  readonly setup: TableSetup;
  /** The engine's state as JSON text, without the generator (external chance); `null` before the first draw. */
  readonly state: string | null;
  /** What happened at the last step, secrets included (each seat gets the events it may see). */
  readonly events: readonly GameEvent[];
  /** For each seat, the last step at which it acted or its legal actions changed (for stale submits). */
  readonly changed: readonly number[];
  /** The engine's outcome once the game is over (boardgame.io's `ctx.gameover`). */
  readonly gameover: Outcome | null;
  /** Why the table could not be set up (a match created without valid `setupData`), or `null`. */
  readonly fault: RuleError | null;
}

/**
 * What one seat (or a spectator, `seat: null`) receives as `G`: the engine's view for that seat,
 * the events of the last step it may see, its legal actions, and the step number to send back
 * with an action. `view.awaitingChance` is true only before the first draw: then any seat sends
 * the `draw` move.
 *
 * @example
 * const g = client.getState()?.G as SeatTable;
 * if (g.legalActions.length > 0) client.moves.act(g.legalActions[0], g.step);
 */
export interface SeatTable {
  readonly seat: PlayerId | null;
  readonly step: number;
  readonly view: PlayerView | null;
  readonly events: readonly GameEvent[];
  readonly legalActions: readonly PlayerAction[];
  readonly fault: RuleError | null;
}

/**
 * A move the adapter refused, for the host's log (boardgame.io 0.50 has no way to tell the
 * client why: the move returns `INVALID_MOVE`, and the state does not change).
 *
 * @example
 * const onRefusal = (refusal: TableRefusal) => console.warn(refusal.seat, refusal.error.code);
 */
export interface TableRefusal {
  readonly table: string;
  readonly step: number;
  /** boardgame.io's `playerID` of the sender. */
  readonly seat: string;
  readonly move: 'act' | 'draw';
  readonly args: readonly unknown[];
  readonly error: RuleError;
}

import type { Action } from '../core/actions.js';
import type { RuleError } from '../core/errors.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerView } from '../core/view.js';
import type { FeatureWriter } from './feature-writer.js';

/**
 * What a game provides for learning: a fixed action index space for a setup and a fixed
 * observation layout computed from a seat's view. Sizes depend only on the setup (game, variant,
 * players, data), read from any state of it.
 *
 * @example
 * const size = duelEncoding.actionSpaceSize(state);
 */
export interface GameEncoding {
  readonly game: string;
  /** Why a variant of the game has no encoding yet, or `null` when it has one (absent: every variant has). */
  refuseVariant?(variant: string): RuleError | null;
  /** The number of action indices of a setup; every legal action of any seat has one. */
  actionSpaceSize(state: AnyGameState): number;
  /** The index of a seat's action (the seat is the action's `player`), or -1 if it has none. */
  actionToIndex(state: AnyGameState, action: Action): number;
  /**
   * The indices of a seat's actions in one state (the same numbers as `actionToIndex` one by one):
   * optional, for an encoding that can read what a state fixes once for all of them.
   */
  actionsToIndices?(state: AnyGameState, seat: number, actions: readonly Action[]): number[];
  /** The action of `seat` at an index in this state, or `null` when the index names none here. */
  indexToAction(state: AnyGameState, seat: number, index: number): Action | null;
  /** Writes a seat's observation from its view alone (the seat is `view.seat`). */
  writeObservation(view: PlayerView, out: FeatureWriter): void;
  /**
   * Optional: writes exactly what `writeObservation(view(state, seat), out)` writes, read from the
   * state with the seat's knowledge, for an encoding whose view costs more than the masking it
   * needs (Lost Valley's). Its tests compare the two over many states.
   */
  writeStateObservation?(state: AnyGameState, seat: number, out: FeatureWriter): void;
}

import type { PlayerId } from '../core/state.js';
import { activePlayers } from '../core/queries.js';
import type { AnyGameState } from '../core/runtime.js';

/**
 * What a seat holds of a game, as the words read it: the whole state (a host, a bot), or only its
 * view (a client: `view(state, seat)`, a match update's `view`, `clientView(client)`). The words
 * read the game, the component data and the public part of `g` (where prospectors stand), which
 * both have; a view has `'hidden'` where a state has identities, and the words say what they are
 * given.
 *
 * @example
 * const held: SeatHolding = update.view;
 */
export interface SeatHolding {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly data: unknown;
  readonly g: unknown;
  /** A view lists the seats that may act; a state's are asked of its game. */
  readonly activePlayers?: readonly PlayerId[];
}

/**
 * The seats that may act in what a seat holds: a view's list, or the state's game's answer.
 *
 * @example
 * activeIn(view(state, 0)); // [0]
 * @internal
 */
export function activeIn(held: SeatHolding): readonly PlayerId[] {
  if (held.activePlayers !== undefined) return held.activePlayers;
  // Without `activePlayers` it is a whole state (a view always lists them).
  return activePlayers(held as AnyGameState);
}

/**
 * What the word tables and notations read, with the types they were written against: they read
 * only the fields a view and a state share (`game`, `data`, `options`, public parts of `g`).
 *
 * @example
 * const state = asWordsState(update.view);
 * @internal
 */
export function asWordsState(held: SeatHolding): AnyGameState {
  return held as AnyGameState;
}

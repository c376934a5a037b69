import type { Action } from '../core/actions.js';
import type { GameState, PlayerId } from '../core/state.js';

/**
 * A player of any game over the public contract. The seat it plays is given (a bot never picks
 * its own seat) and so is a seeded generator of numbers in [0, 1), so the same state, seat and
 * generator give the same action. A bot must return one of `legalActions(state, seat)` and must
 * read nothing that `view(state, seat)` hides (search bots plan on `determinize`).
 *
 * @example
 * const first: Bot = { name: 'first', act: (state, seat) => legalActions(state, seat)[0]! };
 */
export interface Bot {
  /** A short name for tables and logs, such as `random` or `ismcts:500`. */
  readonly name: string;
  /** The action this bot takes for `seat` in `state`. */
  act(state: GameState, seat: PlayerId, random: () => number): Action;
}

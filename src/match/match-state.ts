import type { AnyGameState } from '../core/runtime.js';
import type { Match } from './match-types.js';

/**
 * The match's present state: the state after its last step, or the first state.
 *
 * @example
 * isTerminal(currentState(match));
 */
export function currentState(match: Match): AnyGameState {
  return match.steps.length === 0 ? match.start : match.steps[match.steps.length - 1]!.state;
}

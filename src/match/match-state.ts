import type { AnyGameState } from '../core/runtime.js';
import type { Match, MatchTypes } from './match-types.js';

/**
 * The match's present state: the state after its last step, or the first state.
 *
 * @example
 * isTerminal(currentState(match));
 */
export function currentState(match: Match<MatchTypes>): AnyGameState {
  return match.steps.length === 0 ? match.start : match.steps[match.steps.length - 1]!.state;
}

/**
 * The state the match was in at a step number (`0`: the first state), or `undefined` for a step
 * it has not reached.
 *
 * @example
 * stateAtStep(match, match.step) === currentState(match); // true
 */
export function stateAtStep(match: Match<MatchTypes>, step: number): AnyGameState | undefined {
  if (!Number.isInteger(step) || step < 0 || step > match.step) return undefined;
  return step === 0 ? match.start : match.history[step - 1]?.state;
}

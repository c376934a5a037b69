import { jsonEqual } from '../core/json.js';
import { legalActions } from '../core/queries.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerId } from '../core/state.js';
import { currentState, stateAtStep } from './match-state.js';
import type { Match, MatchTypes } from './match-types.js';

function unknownStep(match: Match<MatchTypes>, step: number): RuleError | null {
  if (Number.isInteger(step) && step >= 0 && step <= match.step) return null;
  return ruleError('match/unknown-step', `The match has no step ${String(step)}: it is at step ${match.step} (steps are whole numbers from 0).`, {
    details: { step: Number.isFinite(step) ? step : null, current: match.step },
  });
}

function stale(match: Match<MatchTypes>, step: number, why: string): RuleError {
  return ruleError('match/stale', `This was sent at step ${step}, but the match is at step ${match.step}: ${why}. Choose again from the latest update.`, {
    details: { step, current: match.step },
  });
}

/**
 * Why a seat's action chosen at step `step` may no longer be played, or `null`. A submit from
 * behind is refused (`match/stale`) when, since that step, a step was undone or redone, the same
 * seat has acted, or the seat's legal actions are no longer the ones it chose from (a host's
 * chance outcome: whenever the match has moved on). Otherwise the seat's situation is as it was,
 * only other seats moved (Goldfield Gully's picks at the same time), and the action is played. A
 * step the match has not reached is `match/unknown-step`.
 *
 * @example
 * staleSubmit(match, 12, 1); // null while seat 1 may still choose as it could at step 12
 */
export function staleSubmit(match: Match<MatchTypes>, step: number, player: PlayerId | null): RuleError | null {
  const unknown = unknownStep(match, step);
  if (unknown) return unknown;
  if (step === match.step) return null;
  if (player === null) return stale(match, step, 'a chance outcome must name the present step');
  for (let index = step; index < match.step; index++) {
    const entry = match.history[index]!;
    if (entry.change !== 'action') return stale(match, step, `step ${entry.step} was ${entry.change === 'undo' ? 'undone' : 'redone'} since`);
    if (entry.actor === player) return stale(match, step, `seat ${player} has acted since, at step ${entry.step}`);
  }
  const then = legalActions(stateAtStep(match, step)!, player);
  const now = legalActions(currentState(match), player);
  if (!jsonEqual(then, now)) return stale(match, step, `seat ${player}'s legal actions have changed since`);
  return null;
}

/**
 * Why an undo or a redo asked at step `step` may not be done: `match/stale` unless the match is
 * still at that step (undo and redo act on the last step, which any change replaces).
 *
 * @example
 * exactStep(match, 12); // null at step 12
 */
export function exactStep(match: Match<MatchTypes>, step: number | undefined): RuleError | null {
  if (step === undefined) return null;
  const unknown = unknownStep(match, step);
  if (unknown) return unknown;
  return step === match.step ? null : stale(match, step, 'undo and redo act on the last step, which has changed');
}

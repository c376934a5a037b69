import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerId } from '../core/state.js';
import type { Match, MatchResult } from './match-types.js';
import { matchOk } from './seat-update.js';
import { undoBlocker } from './undo-blocker.js';

/**
 * Who asks to undo: a seat may only take back its own last step; the host (`seat` left out) may
 * take back any step.
 *
 * @example
 * const who: UndoOptions = { seat: 0 };
 */
export interface UndoOptions {
  readonly seat?: PlayerId;
}

/**
 * Takes back the last step, or refuses with a typed reason: `match/nothing-to-undo`,
 * `match/not-your-step` (a seat asking to undo another's), or one of {@link undoBlocker}'s codes
 * when undoing would let a seat re-draw or un-see. The undone step goes onto the redo stack.
 *
 * @example
 * const r = undoMatch(match, { seat: 0 });
 * if (!r.ok) show(r.error.message);
 */
export function undoMatch(match: Match, options: UndoOptions = {}): MatchResult {
  const refusal = undoRefusal(match, options);
  if (refusal) return { ok: false, error: refusal };
  const last = match.steps[match.steps.length - 1]!;
  return matchOk({ ...match, steps: match.steps.slice(0, -1), undone: [...match.undone, last] }, 'undo');
}

/**
 * Why {@link undoMatch} would refuse now, or `null` when it would undo: a UI greys its undo
 * button with it and shows the reason.
 *
 * @example
 * undoButton.disabled = undoRefusal(match, { seat }) !== null;
 */
export function undoRefusal(match: Match, options: UndoOptions = {}): RuleError | null {
  const last = match.steps[match.steps.length - 1];
  if (!last) return ruleError('match/nothing-to-undo', 'Nothing has been played yet; there is nothing to undo.');
  if (options.seat !== undefined && last.actor !== options.seat) {
    return ruleError('match/not-your-step', `Seat ${options.seat} may only undo its own step; the last step was ${last.actor === null ? 'a chance outcome' : `seat ${last.actor}'s`}.`, {
      details: { actor: last.actor },
    });
  }
  const before = match.steps.length > 1 ? match.steps[match.steps.length - 2]!.state : match.start;
  return undoBlocker(before, last);
}

/**
 * Plays the last undone step again, exactly as it was (`match/nothing-to-redo` when none is left).
 * A seat may only redo its own step.
 *
 * @example
 * const r = redoMatch(match);
 */
export function redoMatch(match: Match, options: UndoOptions = {}): MatchResult {
  const next = match.undone[match.undone.length - 1];
  if (!next) return { ok: false, error: ruleError('match/nothing-to-redo', 'No step has been undone since the last action; there is nothing to redo.') };
  if (options.seat !== undefined && next.actor !== options.seat) {
    return {
      ok: false,
      error: ruleError('match/not-your-step', `Seat ${options.seat} may only redo its own step.`, { details: { actor: next.actor } }),
    };
  }
  return matchOk({ ...match, steps: [...match.steps, next], undone: match.undone.slice(0, -1) }, 'redo', next.events);
}

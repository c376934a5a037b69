import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerId } from '../core/state.js';
import type { Match, MatchEntry, MatchResult, MatchTypes, UntypedMatch } from './match-types.js';
import { matchOk } from './seat-update.js';
import { exactStep } from './step-check.js';
import { undoBlocker } from './undo-blocker.js';

/**
 * Who asks to undo or redo, and when: a seat may only take back (or play again) its own step; the
 * host (`seat` left out) any step. With `step` (the step number of the update the request was
 * made from) the request is refused as `match/stale` once the match has moved on. `worlds` sets
 * how many re-drawn worlds per seat the reveal check replays ({@link undoBlocker}; more is surer
 * and dearer).
 *
 * @example
 * const who: UndoOptions = { seat: 0, step: 31 };
 */
export interface UndoOptions {
  readonly seat?: PlayerId;
  readonly step?: number;
  readonly worlds?: number;
}

/**
 * Takes back the last step, or refuses with a typed reason: `match/nothing-to-undo`,
 * `match/not-your-step` (a seat asking to undo another's), `match/stale`, or one of
 * {@link undoBlocker}'s codes when undoing would let a seat re-draw or un-see. The undone step
 * goes onto the redo stack; the seats' updates carry no events.
 *
 * @example
 * const r = undoMatch(match, { seat: 0 });
 * if (!r.ok) show(r.error.message);
 */
export function undoMatch<T extends MatchTypes = UntypedMatch>(match: Match<T>, options: UndoOptions = {}): MatchResult<T> {
  const next = afterUndo(match, options);
  return next.ok ? matchOk(next.match, 'undo') : next;
}

type Changed<T extends MatchTypes> = { readonly ok: true; readonly match: Match<T> } | { readonly ok: false; readonly error: RuleError };

/**
 * The match after an undo, or its refusal, without building the seats' messages.
 *
 * @example
 * const next = afterUndo(match, {});
 */
export function afterUndo<T extends MatchTypes = UntypedMatch>(match: Match<T>, options: UndoOptions): Changed<T> {
  const refusal = undoRefusal(match, options);
  if (refusal) return { ok: false, error: refusal };
  const last = match.steps[match.steps.length - 1]!;
  const steps = match.steps.slice(0, -1);
  const state = steps.length === 0 ? match.start : steps[steps.length - 1]!.state;
  const entry: MatchEntry = { step: match.step + 1, change: 'undo', actor: last.actor, action: null, state, events: [] };
  return { ok: true, match: { ...match, steps, undone: [...match.undone, last], step: entry.step, history: [...match.history, entry] } };
}

/**
 * Why {@link undoMatch} would refuse now, or `null` when it would undo: a UI greys its undo
 * button with it and shows the reason. The cheap reasons come first (nothing to undo, another
 * seat's step, stale), and the answer for a step is kept once found, so asking after every change
 * for every seat costs about one check per step.
 *
 * @example
 * undoButton.disabled = undoRefusal(match, { seat }) !== null;
 */
export function undoRefusal(match: Match<MatchTypes>, options: UndoOptions = {}): RuleError | null {
  const last = match.steps[match.steps.length - 1];
  if (!last) return ruleError('match/nothing-to-undo', 'Nothing has been played yet; there is nothing to undo.');
  if (options.seat !== undefined && last.actor !== options.seat) {
    return ruleError('match/not-your-step', `Seat ${options.seat} may only undo its own step; the last step was ${last.actor === null ? 'a chance outcome' : `seat ${last.actor}'s`}.`, {
      details: { actor: last.actor },
    });
  }
  const stale = exactStep(match, options.step);
  if (stale) return stale;
  const before = match.steps.length > 1 ? match.steps[match.steps.length - 2]!.state : match.start;
  return undoBlocker(before, last, options.worlds === undefined ? {} : { worlds: options.worlds });
}

/**
 * Plays the last undone step again, exactly as it was (`match/nothing-to-redo` when none is left);
 * the seats' updates carry its events again. A seat may only redo its own step.
 *
 * @example
 * const r = redoMatch(match);
 */
export function redoMatch<T extends MatchTypes = UntypedMatch>(match: Match<T>, options: UndoOptions = {}): MatchResult<T> {
  const redone = afterRedo(match, options);
  return redone.ok ? matchOk(redone.match, 'redo', redone.match.history[redone.match.step - 1]!.events) : redone;
}

/**
 * The match after a redo, or its refusal, without building the seats' messages.
 *
 * @example
 * const next = afterRedo(match, {});
 */
export function afterRedo<T extends MatchTypes = UntypedMatch>(match: Match<T>, options: UndoOptions): Changed<T> {
  const next = match.undone[match.undone.length - 1];
  if (!next) return { ok: false, error: ruleError('match/nothing-to-redo', 'No step has been undone since the last action; there is nothing to redo.') };
  if (options.seat !== undefined && next.actor !== options.seat) {
    return {
      ok: false,
      error: ruleError('match/not-your-step', `Seat ${options.seat} may only redo its own step.`, { details: { actor: next.actor } }),
    };
  }
  const stale = exactStep(match, options.step);
  if (stale) return { ok: false, error: stale };
  const entry: MatchEntry = { step: match.step + 1, change: 'redo', actor: next.actor, action: null, state: next.state, events: next.events };
  return { ok: true, match: { ...match, steps: [...match.steps, next], undone: match.undone.slice(0, -1), step: entry.step, history: [...match.history, entry] } };
}

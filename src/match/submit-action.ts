import * as z from 'zod/mini';
import type { Action, PlayerAction } from '../core/actions.js';
import { applyAction, applyUnchecked, type ApplyResult } from '../core/apply.js';
import { jsonEqual } from '../core/json.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { seatOutsideTable } from '../core/refusal-words.js';
import { definitionOf, type AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import { zodToRuleError } from '../core/zod-issues.js';
import { currentState } from './match-state.js';
import { knownLegalActions } from './seat-views.js';
import type { Match, MatchEntry, MatchResult, MatchStep, MatchTypes, UntypedMatch } from './match-types.js';
import { matchOk } from './seat-update.js';
import { staleSubmit } from './step-check.js';

/**
 * Who sent an action and when: a seat (its `player` must be that seat, and it may not send
 * chance outcomes), or the host (`seat` left out), who may send anything; and the step number of
 * the update it was chosen from (`step`, optional), so that a submit from behind is refused as
 * `match/stale` where it no longer fits (see `staleSubmit`).
 *
 * @example
 * const from: SubmitOptions = { seat: 2, step: 17 };
 */
export interface SubmitOptions {
  readonly seat?: PlayerId;
  readonly step?: number;
}

const ActionHeadSchema = z.looseObject({ type: z.string() });
const SeatActionHeadSchema = z.looseObject({ type: z.string(), player: z.int() });

/** The game's own action schema: a malformed action is refused as such before any seat check. */
function malformed(state: AnyGameState, action: unknown): RuleError | null {
  const game = definitionOf(state);
  if ('code' in game) return game;
  const parsed = game.actionSchema.safeParse(action);
  return parsed.success ? null : zodToRuleError('invalid-action', 'The action', parsed.error);
}

/**
 * Why the match refuses an action before the rules see it, in the protocol's order: malformed
 * (`invalid-action`), no such seat, wrong seat, stale; `null` to let the rules judge legality.
 */
function submitRefusal(match: Match<MatchTypes>, state: AnyGameState, action: unknown, options: SubmitOptions): RuleError | null {
  const head = ActionHeadSchema.safeParse(action);
  if (!head.success) return zodToRuleError('invalid-action', 'The action', head.error);
  const chance = head.data.type === 'chance';
  if (!chance) {
    const seated = SeatActionHeadSchema.safeParse(action);
    if (!seated.success) return zodToRuleError('invalid-action', 'The action', seated.error);
    const outside = seatOutsideTable(state.players, action);
    if (outside) return outside;
  }
  const player = chance ? null : (action as { player: PlayerId }).player;
  const { seat, step } = options;
  if (seat !== undefined) {
    const noSeat = seatOutsideTable(state.players, { player: seat });
    if (noSeat) return noSeat;
    if (player !== seat) {
      return (
        (chance ? null : malformed(state, action)) ??
        ruleError('match/wrong-seat', `Seat ${seat} may only send its own actions (with player ${seat}), never chance outcomes.`, {
          details: { seat, player },
        })
      );
    }
  }
  if (step !== undefined && step !== match.step) {
    return (chance ? null : malformed(state, action)) ?? staleSubmit(match, step, player);
  }
  return null;
}

/**
 * The action applied without computing the seat's legal actions again when the update before
 * the submit listed them (a host of many tables keeps them longer than the core's small cache):
 * the very result `applyAction` gives, or `null` to leave the action to `applyAction`.
 */
function applyKnownLegal(state: AnyGameState, action: unknown): ApplyResult | null {
  const player = (action as { player?: unknown }).player;
  if (typeof player !== 'number') return null;
  const legal = knownLegalActions(state, player);
  if (!legal) return null;
  const listed = legal.indexOf(action as PlayerAction) >= 0 ? (action as PlayerAction) : legal.find((candidate) => jsonEqual(candidate, action));
  if (!listed) return null;
  try {
    return { ok: true, ...applyUnchecked(state, listed) };
  } catch {
    return null; // applyAction words the refusal
  }
}

/**
 * Applies a seat's action to the match. Refusals come in this order, each leaving the match
 * unchanged: a malformed action (`invalid-action`: not an object with a `type`, no whole-number
 * `player`, or fields the game's schema refuses), `no-such-seat`, `match/wrong-seat` (a seat
 * sending another seat's action or a chance outcome), `match/stale` or `match/unknown-step` (with
 * `step`), then the rules' own (`not-your-turn`, `illegal-action`, game codes). A new action
 * clears the redo stack.
 *
 * @example
 * const r = submitAction(match, { type: 'gather', player: 1, building: 4 }, { seat: 1, step: 12 });
 * if (r.ok) { match = r.match; r.messages.forEach((m, seat) => send(seat, m)); }
 */
export function submitAction<T extends MatchTypes = UntypedMatch>(match: Match<T>, action: T['submit'], options: SubmitOptions = {}): MatchResult<T> {
  const next = afterSubmit(match, action, options);
  return next.ok ? matchOk(next.match, 'action', next.match.history[next.match.step - 1]!.events) : next;
}

/**
 * The match after a submitted action, or its refusal, without building the seats' messages
 * (what a load replays).
 *
 * @example
 * const next = afterSubmit(match, action, {});
 */
export function afterSubmit<T extends MatchTypes = UntypedMatch>(match: Match<T>, action: unknown, options: SubmitOptions): { readonly ok: true; readonly match: Match<T> } | { readonly ok: false; readonly error: RuleError } {
  const state = currentState(match);
  const refusal = submitRefusal(match, state, action, options);
  if (refusal) return { ok: false, error: refusal };
  const result = applyKnownLegal(state, action) ?? applyAction(state, action);
  if (!result.ok) return result;
  const first = result.applied[0] as Action;
  const actor = first.type === 'chance' ? null : (first as { player: PlayerId }).player;
  const step: MatchStep = { actor, action: first, state: result.state, events: result.events, applied: result.applied };
  const entry: MatchEntry = { step: match.step + 1, change: 'action', actor, action: first, state: result.state, events: result.events };
  return { ok: true, match: { ...match, steps: [...match.steps, step], undone: [], step: entry.step, history: [...match.history, entry] } };
}

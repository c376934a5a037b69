import type { Action, GameEvent, PlayerAction } from './actions.js';
import { applyAction, applyUnchecked } from './apply.js';
import { ruleError, type RuleError } from './errors.js';
import { activePlayers } from './queries.js';
import { definitionOf, type AnyGameState } from './runtime.js';
import type { PlayerId } from './state.js';

/**
 * What {@link applyJoint} returns: the state after every active seat's choice, the events and the
 * actions applied in canonical order (the choices by seat, each followed by the chance outcomes
 * drawn at once); or the first refusal, with the caller's state untouched.
 *
 * @example
 * const r: JointResult = applyJoint(state, [{ type: 'bank', player: 1 }, { type: 'bank', player: 0 }]);
 */
export type JointResult =
  | { readonly ok: true; readonly state: AnyGameState; readonly events: GameEvent[]; readonly applied: Action[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * The joint step for simultaneous seats: one choice from each seat active now, in any order,
 * applied in canonical order (by seat number), so the result does not depend on the order in which
 * the choices arrived. Every choice must be legal in the given state, where all the seats were
 * active at once; a choice for a seat that is not active, a seat that chose twice, or an active
 * seat left without a choice is refused (`not-your-turn`, `invalid-action`), and so is any step
 * where no seat may act (`game-over`, `awaiting-chance`). With one active seat it is
 * `applyAction`. Never throws for bad input.
 *
 * @example
 * const r = applyJoint(state, [{ type: 'gather', player: 2, building: 5 }, { type: 'bank', player: 0 }, { type: 'bank', player: 1 }]);
 * if (r.ok) state = r.state;
 */
export function applyJoint(state: AnyGameState, choices: readonly unknown[]): JointResult {
  const ordered = orderChoices(state, choices);
  if (!ordered.ok) return ordered;
  let current = state;
  const events: GameEvent[] = [];
  const applied: Action[] = [];
  for (const choice of ordered.choices) {
    // Later seats' choices were made in the state where all were active: check each there.
    const legal = applyAction(state, choice);
    if (!legal.ok) return legal;
    const result = current === state ? legal : applyAction(current, choice);
    if (!result.ok) {
      return { ok: false, error: ruleError(result.error.code, `Seat ${String((choice as PlayerAction).player)}'s choice no longer applies after the seats before it: ${result.error.message}`, result.error.details === undefined ? {} : { details: result.error.details }) };
    }
    current = result.state;
    for (const event of result.events) events.push(event);
    for (const action of result.applied) applied.push(action);
  }
  return { ok: true, state: current, events, applied };
}

/**
 * The joint step on the fast path, for search on determinizations: the choices (one per active
 * seat, taken from `legalActions` of this state) sorted by seat and applied with `applyUnchecked`.
 * Like `applyUnchecked`, anything else gives an undefined result.
 *
 * @example
 * const next = applyJointUnchecked(guess, [choiceOf1, choiceOf0]).state;
 */
export function applyJointUnchecked(state: AnyGameState, choices: readonly PlayerAction[]): { state: AnyGameState; applied: Action[] } {
  const ordered = choices.length > 1 ? [...choices].sort((a, b) => a.player - b.player) : choices;
  let current = state;
  const applied: Action[] = [];
  for (const choice of ordered) {
    const result = applyUnchecked(current, choice);
    current = result.state;
    for (const action of result.applied) applied.push(action);
  }
  return { state: current, applied };
}

function orderChoices(state: AnyGameState, choices: readonly unknown[]): { ok: true; choices: PlayerAction[] } | { ok: false; error: RuleError } {
  if (!Array.isArray(choices)) return { ok: false, error: ruleError('invalid-action', 'A joint step takes an array of choices, one per active seat.') };
  const active = activePlayers(state);
  if (active.length === 0) {
    // Nobody may act: say why as applyAction would (over, awaiting chance, or not a state).
    const game = definitionOf(state);
    if ('code' in game) return { ok: false, error: game };
    if (game.isTerminal(state)) return { ok: false, error: ruleError('game-over', 'The game is over; no joint step can be applied.') };
    return { ok: false, error: ruleError('awaiting-chance', 'A chance node is pending: supply its outcome as a chance action first.') };
  }
  const bySeat = new Map<PlayerId, PlayerAction>();
  for (let index = 0; index < choices.length; index++) {
    const choice = choices[index] as Partial<PlayerAction> | null;
    const seat = typeof choice === 'object' && choice !== null ? choice.player : undefined;
    if (typeof seat !== 'number') {
      return { ok: false, error: ruleError('invalid-action', `Choice ${index} of the joint step names no seat (a numeric 'player').`, { path: [index, 'player'] }) };
    }
    if (!active.includes(seat)) {
      return { ok: false, error: ruleError('not-your-turn', `Seat ${seat} may not act now; active: ${active.join(', ') || 'none'}.`, { path: [index], details: { active } }) };
    }
    if (bySeat.has(seat)) {
      return { ok: false, error: ruleError('invalid-action', `Seat ${seat} has two choices in one joint step; each active seat makes one.`, { path: [index] }) };
    }
    bySeat.set(seat, choice as PlayerAction);
  }
  const missing = active.filter((seat) => !bySeat.has(seat));
  if (missing.length > 0) {
    return { ok: false, error: ruleError('invalid-action', `The joint step lacks a choice of seat ${missing.join(', ')}; every active seat makes one.`, { details: { missing } }) };
  }
  return { ok: true, choices: active.slice().sort((a, b) => a - b).map((seat) => bySeat.get(seat)!) };
}

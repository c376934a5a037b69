import type { Action } from '../../core/actions.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import type { JsonValue } from '../../core/json.js';
import { activePlayers, chanceOutcomes, isTerminal, outcome } from '../../core/queries.js';
import type { AnyGameState } from '../../core/runtime.js';
import { actionSpaceSize, encodingRefusal, indexToAction, legalIndexedActions, observationShape } from '../../encodings/encodings.js';
import { sharedWinReturns } from '../../env/shared-win-returns.js';

/**
 * A game the bridge holds, with its encoding's sizes (fixed by the setup; `null` without an
 * encoding) and the legal actions it last listed with their indices (`legal`), so that a step by
 * one of those indices plays the listed action itself, as the in-process environment does.
 *
 * @example
 * const held: Held = { state, sizes: sizesOf(state), legal: null };
 * @internal
 */
export interface Held {
  readonly state: AnyGameState;
  readonly sizes: { readonly actionSpaceSize: number; readonly observationShape: [number] } | null;
  legal: ListedLegal | null;
}

/**
 * A seat's legal indices and the listed actions they name, in one state.
 *
 * @example
 * const listed: ListedLegal = { state, seat: 0, indices: [1, 4], actions };
 * @internal
 */
export interface ListedLegal {
  readonly state: AnyGameState;
  readonly seat: number;
  readonly indices: readonly number[];
  readonly actions: readonly Action[];
}

/**
 * The seat's legal indices in the held game's state, remembered on `held` for the step that follows.
 *
 * @example
 * const indices = listLegal(held, 0);
 * @internal
 */
export function listLegal(held: Held, seat: number): readonly number[] {
  const { indices, actions } = legalIndexedActions(held.state, seat);
  held.legal = { state: held.state, seat, indices, actions };
  return indices;
}

/**
 * The action an index names for a seat: the listed one when `listLegal` listed it for this seat
 * in this state, else decoded (`null` when it names none).
 *
 * @example
 * const action = actionOfIndex(held, 0, 42);
 * @internal
 */
export function actionOfIndex(held: Held, seat: number, index: number): Action | null {
  const listed = held.legal;
  if (listed && listed.state === held.state && listed.seat === seat) {
    let low = 0;
    let high = listed.indices.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = listed.indices[middle]!;
      if (at === index) return listed.actions[middle]!;
      if (at < index) low = middle + 1;
      else high = middle - 1;
    }
  }
  // Not listed: decoded as before, so an unlisted index gets the same answer as it always did.
  return indexToAction(held.state, seat, index);
}

/**
 * The encoding's sizes of a game, or `null` when it has no encoding.
 *
 * @example
 * sizesOf(state)?.actionSpaceSize;
 * @internal
 */
export function sizesOf(state: AnyGameState): Held['sizes'] {
  if (encodingRefusal(state) !== null) return null;
  return { actionSpaceSize: actionSpaceSize(state), observationShape: observationShape(state) };
}

/**
 * The refusal for a request that needs an encoding the game lacks.
 *
 * @example
 * if (held.sizes === null) return fail(noEncoding(held.state));
 * @internal
 */
export function noEncoding(state: AnyGameState): RuleError {
  return encodingRefusal(state) ?? ruleError('bridge/internal', 'The game lost its encoding.');
}

/**
 * What every answer about a game carries: where it stands, the sizes of its encoding, and at the end the returns.
 *
 * @example
 * statusOf(held).terminal;
 * @internal
 */
export function statusOf({ state, sizes }: Pick<Held, 'state' | 'sizes'>): { [key: string]: JsonValue } {
  const end = outcome(state);
  return {
    game: state.game,
    players: state.players,
    ply: state.ply,
    activePlayers: activePlayers(state),
    awaitingChance: !isTerminal(state) && chanceOutcomes(state).length > 0,
    terminal: isTerminal(state),
    outcome: end as unknown as JsonValue,
    returns: end ? sharedWinReturns(end, state.players) : null,
    actionSpaceSize: sizes?.actionSpaceSize ?? null,
    observationShape: sizes?.observationShape ?? null,
  };
}

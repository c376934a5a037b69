import type { ChanceOption, Outcome, PlayerAction } from './actions.js';
import { cachedLegalActions, definitionOf, type AnyGameState } from './runtime.js';
import { isSeatOf, requireSeat } from './seats.js';
import type { PlayerId } from './state.js';

/**
 * The seats that may act now, in the order the game gives them; `[]` at a chance node or at the
 * end.
 *
 * @example
 * activePlayers(state); // [0]
 */
export function activePlayers(state: AnyGameState): PlayerId[] {
  const game = definitionOf(state);
  if ('code' in game || game.isTerminal(state) || game.chanceOutcomes(state).length > 0) return [];
  return [...game.activePlayers(state)];
}

/**
 * Every legal action of a seat, in a stable order; `[]` if it may not act now. The same list
 * decides what `applyAction` accepts. The returned array is shared: do not change it. A seat that
 * is not at the table (9 at a 3-seat table, -1, 1.5, '0', null) is refused: it throws an
 * `EngineError` with the code `no-such-seat` (check first with `seatRefusal`).
 *
 * @example
 * const moves = legalActions(state, 0);
 */
export function legalActions(state: AnyGameState, player: PlayerId): readonly PlayerAction[] {
  const game = definitionOf(state);
  if ('code' in game) return [];
  // The hot path of every search: the plain test first, the words only for a refusal.
  if (!isSeatOf(state.players, player)) requireSeat(state, player);
  if (game.isTerminal(state) || game.chanceOutcomes(state).length > 0) return [];
  if (!game.activePlayers(state).includes(player)) return [];
  return cachedLegalActions(game, state, player);
}

/**
 * The outcomes of the pending chance node with their exact probabilities (they sum to 1);
 * `[]` when no chance node is pending.
 *
 * @example
 * for (const { outcome, probability } of chanceOutcomes(state)) console.log(outcome, probability);
 */
export function chanceOutcomes(state: AnyGameState): readonly ChanceOption<unknown>[] {
  const game = definitionOf(state);
  if ('code' in game || game.isTerminal(state)) return [];
  return game.chanceOutcomes(state);
}

/**
 * Whether the game has ended.
 *
 * @example
 * while (!isTerminal(state)) { ... }
 */
export function isTerminal(state: AnyGameState): boolean {
  const game = definitionOf(state);
  return 'code' in game ? false : game.isTerminal(state);
}

/**
 * The result of an ended game (scores, winners, tie-break used); `null` while it goes on.
 *
 * @example
 * outcome(state)?.winners; // [0]
 */
export function outcome(state: AnyGameState): Outcome | null {
  const game = definitionOf(state);
  if ('code' in game || !game.isTerminal(state)) return null;
  return game.outcome(state);
}

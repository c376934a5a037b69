import type { PlayerAction } from '../../core/actions.js';
import type { AnyGameState } from '../../core/runtime.js';

/**
 * A game's compact notation: the body of an action's text (the seat prefix and chance outcomes
 * are handled for every game alike), and its reading back. `parse` returns `null` for a body
 * that is not the notation of any action. Both get the state the action belongs to, for what a
 * text names by the game's own geometry (Lost Valley's place names, docs/notation.md).
 *
 * @example
 * const duel: GameNotation<DuelAction> = { format: (a) => (a.type === 'pass' ? 'pass' : ...), parse: (body, player) => ... };
 */
export interface GameNotation<A extends PlayerAction> {
  format(action: A, state: AnyGameState): string;
  parse(body: string, player: number, state: AnyGameState): A | null;
}

/**
 * Reads a whole number written in plain digits, or `null`.
 *
 * @example
 * wholeNumber('12'); // 12
 */
export function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

import type { Action, PlayerAction } from '../../core/actions.js';
import type { SeatHolding } from '../seat-holding.js';
import { duelNotation } from './duel-notation.js';
import { dutchmanNotation } from './dutchman-notation.js';
import { gullyNotation } from './gully-notation.js';
import type { GameNotation } from './notation-types.js';
import { valleyNotation } from './valley-notation.js';
import { formatActionIn, parseActionIn, type ParsedAction } from './notation-with.js';

export type { ParsedAction } from './notation-with.js';

const erase = <A extends PlayerAction>(notation: GameNotation<A>): GameNotation<PlayerAction> => notation as unknown as GameNotation<PlayerAction>;

const NOTATIONS: Readonly<Record<string, GameNotation<PlayerAction>>> = {
  'goldfield-gully': erase(gullyNotation),
  'lost-dutchman': erase(dutchmanNotation),
  'lost-valley': erase(valleyNotation),
  'mountain-river-duel': erase(duelNotation),
};

function notationOf(game: string): GameNotation<PlayerAction> | undefined {
  return Object.prototype.hasOwnProperty.call(NOTATIONS, game) ? NOTATIONS[game] : undefined;
}

/**
 * An action in the game's compact notation (docs/notation.md). The seat is written as a prefix
 * (`2:g3`) only when it is not the one seat that may act; a chance outcome is `*` and its JSON.
 * An action of a game without a notation is written as JSON.
 *
 * @example
 * formatAction(state, { type: 'gather', player: 0, building: 3 }); // 'g3', or '0:g3' while several seats pick
 */
export function formatAction<A extends Action>(state: SeatHolding, action: A): string {
  return formatActionIn(notationOf, state, action);
}

/**
 * Reads an action written in the game's compact notation (what {@link formatAction} writes) back
 * into an action, without throwing. It checks the text, not the rules: apply the action to learn
 * whether it is legal.
 *
 * @example
 * const r = parseAction(state, 'g3');
 * if (r.ok) applyAction(state, r.action);
 */
export function parseAction(state: SeatHolding, text: string): ParsedAction {
  return parseActionIn(notationOf, state, text);
}


import type { Action, PlayerAction } from '../../core/actions.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activeIn, asWordsState, type SeatHolding } from '../seat-holding.js';
import { duelNotation } from './duel-notation.js';
import { dutchmanNotation } from './dutchman-notation.js';
import { gullyNotation } from './gully-notation.js';
import type { GameNotation } from './notation-types.js';
import { valleyNotation } from './valley-notation.js';

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
 * What {@link parseAction} returns: the action (not yet checked for legality: apply it), or why
 * the text is not one (`notation/unreadable`, `notation/seat-needed`, `notation/unknown-game`).
 *
 * @example
 * const r: ParsedAction = parseAction(state, 'g3');
 */
export type ParsedAction = { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly error: RuleError };

/**
 * An action in the game's compact notation (docs/notation.md). The seat is written as a prefix
 * (`2:g3`) only when it is not the one seat that may act; a chance outcome is `*` and its JSON.
 * An action of a game without a notation is written as JSON.
 *
 * @example
 * formatAction(state, { type: 'gather', player: 0, building: 3 }); // 'g3', or '0:g3' while several seats pick
 */
export function formatAction<A extends Action>(state: SeatHolding, action: A): string {
  if (action.type === 'chance') return `*${JSON.stringify((action as { outcome: unknown }).outcome)}`;
  const move = action as PlayerAction;
  const notation = notationOf(state.game);
  if (!notation) return JSON.stringify(move);
  const active = activeIn(state);
  const body = notation.format(move, asWordsState(state));
  return active.length === 1 && active[0] === move.player ? body : `${move.player}:${body}`;
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
  const trimmed = String(text).trim();
  if (trimmed.startsWith('*')) {
    try {
      return { ok: true, action: { type: 'chance', outcome: JSON.parse(trimmed.slice(1)) as unknown } };
    } catch {
      return { ok: false, error: ruleError('notation/unreadable', `'${trimmed}' is not a chance outcome: '*' must be followed by JSON.`) };
    }
  }
  const notation = notationOf(state.game);
  if (!notation) return { ok: false, error: ruleError('notation/unknown-game', `The game '${String(state.game)}' has no notation.`) };
  const prefixed = /^(\d{1,2}):(.*)$/.exec(trimmed);
  let seat: number;
  let body = trimmed;
  if (prefixed) {
    seat = Number(prefixed[1]);
    body = prefixed[2]!;
  } else {
    const active = activeIn(state);
    if (active.length !== 1) {
      return {
        ok: false,
        error: ruleError('notation/seat-needed', `Several seats (or none) may act now: write the seat first, as in '${active[0] ?? 0}:${trimmed}'.`, {
          details: { active: [...active] },
        }),
      };
    }
    seat = active[0]!;
  }
  const action = notation.parse(body, seat, asWordsState(state));
  if (!action) return { ok: false, error: ruleError('notation/unreadable', `'${trimmed}' is not an action in ${state.game}'s notation (docs/notation.md).`) };
  return { ok: true, action };
}

// The notation functions over a notation lookup, apart from the notations of every game, so that a
// per-game words subpath bundles only its own game's notation.
import type { Action, PlayerAction } from '../../core/actions.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { getGame } from '../../core/registry.js';
import { activeIn, asWordsState, type SeatHolding } from '../seat-holding.js';
import type { GameNotation } from './notation-types.js';

/**
 * Where the notation functions find a game's notation: every game's (`lost-valley-engine/words`)
 * or one game's (a per-game words subpath).
 *
 * @example
 * const only: NotationLookup = (game) => (game === 'goldfield-gully' ? gullyNotation : undefined);
 * @internal
 */
export type NotationLookup = (game: string) => GameNotation<PlayerAction> | undefined;

/**
 * What `parseAction` returns: the action (not yet checked for legality: apply it), or why
 * the text is not one (`notation/unreadable`, `notation/seat-needed`, `notation/unknown-game`).
 *
 * @example
 * const r: ParsedAction = parseAction(state, 'g3');
 */
export type ParsedAction<A extends Action = Action> = { readonly ok: true; readonly action: A } | { readonly ok: false; readonly error: RuleError };

/**
 * `formatAction` with the notation looked up in `lookup`.
 *
 * @example
 * formatActionIn(() => gullyNotation, state, { type: 'bank', player: 0 }); // 'b'
 * @internal
 */
export function formatActionIn(lookup: NotationLookup, state: SeatHolding, action: Action): string {
  if (action.type === 'chance') return `*${JSON.stringify((action as { outcome: unknown }).outcome)}`;
  const move = action as PlayerAction;
  const notation = lookup(state.game);
  if (!notation) return JSON.stringify(move);
  const active = activeIn(state);
  const body = notation.format(move, asWordsState(state));
  return active.length === 1 && active[0] === move.player ? body : `${move.player}:${body}`;
}

/**
 * `parseAction` with the notation looked up in `lookup`.
 *
 * @example
 * parseActionIn(() => gullyNotation, state, 'b');
 * @internal
 */
export function parseActionIn(lookup: NotationLookup, state: SeatHolding, text: string): ParsedAction {
  const trimmed = String(text).trim();
  if (trimmed.startsWith('*')) {
    try {
      return { ok: true, action: { type: 'chance', outcome: JSON.parse(trimmed.slice(1)) as unknown } };
    } catch {
      return { ok: false, error: ruleError('notation/unreadable', `'${trimmed}' is not a chance outcome: '*' must be followed by JSON.`) };
    }
  }
  const notation = lookup(state.game);
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
  if (!action) {
    // Places are read from the component set: one this program has not loaded (Lost Valley's
    // first edition without its entry) reads as no place, so say what to import.
    const notLoaded = getGame(String(state.game))?.refuseOptions?.(state.options) ?? null;
    const words = `'${trimmed}' is not an action in ${state.game}'s notation (docs/notation.md).`;
    if (!notLoaded) return { ok: false, error: ruleError('notation/unreadable', words) };
    return { ok: false, error: ruleError('notation/unreadable', `${words} ${notLoaded.message}`, { details: { refusal: notLoaded.code } }) };
  }
  return { ok: true, action };
}

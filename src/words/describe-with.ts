// The describing functions over a word-table lookup, apart from the table of every game, so that a
// per-game words subpath bundles only its own game's tables.
import type { Action, GameEvent, PlayerAction } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import { asWordsState, type SeatHolding } from './seat-holding.js';
import { defaultSeatName, joinList } from './locale-basics.js';
import type { AnyGameWords } from './words-registry.js';
import type { Locale, Words, WordsOptions } from './words-types.js';

const CHANCE: Readonly<Record<Locale, string>> = { en: 'Chance', es: 'Azar', cs: 'Náhoda' };
const UNKNOWN: Readonly<Record<Locale, string>> = { en: 'does', es: 'hace', cs: 'provádí' };

/**
 * Where the describing functions find a game's word table in a locale: every game's
 * (`gameWords`, for `lost-valley-engine/words`) or one game's (a per-game words subpath).
 *
 * @example
 * const only: WordsLookup = (game, locale) => (game === 'goldfield-gully' ? gullyTables[locale] : undefined);
 * @internal
 */
export type WordsLookup = (game: string, locale: Locale) => AnyGameWords | undefined;

function wordsFor(held: SeatHolding, options: WordsOptions): Words<AnyGameState> {
  const state = asWordsState(held);
  const locale = options.locale ?? 'en';
  const names = options.seatNames ?? [];
  return {
    state,
    locale,
    seat: (player) => {
      const seat = Number(player);
      return names[seat] ?? defaultSeatName(locale, seat);
    },
    list: (values) => joinList(locale, values),
  };
}

function compact(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/**
 * `describeAction` with the word tables looked up in `lookup`.
 *
 * @example
 * describeActionIn(gameWords, state, { type: 'bank', player: 1 }, {});
 * @internal
 */
export function describeActionIn(lookup: WordsLookup, state: SeatHolding, action: Action, options: WordsOptions): string {
  const words = wordsFor(state, options);
  if (action.type === 'chance') return `${CHANCE[words.locale]}: ${compact((action as { outcome: unknown }).outcome)}.`;
  // Not a chance outcome, so a seat's action (the type alone cannot narrow the union).
  const move = action as PlayerAction;
  const table = lookup(state.game, words.locale);
  const entry = table && Object.prototype.hasOwnProperty.call(table.actions, move.type) ? table.actions[move.type] : undefined;
  if (!entry) return `${words.seat(move.player)} ${UNKNOWN[words.locale]} ${move.type}.`;
  return entry(move, words);
}

/**
 * `describeEvent` with the word tables looked up in `lookup`.
 *
 * @example
 * describeEventIn(gameWords, { type: 'passed', player: 0 }, state, {});
 * @internal
 */
export function describeEventIn(lookup: WordsLookup, event: GameEvent, state: SeatHolding, options: WordsOptions): string | undefined {
  const words = wordsFor(state, options);
  const table = lookup(state.game, words.locale);
  if (!table || !Object.prototype.hasOwnProperty.call(table.events, event.type)) return `${event.type}.`;
  const entry = table.events[event.type];
  return entry ? entry(event, words) : undefined;
}


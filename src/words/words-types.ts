import type { GameEvent, PlayerAction } from '../core/actions.js';

/**
 * The languages the words come in: English, Spanish and Czech (Lost Valley's first edition was
 * published in Spanish and Czech).
 *
 * @example
 * const locale: Locale = 'cs';
 */
export type Locale = 'en' | 'es' | 'cs';

/**
 * Every supported locale, in a stable order.
 *
 * @example
 * LOCALES.includes('es'); // true
 */
export const LOCALES: readonly Locale[] = ['en', 'es', 'cs'];

/**
 * How to say things: the locale (default `en`) and the seats' names, by seat number (default
 * "Seat 1", "Asiento 1", "Hráč 1" for seat 0: `defaultSeatName`).
 *
 * @example
 * const options: WordsOptions = { locale: 'es', seatNames: ['Ana', 'Luis'] };
 */
export interface WordsOptions {
  readonly locale?: Locale;
  readonly seatNames?: readonly string[];
}

/**
 * What a word table's entries get besides the action or event: the state, the locale, and helpers
 * that name seats and join lists the way the locale does.
 *
 * @example
 * const sentence = (event: GameEvent, w: Words<GullyState>) => `${w.seat(event['player'])} passes.`;
 */
export interface Words<S> {
  readonly state: S;
  readonly locale: Locale;
  /** The seat's name as the caller gave it, or the locale's default. */
  seat(player: unknown): string;
  /** `a, b and c` in the locale's words. */
  list(values: readonly unknown[]): string;
}

/**
 * One sentence per action type. Keyed by the game's action union, so a game that gains an action
 * type fails to compile until every locale has its entry.
 *
 * @example
 * const duelActions: ActionWords<DuelAction, DuelState> = { pass: (a, w) => `${w.seat(a.player)} passes.`, ... };
 */
export type ActionWords<A extends PlayerAction, S> = {
  readonly [K in A['type']]: (action: Extract<A, { type: K }>, words: Words<S>) => string;
};

/**
 * One sentence per event type; `null` marks an event that narration leaves silent on purpose
 * (a turn starting, already said by what follows). An event type with no entry at all is a gap,
 * and the words test fails on it.
 *
 * @example
 * const events: EventWords<DuelState> = { 'turn-started': null, passed: (e, w) => `${w.seat(e['player'])} passes.` };
 */
export type EventWords<S> = Readonly<Record<string, ((event: GameEvent, words: Words<S>) => string) | null>>;

/**
 * A game's words in one locale.
 *
 * @example
 * export const gullyWordsEn: GameWords<GullyAction, GullyState> = { actions, events };
 */
export interface GameWords<A extends PlayerAction, S> {
  readonly actions: ActionWords<A, S>;
  readonly events: EventWords<S>;
}

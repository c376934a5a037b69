import type { PlayerAction } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import { gullyWordsCs } from './goldfield-gully/gully-words-cs.js';
import { gullyWordsEn } from './goldfield-gully/gully-words-en.js';
import { gullyWordsEs } from './goldfield-gully/gully-words-es.js';
import { dutchmanWordsCs } from './lost-dutchman/dutchman-words-cs.js';
import { dutchmanWordsEn } from './lost-dutchman/dutchman-words-en.js';
import { dutchmanWordsEs } from './lost-dutchman/dutchman-words-es.js';
import { valleyWordsCs } from './lost-valley/valley-words-cs.js';
import { valleyWordsEn } from './lost-valley/valley-words-en.js';
import { valleyWordsEs } from './lost-valley/valley-words-es.js';
import { duelWordsCs, duelWordsEn, duelWordsEs } from './mountain-river-duel/duel-words.js';
import type { GameWords, Locale } from './words-types.js';

/**
 * A game's words with its types erased, as the table of all games holds them.
 *
 * @example
 * const words: AnyGameWords | undefined = gameWords('goldfield-gully', 'es');
 */
// The entries are called only with actions and states of their own game (checked by type first).
export type AnyGameWords = GameWords<PlayerAction, AnyGameState>;

const erase = <A extends PlayerAction, S>(words: GameWords<A, S>): AnyGameWords => words as unknown as AnyGameWords;

const TABLES: Readonly<Record<string, Readonly<Record<Locale, AnyGameWords>>>> = {
  'goldfield-gully': { en: erase(gullyWordsEn), es: erase(gullyWordsEs), cs: erase(gullyWordsCs) },
  'lost-dutchman': { en: erase(dutchmanWordsEn), es: erase(dutchmanWordsEs), cs: erase(dutchmanWordsCs) },
  'lost-valley': { en: erase(valleyWordsEn), es: erase(valleyWordsEs), cs: erase(valleyWordsCs) },
  'mountain-river-duel': { en: erase(duelWordsEn), es: erase(duelWordsEs), cs: erase(duelWordsCs) },
};

/**
 * The word table of a game in a locale, or `undefined` for a game that has none (a game
 * registered by a user).
 *
 * @example
 * Object.keys(gameWords('lost-valley', 'cs')!.actions); // ['move', 'end-turn', ...]
 */
export function gameWords(game: string, locale: Locale): AnyGameWords | undefined {
  return Object.prototype.hasOwnProperty.call(TABLES, game) ? TABLES[game]?.[locale] : undefined;
}

/**
 * The games that have words.
 *
 * @example
 * gamesWithWords(); // ['goldfield-gully', 'lost-dutchman', 'lost-valley', 'mountain-river-duel']
 */
export function gamesWithWords(): string[] {
  return Object.keys(TABLES);
}

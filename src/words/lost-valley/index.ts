/**
 * Lost Valley's words alone: `lost-valley-engine/words/lost-valley`. The same sentences and notation as
 * `lost-valley-engine/words`, typed with Lost Valley's actions and events, for a client that bundles
 * only its own game's words. It registers no game: a view or state whose component data is a
 * named set needs the game registered to read it (import `lost-valley-engine/lost-valley`).
 *
 * @example
 * import { lostValleyWords } from 'lost-valley-engine/words/lost-valley';
 * for (const event of update.events) console.log(lostValleyWords.describeEvent(event, update.view));
 * @packageDocumentation
 * @module words/lost-valley
 */
import type { LostValleyAction, LostValleyChance, LostValleyEvent, LostValleyState } from '../../games/lost-valley/api.js';
import { valleyNotation } from '../notation/valley-notation.js';
import { oneGameWords, type OneGameWords } from '../one-game-words.js';
import { valleyWordsCs } from './valley-words-cs.js';
import { valleyWordsEn } from './valley-words-en.js';
import { valleyWordsEs } from './valley-words-es.js';

/**
 * Lost Valley's words: `describeAction`, `describeEvent`, `formatAction` and `parseAction` for its
 * actions and events, from a seat's view or the state.
 *
 * @example
 * lostValleyWords.describeAction(update.view, update.legalActions[0]!, { locale: 'cs' });
 */
export const lostValleyWords: OneGameWords<LostValleyAction, LostValleyChance, LostValleyEvent> = oneGameWords<LostValleyAction, LostValleyChance, LostValleyEvent, LostValleyState>('lost-valley', { en: valleyWordsEn, es: valleyWordsEs, cs: valleyWordsCs }, valleyNotation);

export type { OneGameWords } from '../one-game-words.js';
export type { ParsedAction } from '../notation/notation-with.js';
export type { SeatHolding } from '../seat-holding.js';
export type { Locale, WordsOptions } from '../words-types.js';

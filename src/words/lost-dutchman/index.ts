/**
 * The Lost Dutchman's words alone: `lost-valley-engine/words/lost-dutchman`. The same sentences and notation as
 * `lost-valley-engine/words`, typed with The Lost Dutchman's actions and events, for a client that bundles
 * only its own game's words. It registers no game: a view or state whose component data is a
 * named set needs the game registered to read it (import `lost-valley-engine/lost-dutchman`).
 *
 * @example
 * import { lostDutchmanWords } from 'lost-valley-engine/words/lost-dutchman';
 * for (const event of update.events) console.log(lostDutchmanWords.describeEvent(event, update.view));
 * @packageDocumentation
 * @module words/lost-dutchman
 */
import type { DutchmanAction, DutchmanChance, DutchmanEvent, DutchmanState } from '../../games/lost-dutchman/api.js';
import { dutchmanNotation } from '../notation/dutchman-notation.js';
import { oneGameWords, type OneGameWords } from '../one-game-words.js';
import { dutchmanWordsCs } from './dutchman-words-cs.js';
import { dutchmanWordsEn } from './dutchman-words-en.js';
import { dutchmanWordsEs } from './dutchman-words-es.js';

/**
 * The Lost Dutchman's words: `describeAction`, `describeEvent`, `formatAction` and `parseAction` for its
 * actions and events, from a seat's view or the state.
 *
 * @example
 * lostDutchmanWords.describeAction(update.view, update.legalActions[0]!, { locale: 'cs' });
 */
export const lostDutchmanWords: OneGameWords<DutchmanAction, DutchmanChance, DutchmanEvent> = oneGameWords<DutchmanAction, DutchmanChance, DutchmanEvent, DutchmanState>('lost-dutchman', { en: dutchmanWordsEn, es: dutchmanWordsEs, cs: dutchmanWordsCs }, dutchmanNotation);

export type { OneGameWords } from '../one-game-words.js';
export type { ParsedAction } from '../notation/notation-with.js';
export type { SeatHolding } from '../seat-holding.js';
export type { Locale, WordsOptions } from '../words-types.js';

/**
 * Goldfield Gully's words alone: `lost-valley-engine/words/goldfield-gully`. The same sentences and notation as
 * `lost-valley-engine/words`, typed with Goldfield Gully's actions and events, for a client that bundles
 * only its own game's words. It registers no game: a view or state whose component data is a
 * named set needs the game registered to read it (import `lost-valley-engine/goldfield-gully`).
 *
 * @example
 * import { goldfieldGullyWords } from 'lost-valley-engine/words/goldfield-gully';
 * for (const event of update.events) console.log(goldfieldGullyWords.describeEvent(event, update.view));
 * @packageDocumentation
 * @module words/goldfield-gully
 */
import type { GullyAction, GullyChance, GullyEvent, GullyState } from '../../games/goldfield-gully/api.js';
import { gullyNotation } from '../notation/gully-notation.js';
import { oneGameWords, type OneGameWords } from '../one-game-words.js';
import { gullyWordsCs } from './gully-words-cs.js';
import { gullyWordsEn } from './gully-words-en.js';
import { gullyWordsEs } from './gully-words-es.js';

/**
 * Goldfield Gully's words: `describeAction`, `describeEvent`, `formatAction` and `parseAction` for its
 * actions and events, from a seat's view or the state.
 *
 * @example
 * goldfieldGullyWords.describeAction(update.view, update.legalActions[0]!, { locale: 'cs' });
 */
export const goldfieldGullyWords: OneGameWords<GullyAction, GullyChance, GullyEvent> = oneGameWords<GullyAction, GullyChance, GullyEvent, GullyState>('goldfield-gully', { en: gullyWordsEn, es: gullyWordsEs, cs: gullyWordsCs }, gullyNotation);

export type { OneGameWords } from '../one-game-words.js';
export type { ParsedAction } from '../notation/notation-with.js';
export type { SeatHolding } from '../seat-holding.js';
export type { Locale, WordsOptions } from '../words-types.js';

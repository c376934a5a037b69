/**
 * The mountain/river duel's words alone: `lost-valley-engine/words/mountain-river-duel`. The same sentences and notation as
 * `lost-valley-engine/words`, typed with The mountain/river duel's actions and events, for a client that bundles
 * only its own game's words. It registers no game: a view or state whose component data is a
 * named set needs the game registered to read it (import `lost-valley-engine/mountain-river-duel`).
 *
 * @example
 * import { mountainRiverDuelWords } from 'lost-valley-engine/words/mountain-river-duel';
 * for (const event of update.events) console.log(mountainRiverDuelWords.describeEvent(event, update.view));
 * @packageDocumentation
 * @module words/mountain-river-duel
 */
import type { DuelAction, DuelChance, DuelEvent, DuelState } from '../../games/mountain-river-duel/api.js';
import { duelNotation } from '../notation/duel-notation.js';
import { oneGameWords, type OneGameWords } from '../one-game-words.js';
import { duelWordsCs, duelWordsEn, duelWordsEs } from './duel-words.js';

/**
 * The mountain/river duel's words: `describeAction`, `describeEvent`, `formatAction` and `parseAction` for its
 * actions and events, from a seat's view or the state.
 *
 * @example
 * mountainRiverDuelWords.describeAction(update.view, update.legalActions[0]!, { locale: 'cs' });
 */
export const mountainRiverDuelWords: OneGameWords<DuelAction, DuelChance, DuelEvent> = oneGameWords<DuelAction, DuelChance, DuelEvent, DuelState>('mountain-river-duel', { en: duelWordsEn, es: duelWordsEs, cs: duelWordsCs }, duelNotation);

export type { OneGameWords } from '../one-game-words.js';
export type { ParsedAction } from '../notation/notation-with.js';
export type { SeatHolding } from '../seat-holding.js';
export type { Locale, WordsOptions } from '../words-types.js';

/**
 * Words for people: `lost-valley-engine/words`. `describeAction` and `describeEvent` say actions
 * and events in English, Spanish or Czech with the caller's seat names; `formatAction` and
 * `parseAction` write and read each game's compact action notation; `formatPosition` and
 * `parsePosition` write and read a whole position as text (docs/notation.md). It registers no
 * game: the states it describes come from a game's subpath (or `lost-valley-engine`), imported
 * first.
 *
 * @example
 * import { describeAction } from 'lost-valley-engine/words';
 * describeAction(state, { type: 'bank', player: 1 }, { locale: 'es' });
 * @packageDocumentation
 * @module words
 */
export { describeAction, describeEvent } from './describe.js';
export type { SeatHolding } from './seat-holding.js';
export { formatAction, parseAction, type ParsedAction } from './notation/notation.js';
export { formatPosition, parsePosition, type ParsedPosition, type PositionTextOptions, type ParsePositionOptions } from './notation/position.js';
export { gameWords, gamesWithWords, type AnyGameWords } from './words-registry.js';
export { defaultSeatName, joinList } from './locale-basics.js';
export { LOCALES, type Locale, type WordsOptions, type Words, type ActionWords, type EventWords, type GameWords } from './words-types.js';
export type { GameNotation } from './notation/notation-types.js';

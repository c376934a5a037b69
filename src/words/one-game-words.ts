import type { ChanceAction, GameEvent, PlayerAction } from '../core/actions.js';
import { describeActionIn, describeEventIn } from './describe-with.js';
import { formatActionIn, parseActionIn, type ParsedAction } from './notation/notation-with.js';
import type { GameNotation } from './notation/notation-types.js';
import type { SeatHolding } from './seat-holding.js';
import type { AnyGameWords } from './words-registry.js';
import type { GameWords, Locale, WordsOptions } from './words-types.js';

/**
 * One game's words, as a per-game words subpath exports them (`lost-valley-engine/words/<game>`):
 * the same four functions as `lost-valley-engine/words`, typed with the game's actions, chance
 * outcomes and events, and bundling only this game's tables and notation. They work from what a
 * seat holds (its view or the state). A state or view of another game is said as the general
 * functions say a game without words: plainly by type (`parseAction`: `notation/unknown-game`).
 *
 * @example
 * import { goldfieldGullyWords } from 'lost-valley-engine/words/goldfield-gully';
 * goldfieldGullyWords.describeEvent(event, update.view, { locale: 'es' });
 */
export interface OneGameWords<A extends PlayerAction, C, E extends GameEvent> {
  /** The game's id. */
  readonly game: string;
  /** One sentence for an action (see `describeAction`). */
  describeAction(held: SeatHolding, action: A | ChanceAction<C>, options?: WordsOptions): string;
  /** One sentence for an event, or `undefined` for one narration leaves silent (see `describeEvent`). */
  describeEvent(event: E, held: SeatHolding, options?: WordsOptions): string | undefined;
  /** The action in the game's compact notation (see `formatAction`). */
  formatAction(held: SeatHolding, action: A | ChanceAction<C>): string;
  /** Reads the game's notation back into an action, not yet checked for legality (see `parseAction`). */
  parseAction(held: SeatHolding, text: string): ParsedAction<A | ChanceAction<C>>;
}

/**
 * Builds one game's words from its tables (one per locale) and its notation.
 *
 * @example
 * export const goldfieldGullyWords = oneGameWords<GullyAction, GullyChance, GullyEvent, GullyState>('goldfield-gully', { en, es, cs }, gullyNotation);
 * @internal
 */
export function oneGameWords<A extends PlayerAction, C, E extends GameEvent, S>(
  game: string,
  tables: Readonly<Record<Locale, GameWords<A, S>>>,
  notation: GameNotation<A>,
): OneGameWords<A, C, E> {
  // The entries are called only with this game's actions and states (the game is checked first).
  const words = (id: string, locale: Locale) => (id === game ? (tables[locale] as unknown as AnyGameWords) : undefined);
  const notationOf = (id: string) => (id === game ? (notation as unknown as GameNotation<PlayerAction>) : undefined);
  return {
    game,
    describeAction: (held, action, options = {}) => describeActionIn(words, held, action, options),
    describeEvent: (event, held, options = {}) => describeEventIn(words, event, held, options),
    formatAction: (held, action) => formatActionIn(notationOf, held, action),
    // The notation reads only this game's actions (a chance outcome is `*` and its JSON).
    parseAction: (held, text) => parseActionIn(notationOf, held, text) as ParsedAction<A | ChanceAction<C>>,
  };
}

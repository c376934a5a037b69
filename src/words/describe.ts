import type { Action, GameEvent } from '../core/actions.js';
import { describeActionIn, describeEventIn } from './describe-with.js';
import type { SeatHolding } from './seat-holding.js';
import { gameWords } from './words-registry.js';
import type { WordsOptions } from './words-types.js';

/**
 * One sentence for an action, for a button, a log or a screen reader, in the locale with the
 * caller's seat names. A chance outcome is said as data (what it revealed is in the events). It
 * never throws: an action type the tables do not know yet is said plainly by its type.
 *
 * @example
 * describeAction(state, { type: 'gather', player: 1, building: 4 }, { locale: 'es', seatNames: ['Ana', 'Luis'] });
 * // 'Luis busca oro en el edificio 4 (…).'
 */
export function describeAction<A extends Action>(state: SeatHolding, action: A, options: WordsOptions = {}): string {
  return describeActionIn(gameWords, state, action, options);
}

/**
 * One sentence for an event, for narration, in the locale with the caller's seat names;
 * `undefined` for an event that narration leaves silent (a turn starting). Filter events per seat
 * with `eventsFor` first: the words say whatever the event holds. It never throws: an event type
 * the tables do not know yet is said plainly by its type.
 *
 * @example
 * describeEvent({ type: 'passed', player: 0 }, state, { locale: 'cs', seatNames: ['Jana'] }); // 'Jana pasuje.'
 */
export function describeEvent(event: GameEvent, state: SeatHolding, options: WordsOptions = {}): string | undefined {
  return describeEventIn(gameWords, event, state, options);
}

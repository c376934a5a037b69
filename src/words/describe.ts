import type { Action, GameEvent, PlayerAction } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import { asWordsState, type SeatHolding } from './seat-holding.js';
import { defaultSeatName, joinList } from './locale-basics.js';
import { gameWords } from './words-registry.js';
import type { Locale, Words, WordsOptions } from './words-types.js';

const CHANCE: Readonly<Record<Locale, string>> = { en: 'Chance', es: 'Azar', cs: 'Náhoda' };
const UNKNOWN: Readonly<Record<Locale, string>> = { en: 'does', es: 'hace', cs: 'provádí' };

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
 * One sentence for an action, for a button, a log or a screen reader, in the locale with the
 * caller's seat names. A chance outcome is said as data (what it revealed is in the events). It
 * never throws: an action type the tables do not know yet is said plainly by its type.
 *
 * @example
 * describeAction(state, { type: 'gather', player: 1, building: 4 }, { locale: 'es', seatNames: ['Ana', 'Luis'] });
 * // 'Luis busca oro en el edificio 4 (…).'
 */
export function describeAction<A extends Action>(state: SeatHolding, action: A, options: WordsOptions = {}): string {
  const words = wordsFor(state, options);
  if (action.type === 'chance') return `${CHANCE[words.locale]}: ${compact((action as { outcome: unknown }).outcome)}.`;
  // Not a chance outcome, so a seat's action (the type alone cannot narrow the union).
  const move = action as PlayerAction;
  const table = gameWords(state.game, words.locale);
  const entry = table && Object.prototype.hasOwnProperty.call(table.actions, move.type) ? table.actions[move.type] : undefined;
  if (!entry) return `${words.seat(move.player)} ${UNKNOWN[words.locale]} ${move.type}.`;
  return entry(move, words);
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
  const words = wordsFor(state, options);
  const table = gameWords(state.game, words.locale);
  if (!table || !Object.prototype.hasOwnProperty.call(table.events, event.type)) return `${event.type}.`;
  const entry = table.events[event.type];
  return entry ? entry(event, words) : undefined;
}

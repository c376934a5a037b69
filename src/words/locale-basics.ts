import { seatLabel } from '../core/seat-label.js';
import type { Locale } from './words-types.js';

/**
 * The default name of a seat in each locale, for when the caller gives none. The engine numbers
 * seats from 0; people count from 1, so seat 0 is "Seat 1" (the one naming scheme of the words,
 * the command line and the browser table).
 *
 * @example
 * defaultSeatName('cs', 2); // 'Hráč 3'
 */
export function defaultSeatName(locale: Locale, seat: number): string {
  const counted = seat + 1;
  if (locale === 'es') return `Asiento ${counted}`;
  if (locale === 'cs') return `Hráč ${counted}`;
  return seatLabel(seat); // the games' own English sentences name seats the same way
}

const AND: Readonly<Record<Locale, string>> = { en: 'and', es: 'y', cs: 'a' };

/**
 * Joins values as the locale does: `1, 2 and 3`, `1, 2 y 3`, `1, 2 a 3`.
 *
 * @example
 * joinList('es', [1, 2, 3]); // '1, 2 y 3'
 */
export function joinList(locale: Locale, values: readonly unknown[]): string {
  const texts = values.map(String);
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} ${AND[locale]} ${texts[texts.length - 1]}`;
}

/**
 * A modifier or bonus with its sign: `+2`, `−1` stays `-1`.
 *
 * @example
 * signed(2); // '+2'
 */
export function signed(value: unknown): string {
  const n = Number(value);
  return n > 0 ? `+${n}` : String(n);
}

import type { Locale } from '../words-types.js';

// Lost Valley's fixed words in each locale. Item and skill ids come from component data and are
// said as the data spells them (hyphens as spaces), in every locale.

type Terms = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

const TERMS: Terms = {
  en: {
    foot: 'on foot', 'foot-unburdened': 'on foot, unburdened', horse: 'on horseback', boat: 'by boat',
    river: 'river', land: 'land', triangle: 'triangle',
    movement: 'movement', action: 'action', trade: 'trade',
    sun: 'sun', blank: 'blank', snowflake: 'snowflake', 'two-snowflakes': 'two snowflakes',
    food: 'food', timber: 'timber', none: 'nothing', box: 'box', stick: 'stick',
    'river-gold': 'river gold', 'mountain-gold': 'mountain gold', animal: 'animal', event: 'event', clue: 'clue',
    'turn-limit': 'The turn limit ends the game.', 'ice-at-waterfall': 'The ice reaches the waterfall: the game ends.', weighed: 'The gold is weighed: the game ends.',
  },
  es: {
    foot: 'a pie', 'foot-unburdened': 'a pie, sin carga', horse: 'a caballo', boat: 'en barca',
    river: 'de río', land: 'de tierra', triangle: 'triangular',
    movement: 'movimiento', action: 'acción', trade: 'comercio',
    sun: 'sol', blank: 'en blanco', snowflake: 'copo de nieve', 'two-snowflakes': 'dos copos de nieve',
    food: 'comida', timber: 'madera', none: 'nada', box: 'caja', stick: 'cartucho',
    'river-gold': 'oro de río', 'mountain-gold': 'oro de montaña', animal: 'animal', event: 'suceso', clue: 'pista',
    'turn-limit': 'El límite de turnos termina la partida.', 'ice-at-waterfall': 'El hielo llega a la cascada: termina la partida.', weighed: 'Se pesa el oro: termina la partida.',
  },
  cs: {
    foot: 'pěšky', 'foot-unburdened': 'pěšky bez nákladu', horse: 'na koni', boat: 'lodí',
    river: 'říční', land: 'zemská', triangle: 'trojúhelníková',
    movement: 'pohyb', action: 'akce', trade: 'obchod',
    sun: 'slunce', blank: 'prázdná stěna', snowflake: 'vločka', 'two-snowflakes': 'dvě vločky',
    food: 'jídlo', timber: 'dřevo', none: 'nic', box: 'bedna', stick: 'patron',
    'river-gold': 'říční zlato', 'mountain-gold': 'horské zlato', animal: 'zvíře', event: 'událost', clue: 'stopa',
    'turn-limit': 'Limit tahů ukončuje hru.', 'ice-at-waterfall': 'Led dosáhl vodopádu: hra končí.', weighed: 'Zlato je zváženo: hra končí.',
  },
};

/**
 * One of Lost Valley's fixed words (a mode, a pile, a part of the turn, a face of the winter die,
 * a payment, a marker pool, an end) in the locale; an unknown word comes back as it is.
 *
 * @example
 * valleyTerm('es', 'horse'); // 'a caballo'
 */
export function valleyTerm(locale: Locale, word: unknown): string {
  return TERMS[locale][String(word)] ?? String(word).replace(/-/g, ' ');
}

/**
 * An item or skill id from the component data, said as the data spells it.
 *
 * @example
 * dataName('dynamite-box'); // 'dynamite box'
 */
export function dataName(id: unknown): string {
  return String(id).replace(/-/g, ' ');
}

/**
 * A fee paid with an item or a marker, as the gold actions carry it.
 *
 * @example
 * feeName({ marker: 4 }, 'marker'); // 'marker 4'
 */
export function feeName(fee: unknown, markerWord: string): string {
  if (typeof fee !== 'object' || fee === null) return '';
  if ('marker' in fee) return `${markerWord} ${String((fee as { marker: unknown }).marker)}`;
  return dataName((fee as { item?: unknown }).item);
}

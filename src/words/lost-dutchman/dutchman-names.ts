import { componentsOf } from '../../core/components.js';
import type { DutchmanState } from '../../games/lost-dutchman/api.js';
import { BASE_CAMP, MINING_CAMP } from '../../games/lost-dutchman/api.js';
import type { Locale } from '../words-types.js';

const CAMPS: Readonly<Record<Locale, readonly [mining: string, base: string, space: string]>> = {
  en: ['the mining camp', 'the base camp', 'space'],
  es: ['el campamento minero', 'el campamento base', 'la casilla'],
  cs: ['důlní tábor', 'základní tábor', 'pole'],
};

/**
 * A land space in the locale's words: a camp by name, any other by number.
 *
 * @example
 * spaceName('es', 24); // 'el campamento minero'
 */
export function spaceName(locale: Locale, space: unknown): string {
  const [mining, base, word] = CAMPS[locale];
  if (space === MINING_CAMP) return mining;
  if (space === BASE_CAMP) return base;
  return `${word} ${String(space)}`;
}

/**
 * A tile, item, hunter, creature or character by the name its component data gives (the data
 * carries one name, as printed); a treasure by its value.
 *
 * @example
 * tileName(state, 'treasure-3'); // 'treasure 3'
 */
export function tileName(state: DutchmanState, id: unknown): string {
  const text = String(id);
  const d = componentsOf(state);
  const named = [...d.creatures, ...d.disasters, ...d.items, ...d.hunters, ...d.characters, ...d.events].find((entry) => entry.id === text);
  if (named) return named.name;
  if (text.startsWith('treasure-')) return `treasure ${text.slice('treasure-'.length)}`;
  return text.replace(/-/g, ' ');
}

const WORDS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    vigor: 'vigor', foresight: 'foresight', ingenuity: 'ingenuity', health: 'health',
    'water-ran-dry': 'the water ran dry', 'mine-found': 'the mine was found', 'turn-limit': 'the turn limit',
    fight: 'fight for', steal: 'steal', lost: 'lost', defeated: 'defeated', escaped: 'escaped',
  },
  es: {
    vigor: 'vigor', foresight: 'previsión', ingenuity: 'ingenio', health: 'salud',
    'water-ran-dry': 'se acabó el agua', 'mine-found': 'se encontró la mina', 'turn-limit': 'el límite de turnos',
    fight: 'luchar por', steal: 'robar', lost: 'derrota', defeated: 'vencido', escaped: 'escapa',
  },
  cs: {
    vigor: 'síla', foresight: 'prozíravost', ingenuity: 'důvtip', health: 'zdraví',
    'water-ran-dry': 'došla voda', 'mine-found': 'důl byl nalezen', 'turn-limit': 'limit tahů',
    fight: 'vybojovat', steal: 'ukrást', lost: 'prohra', defeated: 'poražen', escaped: 'uniká',
  },
};

/**
 * One of the game's fixed words (an attribute, an end reason, a bandit's mode, a challenge's
 * result) in the locale; unknown words come back as they are.
 *
 * @example
 * term('cs', 'health'); // 'zdraví'
 */
export function term(locale: Locale, word: unknown): string {
  return WORDS[locale][String(word)] ?? String(word);
}

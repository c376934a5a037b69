import { componentsOf } from '../../core/components.js';
import type { DutchmanState } from '../../games/lost-dutchman/api.js';
import { BASE_CAMP, isStack, MINING_CAMP, SPACE_COORDINATES, STACK_COUNT } from '../../games/lost-dutchman/api.js';
import type { Locale } from '../words-types.js';

const CAMPS: Readonly<Record<Locale, readonly [mining: string, base: string, space: string]>> = {
  en: ['the mining camp', 'the base camp', 'space'],
  es: ['el campamento minero', 'el campamento base', 'la casilla'],
  cs: ['důlní tábor', 'základní tábor', 'pole'],
};
const ROW_TILE: Readonly<Record<Locale, (row: number, tile: number) => string>> = {
  en: (row, tile) => `row ${row}, tile ${tile}`,
  es: (row, tile) => `la fila ${row}, loseta ${tile}`,
  cs: (row, tile) => `řada ${row}, dílek ${tile}`,
};
const TREASURE_OF: Readonly<Record<Locale, (value: string) => string>> = {
  en: (value) => `a treasure of ${value}`,
  es: (value) => `un tesoro de ${value}`,
  cs: (value) => `poklad v hodnotě ${value}`,
};
/** The board's rows of stacks (by the hex row), top first, as the rulebook's picture shows them. */
const STACK_ROWS: readonly number[] = [...new Set(SPACE_COORDINATES.slice(0, STACK_COUNT).map(([, r]) => r))];

/**
 * A land space in the locale's words: a camp by name, a stack by its row and its place in the
 * row as the board shows them ("row 2, tile 3"), counted from 1.
 *
 * @example
 * spaceName('es', 24); // 'el campamento minero'
 * spaceName('en', 5); // 'row 2, tile 2'
 */
export function spaceName(locale: Locale, space: unknown): string {
  const [mining, base, word] = CAMPS[locale];
  if (space === MINING_CAMP) return mining;
  if (space === BASE_CAMP) return base;
  const index = Number(space);
  const at = Number.isInteger(index) && isStack(index) ? SPACE_COORDINATES[index] : undefined;
  if (!at) return `${word} ${String(space)}`;
  const before = SPACE_COORDINATES.slice(0, index).filter(([, r]) => r === at[1]).length;
  return ROW_TILE[locale](STACK_ROWS.indexOf(at[1]) + 1, before + 1);
}

/**
 * A treasure tile by its value, found by its id among the prospectors' treasures ("a treasure of
 * 3"); a treasure no prospector holds any more is said without its value.
 *
 * @example
 * treasureValue(state, 7); // 3, or null
 */
export function treasureValue(state: DutchmanState, uid: unknown): number | null {
  for (const prospector of state.g.prospectors) {
    const tile = prospector.treasures.find((treasure) => treasure.uid === uid);
    if (tile) return tile.value;
  }
  return null;
}

/**
 * A tile, item, hunter, creature or character by the name its component data gives (the data
 * carries one name, as printed); a treasure by its value, in the locale.
 *
 * @example
 * tileName(state, 'treasure-3'); // 'a treasure of 3'
 */
export function tileName(state: DutchmanState, id: unknown, locale: Locale = 'en'): string {
  const text = String(id);
  const d = componentsOf(state);
  const named = [...d.creatures, ...d.disasters, ...d.items, ...d.hunters, ...d.characters, ...d.events].find((entry) => entry.id === text);
  if (named) return named.name;
  if (text.startsWith('treasure-')) return TREASURE_OF[locale](text.slice('treasure-'.length));
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

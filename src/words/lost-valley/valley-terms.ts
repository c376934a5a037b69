import type { LostValleyState } from '../../games/lost-valley/api.js';
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
    'turn-limit': 'The turn limit ends the game.', 'ice-at-waterfall': 'The ice reaches the waterfall: the game ends.', weighed: 'The gold is weighed: the game ends.', announced: 'The end is announced at the trading post: the game ends.',
    crosshair: 'crosshair', rifle: 'rifle', trap: 'trap', miss: 'miss', gold: 'gold', fur: 'fur', free: 'nothing (Adventurer)',
    'whiskey-still': 'Whiskey Still', 'lost-mine': 'Lost Mine', 'food-spit': 'Food Spit',
  },
  es: {
    foot: 'a pie', 'foot-unburdened': 'a pie, sin carga', horse: 'a caballo', boat: 'en barca',
    river: 'de río', land: 'de tierra', triangle: 'triangular',
    movement: 'movimiento', action: 'acción', trade: 'comercio',
    sun: 'sol', blank: 'en blanco', snowflake: 'copo de nieve', 'two-snowflakes': 'dos copos de nieve',
    food: 'comida', timber: 'madera', none: 'nada', box: 'caja', stick: 'cartucho',
    'river-gold': 'oro de río', 'mountain-gold': 'oro de montaña', animal: 'animal', event: 'evento', clue: 'pista',
    'turn-limit': 'El límite de turnos termina la partida.', 'ice-at-waterfall': 'El hielo llega a la cascada: termina la partida.', weighed: 'Se pesa el oro: termina la partida.', announced: 'Se anuncia el final en el puesto comercial: termina la partida.',
    crosshair: 'diana', rifle: 'rifle', trap: 'trampa', miss: 'fallo', gold: 'oro', fur: 'piel', free: 'nada (Aventurero)',
    'whiskey-still': 'la Destilería', 'lost-mine': 'la Mina Perdida', 'food-spit': 'el Asador',
  },
  cs: {
    foot: 'pěšky', 'foot-unburdened': 'pěšky bez nákladu', horse: 'na koni', boat: 'lodí',
    river: 'říční', land: 'zemská', triangle: 'trojúhelníková',
    movement: 'pohyb', action: 'akce', trade: 'obchod',
    sun: 'slunce', blank: 'prázdná stěna', snowflake: 'vločka', 'two-snowflakes': 'dvě vločky',
    food: 'jídlo', timber: 'dřevo', none: 'nic', box: 'bedna', stick: 'patron',
    'river-gold': 'říční zlato', 'mountain-gold': 'horské zlato', animal: 'zvíře', event: 'událost', clue: 'stopa',
    'turn-limit': 'Limit tahů ukončuje hru.', 'ice-at-waterfall': 'Led dosáhl vodopádu: hra končí.', weighed: 'Zlato je zváženo: hra končí.', announced: 'Konec hry je oznámen na obchodní stanici: hra končí.',
    crosshair: 'zaměřovač', rifle: 'puška', trap: 'past', miss: 'minutí', gold: 'zlato', fur: 'kožešina', free: 'nic (Dobrodruh)',
    'whiskey-still': 'Pálenice', 'lost-mine': 'Ztracený důl', 'food-spit': 'Rožeň',
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

// The shipped data's items and works in the words of the first edition's Spanish and Czech
// rulebooks; an id a replaced data set brings is said as the data spells it.
const ITEMS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    food: 'comida', tool: 'herramienta', timber: 'madera', whiskey: 'whisky', jerky: 'cecina', 'dynamite-stick': 'barra de dinamita',
    'dynamite-box': 'caja de dinamita', rifle: 'rifle', axe: 'hacha', 'fishing-rod': 'caña de pescar', sieve: 'cedazo', horse: 'caballo',
    boat: 'bote', cart: 'carrito', 'fish-trap': 'trampa para peces', sawmill: 'aserradero', 'hunting-trap': 'trampa de caza', mine: 'mina',
    flume: 'canal', bridge: 'puente', xp: 'marcador de experiencia', miss: 'marcador de fallo', fur: 'piel', gold: 'oro', clue: 'pista',
    'dried-fish': 'pescado seco', bear: 'oso', deer: 'ciervo', rat: 'rata', wolf: 'lobo',
    'clue-forest': 'pista del bosque', 'clue-mountain': 'pista de la montaña', 'clue-tundra': 'pista de la tundra', 'clue-wasteland': 'pista del páramo',
  },
  cs: {
    food: 'jídlo', tool: 'nástroj', timber: 'dřevo', whiskey: 'whisky', jerky: 'sušené maso', 'dynamite-stick': 'váleček dynamitu',
    'dynamite-box': 'bedna dynamitu', rifle: 'puška', axe: 'sekera', 'fishing-rod': 'udice', sieve: 'síto', horse: 'kůň',
    boat: 'loďka', cart: 'vůz', 'fish-trap': 'síť na ryby', sawmill: 'pila', 'hunting-trap': 'lovecká past', mine: 'důl',
    flume: 'kanál', bridge: 'most', xp: 'žeton zkušenosti', miss: 'žeton minutí', fur: 'kožešina', gold: 'zlato', clue: 'stopa',
    'dried-fish': 'sušené ryby', bear: 'medvěd', deer: 'jelen', rat: 'krysa', wolf: 'vlk',
    'clue-forest': 'stopa (les)', 'clue-mountain': 'stopa (hory)', 'clue-tundra': 'stopa (tundra)', 'clue-wasteland': 'stopa (pustina)',
  },
};

// The second edition's skills (no Spanish or Czech edition of it: our own translations).
const SKILLS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    adventurer: 'Aventurero', boatsman: 'Barquero', 'bush-cutter': 'Desbrozador', drunkard: 'Borracho', 'flume-builder': 'Constructor de canales',
    forecaster: 'Meteorólogo', geologist: 'Geólogo', 'gold-nose': 'Olfato para el oro', horseman: 'Jinete', haggler: 'Regateador', trapper: 'Trampero',
    'mine-builder': 'Constructor de minas', miner: 'Minero', 'fur-trader': 'Peletero', runner: 'Corredor', scout: 'Explorador', swimmer: 'Nadador',
    trader: 'Comerciante', 'treasure-hunter': 'Cazador de tesoros',
  },
  cs: {
    adventurer: 'Dobrodruh', boatsman: 'Lodník', 'bush-cutter': 'Mýtič', drunkard: 'Opilec', 'flume-builder': 'Stavitel kanálů',
    forecaster: 'Meteorolog', geologist: 'Geolog', 'gold-nose': 'Zlatý čich', horseman: 'Jezdec', haggler: 'Smlouvač', trapper: 'Traper',
    'mine-builder': 'Stavitel dolů', miner: 'Horník', 'fur-trader': 'Kožešník', runner: 'Běžec', scout: 'Zvěd', swimmer: 'Plavec',
    trader: 'Obchodník', 'treasure-hunter': 'Hledač pokladů',
  },
};

/**
 * A skill id in the locale: the second edition's skills translated, any other id as the data
 * spells it.
 *
 * @example
 * valleySkill('es', 'gold-nose'); // 'Olfato para el oro'
 */
export function valleySkill(locale: Locale, id: unknown): string {
  return locale === 'en' ? dataName(id) : (SKILLS[locale][String(id)] ?? dataName(id));
}

/**
 * An item or work id in the locale: the shipped data's ids in the rulebooks' words, any other id
 * as the data spells it.
 *
 * @example
 * valleyItem('cs', 'fishing-rod'); // 'udice'
 */
export function valleyItem(locale: Locale, id: unknown): string {
  return locale === 'en' ? dataName(id) : (ITEMS[locale][String(id)] ?? dataName(id));
}

/**
 * A marker's identity in the locale: gold as its pool and value ("oro de río 3"), an animal,
 * event item or clue of the shipped data in the rulebooks' words, any other id as spelled.
 *
 * @example
 * markerName('cs', 'mountain-gold-4'); // 'horské zlato 4'
 */
export function markerName(locale: Locale, id: unknown): string {
  const gold = /^(river-gold|mountain-gold)-(\d+)$/.exec(String(id));
  return gold ? `${valleyTerm(locale, gold[1])} ${gold[2]!}` : valleyItem(locale, id);
}

/**
 * Stacks of items (`{ item, count }`) in the locale, joined by `list`: "2 food" in English, "name
 * ×2" in Spanish and Czech (whose nouns would otherwise change with the count).
 *
 * @example
 * itemStacks('cs', [{ item: 'food', count: 2 }], (xs) => xs.join(', ')); // 'jídlo ×2'
 */
export function itemStacks(locale: Locale, stacks: unknown, list: (values: readonly unknown[]) => string): string {
  const rows = Array.isArray(stacks) ? (stacks as { item?: unknown; count?: unknown }[]) : [];
  const one = (row: { item?: unknown; count?: unknown }): string =>
    locale === 'en' ? `${String(row.count)} ${valleyItem(locale, row.item)}` : `${valleyItem(locale, row.item)}${row.count === 1 ? '' : ` ×${String(row.count)}`}`;
  return list(rows.map(one));
}

/**
 * The seat of a prospector (by its index in the state), for events that name a prospector.
 *
 * @example
 * prospectorSeat(state, 1); // 1 in a game with one prospector per seat
 */
export function prospectorSeat(state: LostValleyState, prospector: unknown): number | undefined {
  return typeof prospector === 'number' ? state.g.prospectors[prospector]?.seat : undefined;
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
 * A fee paid with an item or a marker, as the gold actions carry it: the marker said by
 * `markerWords` (where it lies, never its id).
 *
 * @example
 * feeName({ marker: 4 }, (id) => markerWords(words, id, 0)); // 'river gold 3 from Seat 1's gold bag'
 */
export function feeName(fee: unknown, markerWords: (id: unknown) => string, locale: Locale = 'en'): string {
  if (typeof fee !== 'object' || fee === null) return '';
  if ('marker' in fee) return markerWords((fee as { marker: unknown }).marker);
  return valleyItem(locale, (fee as { item?: unknown }).item);
}

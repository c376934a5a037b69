import type { GameEvent } from '../../core/actions.js';
import type { DuelAction, DuelState, DiscLevel } from '../../games/mountain-river-duel/api.js';
import { DISCS_AT_LEVEL } from '../../games/mountain-river-duel/api.js';
import type { GameWords, Locale } from '../words-types.js';

const KIND: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { mountain: 'mountain', river: 'river' },
  es: { mountain: 'la montaña', river: 'el río' },
  cs: { mountain: 'horu', river: 'řeku' },
};
const kind = (locale: Locale, e: GameEvent): string => KIND[locale][String(e['kind'])] ?? String(e['kind']);
const REASON: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { 'board-cleared': 'the board is cleared', 'turn-limit': 'the turn limit is reached' },
  es: { 'board-cleared': 'el tablero está vacío', 'turn-limit': 'se alcanza el límite de turnos' },
  cs: { 'board-cleared': 'deska je prázdná', 'turn-limit': 'dosažen limit tahů' },
};
const reason = (locale: Locale, e: GameEvent): string => REASON[locale][String(e['reason'])] ?? String(e['reason']);
const discsAt = (e: GameEvent): readonly string[] => DISCS_AT_LEVEL[e['to'] as DiscLevel] ?? [];
const areas = (e: GameEvent): string => (Array.isArray(e['areas']) ? e['areas'].join(', ') : String(e['areas']));

/**
 * The mountain and river duel in English.
 *
 * @example
 * duelWordsEn.actions.pass({ type: 'pass', player: 1 }, words); // 'Seat 2 passes.'
 */
export const duelWordsEn: GameWords<DuelAction, DuelState> = {
  actions: {
    'turn-up': (a, w) => `${w.seat(a.player)} turns up area${a.areas.length > 1 ? 's' : ''} ${a.areas.join(', ')}.`,
    'turn-down': (a, w) => `${w.seat(a.player)} turns area ${a.area} face down.`,
    pass: (a, w) => `${w.seat(a.player)} passes.`,
  },
  events: {
    'turn-started': null,
    'discs-thrown': (e, w) => `${w.seat(e['player'])} throws ${w.list(e['discs'] as unknown[])}: ${String(e['sum'])}.`,
    'markers-turned-up': (e, w) => `${w.seat(e['player'])} turns up ${areas(e)}.`,
    'marker-turned-down': (e, w) => `${w.seat(e['player'])} turns area ${String(e['area'])} face down again.`,
    passed: (e, w) => `${w.seat(e['player'])} passes.`,
    'area-claimed': (e, w) => `${w.seat(e['player'])} claims ${kind('en', e)} ${String(e['index'])}: ${String(e['gold'])} gold.`,
    'discs-reduced': (e, w) =>
      discsAt(e).length > 0 ? `The discs are reduced to ${w.list(discsAt(e))}.` : 'All discs are put away: from now on one marker or two neighbours.',
    'game-ended': (e, w) => `The game ends (${reason('en', e)}) with gold ${w.list(e['gold'] as unknown[])}.`,
  },
};

/**
 * El duelo de la montaña y el río en español.
 *
 * @example
 * duelWordsEs.actions.pass({ type: 'pass', player: 1 }, words); // 'Asiento 1 pasa.'
 */
export const duelWordsEs: GameWords<DuelAction, DuelState> = {
  actions: {
    'turn-up': (a, w) => `${w.seat(a.player)} descubre ${a.areas.length > 1 ? 'las zonas' : 'la zona'} ${a.areas.join(', ')}.`,
    'turn-down': (a, w) => `${w.seat(a.player)} vuelve a tapar la zona ${a.area}.`,
    pass: (a, w) => `${w.seat(a.player)} pasa.`,
  },
  events: {
    'turn-started': null,
    'discs-thrown': (e, w) => `${w.seat(e['player'])} lanza ${w.list(e['discs'] as unknown[])}: ${String(e['sum'])}.`,
    'markers-turned-up': (e, w) => `${w.seat(e['player'])} descubre ${areas(e)}.`,
    'marker-turned-down': (e, w) => `${w.seat(e['player'])} vuelve a tapar la zona ${String(e['area'])}.`,
    passed: (e, w) => `${w.seat(e['player'])} pasa.`,
    'area-claimed': (e, w) => `${w.seat(e['player'])} reclama ${kind('es', e)} ${String(e['index'])}: ${String(e['gold'])} de oro.`,
    'discs-reduced': (e, w) =>
      discsAt(e).length > 0 ? `Quedan los discos ${w.list(discsAt(e))}.` : 'Se retiran todos los discos: desde ahora, un marcador o dos vecinos.',
    'game-ended': (e, w) => `La partida termina (${reason('es', e)}) con oro ${w.list(e['gold'] as unknown[])}.`,
  },
};

/**
 * Souboj hory a řeky česky.
 *
 * @example
 * duelWordsCs.actions.pass({ type: 'pass', player: 1 }, words); // 'Hráč 1 pasuje.'
 */
export const duelWordsCs: GameWords<DuelAction, DuelState> = {
  actions: {
    'turn-up': (a, w) => `${w.seat(a.player)} otáčí ${a.areas.length > 1 ? 'oblasti' : 'oblast'} ${a.areas.join(', ')}.`,
    'turn-down': (a, w) => `${w.seat(a.player)} otáčí oblast ${a.area} zpět lícem dolů.`,
    pass: (a, w) => `${w.seat(a.player)} pasuje.`,
  },
  events: {
    'turn-started': null,
    'discs-thrown': (e, w) => `${w.seat(e['player'])} hází ${w.list(e['discs'] as unknown[])}: ${String(e['sum'])}.`,
    'markers-turned-up': (e, w) => `${w.seat(e['player'])} otáčí ${areas(e)}.`,
    'marker-turned-down': (e, w) => `${w.seat(e['player'])} otáčí oblast ${String(e['area'])} zpět lícem dolů.`,
    passed: (e, w) => `${w.seat(e['player'])} pasuje.`,
    'area-claimed': (e, w) => `${w.seat(e['player'])} zabírá ${kind('cs', e)} ${String(e['index'])}: ${String(e['gold'])} zlata.`,
    'discs-reduced': (e, w) =>
      discsAt(e).length > 0 ? `Zbývají disky ${w.list(discsAt(e))}.` : 'Všechny disky jsou odloženy: od teď jeden žeton nebo dva sousední.',
    'game-ended': (e, w) => `Konec hry (${reason('cs', e)}), zlato: ${w.list(e['gold'] as unknown[])}.`,
  },
};

import { componentsOf } from '../../core/components.js';
import type { GameEvent } from '../../core/actions.js';
import { buildingName } from '../../games/goldfield-gully/api.js';
import type { GullyAction, GullyState } from '../../games/goldfield-gully/api.js';
import { signed } from '../locale-basics.js';
import type { GameWords, Words } from '../words-types.js';

type W = Words<GullyState>;
// Czech declines nouns: "budova" after "do" (genitive) and "v" (locative); the name stays as printed.
const at = (w: W, building: unknown): string => `v budově ${String(building)} (${buildingName(componentsOf(w.state), Number(building))})`;
const into = (w: W, building: unknown): string => `do budovy ${String(building)} (${buildingName(componentsOf(w.state), Number(building))})`;
const named = (w: W, building: unknown): string => `budova ${String(building)} (${buildingName(componentsOf(w.state), Number(building))})`;
const seats = (w: W, players: unknown): string => w.list((players as unknown[]).map((p) => w.seat(p)));
const PURPOSE: Readonly<Record<string, string>> = { treasure: 'na poklad', shootout: 'v přestřelce', sheriff: 'šerifa' };
const purpose = (e: GameEvent): string => PURPOSE[String(e['purpose'])] ?? String(e['purpose']);

/**
 * Goldfield Gully česky.
 *
 * @example
 * gullyWordsCs.actions.bank({ type: 'bank', player: 0 }, words); // 'Hráč 1 jde do banky.'
 */
export const gullyWordsCs: GameWords<GullyAction, GullyState> = {
  actions: {
    gather: (a, w) => `${w.seat(a.player)} jde těžit ${into(w, a.building)}.`,
    bank: (a, w) => `${w.seat(a.player)} jde do banky.`,
    modify: (a, w) => `${w.seat(a.player)} použije žeton jako ${signed(a.by)}.`,
    pass: (a, w) => `${w.seat(a.player)} pasuje.`,
    move: (a, w) => `${w.seat(a.player)} se přesouvá ${into(w, a.building)}.`,
  },
  events: {
    'round-started': (e) => `Začíná kolo ${String(e['round'])}.`,
    'token-drawn': (e, w) => `Žeton ±${String(e['token'])} leží ${at(w, e['building'])}.`,
    'commitments-open': null,
    committed: (e, w) => `${w.seat(e['player'])} tajně volí.`,
    commitment: (e, w) => (e['choice'] === 'bank' ? `${w.seat(e['player'])} tajně volí banku.` : `${w.seat(e['player'])} tajně volí: ${named(w, e['choice'])}.`),
    'commitments-revealed': (e, w) =>
      `Volby odhaleny: ${w.list((e['choices'] as unknown[]).map((c, seat) => `${w.seat(seat)} – ${c === 'bank' ? 'banka' : named(w, c)}`))}.`,
    'gold-banked': (e, w) => `${w.seat(e['player'])} ukládá do banky ${String(e['amount'])} zlata (v bance ${String(e['banked'])}).`,
    'treasure-rolled': (e, w) => `${w.seat(e['player'])} hází na poklad ${String(e['die'])}.`,
    'token-spent': (e, w) =>
      `${w.seat(e['player'])} použije žeton jako ${signed(e['by'])} na hod ${purpose(e)}: z ${String(e['from'])} je ${String(e['to'])}.`,
    passed: (e, w) => `${w.seat(e['player'])} pasuje.`,
    'shootout-started': (e, w) => `Přestřelka ${at(w, e['building'])}: ${seats(w, e['players'])}.`,
    'shootout-rolled': (e, w) => `${w.seat(e['player'])} střílí ${String(e['die'])}.`,
    'shootout-tied': (e, w) => `${seats(w, e['players'])}: remíza na ${String(e['roll'])}, střílí se znovu.`,
    'shootout-won': (e, w) =>
      e['building'] === null
        ? `${w.seat(e['player'])} vyhrává rozstřel hodem ${String(e['roll'])}.`
        : `${w.seat(e['player'])} vyhrává přestřelku hodem ${String(e['roll'])} a zůstává ${at(w, e['building'])}.`,
    moved: (e, w) => `${w.seat(e['player'])} se přesouvá do prázdné budovy: ${named(w, e['to'])}.`,
    'sat-out': (e, w) => `${w.seat(e['player'])} nenachází prázdnou budovu a toto kolo vynechává.`,
    'sheriff-rolled': (e, w) => `Šerif hází ${String(e['die'])}: ${named(w, e['die'])}.`,
    'sheriff-visits': (e, w) =>
      e['player'] === null
        ? `Šerif navštíví prázdnou budovu ${String(e['building'])}: nikomu se nic nestane.`
        : `Šerif navštíví budovu ${String(e['building'])} a chytá: ${w.seat(e['player'])} ztrácí ${String(e['lost'])} zlata.`,
    'gold-gathered': (e, w) => `${w.seat(e['player'])} získává ${String(e['amount'])} zlata (mimo banku ${String(e['unbanked'])}).`,
    'tokens-taken': (e, w) =>
      `${w.seat(e['player'])} bere žetony ${at(w, e['building'])}: ±1 × ${String(e['ones'])}, ±2 × ${String(e['twos'])}.`,
    'round-ended': (e, w) =>
      `Konec kola ${String(e['round'])}. V bance: ${w.list(e['banked'] as unknown[])}; mimo banku: ${w.list(e['unbanked'] as unknown[])}.`,
    'final-tie': (e, w) => `${seats(w, e['players'])} mají shodně ${String(e['score'])} zlata: rozhodne přestřelka.`,
    'game-ended': (e, w) => `Vítěz: ${w.seat(e['winner'])}.`,
  },
};

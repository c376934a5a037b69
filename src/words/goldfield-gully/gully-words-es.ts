import { componentsOf } from '../../core/components.js';
import type { GameEvent } from '../../core/actions.js';
import { buildingName } from '../../games/goldfield-gully/api.js';
import type { GullyAction, GullyState } from '../../games/goldfield-gully/api.js';
import { signed } from '../locale-basics.js';
import type { GameWords, Words } from '../words-types.js';

type W = Words<GullyState>;
const place = (w: W, building: unknown): string => `el edificio ${String(building)} (${buildingName(componentsOf(w.state), Number(building))})`;
const choice = (w: W, c: unknown): string => (c === 'bank' ? 'el banco' : place(w, c));
const seats = (w: W, players: unknown): string => w.list((players as unknown[]).map((p) => w.seat(p)));
const PURPOSE: Readonly<Record<string, string>> = { treasure: 'de tesoro', shootout: 'del tiroteo', sheriff: 'del sheriff' };
const purpose = (e: GameEvent): string => PURPOSE[String(e['purpose'])] ?? String(e['purpose']);

/**
 * Goldfield Gully en español.
 *
 * @example
 * gullyWordsEs.actions.bank({ type: 'bank', player: 0 }, words); // 'Asiento 1 va al banco.'
 */
export const gullyWordsEs: GameWords<GullyAction, GullyState> = {
  actions: {
    gather: (a, w) => `${w.seat(a.player)} busca oro en ${place(w, a.building)}.`,
    bank: (a, w) => `${w.seat(a.player)} va al banco.`,
    modify: (a, w) => `${w.seat(a.player)} gasta una ficha como ${signed(a.by)}.`,
    pass: (a, w) => `${w.seat(a.player)} pasa.`,
    move: (a, w) => `${w.seat(a.player)} se traslada a ${place(w, a.building)}.`,
  },
  events: {
    'round-started': (e) => `Empieza la ronda ${String(e['round'])}.`,
    'token-drawn': (e, w) => `Se coloca una ficha de ±${String(e['token'])} en ${place(w, e['building'])}.`,
    'commitments-open': null,
    committed: (e, w) => `${w.seat(e['player'])} elige en secreto.`,
    commitment: (e, w) => `${w.seat(e['player'])} eligió (en secreto) ${choice(w, e['choice'])}.`,
    'commitments-revealed': (e, w) =>
      `Se revelan las elecciones: ${w.list((e['choices'] as unknown[]).map((c, seat) => `${w.seat(seat)}, ${choice(w, c)}`))}.`,
    'gold-banked': (e, w) => `${w.seat(e['player'])} deposita ${String(e['amount'])} de oro (${String(e['banked'])} en el banco).`,
    'treasure-rolled': (e, w) => `${w.seat(e['player'])} saca un ${String(e['die'])} en la tirada de tesoro.`,
    'token-spent': (e, w) =>
      `${w.seat(e['player'])} gasta una ficha como ${signed(e['by'])} en la tirada ${purpose(e)}: el ${String(e['from'])} pasa a ${String(e['to'])}.`,
    passed: (e, w) => `${w.seat(e['player'])} pasa.`,
    'shootout-started': (e, w) => `Tiroteo en ${place(w, e['building'])} entre ${seats(w, e['players'])}.`,
    'shootout-rolled': (e, w) => `${w.seat(e['player'])} dispara un ${String(e['die'])}.`,
    'shootout-tied': (e, w) => `${seats(w, e['players'])} empatan a ${String(e['roll'])} y vuelven a disparar.`,
    'shootout-won': (e, w) =>
      e['building'] === null
        ? `${w.seat(e['player'])} gana el tiroteo de desempate con un ${String(e['roll'])}.`
        : `${w.seat(e['player'])} gana el tiroteo con un ${String(e['roll'])} y se queda en ${place(w, e['building'])}.`,
    moved: (e, w) => `${w.seat(e['player'])} se traslada al edificio vacío: ${place(w, e['to'])}.`,
    'sat-out': (e, w) => `${w.seat(e['player'])} no encuentra ningún edificio vacío y se queda fuera esta ronda.`,
    'sheriff-rolled': (e, w) => `El sheriff saca un ${String(e['die'])}: ${place(w, e['die'])}.`,
    'sheriff-visits': (e, w) =>
      e['player'] === null
        ? `El sheriff visita ${place(w, e['building'])}, que está vacío: nadie corre peligro.`
        : `El sheriff visita ${place(w, e['building'])} y atrapa a ${w.seat(e['player'])}, que pierde ${String(e['lost'])} de oro.`,
    'gold-gathered': (e, w) => `${w.seat(e['player'])} consigue ${String(e['amount'])} de oro (${String(e['unbanked'])} sin depositar).`,
    'tokens-taken': (e, w) =>
      `${w.seat(e['player'])} toma ${String(e['ones'])} ficha(s) de ±1 y ${String(e['twos'])} de ±2 de ${place(w, e['building'])}.`,
    'round-ended': (e, w) =>
      `Termina la ronda ${String(e['round'])}. En el banco: ${w.list(e['banked'] as unknown[])}; sin depositar: ${w.list(e['unbanked'] as unknown[])}.`,
    'final-tie': (e, w) => `${seats(w, e['players'])} empatan con ${String(e['score'])} de oro: decide un tiroteo.`,
    'game-ended': (e, w) => `${w.seat(e['winner'])} gana la partida.`,
  },
};

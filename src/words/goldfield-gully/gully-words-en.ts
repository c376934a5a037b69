import { componentsOf } from '../../core/components.js';
import type { GameEvent } from '../../core/actions.js';
import { buildingName } from '../../games/goldfield-gully/api.js';
import type { GullyAction, GullyState } from '../../games/goldfield-gully/api.js';
import { signed } from '../locale-basics.js';
import type { GameWords, Words } from '../words-types.js';

type W = Words<GullyState>;
const place = (w: W, building: unknown): string => `the ${buildingName(componentsOf(w.state), Number(building))} (${String(building)})`;
const choice = (w: W, c: unknown): string => (c === 'bank' ? 'the bank' : place(w, c));
const seats = (w: W, players: unknown): string => w.list((players as unknown[]).map((p) => w.seat(p)));
const PURPOSE: Readonly<Record<string, string>> = { treasure: 'treasure', shootout: 'shootout', sheriff: 'sheriff' };
const purpose = (e: GameEvent): string => PURPOSE[String(e['purpose'])] ?? String(e['purpose']);

/**
 * Goldfield Gully in English.
 *
 * @example
 * gullyWordsEn.actions.bank({ type: 'bank', player: 0 }, words); // 'Seat 1 banks.'
 */
export const gullyWordsEn: GameWords<GullyAction, GullyState> = {
  actions: {
    gather: (a, w) => `${w.seat(a.player)} gathers at ${place(w, a.building)}.`,
    bank: (a, w) => `${w.seat(a.player)} goes to the bank.`,
    modify: (a, w) => `${w.seat(a.player)} spends a token as ${signed(a.by)}.`,
    pass: (a, w) => `${w.seat(a.player)} passes.`,
    move: (a, w) => `${w.seat(a.player)} moves to ${place(w, a.building)}.`,
  },
  events: {
    'round-started': (e) => `Round ${String(e['round'])} begins.`,
    'token-drawn': (e, w) => `A ±${String(e['token'])} token is laid on ${place(w, e['building'])}.`,
    'commitments-open': null,
    committed: (e, w) => `${w.seat(e['player'])} commits in secret.`,
    commitment: (e, w) => `${w.seat(e['player'])} (secretly) chose ${choice(w, e['choice'])}.`,
    'commitments-revealed': (e, w) =>
      `Revealed: ${w.list((e['choices'] as unknown[]).map((c, seat) => `${w.seat(seat)} ${c === 'bank' ? 'banks' : `at ${place(w, c)}`}`))}.`,
    'gold-banked': (e, w) => `${w.seat(e['player'])} banks ${String(e['amount'])} gold (${String(e['banked'])} banked).`,
    'treasure-rolled': (e, w) => `${w.seat(e['player'])} rolls ${String(e['die'])} for treasure.`,
    'token-spent': (e, w) =>
      `${w.seat(e['player'])} spends a token as ${signed(e['by'])} on the ${purpose(e)} roll: ${String(e['from'])} becomes ${String(e['to'])}.`,
    passed: (e, w) => `${w.seat(e['player'])} passes.`,
    'shootout-started': (e, w) => `Shootout at ${place(w, e['building'])} between ${seats(w, e['players'])}.`,
    'shootout-rolled': (e, w) => `${w.seat(e['player'])} shoots ${String(e['die'])}.`,
    'shootout-tied': (e, w) => `${seats(w, e['players'])} tie at ${String(e['roll'])} and shoot again.`,
    'shootout-won': (e, w) =>
      e['building'] === null
        ? `${w.seat(e['player'])} wins the tie shootout with ${String(e['roll'])}.`
        : `${w.seat(e['player'])} wins the shootout with ${String(e['roll'])} and keeps ${place(w, e['building'])}.`,
    moved: (e, w) => `${w.seat(e['player'])} moves to the empty building, ${place(w, e['to'])}.`,
    'sat-out': (e, w) => `${w.seat(e['player'])} finds no empty building and sits out the round.`,
    'sheriff-rolled': (e, w) => `The sheriff rolls ${String(e['die'])}: ${place(w, e['die'])}.`,
    'sheriff-visits': (e, w) =>
      e['player'] === null
        ? `The sheriff visits ${place(w, e['building'])}, which is empty: everyone is safe.`
        : `The sheriff visits ${place(w, e['building'])} and catches ${w.seat(e['player'])}, who loses ${String(e['lost'])} gold.`,
    'gold-gathered': (e, w) => `${w.seat(e['player'])} gathers ${String(e['amount'])} gold (${String(e['unbanked'])} unbanked).`,
    'tokens-taken': (e, w) =>
      `${w.seat(e['player'])} takes ${String(e['ones'])} ±1 and ${String(e['twos'])} ±2 token(s) from ${place(w, e['building'])}.`,
    'round-ended': (e, w) =>
      `Round ${String(e['round'])} ends. Banked: ${w.list(e['banked'] as unknown[])}; unbanked: ${w.list(e['unbanked'] as unknown[])}.`,
    'final-tie': (e, w) => `${seats(w, e['players'])} tie with ${String(e['score'])} gold: a shootout decides.`,
    'game-ended': (e, w) => `${w.seat(e['winner'])} wins the game.`,
  },
};

import type { DutchmanState, DutchmanAction } from '../../games/lost-dutchman/api.js';
import type { GameWords, Words } from '../words-types.js';
import { spaceName, term, tileName as tileIn, treasureValue } from './dutchman-names.js';

const space = (value: unknown): string => spaceName('es', value);
const tileName = (state: DutchmanState, id: unknown): string => tileIn(state, id, 'es');
/** A treasure by its value (its id says nothing to a reader). */
const treasure = (w: Words<DutchmanState>, uid: unknown): string => {
  const value = treasureValue(w.state, uid);
  return value === null ? 'un tesoro' : `un tesoro de ${value}`;
};
const t = (value: unknown): string => term('es', value);

/**
 * The Lost Dutchman en español.
 *
 * @example
 * dutchmanWordsEs.actions.roll({ type: 'roll', player: 0 }, words); // 'Asiento 1 tira el dado de movimiento.'
 */
export const dutchmanWordsEs: GameWords<DutchmanAction, DutchmanState> = {
  actions: {
    'choose-character': (a, w) => `${w.seat(a.player)} elige ${tileName(w.state, a.character)}.`,
    'reveal-setup': (a, w) => `${w.seat(a.player)} descubre el montón ${a.stack}.`,
    roll: (a, w) => `${w.seat(a.player)} tira el dado de movimiento.`,
    'use-item': (a, w) => `${w.seat(a.player)} usa ${tileName(w.state, a.item)}${a.target === null ? '' : ` sobre ${String(a.target)}`}.`,
    'fight-ghost': (a, w) => `${w.seat(a.player)} lucha contra el Holandés Perdido.`,
    'special-bury': (a, w) => `${w.seat(a.player)} usa la acción especial para enterrar un tesoro.`,
    'move-ghost': (a, w) =>
      a.treasure === null ? `${w.seat(a.player)} devuelve el fantasma del Holandés a su mina.` : `${w.seat(a.player)} pone el fantasma del Holandés sobre ${treasure(w, a.treasure)}.`,
    bury: (a, w) => (a.treasure === null ? `${w.seat(a.player)} no entierra nada.` : `${w.seat(a.player)} entierra ${treasure(w, a.treasure)}.`),
    move: (a, w) => (a.path.length === 0 ? `${w.seat(a.player)} se queda.` : `${w.seat(a.player)} va a ${space(a.path[a.path.length - 1])}.`),
    crevice: (a, w) => `${w.seat(a.player)} sale de la grieta en ${space(a.space)}.`,
    bandit: (a, w) => `${w.seat(a.player)} manda al bandido a ${t(a.mode)} ${treasure(w, a.treasure)} de ${w.seat(a.target)}.`,
    cross: (a, w) => `${w.seat(a.player)} cruza el punto ${a.spot.toUpperCase()} del mapa del tesoro.`,
    'end-turn': (a, w) => `${w.seat(a.player)} termina el turno.`,
    raise: (a, w) => `${w.seat(a.player)} sube ${t(a.attribute)}.`,
    'take-tile': (a, w) => `${w.seat(a.player)} le quita ${tileName(w.state, a.tile)} a ${w.seat(a.from)}.`,
  },
  events: {
    'character-chosen': (e, w) =>
      `${w.seat(e['player'])} toma el tablero de ${tileName(w.state, e['character'])}${e['startingItem'] ? ` con ${tileName(w.state, e['startingItem'])}` : ''}.`,
    'first-player-roll': (e, w) => `${w.seat(e['player'])} saca un ${String(e['die'])} para el primer turno.`,
    'first-player-chosen': (e, w) => `${w.seat(e['player'])} empezaría, pero el agua se agotó durante la preparación: la partida termina antes de que nadie mueva.`,
    'turn-started': (e, w) => `${w.seat(e['player'])} empieza el turno ${String(e['turn'])}.`,
    'movement-rolled': (e, w) =>
      e['face'] === 'special' ? `${w.seat(e['player'])} saca la acción especial.` : `${w.seat(e['player'])} saca un ${String(e['face'])} en el dado de movimiento.`,
    moved: (e, w) => {
      const path = e['path'] as unknown[];
      return path.length === 0 ? `${w.seat(e['player'])} no puede moverse y se queda.` : `${w.seat(e['player'])} va a ${space(path[path.length - 1])}.`;
    },
    'tile-revealed': (e, w) => `El montón de ${space(e['stack'])} muestra ${tileName(w.state, e['tile'])}.`,
    'stack-emptied': (e) => `El montón de ${space(e['stack'])} se agota: queda un hueco.`,
    'treasure-taken': (e, w) => `${w.seat(e['player'])} toma un tesoro de ${String(e['value'])}.`,
    'item-taken': (e, w) => `${w.seat(e['player'])} toma ${tileName(w.state, e['item'])}.`,
    'hunter-taken': (e, w) => `${w.seat(e['player'])} toma ${tileName(w.state, e['hunter'])}.`,
    'challenge-rolled': (e, w) =>
      `${w.seat(e['player'])} saca un ${String(e['die'])} contra ${tileName(w.state, e['tile'])}: ${String(e['total'])} contra ${String(e['rating'])}, ${t(e['result'])}.`,
    'penalty-suffered': (e, w) => `${w.seat(e['player'])} pierde ${String(e['amount'])} de ${t(e['attribute'])} (ahora ${String(e['value'])}).`,
    'attribute-raised': (e, w) => `${w.seat(e['player'])} gana ${String(e['amount'])} de ${t(e['attribute'])} (ahora ${String(e['value'])}).`,
    exhausted: (e, w) =>
      `${w.seat(e['player'])} está agotado y vuelve al campamento minero${e['discarded'] === null ? '' : `, descartando un tesoro de ${String(e['discarded'])}`}.`,
    'water-level-dropped': (e) => `Baja el nivel del agua: quedan ${String(e['water'])}.`,
    'end-triggered': (e) => `La partida termina tras este turno: ${t(e['reason'])}.`,
    'crevice-found': (e, w) => `${w.seat(e['player'])} cae en una grieta.`,
    'crevice-move': (e, w) => `${w.seat(e['player'])} sale de la grieta en ${space(e['space'])}.`,
    'bandit-taken': (e, w) => (e['used'] ? `${w.seat(e['player'])} encuentra un bandido.` : `${w.seat(e['player'])} encuentra un bandido, pero nadie tiene tesoros.`),
    'bandit-used': (e, w) => `${w.seat(e['player'])} manda al bandido a ${t(e['mode'])} ${treasure(w, e['treasure'])} de ${w.seat(e['target'])}.`,
    'bandit-fight': (e, w) => `Lucha del bandido, ${w.seat(e['player'])} contra ${w.seat(e['target'])}: ${String(e['attack'])} contra ${String(e['defence'])}, ${e['won'] ? 'ganada' : 'perdida'}.`,
    'bandit-steal': (e, w) => `Robo del bandido, ${w.seat(e['player'])} a ${w.seat(e['target'])}: ${String(e['total'])}, hacía falta ${String(e['needed'])}, ${e['won'] ? 'sale bien' : 'fracasa'}.`,
    'treasure-stolen': (e, w) => `${w.seat(e['player'])} le quita un tesoro de ${String(e['value'])} a ${w.seat(e['from'])}.`,
    'item-used': (e, w) => `${w.seat(e['player'])} usa ${tileName(w.state, e['item'])}.`,
    'treasure-buried': (e, w) => `${w.seat(e['player'])} entierra ${treasure(w, e['uid'])}.`,
    'nothing-buried': (e, w) => `${w.seat(e['player'])} no entierra nada.`,
    'bury-rolled': (e, w) => `${w.seat(e['player'])} saca ${String(e['sum'])} para enterrar.`,
    'ghost-moved': (e, w) =>
      e['treasure'] === null
        ? `${w.seat(e['player'])} manda al fantasma del Holandés a vigilar su mina.`
        : `${w.seat(e['player'])} pone al fantasma del Holandés sobre un tesoro de ${w.seat(e['owner'])}.`,
    'ghost-returned': () => 'El fantasma del Holandés vuelve a vigilar su mina.',
    'turn-forfeited': (e, w) => `${w.seat(e['player'])} renuncia al turno para luchar contra el Holandés Perdido.`,
    'dutchman-fought': (e, w) =>
      `${w.seat(e['player'])} lucha contra el Holandés Perdido: ${String(e['total'])} contra ${String(e['rating'])}, ${e['won'] ? 'victoria' : 'derrota'}.`,
    'stepped-back': (e, w) => `${w.seat(e['player'])} retrocede en el mapa del tesoro.`,
    'token-revealed': (e) => `La ficha del punto ${String(e['spot']).toUpperCase()} muestra ${String(e['token'])}.`,
    'token-overcome': (e, w) => `${w.seat(e['player'])} supera la ficha del punto ${String(e['spot']).toUpperCase()}.`,
    'mine-found': (e, w) => `¡${w.seat(e['player'])} encuentra la mina de oro del Holandés Perdido (+${String(e['bonus'])})!`,
    'event-drawn': (e, w) => `${w.seat(e['player'])} roba un suceso: ${tileName(w.state, e['event'])}.`,
    'event-test': (e, w) => `${w.seat(e['player'])} saca ${String(e['total'])} contra ${String(e['target'])}: ${e['passed'] ? 'a salvo' : 'herido'}.`,
    'poker-roll': (e, w) => `${w.seat(e['player'])} saca un ${String(e['die'])} al póker.`,
    'poker-no-winner': () => 'Nadie gana el bote.',
    'tile-changed-hands': (e, w) => `${w.seat(e['player'])} le gana ${tileName(w.state, e['tile'])} a ${w.seat(e['from'])}.`,
    'game-ended': (e) => `La partida termina: ${t(e['reason'])}.`,
    'tie-break-roll': (e, w) => `${w.seat(e['player'])} saca un ${String(e['die'])} en el desempate: ${String(e['total'])}.`,
  },
};

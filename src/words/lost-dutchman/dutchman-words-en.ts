import type { DutchmanState, DutchmanAction } from '../../games/lost-dutchman/api.js';
import type { GameWords, Words } from '../words-types.js';
import { spaceName, term, tileName, treasureValue } from './dutchman-names.js';

const space = (value: unknown): string => spaceName('en', value);
/** A treasure by its value (its id says nothing to a reader). */
const treasure = (w: Words<DutchmanState>, uid: unknown): string => {
  const value = treasureValue(w.state, uid);
  return value === null ? 'a treasure' : `a treasure of ${value}`;
};
const t = (value: unknown): string => term('en', value);

/**
 * The Lost Dutchman in English.
 *
 * @example
 * dutchmanWordsEn.actions.roll({ type: 'roll', player: 0 }, words); // 'Seat 1 rolls the movement die.'
 */
export const dutchmanWordsEn: GameWords<DutchmanAction, DutchmanState> = {
  actions: {
    'choose-character': (a, w) => `${w.seat(a.player)} chooses ${tileName(w.state, a.character)}.`,
    'reveal-setup': (a, w) => `${w.seat(a.player)} turns up stack ${a.stack}.`,
    roll: (a, w) => `${w.seat(a.player)} rolls the movement die.`,
    'use-item': (a, w) => `${w.seat(a.player)} uses the ${tileName(w.state, a.item)}${a.target === null ? '' : ` on ${String(a.target)}`}.`,
    'fight-ghost': (a, w) => `${w.seat(a.player)} fights the Lost Dutchman.`,
    'special-bury': (a, w) => `${w.seat(a.player)} uses the special action to bury a treasure.`,
    'move-ghost': (a, w) =>
      a.treasure === null ? `${w.seat(a.player)} sends the Dutchman Ghost back to his mine.` : `${w.seat(a.player)} sets the Dutchman Ghost on ${treasure(w, a.treasure)}.`,
    bury: (a, w) => (a.treasure === null ? `${w.seat(a.player)} buries nothing.` : `${w.seat(a.player)} buries ${treasure(w, a.treasure)}.`),
    move: (a, w) => (a.path.length === 0 ? `${w.seat(a.player)} stays.` : `${w.seat(a.player)} moves to ${space(a.path[a.path.length - 1])}.`),
    crevice: (a, w) => `${w.seat(a.player)} climbs out at ${space(a.space)}.`,
    bandit: (a, w) => `${w.seat(a.player)} sends the bandit to ${t(a.mode)} ${treasure(w, a.treasure)} of ${w.seat(a.target)}.`,
    cross: (a, w) => `${w.seat(a.player)} crosses spot ${a.spot.toUpperCase()} of the treasure map.`,
    'end-turn': (a, w) => `${w.seat(a.player)} ends the turn.`,
    raise: (a, w) => `${w.seat(a.player)} raises ${t(a.attribute)}.`,
    'take-tile': (a, w) => `${w.seat(a.player)} takes the ${tileName(w.state, a.tile)} from ${w.seat(a.from)}.`,
  },
  events: {
    'character-chosen': (e, w) =>
      `${w.seat(e['player'])} takes the ${tileName(w.state, e['character'])} board${e['startingItem'] ? ` with a ${tileName(w.state, e['startingItem'])}` : ''}.`,
    'first-player-roll': (e, w) => `${w.seat(e['player'])} rolls ${String(e['die'])} for the first turn.`,
    'first-player-chosen': (e, w) => `${w.seat(e['player'])} would go first, but the water ran dry during setup: the game ends before anyone moves.`,
    'turn-started': (e, w) => `${w.seat(e['player'])} begins turn ${String(e['turn'])}.`,
    'movement-rolled': (e, w) =>
      e['face'] === 'special' ? `${w.seat(e['player'])} rolls the special action.` : `${w.seat(e['player'])} rolls ${String(e['face'])} on the movement die.`,
    moved: (e, w) => {
      const path = e['path'] as unknown[];
      return path.length === 0 ? `${w.seat(e['player'])} cannot move and stays.` : `${w.seat(e['player'])} moves to ${space(path[path.length - 1])}.`;
    },
    'tile-revealed': (e, w) => `The tile at ${space(e['stack'])} shows ${tileName(w.state, e['tile'])}.`,
    'stack-emptied': (e) => `The stack at ${space(e['stack'])} is used up: a void.`,
    'treasure-taken': (e, w) => `${w.seat(e['player'])} takes a treasure of ${String(e['value'])}.`,
    'item-taken': (e, w) => `${w.seat(e['player'])} takes the ${tileName(w.state, e['item'])}.`,
    'hunter-taken': (e, w) => `${w.seat(e['player'])} takes the ${tileName(w.state, e['hunter'])}.`,
    'challenge-rolled': (e, w) =>
      `${w.seat(e['player'])} rolls ${String(e['die'])} against the ${tileName(w.state, e['tile'])}: ${String(e['total'])} against ${String(e['rating'])}, ${t(e['result'])}.`,
    'penalty-suffered': (e, w) => `${w.seat(e['player'])} loses ${String(e['amount'])} ${t(e['attribute'])} (now ${String(e['value'])}).`,
    'attribute-raised': (e, w) => `${w.seat(e['player'])} gains ${String(e['amount'])} ${t(e['attribute'])} (now ${String(e['value'])}).`,
    exhausted: (e, w) =>
      `${w.seat(e['player'])} is exhausted and returns to the mining camp${e['discarded'] === null ? '' : `, discarding a treasure of ${String(e['discarded'])}`}.`,
    'water-level-dropped': (e) => `The water level drops: ${String(e['water'])} left.`,
    'end-triggered': (e) => `The game ends after this turn: ${t(e['reason'])}.`,
    'crevice-found': (e, w) => `${w.seat(e['player'])} falls into a crevice.`,
    'crevice-move': (e, w) => `${w.seat(e['player'])} climbs out at ${space(e['space'])}.`,
    'bandit-taken': (e, w) => (e['used'] ? `${w.seat(e['player'])} finds a bandit.` : `${w.seat(e['player'])} finds a bandit, but nobody has treasure to take.`),
    'bandit-used': (e, w) => `${w.seat(e['player'])} sends the bandit to ${t(e['mode'])} ${treasure(w, e['treasure'])} of ${w.seat(e['target'])}.`,
    'bandit-fight': (e, w) => `The bandit fight, ${w.seat(e['player'])} against ${w.seat(e['target'])}: ${String(e['attack'])} against ${String(e['defence'])}, ${e['won'] ? 'won' : 'lost'}.`,
    'bandit-steal': (e, w) => `The bandit steal, ${w.seat(e['player'])} from ${w.seat(e['target'])}: ${String(e['total'])}, needing ${String(e['needed'])}, ${e['won'] ? 'succeeds' : 'fails'}.`,
    'treasure-stolen': (e, w) => `${w.seat(e['player'])} takes a treasure of ${String(e['value'])} from ${w.seat(e['from'])}.`,
    'item-used': (e, w) => `${w.seat(e['player'])} uses the ${tileName(w.state, e['item'])}.`,
    'treasure-buried': (e, w) => `${w.seat(e['player'])} buries ${treasure(w, e['uid'])}.`,
    'nothing-buried': (e, w) => `${w.seat(e['player'])} buries nothing.`,
    'bury-rolled': (e, w) => `${w.seat(e['player'])} rolls ${String(e['sum'])} to bury.`,
    'ghost-moved': (e, w) =>
      e['treasure'] === null
        ? `${w.seat(e['player'])} sends the Dutchman Ghost to guard his mine.`
        : `${w.seat(e['player'])} sets the Dutchman Ghost on a treasure of ${w.seat(e['owner'])}.`,
    'ghost-returned': () => 'The Dutchman Ghost returns to guard his mine.',
    'turn-forfeited': (e, w) => `${w.seat(e['player'])} forfeits the turn to fight the Lost Dutchman.`,
    'dutchman-fought': (e, w) =>
      `${w.seat(e['player'])} fights the Lost Dutchman: ${String(e['total'])} against ${String(e['rating'])}, ${e['won'] ? 'won' : 'lost'}.`,
    'stepped-back': (e, w) => `${w.seat(e['player'])} steps back on the treasure map.`,
    'token-revealed': (e) => `The token on spot ${String(e['spot']).toUpperCase()} shows ${String(e['token'])}.`,
    'token-overcome': (e, w) => `${w.seat(e['player'])} overcomes the token on spot ${String(e['spot']).toUpperCase()}.`,
    'mine-found': (e, w) => `${w.seat(e['player'])} finds the Lost Dutchman's gold mine (+${String(e['bonus'])})!`,
    'event-drawn': (e, w) => `${w.seat(e['player'])} draws an event: ${tileName(w.state, e['event'])}.`,
    'event-test': (e, w) => `${w.seat(e['player'])} rolls ${String(e['total'])} against ${String(e['target'])}: ${e['passed'] ? 'safe' : 'hurt'}.`,
    'poker-roll': (e, w) => `${w.seat(e['player'])} rolls ${String(e['die'])} at poker.`,
    'poker-no-winner': () => 'Nobody wins the pot.',
    'tile-changed-hands': (e, w) => `${w.seat(e['player'])} wins the ${tileName(w.state, e['tile'])} from ${w.seat(e['from'])}.`,
    'game-ended': (e) => `The game ends: ${t(e['reason'])}.`,
    'tie-break-roll': (e, w) => `${w.seat(e['player'])} rolls ${String(e['die'])} in the roll-off: ${String(e['total'])}.`,
  },
};

import type { GameEvent } from '../../core/actions.js';
import type { DutchmanState } from './context.js';
import { BASE_CAMP, MINING_CAMP } from './land-grid.js';

function spaceName(space: unknown): string {
  if (space === MINING_CAMP) return 'the mining camp';
  if (space === BASE_CAMP) return 'the base camp';
  return `space ${String(space)}`;
}

function tileName(state: DutchmanState, id: unknown): string {
  const text = String(id);
  const d = state.data;
  const named = [...d.creatures, ...d.disasters, ...d.items, ...d.hunters].find((entry) => entry.id === text);
  if (named) return named.name.toLowerCase();
  if (text.startsWith('treasure-')) return `a treasure of ${text.slice('treasure-'.length)}`;
  return text.replace(/-/g, ' ');
}

/**
 * One plain sentence for an event, for narration (the command line's `play` and `replay`).
 *
 * @example
 * describeDutchmanEvent({ type: 'turn-forfeited', player: 1 }, state); // 'Seat 1 forfeits the turn to fight the Lost Dutchman.'
 */
export function describeDutchmanEvent(event: GameEvent, state: DutchmanState): string | undefined {
  const seat = `Seat ${String(event['player'])}`;
  switch (event.type) {
    case 'character-chosen':
      return `${seat} takes the ${tileName(state, event['character'])} board${event['startingItem'] ? ` with a ${tileName(state, event['startingItem'])}` : ''}.`;
    case 'first-player-roll':
      return `${seat} rolls ${String(event['die'])} for the first turn.`;
    case 'turn-started':
      return `${seat} begins turn ${String(event['turn'])}.`;
    case 'movement-rolled':
      return event['face'] === 'special' ? `${seat} rolls the special action.` : `${seat} rolls ${String(event['face'])} on the movement die.`;
    case 'moved': {
      const path = event['path'] as number[];
      return path.length === 0 ? `${seat} cannot move and stays.` : `${seat} moves to ${spaceName(path[path.length - 1])}.`;
    }
    case 'tile-revealed':
      return `Stack ${String(event['stack'])} shows ${tileName(state, event['tile'])}.`;
    case 'stack-emptied':
      return `Stack ${String(event['stack'])} is used up: a void.`;
    case 'treasure-taken':
      return `${seat} takes a treasure of ${String(event['value'])}.`;
    case 'item-taken':
    case 'hunter-taken':
      return `${seat} takes the ${tileName(state, event['item'] ?? event['hunter'])}.`;
    case 'challenge-rolled':
      return `${seat} rolls ${String(event['die'])} against the ${tileName(state, event['tile'])}: ${String(event['total'])} against ${String(event['rating'])}, ${String(event['result'])}.`;
    case 'penalty-suffered':
      return `${seat} loses ${String(event['amount'])} ${String(event['attribute'])} (now ${String(event['value'])}).`;
    case 'attribute-raised':
      return `${seat} gains ${String(event['amount'])} ${String(event['attribute'])} (now ${String(event['value'])}).`;
    case 'exhausted':
      return `${seat} is exhausted and returns to the mining camp${event['discarded'] === null ? '' : `, discarding a treasure of ${String(event['discarded'])}`}.`;
    case 'water-level-dropped':
      return `The water level drops: ${String(event['water'])} left.`;
    case 'end-triggered':
      return event['reason'] === 'mine-found' ? 'The mine is found: the game ends after this turn.' : 'The water has run dry: the game ends after this turn.';
    case 'crevice-found':
      return `${seat} falls into a crevice.`;
    case 'crevice-move':
      return `${seat} climbs out at ${spaceName(event['space'])}.`;
    case 'bandit-taken':
      return event['used'] ? `${seat} finds a bandit.` : `${seat} finds a bandit, but nobody has treasure to take.`;
    case 'bandit-used':
      return `${seat} sends the bandit to ${String(event['mode'])} treasure ${String(event['treasure'])} from seat ${String(event['target'])}.`;
    case 'bandit-fight':
      return `The fight: ${String(event['attack'])} against ${String(event['defence'])}, ${event['won'] ? 'won' : 'lost'}.`;
    case 'bandit-steal':
      return `The steal: ${String(event['total'])}, needing ${String(event['needed'])}, ${event['won'] ? 'succeeds' : 'fails'}.`;
    case 'treasure-stolen':
      return `${seat} takes a treasure of ${String(event['value'])} from seat ${String(event['from'])}.`;
    case 'item-used':
      return `${seat} uses the ${tileName(state, event['item'])}.`;
    case 'treasure-buried':
      return `${seat} buries treasure ${String(event['uid'])}.`;
    case 'nothing-buried':
      return `${seat} buries nothing.`;
    case 'bury-rolled':
      return `${seat} rolls ${String(event['sum'])} to bury.`;
    case 'ghost-moved':
      return event['treasure'] === null ? `${seat} sends the Dutchman Ghost to guard his mine.` : `${seat} sets the Dutchman Ghost on a treasure of seat ${String(event['owner'])}.`;
    case 'ghost-returned':
      return 'The Dutchman Ghost returns to guard his mine.';
    case 'turn-forfeited':
      return `${seat} forfeits the turn to fight the Lost Dutchman.`;
    case 'dutchman-fought':
      return `${seat} fights the Lost Dutchman: ${String(event['total'])} against ${String(event['rating'])}, ${event['won'] ? 'won' : 'lost'}.`;
    case 'stepped-back':
      return `${seat} steps back on the treasure map.`;
    case 'token-revealed':
      return `The token on spot ${String(event['spot']).toUpperCase()} shows ${String(event['token'])}.`;
    case 'token-overcome':
      return `${seat} overcomes the token on spot ${String(event['spot']).toUpperCase()}.`;
    case 'mine-found':
      return `${seat} finds the Lost Dutchman's gold mine (+${String(event['bonus'])})!`;
    case 'event-drawn':
      return `An event: ${tileName(state, event['event'])}.`;
    case 'event-test':
      return `${seat} rolls ${String(event['total'])} against ${String(event['target'])}: ${event['passed'] ? 'safe' : 'hurt'}.`;
    case 'poker-roll':
      return `${seat} rolls ${String(event['die'])} at poker.`;
    case 'poker-no-winner':
      return 'Nobody wins the pot.';
    case 'tile-changed-hands':
      return `${seat} wins the ${tileName(state, event['tile'])} from seat ${String(event['from'])}.`;
    case 'game-ended':
      return `The game ends (${String(event['reason'])}).`;
    case 'tie-break-roll':
      return `${seat} rolls ${String(event['die'])} in the roll-off: ${String(event['total'])}.`;
    default:
      return undefined;
  }
}

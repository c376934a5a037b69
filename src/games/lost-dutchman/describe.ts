import { seatLabel } from '../../core/seat-label.js';
import { componentsOf } from '../../core/components.js';
import type { GameEvent } from '../../core/actions.js';
import type { DutchmanEvent } from './event-schemas.js';
import type { DutchmanState } from './context.js';
import { BASE_CAMP, MINING_CAMP } from './land-grid.js';

/** The stack spaces of each row of the land area, from the mining camp's side (reading: rows of 4, 5, 6, 5, 4). */
const ROW_STARTS = [0, 4, 9, 15, 20, 24] as const;

/**
 * A space of the land area in words a reader can find on the table: a camp, or a row (1 by the
 * mining camp, 5 by the base camp) and a place in it counted from the left.
 *
 * @example
 * spaceName(10); // 'row 3, tile 2'
 */
export function spaceName(space: unknown): string {
  const index = Number(space);
  if (index === MINING_CAMP) return 'the mining camp';
  if (index === BASE_CAMP) return 'the base camp';
  for (let row = 0; row < 5; row++) {
    if (index < ROW_STARTS[row + 1]!) return `row ${row + 1}, tile ${index - ROW_STARTS[row]! + 1}`;
  }
  return `space ${String(space)}`;
}

function tileName(state: DutchmanState, id: unknown): string {
  const text = String(id);
  const d = componentsOf(state);
  const challenge = [...d.creatures, ...d.disasters].find((entry) => entry.id === text);
  if (challenge) return `${article(challenge.name)} ${challenge.name.toLowerCase()} (rating ${challenge.rating}, ${challenge.attribute})`;
  const named = [...d.items, ...d.hunters, ...d.characters, ...d.events].find((entry) => entry.id === text);
  if (named) return `${article(named.name)} ${named.name.toLowerCase()}`;
  if (text.startsWith('treasure-')) return `a treasure of ${text.slice('treasure-'.length)}`;
  return `a ${text.replace(/-/g, ' ')}`;
}

function plainName(state: DutchmanState, id: unknown): string {
  const text = String(id);
  const d = componentsOf(state);
  const named = [...d.creatures, ...d.disasters, ...d.items, ...d.hunters, ...d.characters, ...d.events].find((entry) => entry.id === text);
  return named ? named.name.toLowerCase() : text.replace(/-/g, ' ');
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** A held treasure in words: its value, looked up among the prospectors' tiles. */
function treasureWords(state: DutchmanState, uid: unknown): string {
  for (const p of state.g.prospectors) {
    const tile = p.treasures.find((t) => t.uid === uid);
    if (tile) return `a treasure of ${tile.value}`;
  }
  return 'a treasure';
}

/** A challenge token in words: its two ratings. */
function tokenWords(token: unknown): string {
  const [low, high] = String(token).split('-');
  return `ratings ${low} or ${high}`;
}

function itemUse(state: DutchmanState, event: Extract<DutchmanEvent, { type: 'item-used' }>): string {
  const item = componentsOf(state).items.find((entry) => entry.id === event.item);
  const target = event.target;
  switch (item?.effect) {
    case 'bury':
      return ` to bury ${treasureWords(state, target)}`;
    case 'choose-roll':
      return ` to move ${String(target)} instead of rolling`;
    case 'extra-step':
      return ` to move ${String(item.amount)} more`;
    case 'heal':
      return ` to regain ${String(item.amount)} health`;
    default:
      return '';
  }
}

const END_WORDS: Readonly<Record<string, string>> = {
  'water-ran-dry': 'the water has run dry',
  'mine-found': "the Lost Dutchman's mine was found",
  'turn-limit': 'the round limit (option maxRounds) was reached',
  stall: 'nobody changed the land area for stallRounds rounds in a row (the stall rule)',
};

/**
 * One plain sentence for an event, for narration (the command line's `play` and `replay`): names
 * and values, never internal ids, so a reader follows each line without the source.
 *
 * @example
 * describeDutchmanEvent({ type: 'turn-forfeited', player: 1 }, state); // 'Seat 2 forfeits the turn to fight the Lost Dutchman.'
 */
export function describeDutchmanEvent(given: GameEvent | DutchmanEvent, state: DutchmanState): string | undefined {
  // The game's hook is handed only the events its own rules pushed, typed as DutchmanEvent where
  // they are pushed (test/typed/event-schemas.test.ts parses them all).
  const event = given as DutchmanEvent;
  const seat = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'character-chosen':
      return `${seat} takes the ${plainName(state, event.character)} board${event.startingItem ? ` with ${tileName(state, event.startingItem)}` : ''}.`;
    case 'first-player-roll':
      return `${seat} rolls ${String(event.die)} for the first turn.`;
    case 'first-player-chosen':
      return `${seat} would go first, but the water ran dry during setup: the game ends before anyone moves.`;
    case 'turn-started':
      return `${seat} begins turn ${String(event.turn)}.`;
    case 'movement-rolled':
      return event.face === 'special' ? `${seat} rolls the special action (bury or move the Ghost, then move 3).` : `${seat} rolls ${String(event.face)} on the movement die.`;
    case 'moved': {
      const path = event.path;
      return path.length === 0 ? `${seat} cannot move and stays.` : `${seat} moves ${path.length} space${path.length > 1 ? 's' : ''} to ${spaceName(path[path.length - 1])}.`;
    }
    case 'tile-revealed':
      return `The tile at ${spaceName(event.stack)} is turned: ${tileName(state, event.tile)}.`;
    case 'stack-emptied':
      return `The stack at ${spaceName(event.stack)} is used up: a void.`;
    case 'treasure-taken':
      return `${seat} takes a treasure of ${String(event.value)}.`;
    case 'item-taken':
    case 'hunter-taken':
      return `${seat} takes ${tileName(state, event.type === 'item-taken' ? event.item : event.hunter)}.`;
    case 'challenge-rolled':
      return `${seat} rolls ${String(event.die)} against ${tileName(state, event.tile)}: ${String(event.total)} against ${String(event.rating)}, ${String(event.result)}.`;
    case 'penalty-suffered':
      return `${seat} loses ${String(event.amount)} ${String(event.attribute)} (now ${String(event.value)}).`;
    case 'attribute-raised':
      return `${seat} gains ${String(event.amount)} ${String(event.attribute)} (now ${String(event.value)}).`;
    case 'exhausted':
      return `${seat} is exhausted and returns to the mining camp${event.discarded === null ? '' : `, discarding a treasure of ${String(event.discarded)}`}.`;
    case 'water-level-dropped':
      return `The water level drops: ${String(event.water)} left.`;
    case 'end-triggered':
      return event.reason === 'mine-found' ? 'The mine is found: the game ends after this turn.' : 'The water has run dry: the game ends after this turn.';
    case 'crevice-found':
      return `${seat} falls into a crevice.`;
    case 'crevice-move':
      return `${seat} climbs out at ${spaceName(event.space)}.`;
    case 'bandit-taken':
      return event.used ? `${seat} finds a bandit.` : `${seat} finds a bandit, but nobody has treasure to take.`;
    case 'bandit-used':
      return `${seat} sends the bandit to ${String(event.mode)} ${treasureWords(state, event.treasure)} from ${seatLabel(event.target)}.`;
    case 'bandit-fight':
      return `The fight: ${String(event.attack)} against ${String(event.defence)}, ${event.won ? 'won' : 'lost'}.`;
    case 'bandit-steal':
      return `The steal: ${String(event.total)}, needing ${String(event.needed)}, ${event.won ? 'succeeds' : 'fails'}.`;
    case 'treasure-stolen':
      return `${seat} takes a treasure of ${String(event.value)} from ${seatLabel(event.from)}.`;
    case 'item-used':
      return `${seat} uses ${tileName(state, event.item)}${itemUse(state, event)}.`;
    case 'treasure-buried':
      return `${seat} buries ${treasureWords(state, event.uid)}.`;
    case 'nothing-buried':
      return `${seat} buries nothing.`;
    case 'bury-rolled':
      return `${seat} rolls ${String(event.sum)} to bury.`;
    case 'ghost-moved':
      return event.treasure === null
        ? `${seat} sends the Dutchman Ghost to guard his mine.`
        : `${seat} sets the Dutchman Ghost on ${treasureWords(state, event.treasure)} of ${seatLabel(event.owner)}.`;
    case 'ghost-returned':
      return 'The Dutchman Ghost returns to guard his mine.';
    case 'turn-forfeited':
      return `${seat} forfeits the turn to fight the Lost Dutchman.`;
    case 'dutchman-fought':
      return `${seat} fights the Lost Dutchman: ${String(event.total)} against ${String(event.rating)}, ${event.won ? 'won' : 'lost'}.`;
    case 'stepped-back':
      return `${seat} steps back on the treasure map.`;
    case 'token-revealed':
      return `The challenge token at spot ${String(event.spot).toUpperCase()} of the treasure map is turned: ${tokenWords(event.token)}.`;
    case 'token-overcome':
      return `${seat} overcomes the challenge token at spot ${String(event.spot).toUpperCase()} with a defeated rating ${String(event.rating)} and moves on along the trail.`;
    case 'mine-found':
      return `${seat} finds the Lost Dutchman's gold mine (+${String(event.bonus)})!`;
    case 'event-drawn':
      return `An event: ${plainName(state, event.event)}.`;
    case 'event-test':
      return `${seat} rolls ${String(event.total)} against ${String(event.target)} (${plainName(state, event.event)}): ${event.passed ? 'safe' : 'hurt'}.`;
    case 'poker-roll':
      return `${seat} rolls ${String(event.die)} at poker.`;
    case 'poker-no-winner':
      return 'Nobody wins the pot.';
    case 'tile-changed-hands':
      return `${seat} wins ${tileName(state, event.tile)} from ${seatLabel(event.from)}.`;
    case 'game-ended':
      return `The game ends: ${END_WORDS[String(event.reason)] ?? String(event.reason)}.`;
    case 'tie-break-roll':
      return `${seat} rolls ${String(event.die)} in the roll-off: ${String(event.total)}.`;
    default:
      return undefined;
  }
}

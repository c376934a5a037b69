import { componentsOf } from '../../core/components.js';
import type { GameEvent } from '../../core/actions.js';
import { seatLabel, seatList } from '../../core/seat-label.js';
import type { GullyEvent } from './event-schemas.js';
import { buildingName } from './round.js';
import type { GullyState } from './table.js';

const signed = (by: unknown): string => (Number(by) > 0 ? `+${Number(by)}` : String(by));

/** The roll a window changes, in words. */
function rollName(purpose: unknown): string {
  if (purpose === 'treasure') return 'its treasure roll';
  if (purpose === 'shootout') return 'its shootout roll';
  return "the sheriff's roll";
}

/** A hand of tokens in words: '±1 ±2 ±2' or 'none'. */
function handWords(hand: { ones: number; twos: number }): string {
  const tokens = [...new Array<string>(hand.ones).fill('±1'), ...new Array<string>(hand.twos).fill('±2')];
  return tokens.length === 0 ? 'none' : tokens.join(' ');
}

/**
 * One plain sentence for a Goldfield Gully event, for narration (the command line's `play` and
 * `replay`). A secret pick is never described: the reveal names every pick once all have chosen.
 *
 * @example
 * describeGullyEvent({ type: 'sheriff-rolled', die: 5 }, state); // 'The sheriff rolls 5: the Bordello.'
 */
export function describeGullyEvent(given: GameEvent | GullyEvent, state: GullyState): string | undefined {
  // The game's hook is handed only the events its own rules pushed, typed as GullyEvent where they
  // are pushed (test/typed/event-schemas.test.ts parses them all).
  const event = given as GullyEvent;
  const town = componentsOf(state);
  const seat = seatLabel;
  const place = (building: unknown): string => `${buildingName(town, Number(building))} (${Number(building)})`;
  switch (event.type) {
    case 'round-started':
      return `Round ${String(event.round)} begins.`;
    case 'token-drawn':
      return `A ±${String(event.token)} token is laid on the ${place(event.building)}.`;
    case 'commitments-open':
      // Round 1 has no round-started event (it starts with the game): announce it here.
      return `${event.round === 1 ? 'Round 1 begins. ' : ''}Every seat chooses in secret: gather gold at a building, or bank.`;
    case 'committed':
      return `${seat(event.player)} has chosen (kept secret until everyone has).`;
    case 'commitment':
      // The pick itself stays unsaid: the reveal names every pick once all have chosen, so a
      // narration never tells a secret right after calling it one (GG-READ-2).
      return undefined;
    case 'commitments-revealed': {
      const choices = event.choices.map((c, i) => `${seatLabel(i)} ${c === 'bank' ? 'banks' : `the ${place(c)}`}`);
      return `Revealed: ${choices.join(', ')}.`;
    }
    case 'gold-banked':
      return `${seat(event.player)} banks ${String(event.amount)} gold (${String(event.banked)} banked).`;
    case 'treasure-rolled':
      return `${seat(event.player)} rolls ${String(event.die)} for treasure.`;
    case 'token-spent':
      return `${seat(event.player)} spends a token as ${signed(event.by)} on ${rollName(event.purpose)}: ${String(event.from)} becomes ${String(event.to)}.`;
    case 'passed':
      return `${seat(event.player)} spends no token on ${rollName(event.purpose)}.`;
    case 'shootout-started':
      return `Shootout at the ${place(event.building)} between ${seatList(event.players)}.`;
    case 'shootout-rolled':
      return `${seat(event.player)} shoots ${String(event.die)}.`;
    case 'shootout-tied':
      return `${seatList(event.players)} tie at ${String(event.roll)} and shoot again.`;
    case 'shootout-won':
      return event.building === null
        ? `${seat(event.player)} wins the tie shootout with ${String(event.roll)}.`
        : `${seat(event.player)} wins the shootout with ${String(event.roll)} and keeps the ${place(event.building)}.`;
    case 'moved':
      return `${seat(event.player)} moves to the empty ${place(event.to)}.`;
    case 'sat-out':
      return `${seat(event.player)} finds no empty building and sits out the round.`;
    case 'sheriff-rolled':
      return `The sheriff rolls ${String(event.die)}: the ${place(event.die)}.`;
    case 'sheriff-visits':
      return event.player === null
        ? `The sheriff visits the empty ${place(event.building)}: everyone is safe.`
        : `The sheriff visits the ${place(event.building)} and catches ${seat(event.player)}, who loses ${String(event.lost)} gold.`;
    case 'gold-gathered':
      return `${seat(event.player)} gathers ${String(event.amount)} gold (${String(event.unbanked)} unbanked).`;
    case 'tokens-taken': {
      const tokens = [...new Array<string>(Number(event.ones)).fill('±1'), ...new Array<string>(Number(event.twos)).fill('±2')];
      return `${seat(event.player)} takes the token${tokens.length > 1 ? 's' : ''} ${tokens.join(', ')} from the ${place(event.building)}.`;
    }
    case 'round-ended': {
      const held: readonly { ones: number; twos: number }[] | undefined = event.held;
      const tokens = held === undefined ? '' : ` Tokens in hand: ${held.map((h, i) => `${seatLabel(i)} ${handWords(h)}`).join(', ')}.`;
      return `Round ${String(event.round)} ends. Banked: ${event.banked.join(', ')}; unbanked: ${event.unbanked.join(', ')}.${tokens}`;
    }
    case 'final-tie':
      return `${seatList(event.players)} tie with ${String(event.score)} gold: a shootout decides.`;
    case 'game-ended': {
      const counted = state.options.countUnbankedAtEnd ? 'all gold, banked and unbanked' : 'banked gold only';
      const scores = event.scores.map((score, i) => `${seatLabel(i)} ${score}`).join(', ');
      const how = event.tieShootout ? ', after the tie shootout' : '';
      return `${seat(event.winner)} wins the game${how}. Scores (${counted}): ${scores}.`;
    }
    default:
      return undefined;
  }
}

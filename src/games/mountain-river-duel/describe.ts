import { seatLabel } from '../../core/seat-label.js';
import type { GameEvent } from '../../core/actions.js';
import type { DuelEvent } from './event-schemas.js';
import { DISCS_AT_LEVEL } from './discs.js';
import { kindOfSeat } from './claims.js';
import type { DuelState } from './turn.js';
import type { DiscLevel } from './schemas.js';

/**
 * One plain sentence for a duel event, for narration (the command line's `play` and `replay`).
 *
 * @example
 * describeDuelEvent({ type: 'passed', player: 1 }, state); // 'Seat 2 (rivers) passes.'
 */
export function describeDuelEvent(given: GameEvent | DuelEvent, state: DuelState): string | undefined {
  // The game's hook is handed only the events its own rules pushed, typed as DuelEvent where they
  // are pushed (test/typed/event-schemas.test.ts parses them all).
  const event = given as DuelEvent;
  const seat = (player: unknown): string => {
    const p = Number(player);
    return `${seatLabel(p)} (${kindOfSeat(p, state.options.mountainSeat)}s)`;
  };
  const list = (ids: unknown): string => (Array.isArray(ids) ? ids.join(', ') : String(ids));
  switch (event.type) {
    case 'turn-started':
      return undefined;
    case 'discs-thrown':
      return `${seat(event.player)} throws ${list(event.discs)}: ${String(event.sum)}.`;
    case 'markers-turned-up':
      return `${seat(event.player)} turns up area${list(event.areas).includes(',') ? 's' : ''} ${list(event.areas)}.`;
    case 'marker-turned-down':
      return `${seat(event.player)} turns area ${String(event.area)} face down again.`;
    case 'passed':
      return `${seat(event.player)} passes.`;
    case 'area-claimed':
      return `${seat(event.player)} claims ${String(event.kind)} ${String(event.index)}: ${String(event.gold)} gold.`;
    case 'discs-reduced': {
      const discs = DISCS_AT_LEVEL[event.to as DiscLevel];
      return discs.length > 0 ? `The discs are reduced to ${discs.join(' and ')}.` : 'All discs are put away: from now on one marker or two neighbours.';
    }
    case 'game-ended':
      return `The game ends (${String(event.reason)}) with gold ${list(event.gold)}.`;
    default:
      return undefined;
  }
}

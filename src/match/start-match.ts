import { startGame, type GameSetup } from '../core/create.js';
import type { Match, MatchResult } from './match-types.js';
import { matchOk } from './seat-update.js';

/**
 * Starts an authoritative match without throwing: the same setup as `startGame`, refused with the
 * same typed errors. Returns the match and what to send each seat first.
 *
 * @example
 * const r = startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-1' });
 * if (r.ok) r.updates.forEach((update, seat) => send(seat, update));
 */
export function startMatch(setup: GameSetup): MatchResult {
  const started = startGame(setup);
  if (!started.ok) return started;
  const match: Match = { setup, start: started.state, startEvents: started.events, steps: [], undone: [] };
  return matchOk(match, 'start', started.events);
}

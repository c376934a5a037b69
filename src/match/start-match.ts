import { startGame, type GameSetup } from '../core/create.js';
import type { Match, MatchResult } from './match-types.js';
import { matchOk } from './seat-update.js';

/**
 * Starts an authoritative match without throwing: the same setup as `startGame`, refused with the
 * same typed errors (a game that is not registered: the message names the import that registers
 * it). Returns the match at step 0 and each seat's welcome (`messages`).
 *
 * @example
 * const r = startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-1' });
 * if (r.ok) r.messages.forEach((welcome, seat) => send(seat, welcome));
 */
export function startMatch(setup: GameSetup): MatchResult {
  const started = startGame(setup);
  if (!started.ok) return started;
  const match: Match = { setup, start: started.state, startEvents: started.events, steps: [], undone: [], step: 0, history: [] };
  return matchOk(match, 'start', started.events);
}

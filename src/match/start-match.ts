import { startGame, type GameSetup } from '../core/create.js';
import type { FaceMatchTypes, Match, MatchResult, MatchTypes } from './match-types.js';
import { matchOk } from './seat-update.js';

/**
 * Starts an authoritative match without throwing: the same setup as `startGame`, refused with the
 * same typed errors (a game that is not registered: the message names the import that registers
 * it). Returns the match at step 0 and each seat's welcome (`messages`).
 *
 * Given a game's face first (`startMatch(goldfieldGullyFace, { players: 3, seed })`), the match is
 * held with that game's types: `submitAction` accepts only its actions (a wrong field does not
 * compile), and every update's view, events and legal actions are the game's own types. The
 * face's game must be registered (import its subpath, which exports the face).
 *
 * @example
 * const r = startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-1' });
 * if (r.ok) r.messages.forEach((welcome, seat) => send(seat, welcome));
 * const typed = startMatch(goldfieldGullyFace, { players: 3, seed: 'table-1' });
 * if (typed.ok) typed.updates[0]!.view.g.choice; // (number | 'secret' | null)[]
 */
// A face is told from a setup by its game's definition.
export function startMatch<F extends { readonly id: string; readonly definition: { readonly id: string } }>(
  face: F,
  setup: F extends { createGame(setup: infer S): unknown } ? S : never,
): MatchResult<FaceMatchTypes<F>>;
export function startMatch(setup: GameSetup): MatchResult;
export function startMatch(first: GameSetup | { readonly id: string; readonly definition: unknown }, faceSetup?: unknown): MatchResult<MatchTypes> {
  const setup = 'definition' in first ? ({ ...(faceSetup as object), game: first.id } as GameSetup) : first;
  const started = startGame(setup);
  if (!started.ok) return started;
  const match: Match = { setup, start: started.state, startEvents: started.events, steps: [], undone: [], step: 0, history: [] };
  return matchOk(match, 'start', started.events);
}

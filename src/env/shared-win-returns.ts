import type { Outcome } from '../core/actions.js';

/**
 * One number per seat at the end of a game: 1 for a sole winner, 1/k for each of k winners who
 * share the win, 0 for a loser, and 0 for everyone when nobody wins. They sum to 1 when someone
 * wins. `null` (a game not over) gives zeros.
 *
 * @example
 * sharedWinReturns({ scores: [5, 9, 9], winners: [1, 2], tieBreak: null, reason: 'end' }, 3); // [0, 0.5, 0.5]
 */
export function sharedWinReturns(end: Outcome | null, players: number): number[] {
  const returns = new Array<number>(players).fill(0);
  if (!end || end.winners.length === 0) return returns;
  for (const winner of end.winners) if (winner >= 0 && winner < players) returns[winner] = 1 / end.winners.length;
  return returns;
}

import { outcome } from './queries.js';
import { definitionOf, type AnyGameState } from './runtime.js';

/**
 * What a game is worth to each seat: `returns` at the end (win 1, loss 0, a win shared by k
 * seats 1/k to each of them, so they sum to 1; all 0 before the end), and the raw `scores`
 * beside them: the outcome's at the end, the running score before it where the game keeps a
 * public one (the duel's gold, Goldfield Gully's banked and unbanked gold, the treasure The Lost
 * Dutchman's prospectors hold), else `null`.
 *
 * @example
 * const { returns: perSeat, scores } = returns(state); // [1, 0], [46, 45]
 */
export interface GameReturns {
  readonly terminal: boolean;
  readonly returns: number[];
  readonly scores: number[] | null;
}

/**
 * The public running score of each seat while the game goes on, or `null` when the game keeps
 * none (Lost Valley scores only at the end).
 *
 * @example
 * runningScores(state); // [3, 5] in the duel: the gold each seat has claimed
 */
export function runningScores(state: AnyGameState): number[] | null {
  const game = definitionOf(state);
  if ('code' in game) return null;
  let scores: readonly number[] | null;
  try {
    scores = game.runningScores?.(state) ?? null;
  } catch {
    // A hand-edited state the game cannot read has no running score (queries never throw).
    scores = null;
  }
  return scores && scores.length === state.players ? [...scores] : null;
}

/**
 * Win shares at the end and raw scores (see {@link GameReturns}). Never throws: a state of an
 * unknown game gives zero returns and no scores.
 *
 * @example
 * returns(finalState).returns; // [0.5, 0.5] after a draw of the duel
 */
export function returns(state: AnyGameState): GameReturns {
  const players = typeof state?.players === 'number' && state.players > 0 ? state.players : 0;
  const result = outcome(state);
  if (!result) return { terminal: false, returns: new Array<number>(players).fill(0), scores: runningScores(state) };
  const perSeat = new Array<number>(players).fill(0);
  // Ties share: a win split between k seats gives each 1/k, so the returns always sum to 1.
  for (const seat of result.winners) perSeat[seat] = 1 / result.winners.length;
  return { terminal: true, returns: perSeat, scores: [...result.scores] };
}

/**
 * The reward of one step for each seat: the change of its score from `before` to `after` (the
 * running score, or the outcome's at the end). Over a whole game the rewards add up to the final
 * scores minus the starting running scores. All zeros for a game without a running score until
 * its end, where the final scores arrive at once.
 *
 * @example
 * const rewards = stepRewards(state, applyAction(state, action).state); // [2, 0]
 */
export function stepRewards(before: AnyGameState, after: AnyGameState): number[] {
  const players = typeof after?.players === 'number' && after.players > 0 ? after.players : 0;
  const from = returns(before).scores;
  const to = returns(after).scores;
  const rewards = new Array<number>(players).fill(0);
  if (!to) return rewards;
  for (let seat = 0; seat < players; seat++) rewards[seat] = (to[seat] ?? 0) - (from?.[seat] ?? 0);
  return rewards;
}

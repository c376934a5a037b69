import type { PlayerAction } from '../core/actions.js';

/**
 * The action with the highest score; equal best scores are broken by one draw of the bot's
 * generator, so a heuristic bot is not predictable in the ties yet stays seeded.
 *
 * @example
 * bestByScore(legal, (action) => (action.type === 'bank' ? 1 : 0), random);
 */
export function bestByScore<A extends PlayerAction>(actions: readonly A[], score: (action: A) => number, random: () => number): A {
  let best: A[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of actions) {
    const value = score(action);
    // Scores are sums of a few terms: values within a hair count as equal.
    if (value > bestScore + 1e-9) {
      bestScore = value;
      best = [action];
    } else if (value >= bestScore - 1e-9) {
      best.push(action);
    }
  }
  return best.length === 1 ? best[0]! : best[Math.floor(random() * best.length)]!;
}

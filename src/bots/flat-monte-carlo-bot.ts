import type { PlayerAction } from '../core/actions.js';
import { applyJointUnchecked } from '../core/joint-step.js';
import { activePlayers, legalActions } from '../core/queries.js';
import type { Bot } from './bot.js';
import { noActionFor } from './bot-errors.js';
import { ISMCTS_DEFAULT_ROLLOUT_DEPTH } from './ismcts-bot.js';
import { actionKey, planningState, rolloutValues, searchSetup, type LeafEvaluator } from './planning.js';
import { budgetClock, type SearchBudget } from './search-budget.js';

/**
 * The iterations per decision of {@link flatMonteCarloBot} when no budget is given.
 *
 * @example
 * flatMonteCarloBot().name; // 'flat-mc:200'
 */
export const FLAT_MC_DEFAULT_ITERATIONS = 200;

/**
 * Options of {@link flatMonteCarloBot}: a budget, and how each playout is played, capped and
 * valued (as for {@link ismctsBot}).
 *
 * @example
 * const options: FlatMonteCarloOptions = { iterations: 300, rolloutDepth: 80 };
 */
export interface FlatMonteCarloOptions extends SearchBudget {
  readonly rolloutBot?: Bot;
  readonly rolloutDepth?: number;
  readonly evaluate?: LeafEvaluator;
  readonly name?: string;
}

/**
 * Flat Monte Carlo: the iterations go round the seat's legal actions in turn; each draws a
 * determinization for the seat, plays the action there (other seats active at the same moment
 * choose at random, applied together by the joint step), finishes with a rollout, and adds the
 * seat's return to that action. It plays the action with the best mean. Deterministic with an
 * iteration budget; it applies actions to determinizations only.
 *
 * @example
 * const action = flatMonteCarloBot({ iterations: 300 }).act(state, 1, random);
 */
export function flatMonteCarloBot(options: FlatMonteCarloOptions = {}): Bot {
  const { policy, budget, name } = searchSetup(options, { iterations: FLAT_MC_DEFAULT_ITERATIONS, rolloutDepth: ISMCTS_DEFAULT_ROLLOUT_DEPTH, prefix: 'flat-mc' });
  return {
    name,
    act(state, seat, random) {
      const legal = legalActions(state, seat);
      if (legal.length === 0) throw noActionFor(state, seat);
      if (legal.length === 1) return legal[0]!;
      const totals = new Array<number>(legal.length).fill(0);
      const counts = new Array<number>(legal.length).fill(0);
      const more = budgetClock(budget, FLAT_MC_DEFAULT_ITERATIONS);
      for (let done = 0; more(done); done++) {
        const index = done % legal.length;
        const guess = planningState(state, seat, random);
        const choices: PlayerAction[] = [];
        for (const other of activePlayers(guess)) {
          if (other === seat) {
            // The same action as listed in the determinization, which has the same view.
            const key = actionKey(legal[index]!);
            choices.push(legalActions(guess, seat).find((action) => actionKey(action) === key) ?? legal[index]!);
          } else {
            const theirs = legalActions(guess, other);
            choices.push(theirs[Math.floor(random() * theirs.length)]!);
          }
        }
        const after = applyJointUnchecked(guess, choices).state;
        totals[index]! += rolloutValues(after, random, policy)[seat] ?? 0;
        counts[index]! += 1;
      }
      let best = 0;
      for (let i = 1; i < legal.length; i++) {
        const mean = counts[i]! > 0 ? totals[i]! / counts[i]! : -1;
        const bestMean = counts[best]! > 0 ? totals[best]! / counts[best]! : -1;
        if (mean > bestMean) best = i;
      }
      return legal[best]!;
    },
  };
}

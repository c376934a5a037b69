import type { PlayerAction } from '../core/actions.js';
import { applyUnchecked } from '../core/apply.js';
import { applyJointUnchecked } from '../core/joint-step.js';
import { activePlayers, chanceOutcomes, isTerminal, legalActions } from '../core/queries.js';
import { pickOutcome, type AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import type { Bot } from './bot.js';
import { noActionFor } from './bot-errors.js';
import { actionKey, planningState, rolloutValues, searchSetup, type LeafEvaluator, type RolloutPolicy } from './planning.js';
import { budgetClock, type SearchBudget } from './search-budget.js';

/**
 * The exploration constant of UCT in {@link ismctsBot}: values lie in [0, 1], where the classic
 * √2 of UCB1 explores too much for a handful of iterations per action; 0.7 (about √2 / 2) is the
 * usual choice for returns in [0, 1].
 *
 * @example
 * ismctsBot({ exploration: ISMCTS_EXPLORATION * 2 });
 */
export const ISMCTS_EXPLORATION = 0.7;

/**
 * The iterations per decision of {@link ismctsBot} when no budget is given.
 *
 * @example
 * ismctsBot().name; // 'ismcts:200'
 */
export const ISMCTS_DEFAULT_ITERATIONS = 200;

/**
 * The plies (chance outcomes included) a rollout plays before the state is valued by the
 * evaluator, when no depth is given: full rollouts of the longer games cost milliseconds each, and
 * a search with a few hundred iterations per decision must stay within a fraction of a second.
 *
 * @example
 * ismctsBot({ rolloutDepth: Number.POSITIVE_INFINITY }); // play every rollout to the end
 */
export const ISMCTS_DEFAULT_ROLLOUT_DEPTH = 20;

/**
 * Options of {@link ismctsBot}: a budget, the UCT constant, and how iterations end (a random or
 * bot-guided rollout, capped at `rolloutDepth` plies, after which the running score values the
 * state).
 *
 * @example
 * const options: IsmctsOptions = { iterations: 500, rolloutDepth: 60 };
 */
export interface IsmctsOptions extends SearchBudget {
  readonly exploration?: number;
  readonly rolloutBot?: Bot;
  readonly rolloutDepth?: number;
  /** Values the states where rollouts stop before the end (see {@link ISMCTS_DEFAULT_ROLLOUT_DEPTH}). */
  readonly evaluate?: LeafEvaluator;
  readonly name?: string;
}

interface ActionStats {
  readonly action: PlayerAction;
  visits: number;
  total: number;
  available: number;
}

// One node per sequence of joint choices from the root (open loop: chance outcomes and the
// determinization are sampled anew each iteration and are not part of the path). Statistics are
// kept per action, and an action's key names its seat, so simultaneous seats choose side by side
// in one node without seeing each other's choice (decoupled UCT).
interface SearchNode {
  readonly stats: Map<string, ActionStats>;
  readonly children: Map<string, SearchNode>;
}

function newNode(): SearchNode {
  return { stats: new Map(), children: new Map() };
}

/**
 * Information-set Monte Carlo tree search (single-observer, open loop, with availability counts):
 * each iteration draws a determinization of the state for the bot's seat, descends the tree with
 * UCT for every seat that acts (each seat maximises its own return, so any number of seats works;
 * simultaneous seats pick independently and their choices are applied by the joint step), samples
 * every chance node with its `chanceOutcomes` probabilities, expands one node, finishes with a
 * rollout and backs up the return of each seat to that seat's choices. It applies actions with
 * `applyUnchecked` to determinizations only, never to the real state. The action played is the
 * root action visited most. With an iteration budget it is deterministic for a given generator;
 * a millisecond budget is not.
 *
 * @example
 * const bot = ismctsBot({ iterations: 500 });
 * const action = bot.act(state, 0, random);
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const exploration = options.exploration ?? ISMCTS_EXPLORATION;
  const { policy, budget, name } = searchSetup(options, { iterations: ISMCTS_DEFAULT_ITERATIONS, rolloutDepth: ISMCTS_DEFAULT_ROLLOUT_DEPTH, prefix: 'ismcts' });
  return {
    name,
    act(state, seat, random) {
      const legal = legalActions(state, seat);
      if (legal.length === 0) throw noActionFor(state, seat);
      if (legal.length === 1) return legal[0]!;
      const root = newNode();
      const more = budgetClock(budget, ISMCTS_DEFAULT_ITERATIONS);
      for (let done = 0; more(done); done++) iterate(root, planningState(state, seat, random), random, exploration, policy);
      return mostVisited(root, legal);
    },
  };
}

function iterate(root: SearchNode, start: AnyGameState, random: () => number, exploration: number, policy: RolloutPolicy): void {
  let state = start;
  let node = root;
  const path: ActionStats[][] = [];
  const seatsOnPath: PlayerId[][] = [];
  for (;;) {
    if (isTerminal(state)) break;
    const chance = chanceOutcomes(state);
    if (chance.length > 0) {
      state = applyUnchecked(state, { type: 'chance', outcome: pickOutcome(chance, random()).outcome }).state;
      continue;
    }
    const active = activePlayers(state);
    if (active.length === 0) break;
    const picks: ActionStats[] = [];
    let expanded = false;
    for (const seat of active) {
      const pick = select(node, legalActions(state, seat), random, exploration);
      if (pick.visits === 0) expanded = true;
      picks.push(pick);
    }
    path.push(picks);
    seatsOnPath.push(active);
    const choices = picks.map((pick) => pick.action);
    state = choices.length === 1 ? applyUnchecked(state, choices[0]!).state : applyJointUnchecked(state, choices).state;
    const jointKey = picks.length === 1 ? actionKey(choices[0]!) : choices.map(actionKey).join('|');
    let child = node.children.get(jointKey);
    if (!child) {
      child = newNode();
      node.children.set(jointKey, child);
    }
    node = child;
    if (expanded) break;
  }
  const values = rolloutValues(state, random, policy);
  for (let depth = 0; depth < path.length; depth++) {
    const picks = path[depth]!;
    const seats = seatsOnPath[depth]!;
    for (let i = 0; i < picks.length; i++) {
      picks[i]!.visits += 1;
      picks[i]!.total += values[seats[i]!] ?? 0;
    }
  }
}

/** UCT over the actions legal in this determinization; an untried one first (chosen at random). */
function select(node: SearchNode, legal: readonly PlayerAction[], random: () => number, exploration: number): ActionStats {
  const untried: PlayerAction[] = [];
  const tried: ActionStats[] = [];
  for (const action of legal) {
    const stats = node.stats.get(actionKey(action));
    if (stats === undefined || stats.visits === 0) untried.push(action);
    else tried.push(stats);
  }
  // Availability: an action counts as offered each time its node is reached and it is legal.
  for (const stats of tried) stats.available += 1;
  if (untried.length > 0) {
    const action = untried[Math.floor(random() * untried.length)]!;
    const key = actionKey(action);
    const stats = node.stats.get(key) ?? { action, visits: 0, total: 0, available: 0 };
    stats.available += 1;
    node.stats.set(key, stats);
    return stats;
  }
  let best = tried[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const stats of tried) {
    const score = stats.total / stats.visits + exploration * Math.sqrt(Math.log(stats.available) / stats.visits);
    if (score > bestScore) {
      bestScore = score;
      best = stats;
    }
  }
  return best;
}

/** The root action of the real state visited most; ties go to the better mean, then list order. */
function mostVisited(root: SearchNode, legal: readonly PlayerAction[]): PlayerAction {
  let best = legal[0]!;
  let bestVisits = -1;
  let bestMean = -1;
  for (const action of legal) {
    const stats = root.stats.get(actionKey(action));
    const visits = stats?.visits ?? 0;
    const mean = stats && stats.visits > 0 ? stats.total / stats.visits : 0;
    if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
      best = action;
      bestVisits = visits;
      bestMean = mean;
    }
  }
  return best;
}

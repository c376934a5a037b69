import type { PlayerAction } from '../core/actions.js';
import { applyUnchecked } from '../core/apply.js';
import { applyJointUnchecked } from '../core/joint-step.js';
import { activePlayers, chanceOutcomes, isTerminal, legalActions } from '../core/queries.js';
import { pickOutcome, type AnyGameState } from '../core/runtime.js';
import type { GameState, PlayerId } from '../core/state.js';
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
  /**
   * Progressive bias (Chaslot et al., 2008): at each node a seat's choice by this bot (asked
   * once, on the determinization that first reaches the node for that seat) is tried first and
   * gets `biasWeight / (visits + 1)` added to its UCT score, so the search starts from the
   * heuristic's move and leaves it only when its statistics say so.
   */
  readonly prior?: Bot;
  /** The weight of the progressive bias (see `prior`); {@link ISMCTS_BIAS_WEIGHT} by default. */
  readonly biasWeight?: number;
  /**
   * A model of the other seats: when given, every seat but the searching one plays this bot's
   * choice in the tree (asked afresh on each iteration's determinization) instead of its own
   * UCT, so the search plans its own moves against players like this bot (opponent modelling;
   * Baier and Kaisers, 2020, "Guiding multiplayer MCTS by focusing on yourself", let the other
   * seats follow a fixed policy in the tree). Without it every seat
   * maximises its own return by UCT.
   */
  readonly opponentModel?: Bot;
  readonly rolloutBot?: Bot;
  readonly rolloutDepth?: number;
  /** Values the states where rollouts stop before the end (see {@link ISMCTS_DEFAULT_ROLLOUT_DEPTH}). */
  readonly evaluate?: LeafEvaluator;
  readonly name?: string;
}

/**
 * The weight of the progressive bias towards the `prior` bot's move: a bonus of `w / (n + 1)` in
 * returns of [0, 1], so the prior's move outweighs a mean lead of 0.1 until it has about 9 visits.
 *
 * @example
 * ismctsBot({ prior: gullyHeuristicBot, biasWeight: ISMCTS_BIAS_WEIGHT * 2 });
 */
export const ISMCTS_BIAS_WEIGHT = 1;

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
  /** The prior bot's choice per seat, by action key, asked once per node and seat. */
  readonly preferred: Map<PlayerId, string>;
}

function newNode(): SearchNode {
  return { stats: new Map(), children: new Map(), preferred: new Map() };
}

/**
 * The subtree below the action a seat played, kept for its next decision (tree reuse). It is
 * reused only when exactly one ply has passed (that action: no chance outcome, no other seat's
 * action) and the generator is untouched, so the node stands for the state the seat now faces;
 * a state of any other game or moment never matches.
 */
interface KeptTree {
  readonly game: string;
  readonly ply: number;
  readonly rng: AnyGameState['rng'];
  readonly node: SearchNode;
}

function reusable(kept: KeptTree | undefined, state: AnyGameState): SearchNode | undefined {
  if (!kept || kept.game !== state.game || kept.ply + 1 !== state.ply) return undefined;
  const a = kept.rng;
  const b = state.rng;
  return a.c === b.c && a.s0 === b.s0 && a.s1 === b.s1 && a.s2 === b.s2 ? kept.node : undefined;
}

/** What every iteration of one decision shares. */
interface SearchContext {
  readonly random: () => number;
  readonly exploration: number;
  readonly policy: RolloutPolicy;
  readonly prior: Bot | undefined;
  readonly biasWeight: number;
  readonly seat: PlayerId;
  readonly opponentModel: Bot | undefined;
}

/**
 * Information-set Monte Carlo tree search (single-observer, open loop, with availability counts):
 * each iteration draws a determinization of the state for the bot's seat, descends the tree with
 * UCT for every seat that acts (each seat maximises its own return, so any number of seats works;
 * simultaneous seats pick independently and their choices are applied by the joint step), samples
 * every chance node with its `chanceOutcomes` probabilities, expands one node, finishes with a
 * rollout and backs up the return of each seat to that seat's choices. It applies actions with
 * `applyUnchecked` to determinizations only, never to the real state. The action played is the
 * root action visited most. With a `prior` bot every node starts from that bot's move for each
 * seat (progressive bias); with an `opponentModel` the other seats play that bot's choice instead
 * of their own UCT. After a decision the subtree below the chosen action is kept, and the
 * seat's next decision starts from it when exactly one ply (that action) has passed (tree reuse).
 * With an iteration budget it is deterministic for a given generator and sequence of states; a
 * millisecond budget is not.
 *
 * @example
 * const bot = ismctsBot({ iterations: 500 });
 * const action = bot.act(state, 0, random);
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const exploration = options.exploration ?? ISMCTS_EXPLORATION;
  const biasWeight = options.biasWeight ?? ISMCTS_BIAS_WEIGHT;
  const { policy, budget, name } = searchSetup(options, { iterations: ISMCTS_DEFAULT_ITERATIONS, rolloutDepth: ISMCTS_DEFAULT_ROLLOUT_DEPTH, prefix: 'ismcts' });
  const kept = new Map<PlayerId, KeptTree>();
  return {
    name,
    act(state, seat, random) {
      const legal = legalActions(state, seat);
      if (legal.length === 0) throw noActionFor(state, seat);
      if (legal.length === 1) return legal[0]!;
      const root = reusable(kept.get(seat), state) ?? newNode();
      const more = budgetClock(budget, ISMCTS_DEFAULT_ITERATIONS);
      const context: SearchContext = { random, exploration, policy, prior: options.prior, biasWeight, seat, opponentModel: options.opponentModel };
      for (let done = 0; more(done); done++) iterate(root, planningState(state, seat, random), context);
      const chosen = mostVisited(root, legal);
      // Alone at the root, the seat's own action is the whole path to the next node: keep it.
      const child = activePlayers(state).length === 1 ? root.children.get(actionKey(chosen)) : undefined;
      if (child) kept.set(seat, { game: state.game, ply: state.ply, rng: state.rng, node: child });
      else kept.delete(seat);
      return chosen;
    },
  };
}

function iterate(root: SearchNode, start: AnyGameState, context: SearchContext): void {
  const { random, policy } = context;
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
      const legal = legalActions(state, seat);
      const pick = seat !== context.seat && context.opponentModel ? modelled(node, seat, state, legal, context.opponentModel, random) : select(node, seat, state, legal, context);
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

/**
 * UCT over the actions legal in this determinization; an untried one first (the prior's choice
 * if untried, else one at random); with a prior, its choice gets the progressive bias.
 */
function select(node: SearchNode, seat: PlayerId, state: AnyGameState, legal: readonly PlayerAction[], context: SearchContext): ActionStats {
  const { random, exploration } = context;
  const preferred = preferredKey(node, seat, state, legal, context);
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
    const first = preferred === undefined ? undefined : untried.find((action) => actionKey(action) === preferred);
    const action = first ?? untried[Math.floor(random() * untried.length)]!;
    const key = actionKey(action);
    const stats = node.stats.get(key) ?? { action, visits: 0, total: 0, available: 0 };
    stats.available += 1;
    node.stats.set(key, stats);
    return stats;
  }
  let best = tried[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const stats of tried) {
    let score = stats.total / stats.visits + exploration * Math.sqrt(Math.log(stats.available) / stats.visits);
    if (preferred !== undefined && actionKey(stats.action) === preferred) score += context.biasWeight / (stats.visits + 1);
    if (score > bestScore) {
      bestScore = score;
      best = stats;
    }
  }
  return best;
}

// Another seat's choice by the opponent model, on this iteration's determinization.
function modelled(node: SearchNode, seat: PlayerId, state: AnyGameState, legal: readonly PlayerAction[], model: Bot, random: () => number): ActionStats {
  const action = legal.length === 1 ? legal[0]! : (model.act(state as GameState, seat, random) as PlayerAction);
  const key = actionKey(action);
  let stats = node.stats.get(key);
  if (stats === undefined) {
    stats = { action, visits: 0, total: 0, available: 0 };
    node.stats.set(key, stats);
  }
  stats.available += 1;
  return stats;
}

// The prior bot's choice for a seat at a node, asked on the first determinization that reaches it.
function preferredKey(node: SearchNode, seat: PlayerId, state: AnyGameState, legal: readonly PlayerAction[], context: SearchContext): string | undefined {
  if (context.prior === undefined || legal.length < 2) return undefined;
  let key = node.preferred.get(seat);
  if (key === undefined) {
    key = actionKey(context.prior.act(state as GameState, seat, context.random) as PlayerAction);
    node.preferred.set(seat, key);
  }
  return key;
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

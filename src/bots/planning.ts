import type { Action, PlayerAction } from '../core/actions.js';
import { applyUnchecked } from '../core/apply.js';
import { returns, runningScores } from '../core/returns.js';
import type { RngState } from '../core/rng.js';
import { pickOutcome, requireDefinition, type AnyGameState } from '../core/runtime.js';
import type { GameState, PlayerId } from '../core/state.js';
import { determinize } from '../core/view.js';
import type { Bot } from './bot.js';
import { randomAction } from './random-bot.js';
import type { SearchBudget } from './search-budget.js';

/**
 * A whole number seed drawn from a bot's generator, for `determinize` and rollout generators.
 *
 * @example
 * const seed = seedFrom(random); // 2841932211
 * @internal
 */
export function seedFrom(random: () => number): number {
  return Math.floor(random() * 4294967296);
}

/**
 * The state a search plans on: a determinization for `seat` (everything it has not seen
 * re-drawn, a fresh generator) switched to external chance, so that the search itself samples
 * each chance node with `chanceOutcomes` probabilities and never rolls the real state's dice.
 *
 * @example
 * const guess = planningState(state, 0, random);
 */
export function planningState(state: AnyGameState, seat: PlayerId, random: () => number): AnyGameState {
  // A game without hidden information has nothing to re-draw, and with external chance the copy
  // never draws from its generator: the state itself is its only determinization.
  const guess = requireDefinition(state).facts.hiddenInformation ? determinize(state, seat, seedFrom(random)) : state;
  return guess.chance === 'external' ? guess : { ...guess, chance: 'external' };
}

/**
 * A generator state for a rollout drawn from a bot's generator: Alea's state is three fractions
 * and a carry, so three draws make one without the cost of seeding from text.
 *
 * @example
 * const rng = rngFrom(random);
 * @internal
 */
export function rngFrom(random: () => number): RngState {
  return { c: 1, s0: random(), s1: random(), s2: random() };
}

/**
 * A stable key of an action for search statistics: actions listed by the same game code in
 * states with the same view are built the same way, so their JSON texts are equal.
 *
 * @example
 * actionKey({ type: 'pass', player: 0 }); // '{"type":"pass","player":0}'
 * @internal
 */
export function actionKey(action: PlayerAction): string {
  return JSON.stringify(action);
}

/**
 * How a search finishes an iteration: `random` plays uniform random moves, or a {@link Bot}
 * plays every seat; `depth` caps the plies played (chance outcomes included) before the state is
 * valued by its running score (see {@link provisionalValues}).
 *
 * @example
 * const rollout: RolloutPolicy = { bot: 'random', depth: 40 };
 */
export interface RolloutPolicy {
  readonly bot: Bot | 'random';
  readonly depth: number;
  /** Values a state the rollout did not finish; {@link provisionalValues} when absent. */
  readonly evaluate?: LeafEvaluator;
}

/**
 * A value in [0, 1] per seat for a state that is not over: an estimate of each seat's return,
 * such as a game's heuristic turned into a win probability. It must read only public
 * information, like a bot.
 *
 * @example
 * const even: LeafEvaluator = (state) => new Array(state.players).fill(1 / state.players);
 */
export type LeafEvaluator = (state: AnyGameState) => number[];

/**
 * Plays a planning state on (chance sampled with its probabilities) until the end or the depth
 * cap, and returns a value in [0, 1] per seat: the returns at the end, else
 * {@link provisionalValues}.
 *
 * @example
 * const values = rolloutValues(guess, random, { bot: 'random', depth: Infinity });
 */
export function rolloutValues(start: AnyGameState, random: () => number, policy: RolloutPolicy): number[] {
  const game = requireDefinition(start);
  let state = start;
  let rng: RngState | null = null;
  for (let ply = 0; ply < policy.depth; ply++) {
    if (game.isTerminal(state)) break;
    let action: Action | null;
    if (policy.bot === 'random') {
      // The package's random policy on its own generator, seeded once per rollout: no closure
      // call per move on the hottest loop of every search.
      rng ??= rngFrom(random);
      const next = randomAction(state, rng);
      action = next.action;
      rng = next.rng;
    } else {
      action = guidedAction(game, state, policy.bot, random);
    }
    if (action === null) break;
    state = applyUnchecked(state, action).state;
  }
  return valuesOf(state, policy.evaluate);
}

function guidedAction(game: ReturnType<typeof requireDefinition>, state: AnyGameState, bot: Bot, random: () => number): Action | null {
  const chance = game.chanceOutcomes(state);
  if (chance.length > 0) return { type: 'chance', outcome: pickOutcome(chance, random()).outcome };
  const active = game.activePlayers(state);
  if (active.length === 0) return null;
  // Simultaneous seats choose without seeing each other: any order gives the same joint result.
  return bot.act(state as GameState, active[0]!, random);
}

/**
 * A value per seat in [0, 1] for a search leaf: the returns at the end; before it, the given
 * evaluator's, by default {@link provisionalValues}.
 *
 * @example
 * valuesOf(state); // [1, 0]: seat 0 leads the duel's gold
 */
export function valuesOf(state: AnyGameState, evaluate: LeafEvaluator = provisionalValues): number[] {
  const result = returns(state);
  return result.terminal ? result.returns : evaluate(state);
}

/**
 * The value of a state that is not over yet: the seats with the highest running score share 1;
 * without a running score every seat gets `1 / players`.
 *
 * @example
 * provisionalValues(state); // [0.5, 0.5] while the duel's gold is equal
 */
export function provisionalValues(state: AnyGameState): number[] {
  const scores = runningScores(state);
  const players = state.players;
  if (!scores) return new Array<number>(players).fill(1 / players);
  const best = Math.max(...scores);
  const leaders = scores.filter((score) => score === best).length;
  return scores.map((score) => (score === best ? 1 / leaders : 0));
}

/**
 * A leaf evaluator from the running score (`runningScores`): win shares by a soft maximum of
 * the scores, `exp((score - best) / scale)` normalised, so a lead of `scale` points weighs about
 * 2.7 times more and a close race stays close (the default {@link provisionalValues} gives the
 * leader everything). Without a running score every seat gets `1 / players`.
 *
 * @example
 * ismctsBot({ evaluate: softScoreValues(6) });
 */
export function softScoreValues(scale: number): LeafEvaluator {
  return (state) => {
    const scores = runningScores(state);
    if (!scores) return new Array<number>(state.players).fill(1 / state.players);
    return softMaxShares(scores, scale);
  };
}

/**
 * Win shares from per-seat values by a soft maximum: `exp((value - best) / scale)` normalised,
 * so a lead of `scale` weighs about 2.7 times more.
 *
 * @example
 * softMaxShares([10, 4], 6); // [0.73, 0.27]
 * @internal
 */
export function softMaxShares(values: readonly number[], scale: number): number[] {
  const best = Math.max(...values);
  const weights = values.map((value) => Math.exp((value - best) / scale));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => weight / total);
}

/**
 * What a search bot's options resolve to: its rollout policy, its budget (the default number of
 * iterations when neither iterations nor milliseconds is given) and its name for tables
 * (`prefix:iterations` or `prefix:Nms`).
 *
 * @example
 * const { policy, budget, name } = searchSetup(options, { iterations: 200, rolloutDepth: 20, prefix: 'ismcts' });
 */
export function searchSetup(
  options: SearchBudget & { readonly rolloutBot?: Bot; readonly rolloutDepth?: number; readonly evaluate?: LeafEvaluator; readonly name?: string },
  defaults: { readonly iterations: number; readonly rolloutDepth: number; readonly prefix: string },
): { policy: RolloutPolicy; budget: SearchBudget; name: string } {
  const policy: RolloutPolicy = {
    bot: options.rolloutBot ?? 'random',
    depth: options.rolloutDepth ?? defaults.rolloutDepth,
    ...(options.evaluate ? { evaluate: options.evaluate } : {}),
  };
  const budget: SearchBudget = options.iterations === undefined && options.milliseconds === undefined ? { iterations: defaults.iterations } : options;
  const name = options.name ?? `${defaults.prefix}:${budget.iterations !== undefined ? budget.iterations : `${budget.milliseconds}ms`}`;
  return { policy, budget, name };
}

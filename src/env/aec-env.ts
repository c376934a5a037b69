import type { Action } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { startGame } from '../core/create.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { activePlayers, isTerminal, outcome } from '../core/queries.js';
import type { AnyGameState } from '../core/runtime.js';
import { requireSeat } from '../core/seats.js';
import { actionSpaceSize, indexToAction, legalIndexedActions, observationShape, observeSized } from '../encodings/encodings.js';
import { prepareEnv } from './env-setup.js';
import { sharedWinReturns } from './shared-win-returns.js';

/**
 * What an environment plays: a setup without its seed (each `reset` gives one), and an optional
 * cut after a number of seat actions (`maxActions`), which truncates the game.
 *
 * @example
 * const config: AecConfig = { game: 'goldfield-gully', players: 4 };
 */
export interface AecConfig {
  readonly game: string;
  readonly variant?: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  readonly data?: unknown;
  readonly maxActions?: number;
}

/**
 * What `last()` gives for the agent to act: its observation, the reward it gathered since it last
 * acted, whether the game ended (terminated) or was cut (truncated), and info with its action
 * mask.
 *
 * @example
 * const { observation, reward, terminated, truncated, info } = env.last();
 */
export interface AecStep {
  readonly observation: Float32Array;
  readonly reward: number;
  readonly terminated: boolean;
  readonly truncated: boolean;
  readonly info: AecInfo;
}

/**
 * The info of an agent: its legal action indices (ascending; empty once it is done), the same as
 * a dense mask over the whole index space, and the raw scores and returns at the end. The mask is
 * built only when read (Lost Valley's holds about half a million entries): a policy that picks
 * among `legalIndices` never pays for it.
 *
 * @example
 * const pick = info.legalIndices[Math.floor(Math.random() * info.legalIndices.length)];
 * const sameAsMask = info.actionMask[pick!] === 1; // true
 */
export interface AecInfo {
  readonly legalIndices: readonly number[];
  /** 1 at each legal index, else 0; built on first read from `legalIndices`. */
  readonly actionMask: Uint8Array;
  readonly scores?: readonly number[];
  readonly returns?: readonly number[];
}

/**
 * An environment in PettingZoo's AEC (agent environment cycle) style over one game at a time.
 * Agents are seat numbers. Chance is resolved inside (the engine's seeded generator), so the
 * agents only ever see decisions. When several seats may act at once (Goldfield Gully's secret
 * commitments), the lowest active seat is selected first; each action is applied as it comes,
 * and secret ones stay hidden from the others' observations.
 *
 * The environment holds the current state (this is its whole purpose); the state itself is a
 * plain engine state, readable through `state`.
 *
 * @example
 * const env = createAecEnv({ game: 'mountain-river-duel', players: 2 });
 * env.reset('episode-0');
 * for (const agent of env.agentIter()) {
 *   const { terminated, truncated, info } = env.last();
 *   env.step(terminated || truncated ? null : info.legalIndices[0]!);
 * }
 */
export interface AecEnv {
  readonly possibleAgents: readonly number[];
  /** The agents still in the cycle: all seats until the end, then fewer as each steps `null`. */
  readonly agents: readonly number[];
  readonly agentSelection: number;
  readonly rewards: readonly number[];
  readonly cumulativeRewards: readonly number[];
  readonly terminations: readonly boolean[];
  readonly truncations: readonly boolean[];
  /** The current engine state (`null` before the first reset). */
  readonly state: AnyGameState | null;
  readonly actionSpaceSize: number;
  readonly observationShape: readonly [number];
  /** Starts a game with this seed; a setup the engine refuses gives its error and keeps the env as it was. */
  reset(seed: string | number): RuleError | null;
  /** Yields the selected agent until every agent is done and has stepped `null`. */
  agentIter(maxIterations?: number): IterableIterator<number>;
  /** The selected agent's observation, reward, termination, truncation and info. */
  last(): AecStep;
  /** One agent's observation; an agent that is not a seat of the table throws an `EngineError` (`no-such-seat`). */
  observe(agent: number): Float32Array;
  /**
   * Plays the selected agent's action index, or `null` for an agent that is done (it leaves the
   * cycle). An index that is not legal now returns its error and changes nothing.
   */
  step(index: number | null): RuleError | null;
}

/**
 * Creates an environment for a setup (no game yet: call `reset(seed)`). The sizes are read from
 * the setup; a setup the engine refuses, or a game without an encoding, gives the error instead.
 *
 * @example
 * const env = createAecEnv({ game: 'goldfield-gully', players: 4 });
 * if (!('code' in env)) env.reset(7);
 */
export function createAecEnv(config: AecConfig): AecEnv | RuleError {
  const prepared = prepareEnv(config);
  if ('code' in prepared) return prepared;
  const { setupOf, probe: probeState } = prepared;
  const players = config.players;
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const size = actionSpaceSize(probeState);
  const shape = observationShape(probeState);
  let state: AnyGameState | null = null;
  let agents: number[] = [];
  let selection = 0;
  let actions = 0;
  let rewards: readonly number[] = new Array<number>(players).fill(0);
  let cumulative = new Array<number>(players).fill(0);
  let terminations = new Array<boolean>(players).fill(false);
  let truncations = new Array<boolean>(players).fill(false);

  // The rewards of a step that ends nothing: one frozen array, not a fresh one per step.
  const noRewards: readonly number[] = Object.freeze(new Array<number>(players).fill(0));
  const done = (agent: number) => terminations[agent]! || truncations[agent]!;
  const select = (): void => {
    if (!state) return;
    for (const agent of agents) {
      if (done(agent)) {
        selection = agent;
        return;
      }
    }
    selection = activePlayers(state)[0] ?? selection;
  };
  const settle = (): void => {
    if (!state) return;
    rewards = noRewards;
    if (isTerminal(state)) {
      rewards = sharedWinReturns(outcome(state), players);
      terminations = seats.map(() => true);
      cumulative = cumulative.map((sum, seat) => sum + rewards[seat]!);
    } else if (config.maxActions !== undefined && actions >= config.maxActions) {
      truncations = seats.map(() => true);
    }
  };
  const info = (agent: number): AecInfo => {
    if (!state || done(agent)) {
      const end = state ? outcome(state) : null;
      return end ? sparseInfo([], size, { scores: end.scores, returns: sharedWinReturns(end, players) }) : sparseInfo([], size, {});
    }
    const legal = legalIndexedActions(state, agent);
    legalSeen = { state, agent, ...legal };
    return sparseInfo(legal.indices, size, {});
  };
  // The legal actions last listed for an agent, so that stepping one of their indices plays the
  // listed object itself (no decoding, and applyAction finds it by identity).
  let legalSeen: { state: AnyGameState; agent: number; indices: readonly number[]; actions: readonly Action[] } | null = null;
  const actionAt = (current: AnyGameState, agent: number, index: number): Action | null => {
    if (legalSeen && legalSeen.state === current && legalSeen.agent === agent) {
      const at = binarySearch(legalSeen.indices, index);
      if (at >= 0) return legalSeen.actions[at]!;
    }
    return indexToAction(current, agent, index);
  };
  const noGame = () => ruleError('env/no-game', 'The environment has no game yet: call reset(seed) first.');

  const env: AecEnv = {
    possibleAgents: seats,
    get agents() {
      return agents;
    },
    get agentSelection() {
      return selection;
    },
    get rewards() {
      return rewards;
    },
    get cumulativeRewards() {
      return cumulative;
    },
    get terminations() {
      return terminations;
    },
    get truncations() {
      return truncations;
    },
    get state() {
      return state;
    },
    actionSpaceSize: size,
    observationShape: shape,
    reset(seed) {
      const start = startGame(setupOf(seed));
      if (!start.ok) return start.error;
      state = start.state;
      agents = [...seats];
      actions = 0;
      rewards = noRewards;
      cumulative = new Array<number>(players).fill(0);
      terminations = new Array<boolean>(players).fill(false);
      truncations = new Array<boolean>(players).fill(false);
      settle();
      select();
      return null;
    },
    *agentIter(maxIterations = Number.POSITIVE_INFINITY) {
      for (let iteration = 0; iteration < maxIterations && state && agents.length > 0; iteration++) yield selection;
    },
    last() {
      return {
        observation: state ? observeSized(state, selection, shape[0]) : new Float32Array(shape[0]),
        reward: cumulative[selection] ?? 0,
        terminated: terminations[selection] ?? false,
        truncated: truncations[selection] ?? false,
        info: info(selection),
      };
    },
    observe(agent) {
      // Refused before the first reset too: the table's size is known from the setup.
      requireSeat({ players }, agent);
      return state ? observeSized(state, agent, shape[0]) : new Float32Array(shape[0]);
    },
    step(index) {
      if (!state) return noGame();
      const agent = selection;
      if (done(agent)) {
        if (index !== null) return ruleError('env/agent-done', `Agent ${agent} is done: step it with null.`, { details: { agent } });
        agents = agents.filter((other) => other !== agent);
        cumulative[agent] = 0;
        select();
        return null;
      }
      if (index === null) return ruleError('env/agent-active', `Agent ${agent} is not done: it needs an action index.`, { details: { agent } });
      const action = actionAt(state, agent, index);
      if (!action) {
        return ruleError('env/no-such-action', `Index ${index} names no action of agent ${agent} here (the space has ${size}).`, { details: { agent, index } });
      }
      const result = applyAction(state, action);
      if (!result.ok) return result.error;
      state = result.state;
      actions += 1;
      cumulative[agent] = 0;
      settle();
      select();
      return null;
    },
  };
  return env;
}

/** An info whose dense mask is built from the legal indices when first read, then kept. */
function sparseInfo(legalIndices: readonly number[], size: number, end: { scores?: readonly number[]; returns?: readonly number[] }): AecInfo {
  const info = new LazyMaskInfo(legalIndices, size);
  return end.scores === undefined && end.returns === undefined ? info : Object.assign(info, end);
}

// A class rather than an object literal with a getter and a spread: one shape, built on every step.
class LazyMaskInfo implements AecInfo {
  #mask: Uint8Array | null = null;
  readonly #size: number;
  constructor(
    readonly legalIndices: readonly number[],
    size: number,
  ) {
    this.#size = size;
  }
  get actionMask(): Uint8Array {
    if (!this.#mask) {
      this.#mask = new Uint8Array(this.#size);
      for (const index of this.legalIndices) this.#mask[index] = 1;
    }
    return this.#mask;
  }
}

/** Where `value` sits in an ascending list, or -1. */
function binarySearch(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const here = sorted[mid]!;
    if (here === value) return mid;
    if (here < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

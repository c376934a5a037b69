import type { Action } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { startGame } from '../core/create.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { activePlayers, isTerminal, outcome } from '../core/queries.js';
import type { AnyGameState } from '../core/runtime.js';
import { actionSpaceSize, legalIndexedActions, observationShape, observe } from '../encodings/encodings.js';
import type { AecConfig } from './aec-env.js';
import { prepareEnv } from './env-setup.js';
import { sharedWinReturns } from './shared-win-returns.js';

/**
 * What a parallel step gives back, one entry per agent of the table (seat numbers index the
 * arrays): each agent's observation, reward of this step, whether the game ended (terminated)
 * or was cut (truncated), and info with its legal indices.
 *
 * @example
 * const { observations, rewards, terminations } = env.step(new Map([[0, 3], [1, 0]])) as ParallelStep;
 */
export interface ParallelStep {
  readonly observations: readonly Float32Array[];
  readonly rewards: readonly number[];
  readonly terminations: readonly boolean[];
  readonly truncations: readonly boolean[];
  readonly infos: readonly ParallelInfo[];
}

/**
 * One agent's info in the parallel API: its legal action indices (ascending; empty when it does
 * not act in the next step), and the raw scores and returns at the end.
 *
 * @example
 * const acting = infos.map((info, agent) => (info.legalIndices.length > 0 ? agent : -1)).filter((a) => a >= 0);
 */
export interface ParallelInfo {
  readonly legalIndices: readonly number[];
  readonly scores?: readonly number[];
  readonly returns?: readonly number[];
}

/**
 * An environment in PettingZoo's parallel style: every step takes one action from each agent
 * that acts now (`actingAgents`: the active seats) and applies them together. Goldfield Gully's
 * secret commitments are one step of all seats, each choosing from its own observation with no
 * sight of the others' choices; a part of a game where one seat acts is a step of that seat alone.
 * Chance is resolved inside. Agents are seat numbers.
 *
 * @example
 * const env = createParallelEnv({ game: 'goldfield-gully', players: 4 }) as ParallelEnv;
 * let { infos } = env.reset('episode-0') as ParallelStep;
 * while (env.agents.length > 0) {
 *   const actions = new Map(env.actingAgents.map((agent) => [agent, infos[agent]!.legalIndices[0]!]));
 *   ({ infos } = env.step(actions) as ParallelStep);
 * }
 */
export interface ParallelEnv {
  readonly possibleAgents: readonly number[];
  /** Every seat until the game ends or is cut, then none. */
  readonly agents: readonly number[];
  /** The agents whose actions the next step takes (the active seats; none at the end). */
  readonly actingAgents: readonly number[];
  /** The current engine state (`null` before the first reset). */
  readonly state: AnyGameState | null;
  readonly actionSpaceSize: number;
  readonly observationShape: readonly [number];
  /** Starts a game with this seed: every agent's observation and info, rewards 0. A refused setup gives its error. */
  reset(seed: string | number): ParallelStep | RuleError;
  /**
   * Applies one action index for each acting agent, in seat order, as one step. An agent missing,
   * an agent that does not act now, or an index not legal for its agent returns an error and
   * changes nothing.
   */
  step(actions: ReadonlyMap<number, number>): ParallelStep | RuleError;
}

/**
 * Creates a parallel environment for a setup (no game yet: call `reset(seed)`), as
 * {@link createAecEnv} takes it; a setup the engine refuses, or a game without an encoding,
 * gives the error instead.
 *
 * @example
 * const env = createParallelEnv({ game: 'goldfield-gully', players: 3 });
 * if (!('code' in env)) env.reset(7);
 */
export function createParallelEnv(config: AecConfig): ParallelEnv | RuleError {
  const prepared = prepareEnv(config);
  if ('code' in prepared) return prepared;
  const { setupOf, probe: probeState } = prepared;
  const players = config.players;
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const shape = observationShape(probeState);
  let state: AnyGameState | null = null;
  let agents: number[] = [];
  let actions = 0;
  let truncated = false;
  let legal: { indices: number[]; actions: Action[] }[] = [];

  const report = (current: AnyGameState): ParallelStep => {
    const terminal = isTerminal(current);
    const cut = !terminal && truncated;
    const end = terminal ? outcome(current) : null;
    const returns = end ? sharedWinReturns(end, players) : null;
    legal = seats.map((seat) => (terminal || cut ? { indices: [], actions: [] } : legalIndexedActions(current, seat)));
    if (terminal || cut) agents = [];
    return {
      observations: seats.map((seat) => observe(current, seat)),
      rewards: returns ?? seats.map(() => 0),
      terminations: seats.map(() => terminal),
      truncations: seats.map(() => cut),
      infos: seats.map((seat) => (end && returns ? { legalIndices: [], scores: end.scores, returns } : { legalIndices: legal[seat]!.indices })),
    };
  };
  const acting = (): number[] => (state && agents.length > 0 ? activePlayers(state) : []);

  return {
    possibleAgents: seats,
    get agents() {
      return agents;
    },
    get actingAgents() {
      return acting();
    },
    get state() {
      return state;
    },
    actionSpaceSize: actionSpaceSize(probeState),
    observationShape: shape,
    reset(seed) {
      const start = startGame(setupOf(seed));
      if (!start.ok) return start.error;
      state = start.state;
      agents = [...seats];
      actions = 0;
      truncated = false;
      return report(state);
    },
    step(chosen) {
      if (!state) return ruleError('env/no-game', 'The environment has no game yet: call reset(seed) first.');
      const now = acting();
      if (now.length === 0) return ruleError('env/game-over', 'The game is over or cut: call reset(seed).');
      for (const agent of chosen.keys()) {
        if (!now.includes(agent)) return ruleError('env/agent-not-acting', `Agent ${agent} does not act in this step; acting: ${now.join(', ')}.`, { details: { agent, acting: now } });
      }
      const plays: Action[] = [];
      for (const agent of now) {
        const index = chosen.get(agent);
        if (index === undefined) return ruleError('env/missing-action', `Agent ${agent} acts in this step: give it an action index.`, { details: { agent, acting: now } });
        const at = legal[agent]!.indices.indexOf(index);
        if (at < 0) return ruleError('env/no-such-action', `Index ${index} is not a legal action of agent ${agent} now.`, { details: { agent, index } });
        plays.push(legal[agent]!.actions[at]!);
      }
      // The actions were chosen together; applied in seat order (a simultaneous choice does not
      // depend on another's), and all or none: the state is kept until every one is applied.
      let next = state;
      for (const play of plays) {
        const result = applyAction(next, play);
        if (!result.ok) return result.error;
        next = result.state;
      }
      state = next;
      actions += plays.length;
      truncated = config.maxActions !== undefined && actions >= config.maxActions;
      return report(state);
    },
  };
}

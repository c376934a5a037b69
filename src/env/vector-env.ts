import { ruleError, type RuleError } from '../core/errors.js';
import { createAecEnv, type AecConfig, type AecEnv } from './aec-env.js';

/**
 * A vector environment's setup: the config of each of its games, and how many games it steps
 * together (`count`, 1 to 4,096).
 *
 * @example
 * const config: VectorConfig = { game: 'mountain-river-duel', players: 2, count: 16 };
 */
export interface VectorConfig extends AecConfig {
  readonly count: number;
}

/**
 * Where every game of a vector environment stands after a reset or a step, one entry per game:
 * the seat to act (`agents`), its legal indices, and its observation (row `i` of
 * `observations`, `count × observationShape[0]` floats, row-major). `terminated[i]` (the game
 * ended: `returns[i]` holds every seat's shared-win return) or `truncated[i]` (cut at
 * `maxActions`) say that game `i` finished in this step; it has already restarted, so its
 * agent, indices and observation are the new game's first ones.
 *
 * @example
 * const { agents, legalIndices, observations, terminated, returns } = vector.step(picks) as VectorStep;
 */
export interface VectorStep {
  readonly agents: readonly number[];
  readonly legalIndices: readonly (readonly number[])[];
  readonly observations: Float32Array;
  readonly terminated: readonly boolean[];
  readonly truncated: readonly boolean[];
  readonly returns: readonly (readonly number[] | null)[];
}

/**
 * `count` games of one setup stepped together: one call plays one action index in each game
 * (for the seat that acts there), and a game that finishes restarts at once with its next seed
 * (gymnasium's "same-step" autoreset). Each game is an {@link AecEnv}, so the rules, the
 * seat order (the lowest active seat first, secret choices hidden) and the observations are the
 * AEC environment's. The point is a bridge request per step of all games rather than per game:
 * the bridge's `vector-step` and the Python `VectorAECEnv` are its twins.
 *
 * @example
 * const vector = createVectorEnv({ game: 'mountain-river-duel', players: 2, count: 8 }) as VectorEnv;
 * let now = vector.reset('run-1') as VectorStep;
 * for (let k = 0; k < 100; k++) now = vector.step(now.legalIndices.map((legal) => legal[0]!)) as VectorStep;
 */
export interface VectorEnv {
  readonly count: number;
  readonly players: number;
  readonly actionSpaceSize: number;
  readonly observationShape: readonly [number];
  /** The games, for reading (their states, rewards); step them through the vector only. */
  readonly envs: readonly AecEnv[];
  /** Starts every game: game `i`'s `k`-th episode has the seed `${seed}/${i}/${k}`. */
  reset(seed: string | number): VectorStep | RuleError;
  /**
   * Plays `indices[i]` in game `i` for its selected agent. Every index is checked first: one
   * that is not legal (or a list of the wrong length, or no reset yet) gives its error and
   * changes no game.
   */
  step(indices: readonly number[]): VectorStep | RuleError;
}

/**
 * Creates a vector environment (no games yet: call `reset(seed)`); a setup the engine refuses,
 * a game without an encoding, or a count out of range gives the error instead.
 *
 * @example
 * const vector = createVectorEnv({ game: 'goldfield-gully', players: 4, count: 32 });
 * if (!('code' in vector)) vector.reset(7);
 */
export function createVectorEnv(config: VectorConfig): VectorEnv | RuleError {
  const { count, ...one } = config;
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return ruleError('env/bad-count', `A vector environment holds 1 to ${MAX_COUNT} games, not ${count}.`, { details: { count } });
  }
  const envs: AecEnv[] = [];
  for (let i = 0; i < count; i++) {
    const env = createAecEnv(one);
    if ('code' in env) return env;
    envs.push(env);
  }
  const first = envs[0]!;
  const width = first.observationShape[0];
  let base: string | null = null;
  const episodes = new Array<number>(count).fill(0);
  // The legal indices of each game's selected agent, as last reported: what a step is checked against.
  let legalNow: (readonly number[])[] = [];

  // Starts a finished game's next episode (a reset ends its cycle: no `null` steps needed).
  const restart = (i: number): RuleError | null => {
    episodes[i]! += 1;
    return envs[i]!.reset(`${base}/${i}/${episodes[i]}`);
  };
  const report = (terminated: boolean[], truncated: boolean[], returns: (readonly number[] | null)[]): VectorStep => {
    const observations = new Float32Array(count * width);
    const agents: number[] = [];
    legalNow = [];
    for (let i = 0; i < count; i++) {
      const { observation, info } = envs[i]!.last();
      observations.set(observation, i * width);
      agents.push(envs[i]!.agentSelection);
      legalNow.push(info.legalIndices);
    }
    return { agents, legalIndices: legalNow, observations, terminated, truncated, returns };
  };

  return {
    count,
    players: config.players,
    actionSpaceSize: first.actionSpaceSize,
    observationShape: first.observationShape,
    envs,
    reset(seed) {
      const previous = base;
      base = String(seed);
      for (let i = 0; i < count; i++) {
        episodes[i] = 0;
        const refused = envs[i]!.reset(`${base}/${i}/0`);
        if (refused) {
          base = previous;
          return refused;
        }
      }
      const none = new Array<boolean>(count).fill(false);
      return report(none, [...none], new Array<null>(count).fill(null));
    },
    step(indices) {
      if (base === null) return ruleError('env/no-game', 'The vector environment has no games yet: call reset(seed) first.');
      if (!Array.isArray(indices) || indices.length !== count) {
        return ruleError('env/bad-count', `A vector step takes one index per game: ${count}, not ${Array.isArray(indices) ? indices.length : 'a non-list'}.`, {
          details: { count },
        });
      }
      for (let i = 0; i < count; i++) {
        const index = indices[i]!;
        if (!legalNow[i]!.includes(index)) {
          return ruleError('env/no-such-action', `Index ${index} is not legal for agent ${envs[i]!.agentSelection} of game ${i}.`, { details: { game: i, index } });
        }
      }
      const terminated: boolean[] = [];
      const truncated: boolean[] = [];
      const returns: (readonly number[] | null)[] = [];
      for (let i = 0; i < count; i++) {
        const env = envs[i]!;
        const refused = env.step(indices[i]!);
        // Checked above against the very indices the game listed, so the engine accepts it.
        if (refused) return refused;
        const ended = env.terminations[env.agentSelection] === true;
        const cut = !ended && env.truncations[env.agentSelection] === true;
        terminated.push(ended);
        truncated.push(cut);
        returns.push(ended ? [...env.rewards] : null);
        if (ended || cut) {
          const again = restart(i);
          if (again) return again;
        }
      }
      return report(terminated, truncated, returns);
    },
  };
}

const MAX_COUNT = 4096;

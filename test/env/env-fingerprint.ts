import { createHash } from 'node:crypto';

/**
 * A fingerprint of everything an AEC environment gives over seeded games: every seat's
 * observation after every step, the selected agent's legal indices, rewards, cumulative rewards,
 * terminations, truncations and the end's scores and returns. It takes `createAecEnv` as an
 * argument so that the same walk runs against the sources and against an old build's `dist`
 * (the committed fingerprints were made from the build before the environment's speed-ups).
 *
 * @example
 * envFingerprint(createAecEnv, { game: 'lost-valley', players: 4 }, 3, 400); // 'ab12…'
 */
export function envFingerprint(
  createAecEnv: (config: { game: string; players: number; variant?: string; maxActions?: number }) => unknown,
  config: { game: string; players: number; variant?: string; maxActions?: number },
  games: number,
  stepsPerGame: number,
): { hash: string; steps: number } {
  const hash = createHash('sha256');
  const env = createAecEnv(config) as EnvLike;
  if ('code' in env) throw new Error(String((env as { message?: unknown }).message));
  let seed = 12345;
  const pick = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  let steps = 0;
  const numbers = (list: readonly (number | boolean)[]): void => {
    hash.update(new Float64Array(list.map(Number)));
    hash.update('|');
  };
  for (let game = 0; game < games; game++) {
    const refused = env.reset(`fingerprint-${game}`);
    if (refused) throw new Error(refused.message);
    let step = 0;
    for (const agent of env.agentIter()) {
      const { observation, reward, terminated, truncated, info } = env.last();
      hash.update(`a${agent} r${reward} t${terminated} u${truncated}|`);
      hash.update(new Uint8Array(observation.buffer, observation.byteOffset, observation.byteLength));
      numbers(info.legalIndices);
      if (info.scores) numbers(info.scores);
      if (info.returns) numbers(info.returns);
      for (const seat of env.possibleAgents) {
        const seen = env.observe(seat);
        hash.update(new Uint8Array(seen.buffer, seen.byteOffset, seen.byteLength));
      }
      numbers(env.rewards);
      numbers(env.cumulativeRewards);
      numbers(env.terminations);
      numbers(env.truncations);
      if (terminated || truncated) {
        if (env.step(null)) throw new Error('a done agent refused null');
        continue;
      }
      if (step++ >= stepsPerGame) break;
      const error = env.step(info.legalIndices[Math.floor(pick() * info.legalIndices.length)]!);
      if (error) throw new Error(error.message);
      steps += 1;
    }
  }
  return { hash: hash.digest('hex').slice(0, 16), steps };
}

interface EnvLike {
  readonly possibleAgents: readonly number[];
  readonly rewards: readonly number[];
  readonly cumulativeRewards: readonly number[];
  readonly terminations: readonly boolean[];
  readonly truncations: readonly boolean[];
  reset(seed: string): { message: string } | null;
  agentIter(): IterableIterator<number>;
  last(): {
    observation: Float32Array;
    reward: number;
    terminated: boolean;
    truncated: boolean;
    info: { legalIndices: readonly number[]; scores?: readonly number[]; returns?: readonly number[] };
  };
  observe(agent: number): Float32Array;
  step(index: number | null): { message: string } | null;
}

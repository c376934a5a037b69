import { describe, expect, it } from 'vitest';
import { createAecEnv, createVectorEnv, type AecConfig, type AecEnv, type VectorEnv, type VectorStep } from '../../src/encodings/index.js';

function vectorOf(config: AecConfig & { count: number }): VectorEnv {
  const vector = createVectorEnv(config);
  if ('code' in vector) throw new Error(vector.message);
  return vector;
}

function stepped(result: VectorStep | { code: string; message: string }): VectorStep {
  if ('code' in result) throw new Error(result.message);
  return result;
}

// One AEC environment per game of the vector, reset with the seed the vector gives that game's
// episode: the vector must play each game exactly as this twin does.
class Twin {
  readonly env: AecEnv;
  episode = 0;
  constructor(
    config: AecConfig,
    readonly base: string,
    readonly game: number,
  ) {
    const env = createAecEnv(config);
    if ('code' in env) throw new Error(env.message);
    this.env = env;
    expect(env.reset(`${base}/${game}/0`)).toBeNull();
  }
  /** Steps like the vector: the index, then (if the game ended) the next episode. */
  step(index: number): { ended: boolean; cut: boolean; returns: readonly number[] | null } {
    expect(this.env.step(index)).toBeNull();
    const agent = this.env.agentSelection;
    const ended = this.env.terminations[agent]!;
    const cut = !ended && this.env.truncations[agent]!;
    const returns = ended ? [...this.env.rewards] : null;
    if (ended || cut) expect(this.env.reset(`${this.base}/${this.game}/${++this.episode}`)).toBeNull();
    return { ended, cut, returns };
  }
}

function expectSameAsTwins(now: VectorStep, twins: Twin[], width: number): void {
  twins.forEach((twin, game) => {
    const { observation, info } = twin.env.last();
    expect(now.agents[game]).toBe(twin.env.agentSelection);
    expect(now.legalIndices[game]).toEqual(info.legalIndices);
    const row = now.observations.subarray(game * width, (game + 1) * width);
    // A plain loop: toEqual over typed arrays was most of this test's time.
    let differs = -1;
    for (let k = 0; k < width && differs < 0; k++) if (!Object.is(row[k], observation[k])) differs = k;
    expect(differs, `game ${game}: first differing feature`).toBe(-1);
    expect(observation).toHaveLength(width);
  });
}

describe.each([
  { game: 'mountain-river-duel', players: 2 },
  { game: 'goldfield-gully', players: 4 },
  { game: 'lost-dutchman', players: 3 },
  { game: 'goldfield-gully', players: 3, maxActions: 12 },
])('the vector environment of $game ($players seats, maxActions $maxActions)', (config) => {
  it('plays each game as its own AEC environment, and restarts a finished game with its next seed', () => {
    const count = 3;
    const vector = vectorOf({ ...config, count });
    const width = vector.observationShape[0];
    const twins = [0, 1, 2].map((game) => new Twin(config, 'run', game));
    let now = stepped(vector.reset('run'));
    expect(now.observations).toHaveLength(count * width);
    expectSameAsTwins(now, twins, width);
    let finished = 0;
    for (let step = 0; step < 400; step++) {
      // A fixed policy that still varies: the legal index at a step-dependent place.
      const picks = now.legalIndices.map((legal, game) => legal[(step * 7 + game) % legal.length]!);
      now = stepped(vector.step(picks));
      twins.forEach((twin, game) => {
        const expected = twin.step(picks[game]!);
        expect(now.terminated[game]).toBe(expected.ended);
        expect(now.truncated[game]).toBe(expected.cut);
        expect(now.returns[game]).toEqual(expected.returns);
        if (expected.ended) expect(expected.returns!.reduce((sum, r) => sum + r, 0)).toBeLessThanOrEqual(1 + 1e-9);
        if (expected.ended || expected.cut) finished += 1;
      });
      expectSameAsTwins(now, twins, width);
    }
    expect(finished).toBeGreaterThan(0);
  });
});

describe('the vector environment refuses', () => {
  it('a count out of range, a step before a reset, a list of the wrong length, and an illegal index, changing no game', () => {
    for (const count of [0, -1, 1.5, 5000]) expect(createVectorEnv({ game: 'mountain-river-duel', players: 2, count })).toMatchObject({ code: 'env/bad-count' });
    expect(createVectorEnv({ game: 'no-such-game', players: 2, count: 2 })).toMatchObject({ code: 'encodings/unsupported-game' });
    const vector = vectorOf({ game: 'mountain-river-duel', players: 2, count: 2 });
    expect(vector.step([0, 0])).toMatchObject({ code: 'env/no-game' });
    const start = stepped(vector.reset(5));
    const before = vector.envs.map((env) => env.state);
    expect(vector.step([start.legalIndices[0]![0]!])).toMatchObject({ code: 'env/bad-count' });
    // The first game's index is legal, the second's not: neither game moves.
    expect(vector.step([start.legalIndices[0]![0]!, vector.actionSpaceSize])).toMatchObject({ code: 'env/no-such-action', details: { game: 1 } });
    expect(vector.envs.map((env) => env.state)).toEqual(before);
    expect(vector.envs.every((env, game) => env.state === before[game])).toBe(true);
    const next = stepped(vector.step(start.legalIndices.map((legal) => legal[0]!)));
    expect(next.terminated).toEqual([false, false]);
    expect(vector.envs.some((env, game) => env.state !== before[game])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { outcome } from '../../src/core/queries.js';
import { nextRandom, seedRng, type RngState } from '../../src/core/rng.js';
import { createAecEnv, sharedWinReturns, type AecConfig, type AecEnv } from '../../src/encodings/index.js';

function envOf(config: AecConfig): AecEnv {
  const env = createAecEnv(config);
  if ('code' in env) throw new Error(env.message);
  return env;
}

// The PettingZoo loop with a seeded random policy over the mask.
function playEpisode(env: AecEnv, seed: string): { steps: number; finalRewards: number[] } {
  expect(env.reset(seed)).toBeNull();
  let rng: RngState = seedRng(`${seed}/policy`);
  let steps = 0;
  const finalRewards = new Array<number>(env.possibleAgents.length).fill(Number.NaN);
  for (const agent of env.agentIter(100_000)) {
    const { observation, reward, terminated, truncated, info } = env.last();
    expect(observation).toHaveLength(env.observationShape[0]);
    if (terminated || truncated) {
      finalRewards[agent] = reward;
      expect(info.actionMask.every((bit) => bit === 0)).toBe(true);
      expect(info.legalIndices).toEqual([]);
      expect(env.step(null)).toBeNull();
      continue;
    }
    const legal = [...info.actionMask.keys()].filter((index) => info.actionMask[index] === 1);
    expect(legal.length).toBeGreaterThan(0);
    // The sparse form lists the same indices, ascending.
    expect(info.legalIndices).toEqual(legal);
    const draw = nextRandom(rng);
    rng = draw.rng;
    expect(env.step(legal[Math.floor(draw.value * legal.length)]!)).toBeNull();
    steps += 1;
  }
  return { steps, finalRewards };
}

describe.each([
  ['mountain-river-duel', 2],
  ['goldfield-gully', 4],
  ['lost-dutchman', 3],
] as const)('the AEC environment of %s (%i seats)', (game, players) => {
  it('plays whole games agent by agent: chance inside, returns at the end, every agent leaves with step(null)', () => {
    const env = envOf({ game, players });
    for (const seed of ['a', 'b']) {
      const { steps, finalRewards } = playEpisode(env, seed);
      expect(steps).toBeGreaterThan(10);
      expect(env.agents).toEqual([]);
      const end = outcome(env.state!);
      expect(end).not.toBeNull();
      expect(finalRewards).toEqual(sharedWinReturns(end, players));
      expect(env.terminations.every(Boolean)).toBe(true);
    }
  });

  it('is a pure function of the seeds', () => {
    const first = envOf({ game, players });
    const second = envOf({ game, players });
    playEpisode(first, 'same');
    playEpisode(second, 'same');
    expect(second.state).toEqual(first.state);
  });
});

describe('the AEC environment refuses bad steps with typed errors and changes nothing', () => {
  it('an illegal index, an index out of range, null for an active agent, a step before reset', () => {
    const env = envOf({ game: 'goldfield-gully', players: 3 });
    expect(env.step(0)).toMatchObject({ code: 'env/no-game' });
    env.reset(1);
    const before = env.state;
    const mask = env.last().info.actionMask;
    const illegal = [...mask.keys()].find((index) => mask[index] === 0)!;
    expect(env.step(illegal)).toMatchObject({ code: expect.any(String) });
    expect(env.step(99)).toMatchObject({ code: 'env/no-such-action', details: { index: 99 } });
    expect(env.step(null)).toMatchObject({ code: 'env/agent-active' });
    expect(env.state).toBe(before);
  });

  it('truncates at maxActions and refuses a bad setup', () => {
    const env = envOf({ game: 'mountain-river-duel', players: 2, maxActions: 5 });
    const { steps, finalRewards } = playEpisode(env, 'cut');
    expect(steps).toBe(5);
    expect(env.truncations).toEqual([true, true]);
    expect(finalRewards).toEqual([0, 0]);
    expect(createAecEnv({ game: 'goldfield-gully', players: 9 })).toMatchObject({ code: expect.any(String) });
  });

  it('shares returns between joint winners and gives nothing when nobody wins', () => {
    expect(sharedWinReturns({ scores: [1, 2, 2], winners: [1, 2], tieBreak: null, reason: 'x' }, 3)).toEqual([0, 0.5, 0.5]);
    expect(sharedWinReturns({ scores: [1, 2], winners: [], tieBreak: null, reason: 'x' }, 2)).toEqual([0, 0]);
    expect(sharedWinReturns(null, 2)).toEqual([0, 0]);
  });
});

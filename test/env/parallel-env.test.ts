import { describe, expect, it } from 'vitest';
import { outcome } from '../../src/core/queries.js';
import { nextRandom, seedRng, type RngState } from '../../src/core/rng.js';
import { view } from '../../src/core/view.js';
import { createParallelEnv, legalActionIndices, observe, sharedWinReturns, type ParallelEnv, type ParallelStep } from '../../src/encodings/index.js';
import '../../src/index.js';

function envOf(game: string, players: number, maxActions?: number): ParallelEnv {
  const env = createParallelEnv({ game, players, ...(maxActions === undefined ? {} : { maxActions }) });
  if ('code' in env) throw new Error(env.message);
  return env;
}

function stepOf(result: ParallelStep | { code: string; message: string }): ParallelStep {
  if ('code' in result) throw new Error(result.message);
  return result;
}

// A random policy over each acting agent's legal indices; returns the number of joint steps and how many had several agents.
function playEpisode(env: ParallelEnv, seed: string): { steps: number; joint: number; last: ParallelStep } {
  let last = stepOf(env.reset(seed));
  let rng: RngState = seedRng(`${seed}/policy`);
  let steps = 0;
  let joint = 0;
  while (env.agents.length > 0) {
    const acting = env.actingAgents;
    expect(acting.length).toBeGreaterThan(0);
    // Exactly the acting agents have legal indices, and they are the engine's own.
    for (const agent of env.possibleAgents) {
      expect(last.infos[agent]!.legalIndices).toEqual(acting.includes(agent) ? legalActionIndices(env.state!, agent) : []);
      expect(Array.from(last.observations[agent]!)).toEqual(Array.from(observe(env.state!, agent)));
    }
    const actions = new Map<number, number>();
    for (const agent of acting) {
      const legal = last.infos[agent]!.legalIndices;
      const draw = nextRandom(rng);
      rng = draw.rng;
      actions.set(agent, legal[Math.floor(draw.value * legal.length)]!);
    }
    if (acting.length > 1) joint++;
    last = stepOf(env.step(actions));
    steps++;
  }
  return { steps, joint, last };
}

describe('the parallel environment', () => {
  it("plays Goldfield Gully's secret commitments as one step of every seat, and whole games to their returns", () => {
    const env = envOf('goldfield-gully', 4);
    for (const seed of ['a', 'b']) {
      const { steps, joint, last } = playEpisode(env, seed);
      expect(joint).toBeGreaterThan(3);
      expect(steps).toBeGreaterThan(joint);
      const end = outcome(env.state!);
      expect(end).not.toBeNull();
      expect(last.rewards).toEqual(sharedWinReturns(end, 4));
      expect(last.terminations).toEqual([true, true, true, true]);
      expect(last.infos[0]).toMatchObject({ legalIndices: [], scores: end!.scores });
    }
  });

  it('shows no seat another seat\'s choice before the joint step is applied: the observations before it are those of the views', () => {
    const env = envOf('goldfield-gully', 3);
    const start = stepOf(env.reset(5));
    expect(env.actingAgents).toEqual([0, 1, 2]);
    const before = env.state!;
    const after = stepOf(env.step(new Map([[0, 1], [1, 2], [2, 6]])));
    expect(env.state).not.toBe(before);
    // Every seat committed in one step: the commitments are revealed together.
    expect(view(env.state!, 0).g).not.toEqual(view(before, 0).g);
    expect(start.observations[1]).toEqual(observe(before, 1));
    expect(after.observations).toHaveLength(3);
  });

  it('plays turn-based games a seat at a time, and is a pure function of the seeds', () => {
    for (const [game, players] of [['mountain-river-duel', 2], ['lost-dutchman', 3]] as const) {
      const first = envOf(game, players);
      const second = envOf(game, players);
      const { joint } = playEpisode(first, 'same');
      playEpisode(second, 'same');
      expect(joint).toBe(0);
      expect(second.state).toEqual(first.state);
    }
  });

  it('refuses a missing agent, an agent that does not act, an illegal index, a step before reset or after the end, and changes nothing', () => {
    const env = envOf('goldfield-gully', 3, 4);
    expect(env.step(new Map())).toMatchObject({ code: 'env/no-game' });
    stepOf(env.reset(1));
    const before = env.state;
    expect(env.step(new Map([[0, 1], [1, 1]]))).toMatchObject({ code: 'env/missing-action', details: { agent: 2 } });
    expect(env.step(new Map([[0, 1], [1, 1], [2, 1], [5, 1]]))).toMatchObject({ code: 'env/agent-not-acting', details: { agent: 5 } });
    expect(env.step(new Map([[0, 1], [1, 17], [2, 1]]))).toMatchObject({ code: 'env/no-such-action', details: { agent: 1, index: 17 } });
    expect(env.state).toBe(before);
    // Cut after four seat actions: the truncation ends the episode.
    let last = stepOf(env.step(new Map([[0, 1], [1, 1], [2, 1]])));
    while (env.agents.length > 0) last = stepOf(env.step(new Map(env.actingAgents.map((agent) => [agent, last.infos[agent]!.legalIndices[0]!]))));
    expect(last.truncations.every(Boolean) || last.terminations.every(Boolean)).toBe(true);
    expect(env.step(new Map([[0, 1]]))).toMatchObject({ code: 'env/game-over' });
    expect(createParallelEnv({ game: 'no-such-game', players: 2 })).toMatchObject({ code: 'encodings/unsupported-game' });
  });
});

import { describe, expect, it } from 'vitest';
import { chanceOutcomes, startGame } from '../../../src/index.js';
import { DISCS, DISCS_AT_LEVEL, DuelOptionsSchema, throwOutcomes, type DiscLevel } from '../../../src/games/mountain-river-duel/public.js';
import { newDuel, play } from './duel-helpers.js';

// The discs as the rulebook prints them, written out here independently of the engine.
const PRINTED = { '0/1': [0, 1], '0/2': [0, 2], '1/2': [1, 2] } as const;

/** Probability of each sum at a level, as counts over the 2^discs equally likely throws. */
function sumCounts(level: DiscLevel): Record<number, number> {
  const total = 2 ** DISCS_AT_LEVEL[level].length;
  const counts: Record<number, number> = {};
  for (const { outcome, probability } of throwOutcomes(level, 0)) {
    const sum = outcome.discs.reduce((a, b) => a + b, 0);
    counts[sum] = (counts[sum] ?? 0) + Math.round(probability * total);
  }
  return counts;
}

describe('mountain-river-duel: the discs', () => {
  it('MRD-MAT-2: three discs with the values 0/1, 0/2 and 1/2', () => {
    expect(DISCS).toEqual(PRINTED);
    expect(DISCS_AT_LEVEL[0]).toEqual(['0/1', '0/2', '1/2']);
    // At the start the outcomes are exactly the 8 combinations of faces, in disc order.
    const combos: number[][] = [];
    for (const a of PRINTED['0/1']) for (const b of PRINTED['0/2']) for (const c of PRINTED['1/2']) combos.push([a, b, c]);
    expect(chanceOutcomes(newDuel()).map((o) => (o.outcome as { discs: number[] }).discs)).toEqual(combos);
  });

  it('MRD-TURN-1, MRD-DISC-1, MRD-DISC-2, MRD-DISC-3: golden sum probabilities at each disc level', () => {
    expect(sumCounts(0)).toEqual({ 1: 1, 2: 2, 3: 2, 4: 2, 5: 1 }); // of 8
    expect(sumCounts(1)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 }); // of 4
    expect(sumCounts(2)).toEqual({ 1: 1, 2: 2, 3: 1 }); // of 4
    expect(throwOutcomes(3, 0)).toEqual([]);
    expect(DISCS_AT_LEVEL).toEqual({ 0: ['0/1', '0/2', '1/2'], 1: ['0/2', '1/2'], 2: ['0/1', '1/2'], 3: [] });
    for (const level of [0, 1, 2] as const) {
      const total = throwOutcomes(level, 0).reduce((sum, o) => sum + o.probability, 0);
      expect(total).toBe(1);
    }
  });

  it('MRD-DISC-6: each face shows with probability 1/2; the edge rule is option discEdgeProbability, off by default', () => {
    expect(DuelOptionsSchema.parse({}).discEdgeProbability).toBe(0);
    for (const { probability } of chanceOutcomes(newDuel())) expect(probability).toBe(1 / 8);
    // Variant edge-counts-high: a disc stands on its edge with chance 0.05 and counts its higher
    // value, so the high face shows with probability 0.525.
    const started = startGame({ game: 'mountain-river-duel', variant: 'edge-counts-high', players: 2, seed: 1, chance: 'external' });
    if (!started.ok) throw new Error(started.error.message);
    const outcomes = chanceOutcomes(started.state);
    expect(outcomes).toHaveLength(8);
    const probabilityOf = (discs: number[]) => outcomes.find((o) => JSON.stringify(o.outcome) === JSON.stringify({ discs }))!.probability;
    expect(probabilityOf([1, 2, 2])).toBeCloseTo(0.525 ** 3, 12);
    expect(probabilityOf([0, 0, 1])).toBeCloseTo(0.475 ** 3, 12);
    expect(probabilityOf([1, 0, 2])).toBeCloseTo(0.525 * 0.475 * 0.525, 12);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('MRD-DISC-6: with discEdgeProbability 1 every disc stands on its edge: one outcome, the highest sum', () => {
    const state = newDuel({ discEdgeProbability: 1 });
    expect(chanceOutcomes(state)).toEqual([{ outcome: { discs: [1, 2, 2] }, probability: 1 }]);
    expect(play(state, { type: 'chance', outcome: { discs: [1, 2, 2] } }).state.g.thrown).toBe(5);
  });

  it('MRD-DISC-6: at a reduced level the edge rule applies to the discs still in play', () => {
    // A 3 x 3 rhombus board has lines of three but none of four: it starts with discs 0/1 and 1/2.
    const areas = Array.from({ length: 9 }, (_, id) => ({ id, q: id % 3, r: Math.floor(id / 3), mountain: Math.floor(id / 3), river: id % 3, gold: 1 }));
    const board = { name: 'rhombus', areas, mountains: [[0, 1, 2], [3, 4, 5], [6, 7, 8]], rivers: [[0, 3, 6], [1, 4, 7], [2, 5, 8]] };
    const state = newDuel({ discEdgeProbability: 0.5 }, { data: board });
    expect(state.g.discLevel).toBe(2);
    expect(chanceOutcomes(state)).toEqual([
      { outcome: { discs: [0, 1] }, probability: 0.0625 },
      { outcome: { discs: [0, 2] }, probability: 0.1875 },
      { outcome: { discs: [1, 1] }, probability: 0.1875 },
      { outcome: { discs: [1, 2] }, probability: 0.5625 },
    ]);
  });
});

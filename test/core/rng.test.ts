import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { nextRandom, randomInt, seedRng } from '../../src/index.js';

describe('the seeded generator', () => {
  it('draws exactly the numbers of seedrandom’s Alea, as a pure function', () => {
    const reference = seedrandom.alea('pin', { state: true });
    let rng = seedRng('pin');
    for (let i = 0; i < 1000; i++) {
      const next = nextRandom(rng);
      expect(next.value).toBe(reference());
      rng = next.rng;
    }
  });

  it('seeds exactly as seedrandom’s Alea does, for strings, numbers, empty and long seeds', () => {
    const seeds: (string | number)[] = ['', ' ', 'pin', 42, -7, 0.5, 'bench-123/determinize', 'ž€😀', 'x'.repeat(500)];
    for (let i = 0; i < 300; i++) seeds.push(`seed-${i}/rng`, i * 7919);
    for (const seed of seeds) {
      const reference = seedrandom.alea(String(seed), { state: true }).state();
      expect(seedRng(seed), String(seed)).toEqual({ c: reference.c, s0: reference.s0, s1: reference.s1, s2: reference.s2 });
    }
  });

  it('never changes its input state and is deterministic from a seed', () => {
    const rng = Object.freeze(seedRng(42));
    const a = nextRandom(rng);
    const b = nextRandom(rng);
    expect(a).toEqual(b);
    expect(seedRng(42)).toEqual(rng);
    expect(seedRng('42')).toEqual(rng);
    expect(seedRng(43)).not.toEqual(rng);
  });

  it('gives whole numbers in range', () => {
    let rng = seedRng('dice');
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const draw = randomInt(rng, 6);
      expect(draw.value).toBeGreaterThanOrEqual(0);
      expect(draw.value).toBeLessThan(6);
      seen.add(draw.value);
      rng = draw.rng;
    }
    expect(seen.size).toBe(6);
  });
});

import seedrandom from 'seedrandom';
import * as z from 'zod/mini';

/**
 * Schema of the random generator's state, kept inside every game state (seedrandom's Alea).
 *
 * @example
 * RngStateSchema.parse(seedRng('x'));
 */
export const RngStateSchema = z.strictObject({
  c: z.number(),
  s0: z.number(),
  s1: z.number(),
  s2: z.number(),
});

/**
 * The state of the seeded random generator. It is plain data, so a game state that holds it can
 * be saved, compared and replayed; `view` never shows it.
 *
 * @example
 * const rng: RngState = seedRng('demo');
 */
export type RngState = z.infer<typeof RngStateSchema>;

/**
 * Seeds the generator: seedrandom's Alea algorithm, chosen for its four-number state.
 *
 * @example
 * const rng = seedRng(42);
 */
export function seedRng(seed: string | number): RngState {
  const generator = seedrandom.alea(String(seed), { state: true });
  return generator.state() as RngState;
}

/**
 * Draws one number in [0, 1) and returns it with the next state; the input is not changed.
 * This is seedrandom's Alea step written as a pure function (a test pins it to seedrandom).
 *
 * @example
 * const { value, rng } = nextRandom(seedRng('x'));
 */
export function nextRandom(rng: RngState): { value: number; rng: RngState } {
  const t = 2091639 * rng.s0 + rng.c * 2.3283064365386963e-10; // 2^-32
  const c = t | 0;
  const s2 = t - c;
  return { value: s2, rng: { c, s0: rng.s1, s1: rng.s2, s2 } };
}

/**
 * Draws a whole number in [0, n) and returns it with the next state.
 *
 * @example
 * const { value } = randomInt(seedRng('x'), 6); // 0..5
 */
export function randomInt(rng: RngState, n: number): { value: number; rng: RngState } {
  const next = nextRandom(rng);
  return { value: Math.floor(next.value * n), rng: next.rng };
}

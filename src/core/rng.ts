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

// Baagøe's Mash hash, the seeding of seedrandom's Alea, with its running state kept here
// instead of in a closure per call (seeding is on the path of every new game and every
// determinization). JavaScript runs one call at a time, so the module-level state is safe.
let mashN = 0;

function mash(data: string): number {
  let n = mashN;
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000; // 2^32
  }
  mashN = n;
  return (n >>> 0) * 2.3283064365386963e-10; // 2^-32
}

// Alea first mashes three spaces from Mash's start, the same for every seed: done once.
mashN = 0xefc8249d;
const SPACE_0 = mash(' ');
const SPACE_1 = mash(' ');
const SPACE_2 = mash(' ');
const MASH_AFTER_SPACES = mashN;

/**
 * Seeds the generator: seedrandom's Alea algorithm, chosen for its four-number state, seeded
 * exactly as seedrandom seeds it (a test pins the states to seedrandom's for many seeds).
 *
 * @example
 * const rng = seedRng(42);
 */
export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  mashN = MASH_AFTER_SPACES;
  let s0 = SPACE_0 - mash(text);
  if (s0 < 0) s0 += 1;
  let s1 = SPACE_1 - mash(text);
  if (s1 < 0) s1 += 1;
  let s2 = SPACE_2 - mash(text);
  if (s2 < 0) s2 += 1;
  return { c: 1, s0, s1, s2 };
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

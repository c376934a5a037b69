import { nextRandom, seedRng } from '../core/rng.js';

/**
 * A generator of numbers in [0, 1) for a bot, seeded (seedrandom's Alea, the engine's own
 * generator), so that the same seed gives the same decisions on any machine.
 *
 * @example
 * const random = seededRandom('game-3/seat-1');
 * bot.act(state, 1, random);
 */
export function seededRandom(seed: string | number): () => number {
  let rng = seedRng(seed);
  return () => {
    const draw = nextRandom(rng);
    rng = draw.rng;
    return draw.value;
  };
}

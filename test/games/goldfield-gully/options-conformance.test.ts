import { describe, expect, it } from 'vitest';
import { checkedPlayout } from '../../../src/testing/index.js';

// The conformance suite (test/conformance-1.test.ts, -2) plays the shipped variants. Each option that
// changes the flow of a round is played here through the same kit, a few seeded games at every
// seat count in both chance modes, so no option value is left untested as a whole game.

const optionSets: Record<string, Record<string, unknown>> = {
  'GG-MOD-6 overshoot clamp': { overshoot: 'clamp' },
  'GG-READ-9 treasure rolls after the shootouts': { treasureRolls: 'after-shootouts' },
  'GG-READ-1 rotating first player': { rotateFirstPlayer: true },
  'GG-MOD-2 no tokens in the final shootout': { finalShootoutTokens: false },
  'GG-READ-5 a shootout roll limit of 1': { shootoutRollLimit: 1 },
  'GG-OVER-1 three rounds': { rounds: 3 },
  'GG-READ-10 treasure tokens before gold': { treasureTokens: 'before-gold' },
};

describe('goldfield-gully: every option plays whole games that keep the conformance properties', () => {
  for (const [name, options] of Object.entries(optionSets)) {
    it(`${name}: 10 seeded games per seat count and chance mode`, () => {
      for (const players of [2, 3, 4, 5]) {
        for (const chance of ['auto', 'external'] as const) {
          for (let seed = 0; seed < 10; seed++) {
            const end = checkedPlayout({ game: 'goldfield-gully', players, options, deepCheckEvery: 3 }, seed, chance);
            expect(end.g).toMatchObject({ phase: 'over' });
          }
        }
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import { loadedSample, SAVE_VARIANTS, tablesOf } from './save-helpers.js';

// No false refusals, the full run (`npm run test:deep`): 28 games at every table (variant, seat
// count, chance mode) of the six variants, 36 tables, 1,008 games, every 10th state saved and
// loaded. `npm test` runs a sample of 2 per table (save-loads.test.ts).
const PER_TABLE = 28;

describe('Lost Valley saves: every state reached in random play loads (1,008 games)', () => {
  let games = 0;
  for (const variant of SAVE_VARIANTS) {
    it(`LV-SAVE-1: ${variant}: ${PER_TABLE} random games per seat count and chance mode (${tablesOf(variant).length * PER_TABLE} games), every 10th state saved and loaded`, () => {
      const report = loadedSample(variant, PER_TABLE, 'deep');
      games += report.games;
      expect(report.refusals).toEqual([]);
    });
  }
  it('played at least 1,000 games', () => {
    expect(games).toBeGreaterThanOrEqual(1000);
  });
});

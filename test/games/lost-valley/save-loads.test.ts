import { describe, expect, it } from 'vitest';
import { loadedSample, SAVE_VARIANTS } from './save-helpers.js';

// No false refusals, the quick sample of `npm test`: 2 games at every table (variant, seat
// count, chance mode), 72 games in all, every 10th state saved and loaded. The full run of
// 1,008 games is save-loads.deep.test.ts (`npm run test:deep`).
const PER_TABLE = 2;

describe('Lost Valley saves: every state reached in random play loads (sample)', () => {
  for (const variant of SAVE_VARIANTS) {
    it(`LV-SAVE-1: ${variant}: ${PER_TABLE} random games per seat count and chance mode, every 10th state saved and loaded`, () => {
      const report = loadedSample(variant, PER_TABLE, 'sample');
      expect(report.refusals).toEqual([]);
      expect(report.loads).toBeGreaterThan(report.games);
    });
  }
});

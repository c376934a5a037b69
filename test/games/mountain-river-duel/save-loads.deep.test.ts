import { describe, expect, it } from 'vitest';
import { sweepSaves } from '../../support/save-sweep.js';
import { SAVE_TABLES } from './save-tables.js';

// No false refusals, the full run (`npm run test:deep`): 1,000 random games over the three variants, other seats and a turn limit, and external chance,
// every 10th state saved and loaded. `npm test` plays a sample (save-invariants.test.ts).
describe('mountain-river-duel: every state reached in random play loads (1,000 games)', () => {
  it('1,000 random games, every 10th state saved and loaded', () => {
    const result = sweepSaves({ game: 'mountain-river-duel', tables: SAVE_TABLES, games: 1000 });
    expect(result.refused).toEqual([]);
    expect(result.games).toBe(1000);
  });
});

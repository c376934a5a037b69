import { describe, expect, it } from 'vitest';
import { sweepSaves } from '../../support/save-sweep.js';
import { SAVE_TABLES } from './save-tables.js';

// No false refusals, the full run (`npm run test:deep`): 1,000 random games over 2 to 5 seats, the options and external chance,
// every 10th state saved and loaded. `npm test` plays a sample (save-invariants.test.ts).
describe('lost-dutchman: every state reached in random play loads (1,000 games)', () => {
  it('1,000 random games, every 10th state saved and loaded', () => {
    const result = sweepSaves({ game: 'lost-dutchman', tables: SAVE_TABLES, games: 1000 });
    expect(result.refused).toEqual([]);
    expect(result.games).toBe(1000);
  });
});

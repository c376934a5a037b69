import { describe, expect, it } from 'vitest';
import { componentsFor } from '../../../src/games/lost-valley/public.js';
import { loadedGames, loadedSample, SAVE_VARIANTS } from './save-helpers.js';

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

  it('LV-SAVE-1: games with options set and with a reduced component set load too', () => {
    const options: [string, number, Record<string, unknown>][] = [
      ['standard', 3, { skillDraft: false }],
      ['standard', 3, { adventurer: 'free-event', claims: false }],
      ['standard', 4, { furs: false, treasures: false }],
      ['standard', 3, { prospectorsPerSeat: 2, passThroughOccupied: true }],
      ['standard', 3, { maxTurns: 40 }],
      ['first-edition', 2, { feTwoProspectors: false }],
      ['first-edition', 3, { feToolsOnlyAtPost: false, feOnlyBuyAtPost: false, feFlumesBranch: false }],
      ['team', 6, { skillDraft: false, maxTurns: 60 }],
    ];
    const small = (edition: 'first' | 'second', land: number) => {
      const set = componentsFor(edition);
      return { ...set, landDiamonds: set.landDiamonds.slice(0, land), riverDiamonds: set.riverDiamonds.slice(0, 4), triangles: set.triangles.slice(0, 3) };
    };
    const report = loadedGames([
      ...options.map(([variant, players, opts], i) => ({ game: 'lost-valley', variant, players, options: opts, seed: `options-${i}`, chance: i % 2 === 0 ? ('auto' as const) : ('external' as const) })),
      { game: 'lost-valley', variant: 'standard', players: 3, data: small('second', 8), seed: 'small-1' },
      { game: 'lost-valley', variant: 'first-edition', players: 2, data: small('first', 7), seed: 'small-2', chance: 'external' as const },
    ]);
    expect(report.refusals).toEqual([]);
  });
});

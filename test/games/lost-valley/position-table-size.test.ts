import { describe, expect, it } from 'vitest';
import { valleyPosition } from '../../../src/games/lost-valley/public.js';

// The position builder at a small table: a tile marked 4+, 5+ or 6+ above the player count is
// out of the game from setup (LV-SETUP-7), and naming it says so, not "not in its pile".

/** The refusal the builder gives for laying `tile` at a table of `players`. */
function refusal(players: number, tile: string, variant?: string) {
  const start = valleyPosition({ players, ...(variant ? { variant } : {}) }).diamond('R01', ['M0^', 'M1v']);
  const r = (tile.startsWith('T') ? start.diamond('L11', ['N0^', 'N1v']).triangle(tile, 'O0^') : start.diamond(tile, ['N0^', 'N1v'])).build();
  return r.ok ? null : r.error;
}

describe('position builder: tiles out of the game at this table', () => {
  it('LV-SAVE-3, LV-SETUP-7: a land diamond marked 4+ or 6+ is refused at two players as out of the game there (tile-in-set), not as laid already', () => {
    for (const [tile, mark] of [['L08', 4], ['L20', 6], ['L28', 4]] as const) {
      const error = refusal(2, tile);
      expect(error).toMatchObject({ code: 'position/impossible', rule: 'LV-SETUP-7', details: { invariant: 'tile-in-set' } });
      expect(error!.message).toContain(`${tile} is marked ${mark}+`);
      expect(error!.message).toContain('2 players');
    }
    // L20 (6+) stays out at five players too; L08 (4+) is laid at four.
    expect(refusal(5, 'L20')).toMatchObject({ details: { invariant: 'tile-in-set' } });
    expect(refusal(4, 'L08')).toBeNull();
  });

  it('LV-SAVE-3, LV-SETUP-7: a triangle marked 5+ is refused the same way; the first edition marks no tile, so its L08 is laid at two players', () => {
    expect(refusal(2, 'T08')).toMatchObject({ rule: 'LV-SETUP-7', details: { invariant: 'tile-in-set' } });
    expect(refusal(2, 'T08')!.message).toContain('T08 is marked 5+');
    expect(refusal(2, 'L08', 'first-edition')).toBeNull();
  });
});

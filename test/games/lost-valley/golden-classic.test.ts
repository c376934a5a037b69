import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/index.js';
import { GOLDEN_SEED as SEED, valleyTranscript } from './golden-helpers.js';

// The golden playthrough of Classic Lost Valley at 3 seats (as golden-playthrough.test.ts does for
// the other variants): one seeded game written out as text, one line per event, committed under
// golden/ and compared. To accept an intended change: `npx vitest run -u` and review the diff.

function transcript(players = 3) {
  return valleyTranscript('classic', players);
}

describe('lost-valley classic: golden playthrough', () => {
  it('LV-CLASSIC-8: the seeded classic game at 3 seats reads exactly as committed, and its player actions replay it', async () => {
    const first = transcript();
    await expect(first.text).toMatchFileSnapshot('./golden/seed-golden-1-classic.txt');
    const replayed = replay({ setup: { game: 'lost-valley', variant: 'classic', players: 3, seed: SEED }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });

  it('LV-CLASSIC-1, LV-CLASSIC-2, LV-CLASSIC-5, LV-CLASSIC-6, LV-CLASSIC-7: the whole game has no skill, XP, claim, treasure or fur, and every triangle follows the last land diamond', () => {
    const { events, last } = transcript();
    const types = new Set(events.map((e) => e.type));
    for (const absent of ['skill-drawn', 'skill-learned', 'xp-gained', 'xp-turned-in', 'claim-placed', 'claim-fee-paid', 'treasure-dug', 'triangle-chosen']) expect(types.has(absent)).toBe(false);
    expect(events.filter((e) => e.type === 'animal-hit').every((e) => e['fur'] === false)).toBe(true);
    const placed = events.filter((e) => e.type === 'tile-placed');
    const lastLand = placed.map((e) => e['kind']).lastIndexOf('land');
    const firstTriangle = placed.findIndex((e) => e['kind'] === 'triangle');
    expect(lastLand).toBeGreaterThanOrEqual(0);
    if (firstTriangle >= 0) expect(firstTriangle).toBeGreaterThan(lastLand);
    expect(last.g.prospectors.every((p) => p.claim === null && p.inventory.skills.length === 0 && p.inventory.goldBag.every((m) => m.pool !== 'animal'))).toBe(true);
  });
});

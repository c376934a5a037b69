import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { continuePlayout } from '../../../src/bots/playout.js';
import { lostValleyView, type LostValleyGameState, type LostValleyState } from '../../../src/games/lost-valley/public.js';

const GOLD = new Set(['river-gold', 'mountain-gold']);

describe('gold stays secret', () => {
  it('LV-WEIGH-6: in random games no seat’s view shows another seat’s face-down gold values (only weighing, showing or paying turns them up)', () => {
    let hiddenSeen = 0;
    for (let seed = 0; seed < 12; seed++) {
      const start = startGame({ game: 'lost-valley', players: 4, seed });
      if (!start.ok) throw new Error(start.error.message);
      continuePlayout(start.state, seed, {
        onStep: ({ state }) => {
          const g = (state as LostValleyState).g;
          for (let seat = 0; seat < 4; seat++) {
            const seen = lostValleyView(state as LostValleyState, seat) as unknown as LostValleyGameState;
            seen.prospectors.forEach((p, i) => {
              if (p.seat === seat) return;
              p.inventory.goldBag.forEach((slot, k) => {
                if (!GOLD.has(slot.pool) || slot.faceUp) return;
                if (g.prospectors[i]!.inventory.goldBag[k]!.identity !== null) hiddenSeen++;
                expect(slot.identity).toBeNull();
              });
            });
          }
        },
      });
    }
    // The property was exercised: other seats did hold identified face-down gold.
    expect(hiddenSeen).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/index.js';
import { ofType, playRandomGame } from './gully-helpers.js';

// Whole random games (auto chance from the seed, seats choosing uniformly) checked step by step
// against rules that must hold in every position, at every seat count.

const SEEDS = 12;

describe('goldfield-gully: invariants of whole random games', () => {
  it.each([2, 3, 4, 5])('GG-OVER-1, GG-OVER-5, GG-SHOOT-4, GG-MOD-5, GG-MOD-6, GG-COMP-2, GG-READ-4: %i seats', (players) => {
    const maxPlies = getGame('goldfield-gully')!.maxPlies({ rounds: 10, shootoutRollLimit: 100 }, players);
    for (let i = 0; i < SEEDS; i++) {
      const { steps } = playRandomGame(`invariants-${players}-${i}`, players);
      const events = steps.flatMap((step) => step.events);
      // GG-OVER-1: exactly ten rounds, one sheriff roll each (GG-OVER-5).
      expect(ofType(events, 'round-ended').map((e) => e['round'])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(ofType(events, 'sheriff-rolled')).toHaveLength(10);
      expect(ofType(events, 'sheriff-visits')).toHaveLength(10);
      // GG-READ-4: with six buildings a loser always finds an empty one.
      expect(ofType(events, 'sat-out')).toEqual([]);
      let round = 1;
      let shotThisRound = new Set<number>();
      for (const step of steps) {
        const g = step.state.g;
        for (const event of step.events) {
          if (event.type === 'round-started') {
            round = Number(event['round']);
            shotThisRound = new Set();
          }
          // GG-SHOOT-4: nobody is in two building shootouts in one round.
          if (event.type === 'shootout-started') {
            for (const seat of event['players'] as number[]) {
              expect(shotThisRound.has(seat), `round ${round}, seat ${seat}`).toBe(false);
              shotThisRound.add(seat);
            }
          }
        }
        // GG-COMP-2: the twelve tokens are all somewhere, always.
        const counts = [g.stack, g.spent, ...g.lying, ...g.held];
        expect(counts.reduce((s, c) => s + c.ones, 0)).toBe(6);
        expect(counts.reduce((s, c) => s + c.twos, 0)).toBe(6);
        // GG-MOD-6: every die stays within 1 to 6.
        for (const value of [...g.roll, ...g.shot, g.sheriff]) if (value !== null) expect(value >= 1 && value <= 6).toBe(true);
        // GG-MOD-5: nobody sitting out is ever in a window of the rounds.
        if (g.window && g.shootout?.building !== null) {
          for (const seat of g.window.order) expect(g.choice[seat]).not.toBe(0);
        }
        expect(step.state.ply).toBeLessThanOrEqual(maxPlies);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { startGame } from '../../src/core/create.js';
import { applyAction } from '../../src/core/apply.js';
import { activePlayers, isTerminal, legalActions } from '../../src/core/queries.js';
import { view } from '../../src/core/view.js';
import { createAecEnv, observe, observeView } from '../../src/encodings/index.js';
import { envFingerprint } from './env-fingerprint.js';

// Made with the build of main at c98c9ae (before the environment's speed-ups, issue 23) by the
// same walk (`envFingerprint`): every observation of every seat, legal index list and reward.
const BEFORE = [
  [{ game: 'mountain-river-duel', players: 2 }, 8, '4de80cff6e171ea5', 1109],
  [{ game: 'goldfield-gully', players: 4 }, 8, '8b789cb21f32adc5', 514],
  [{ game: 'goldfield-gully', players: 3, maxActions: 30 }, 3, 'f9aedb0a42d4ebff', 90],
  [{ game: 'lost-dutchman', players: 4 }, 8, '8e2da512c9918f58', 1738],
  [{ game: 'lost-dutchman', players: 2 }, 4, '9f8167814b912981', 738],
  [{ game: 'lost-valley', players: 4 }, 6, '90e62d618284023c', 1665],
  [{ game: 'lost-valley', players: 4, maxActions: 150 }, 2, '1864f0b17aa26085', 300],
  [{ game: 'lost-valley', players: 2, variant: 'two-player' }, 2, '430c505fc41a3f3f', 567],
  [{ game: 'lost-valley', players: 4, variant: 'team' }, 2, '6bb671e226a3a2aa', 663],
  [{ game: 'lost-valley', players: 3, variant: 'classic' }, 2, '1908c5f53ed74d39', 464],
] as const;

describe('the environment gives what it gave before its speed-ups (issue 23)', () => {
  for (const [config, games, hash, steps] of BEFORE) {
    it(`${JSON.stringify(config)}: ${games} seeded games, every output the same`, () => {
      expect(envFingerprint(createAecEnv as never, config, games, 10_000)).toEqual({ hash, steps });
    }, 120_000);
  }

  it("Lost Valley's observation read from the state equals the one from each seat's view, secrets included", () => {
    let seed = 7;
    const pick = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    let compared = 0;
    let differBySeat = 0;
    for (const variant of ['standard', 'team']) {
      for (let game = 0; game < 3; game++) {
        const start = startGame({ game: 'lost-valley', players: 4, variant, seed: `same-${variant}-${game}` });
        if (!start.ok) throw new Error(start.error.message);
        let state = start.state;
        for (let ply = 0; ply < 400 && !isTerminal(state); ply++) {
          const seats = [0, 1, 2, 3].map((seat) => observe(state, seat));
          seats.forEach((fromState, seat) => expect(Array.from(fromState)).toEqual(Array.from(observeView(view(state, seat)))));
          compared += 4;
          // Seat-relative order aside, a marker one seat knows and another does not shows here.
          if (JSON.stringify(view(state, 0).g) !== JSON.stringify(view(state, 1).g)) differBySeat += 1;
          const seat = activePlayers(state)[0]!;
          const actions = legalActions(state, seat);
          const next = applyAction(state, actions[Math.floor(pick() * actions.length)]!);
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // The comparison must have met states whose views differ by seat (hidden markers), or it proves little.
    expect(differBySeat).toBeGreaterThan(50);
  }, 300_000);
});

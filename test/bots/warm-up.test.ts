import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { continuePlayout, warmUp } from '../../src/bots/index.js';
import { startGame } from '../../src/index.js';

describe('warmUp', () => {
  it('plays the seeded games it names, the same ones every time, and counts their plies', () => {
    const first = warmUp({ game: 'lost-valley', players: 4 }, { games: 2, seed: 'w' });
    const again = warmUp({ game: 'lost-valley', players: 4 }, { games: 2, seed: 'w', checked: true });
    let plies = 0;
    for (let i = 0; i < 2; i++) {
      const start = startGame({ game: 'lost-valley', players: 4, seed: `w-${i}` });
      if (!start.ok) throw new Error(start.error.message);
      plies += continuePlayout(start.state, `w-bot-${i}`).moves;
    }
    expect(first.games).toBe(2);
    expect(first.plies).toBe(plies);
    expect(again.plies).toBe(plies);
    expect(first.ms).toBeGreaterThan(0);
  });

  it('plays no game when asked for none, and refuses an unknown game as an Error', () => {
    expect(warmUp({ game: 'goldfield-gully', players: 3 }, { games: 0 }).plies).toBe(0);
    expect(() => warmUp({ game: 'no-such-game' as never, players: 2 })).toThrow(/warmUp: Unknown game/);
  });
});

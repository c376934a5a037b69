/**
 * States of seeded random-bot Lost Valley games over six tables (standard at four and two seats,
 * classic, team, first edition, two-player), for tests that hold a fast path to its plain twin on
 * many positions (not a test file itself).
 */
import { continuePlayout } from '../../../src/bots/index.js';
import { startGame } from '../../../src/index.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';

const TABLES = [
  { variant: 'standard', players: 4 },
  { variant: 'standard', players: 2 },
  { variant: 'classic', players: 3 },
  { variant: 'team', players: 4 },
  { variant: 'first-edition', players: 3 },
  { variant: 'two-player', players: 2 },
];

/**
 * Plays one seeded random-bot game per table (seeds from `tag`) and calls `visit` with every state
 * after the start, its table's index and its step number (1, 2, …).
 *
 * @example
 * forEachRandomPlayState('my-test', (state, table, step) => expect(fast(state)).toEqual(slow(state)));
 */
export function forEachRandomPlayState(tag: string, visit: (state: LostValleyState, table: number, step: number) => void): void {
  for (const [t, table] of TABLES.entries()) {
    const start = startGame({ game: 'lost-valley', ...table, seed: `${tag}-${t}` });
    if (!start.ok) throw new Error(start.error.message);
    let step = 0;
    continuePlayout(start.state, `${tag}-bots-${t}`, { onStep: ({ state }) => visit(state as LostValleyState, t, ++step) });
  }
}

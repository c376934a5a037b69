import { expect } from 'vitest';
import { continuePlayout } from '../../src/bots/index.js';
import { getGame, listVariants, startGame, variantPlayerRange } from '../../src/index.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { jsonEqual } from '../../src/core/json.js';
import { formatPosition, parsePosition } from '../../src/words/index.js';

/** Writes a state as text and reads it back: it must load, deep-equal the state (the generator's state included) and write the same text again. */
export function expectRoundTrip(state: AnyGameState): void {
  const text = formatPosition(state);
  const read = parsePosition(text);
  if (!read.ok || !jsonEqual(read.state, state)) {
    expect({ text, read: read.ok ? read.state : read.error }).toEqual({ text, read: state });
  }
  // And the text is stable: the state read back writes the very same text.
  if (read.ok && formatPosition(read.state) !== text) expect(formatPosition(read.state)).toBe(text);
}

/**
 * Plays `games` random games of a game, spread over its variants, seat counts and both chance
 * modes, and round-trips the start, every `every`th state and the last; returns how many.
 */
export function roundTripRandomGames(game: string, games: number, every: number): number {
  const variants = listVariants(game);
  let checked = 0;
  for (let i = 0; i < games; i++) {
    const variant = variants[i % variants.length]!;
    const range = variantPlayerRange(getGame(game)!, variant);
    const players = range.min + (Math.floor(i / variants.length) % (range.max - range.min + 1));
    const start = startGame({ game, variant, players, seed: `position-${i}`, chance: i % 3 === 2 ? 'external' : 'auto' });
    if (!start.ok) throw new Error(start.error.message);
    expectRoundTrip(start.state);
    let step = 0;
    let last = start.state;
    continuePlayout(start.state, `position-${i}/bots`, {
      onStep: (s) => {
        last = s.state;
        if (++step % every === 0) {
          expectRoundTrip(s.state);
          checked++;
        }
      },
    });
    expectRoundTrip(last);
    checked += 2;
  }
  return checked;
}

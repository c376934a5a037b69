import { describe, expect, it } from 'vitest';
import { roundTripRandomGames } from './position-support.js';

describe('positions of lost-dutchman as text', () => {
  it('property: over 300 random games (every variant, seat count and chance mode), the start, every 10th state and the last read back from their text, deep-equal', () => {
    expect(roundTripRandomGames('lost-dutchman', 300, 10)).toBeGreaterThan(2 * 300);
  }, 600_000);
});

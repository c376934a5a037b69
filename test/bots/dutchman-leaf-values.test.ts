import { describe, expect, it } from 'vitest';
import { createGame, type AnyGameState } from '../../src/index.js';
import { DUTCHMAN_STEP_WORTH, DUTCHMAN_VALUE_SCALE, dutchmanLeafValues, SEARCH_SETTINGS } from '../../src/bots/index.js';
import type { DutchmanState } from '../../src/games/lost-dutchman/api.js';

function withMapSpot(state: DutchmanState, seat: number, spot: string): AnyGameState {
  const prospectors = state.g.prospectors.map((prospector, at) => (at === seat ? { ...prospector, map: spot } : prospector));
  return { ...state, g: { ...state.g, prospectors } } as AnyGameState;
}

describe("The Lost Dutchman's leaf values for search", () => {
  const start = createGame({ game: 'lost-dutchman', players: 4, seed: 'leaf' }) as unknown as DutchmanState;

  it('gives equal shares that add up to 1 while no seat has scored or crossed a token', () => {
    const values = dutchmanLeafValues(start as unknown as AnyGameState);
    expect(values).toHaveLength(4);
    expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    for (const value of values) expect(value).toBeCloseTo(0.25, 12);
  });

  it('counts each challenge token crossed towards the mine, which the running score leaves out', () => {
    // Spot e lies three crossings from the mining camp (1, then a or b, then e).
    const values = dutchmanLeafValues(withMapSpot(start, 2, 'e'));
    expect(values[2]! / values[0]!).toBeCloseTo(Math.exp((3 * DUTCHMAN_STEP_WORTH) / DUTCHMAN_VALUE_SCALE), 9);
    expect(values[0]).toBeCloseTo(values[1]!, 12);
    expect(SEARCH_SETTINGS['lost-dutchman']?.evaluate).toBe(dutchmanLeafValues);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, chanceOutcomes, createGame, legalActions, activePlayers, listGames, type AnyGameState } from '../../src/index.js';
import { deepFreeze } from '../../src/testing/index.js';

/** The first state of a game at its smallest table where a seat acts or a chance node waits. */
function opening(game: string, players: number, chance: 'auto' | 'external'): AnyGameState {
  return createGame({ game, players, seed: 'refusals', chance });
}

describe('core refusals: seats outside the table and impossible chance outcomes', () => {
  it.each(listGames())('%s: a seat number beyond the table is refused with no-such-seat naming the table size', (game) => {
    const state = deepFreeze(opening(game, 2, 'auto'));
    const [seat] = activePlayers(state);
    const sample = legalActions(state, seat!)[0]!;
    const before = JSON.stringify(state);
    for (const player of [2, 4, 9, -1]) {
      const result = applyAction(state, { ...sample, player });
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('no-such-seat');
      expect(result.error.message).toContain('2 seats');
      expect(result.error.details).toEqual({ players: 2, seat: player });
      expect(result.error.path).toEqual(['player']);
    }
    // A seat inside the table that may not act keeps its own refusal.
    const idle = [0, 1].find((s) => !activePlayers(state).includes(s));
    if (idle !== undefined) {
      const result = applyAction(state, { ...sample, player: idle });
      expect(result.ok || result.error.code).not.toBe('no-such-seat');
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it.each(listGames())('%s: an impossible chance outcome is refused with a list of the possible ones', (game) => {
    let state = opening(game, 2, 'external');
    // Walk with the first legal action until a chance node waits (every game has one early).
    for (let guard = 0; chanceOutcomes(state).length === 0 && guard < 200; guard++) {
      const [seat] = activePlayers(state);
      const result = applyAction(state, legalActions(state, seat!)[0]!);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    const possible = chanceOutcomes(state).map((option) => option.outcome);
    expect(possible.length).toBeGreaterThan(0);
    deepFreeze(state);
    for (const outcome of [{ die: 99 }, { nonsense: true }, 'seven']) {
      const result = applyAction(state, { type: 'chance', outcome });
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(['illegal-action', 'invalid-action']).toContain(result.error.code);
      expect(result.error.message).toContain('the possible outcomes are');
      expect(result.error.message).toContain(JSON.stringify(possible[0]));
      expect((result.error.details as { possible: unknown[] }).possible).toEqual(possible.slice(0, 32));
      expect((result.error.details as { count: number }).count).toBe(possible.length);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { continuePlayout } from '../../src/bots/index.js';
import { determinize, jsonEqual, startGame, view } from '../../src/index.js';
import { requireDefinition, type AnyGameState } from '../../src/core/runtime.js';
import { showsSame } from '../../src/match/shows-same.js';

describe('showsSame (the undo check\'s view comparison)', () => {
  it('says what comparing the whole views says, for states a step apart, the same state, re-drawn worlds and the ended game, over every game', () => {
    let same = 0;
    let differ = 0;
    for (const [i, game] of ['lost-valley', 'goldfield-gully', 'lost-dutchman', 'mountain-river-duel'].entries()) {
      const start = startGame({ game, players: 2 + (i % 3), seed: `shows-same-${i}` });
      if (!start.ok) throw new Error(start.error.message);
      const states: AnyGameState[] = [start.state];
      continuePlayout(start.state, `shows-same-bots-${i}`, { onStep: ({ state }) => void states.push(state) });
      const definition = requireDefinition(start.state);
      states.forEach((state, at) => {
        if (at % 3 !== 0 && at !== states.length - 1) return;
        for (let seat = 0; seat < state.players; seat++) {
          const others = [state, states[at + 1], states[at - 1], states.at(-1)!, determinize(state, seat, `w-${at}`), determinize(state, (seat + 1) % state.players, `w-${at}`)];
          for (const other of others) {
            if (!other) continue;
            const seen = view(other, seat);
            const expected = jsonEqual(view(state, seat), seen);
            expect(showsSame(definition, state, seat, seen), `${game} step ${at} seat ${seat}`).toBe(expected);
            if (expected) same++;
            else differ++;
          }
          // A view of another seat is never the same.
          expect(showsSame(definition, state, seat, view(state, (seat + 1) % state.players))).toBe(false);
        }
      });
    }
    expect(same).toBeGreaterThan(500);
    expect(differ).toBeGreaterThan(500);
  });
});

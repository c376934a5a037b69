import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, legalActions } from '../../../src/index.js';
import type { GullyState } from '../../../src/games/goldfield-gully/public.js';
import { commitAll, draw, newGully, ofType, pass, play, roll, rolls, withTokens } from './gully-helpers.js';

/**
 * Round 2 of a 3-seat game at the sheriff's roll: seat 0 (±2 ±2, 3 unbanked) at the Saloon (2),
 * seat 1 (±1, 3 unbanked) at building 4, seat 2 (no tokens, no gold) at building 6. Treasure rolls
 * 5, 2 and 4, kept. Round 2 laid ±1 ±1 on the Bordello and ±2 on the Saloon.
 */
function atTheSheriff(): GullyState {
  let state = commitAll(withTokens(3, [2, 2, 1], [1, 1, 2]), [2, 4, 6]).state;
  state = pass(roll(state, 5).state).state;
  state = pass(roll(state, 2).state).state;
  state = roll(state, 4).state;
  expect(state.g.phase).toBe('sheriff-roll');
  return state;
}

describe('goldfield-gully: the sheriff', () => {
  it('GG-SHERIFF-1, GG-SHERIFF-2: after the shootouts one die is rolled for the sheriff: its number is the building he visits', () => {
    const state = atTheSheriff();
    expect(activePlayers(state)).toEqual([]);
    expect(chanceOutcomes(state).map((o) => o.outcome)).toEqual([1, 2, 3, 4, 5, 6].map((die) => ({ die })));
    expect(chanceOutcomes(state).every((o) => o.probability === 1 / 6)).toBe(true);
    const { state: rolled, events } = roll(state, 4);
    expect(events[0]).toEqual({ type: 'sheriff-rolled', die: 4 });
    expect(rolled.g.sheriff).toBe(4);
  });

  it('GG-SHERIFF-3, GG-SHERIFF-5: the player in his building loses the roll and all unbanked gold, and takes no tokens', () => {
    let state = roll(atTheSheriff(), 2).state; // the Saloon: seat 0
    state = pass(pass(state).state).state;
    const closing = state;
    expect(closing.g.round).toBe(3);
    expect(closing.g.unbanked).toEqual([0, 5, 4]);
    // The Saloon's ±2 is still there: the caught seat took nothing.
    expect(closing.g.held[0]).toEqual({ ones: 0, twos: 2 });
    expect(closing.g.lying[1]).toEqual({ ones: 0, twos: 1 });
  });

  it('GG-SHERIFF-3: the visit is an event naming the caught seat and what it lost', () => {
    let state = roll(atTheSheriff(), 6).state; // seat 2's building
    state = pass(state).state;
    const last = pass(state);
    expect(ofType(last.events, 'sheriff-visits')).toEqual([{ type: 'sheriff-visits', building: 6, player: 2, lost: 4 }]);
    expect(ofType(last.events, 'gold-gathered').map((e) => e['player'])).toEqual([0, 1]);
    expect(ofType(last.events, 'tokens-taken')).toEqual([{ type: 'tokens-taken', player: 0, building: 2, ones: 0, twos: 1 }]);
  });

  it('GG-SHERIFF-4, GG-MOD-4, GG-MOD-8: two players move the sheriff onto an empty building with their tokens: everyone is safe', () => {
    let state = roll(atTheSheriff(), 4).state; // seat 1's building
    expect(state.g.window).toEqual({ purpose: 'sheriff', order: [0, 1], turn: 0, passes: 0 });
    expect(legalActions(state, 0)).toEqual([
      { type: 'modify', player: 0, by: -2 },
      { type: 'modify', player: 0, by: 2 },
      { type: 'pass', player: 0 },
    ]);
    const first = play(state, { type: 'modify', player: 0, by: 2 });
    expect(first.events).toEqual([{ type: 'token-spent', player: 0, by: 2, purpose: 'sheriff', from: 4, to: 6 }]);
    // GG-MOD-8: the sheriff's die follows each change at once.
    expect(first.state.g.sheriff).toBe(6);
    const second = play(first.state, { type: 'modify', player: 1, by: -1 });
    expect(second.state.g.sheriff).toBe(5);
    // Seat 1 has no token left; seat 0's pass closes the window.
    expect(activePlayers(second.state)).toEqual([0]);
    const end = pass(second.state);
    expect(ofType(end.events, 'sheriff-visits')).toEqual([{ type: 'sheriff-visits', building: 5, player: null, lost: 0 }]);
    state = end.state;
    expect(state.g.unbanked).toEqual([8, 5, 4]);
  });

  it('GG-READ-6, reading 7: the sheriff window closes only when every seat holding tokens has passed in a row', () => {
    let state = roll(atTheSheriff(), 3).state;
    state = pass(state).state; // seat 0
    expect(state.g.window).toMatchObject({ turn: 1, passes: 1 });
    state = play(state, { type: 'modify', player: 1, by: 1 }).state; // 3 -> 4, seat 1's own building!
    expect(state.g.window).toMatchObject({ turn: 0, passes: 0 });
    state = play(state, { type: 'modify', player: 0, by: -2 }).state; // 4 -> 2, seat 0's own building
    expect(state.g.sheriff).toBe(2);
    expect(activePlayers(state)).toEqual([0]);
    state = play(state, { type: 'modify', player: 0, by: 2 }).state; // 2 -> 4
    // Seat 0 is out of tokens as well: the window closes, the sheriff catches seat 1 at 4.
    expect(state.g.round).toBe(3);
    expect(state.g.unbanked).toEqual([8, 0, 4]);
  });

  it('GG-OVER-5: one sheriff visit a round, which takes all the unbanked gold of the player there', () => {
    let state = draw(newGully(2), [1, 1, 1]);
    state = commitAll(state, [1, 2]).state;
    const { events } = rolls(state, [6, 6, 1]);
    expect(ofType(events, 'sheriff-rolled')).toHaveLength(1);
    expect(ofType(events, 'sheriff-visits')).toEqual([{ type: 'sheriff-visits', building: 1, player: 0, lost: 6 }]);
  });

  it('GG-SHERIFF-5: a gatherer the sheriff spares at the Bordello takes both of its tokens', () => {
    let state = draw(newGully(2), [2, 1, 1]);
    state = commitAll(state, [5, 3]).state;
    const { state: end, events } = rolls(state, [2, 2, 3]);
    expect(ofType(events, 'tokens-taken')).toEqual([{ type: 'tokens-taken', player: 0, building: 5, ones: 1, twos: 1 }]);
    expect(end.g.held[0]).toEqual({ ones: 1, twos: 1 });
    expect(end.g.unbanked).toEqual([2, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, legalActions } from '../../../src/index.js';
import { commitAll, draw, expectRefused, newGully, ofType, pass, play, roll, rolls, withTokens } from './gully-helpers.js';

/** The buildings of a list of move actions. */
const buildingsOf = (actions: readonly unknown[]): number[] => actions.map((a) => (a as { building: number }).building);

const committing = (players: number, options = {}) => draw(newGully(players, options), [1, 1, 1]);

describe('goldfield-gully: shootouts', () => {
  it('GG-SHOOT-1, GG-SHOOT-2, GG-SHOOT-3: a three-way shootout: all roll, the highest keeps the building, the losers move best first', () => {
    let state = commitAll(committing(4), [3, 3, 3, 1]).state;
    state = rolls(state, [2, 2, 2, 2]).state; // treasure rolls
    expect(state.g.phase).toBe('shootout-roll');
    expect(state.g.shootout).toEqual({ building: 3, contenders: [0, 1, 2], rollRounds: 0, losers: [] });
    expect(chanceOutcomes(state)).toHaveLength(6);
    const shot = rolls(state, [2, 5, 4]);
    expect(ofType(shot.events, 'shootout-won')).toEqual([
      { type: 'shootout-won', building: 3, player: 1, roll: 5, losers: [2, 0], byLimit: false },
    ]);
    state = shot.state;
    expect(state.g.phase).toBe('move');
    // The best loser (4) moves first, to an empty building: not 1 (seat 3) nor 3 (the winner).
    expect(activePlayers(state)).toEqual([2]);
    expect(legalActions(state, 2)).toEqual([2, 4, 5, 6].map((building) => ({ type: 'move', player: 2, building })));
    const moved = play(state, { type: 'move', player: 2, building: 5 });
    expect(moved.events).toEqual([{ type: 'moved', player: 2, from: 3, to: 5 }]);
    state = moved.state;
    expect(activePlayers(state)).toEqual([0]);
    expect(buildingsOf(legalActions(state, 0))).toEqual([2, 4, 6]);
    expect(expectRefused(state, { type: 'move', player: 0, building: 5 }, 'goldfield-gully/building-occupied').rule).toBe('GG-SHOOT-4');
    state = play(state, { type: 'move', player: 0, building: 6 }).state;
    expect(state.g.at).toEqual([6, 3, 5, 1]);
    expect(state.g.phase).toBe('sheriff-roll');
  });

  it('GG-SHOOT-3, GG-READ-3, reading 4: equal highest roll again; a seat that falls out later is a better loser', () => {
    let state = commitAll(committing(4), [6, 6, 6, 6]).state;
    state = rolls(state, [1, 1, 1, 1]).state;
    const first = rolls(state, [5, 5, 2, 2]);
    expect(ofType(first.events, 'shootout-tied')).toEqual([{ type: 'shootout-tied', building: 6, players: [0, 1], roll: 5 }]);
    state = first.state;
    expect(state.g.shootout).toEqual({ building: 6, contenders: [0, 1], rollRounds: 1, losers: [2, 3] });
    expect(state.g.rolling).toBe(0);
    const second = rolls(state, [1, 4]);
    expect(ofType(second.events, 'shootout-won')[0]).toMatchObject({ player: 1, roll: 4, losers: [0, 2, 3] });
    // GG-READ-3: seats 2 and 3 both shot 2: seat order from the first player ranks them.
    expect(activePlayers(second.state)).toEqual([0]);
  });

  it('GG-SHOOT-1: a shootout tie between two: they roll again until one is higher', () => {
    let state = commitAll(committing(2), [4, 4]).state;
    state = rolls(state, [3, 3]).state;
    const tied = rolls(state, [6, 6, 3, 3, 2, 5]);
    expect(ofType(tied.events, 'shootout-tied')).toHaveLength(2);
    expect(ofType(tied.events, 'shootout-won')[0]).toMatchObject({ player: 1, roll: 5, losers: [0] });
    expect(tied.state.g.shootout!.rollRounds).toBe(3);
  });

  it('GG-SHOOT-4: one shootout per player per round: losers move only to empty buildings, never into another shootout', () => {
    let state = commitAll(committing(4), [2, 2, 5, 5]).state;
    expect(state.g.contested).toEqual([2, 5]);
    state = rolls(state, [1, 1, 1, 1]).state;
    state = rolls(state, [1, 6]).state; // seat 1 keeps building 2
    expect(buildingsOf(legalActions(state, 0))).toEqual([1, 3, 4, 6]);
    expectRefused(state, { type: 'move', player: 0, building: 5 }, 'goldfield-gully/building-occupied');
    state = play(state, { type: 'move', player: 0, building: 3 }).state;
    // The shootout at 5 is between seats 2 and 3 only.
    expect(state.g.shootout).toEqual({ building: 5, contenders: [2, 3], rollRounds: 0, losers: [] });
    state = rolls(state, [4, 2]).state;
    expect(buildingsOf(legalActions(state, 3))).toEqual([1, 4, 6]);
  });

  it('GG-SHOOT-2, GG-MOD-2: contenders may change their own shootout rolls, going round until all pass in a row; a tie made by tokens shoots again', () => {
    // Seat 0 holds ±2 ±2, seat 1 holds ±1.
    let state = commitAll(withTokens(3, [2, 2, 1], [1, 1, 1]), [4, 4, 'bank']).state;
    state = pass(roll(state, 3).state).state;
    state = pass(roll(state, 3).state).state;
    state = rolls(state, [3, 4]).state; // seat 0 shoots 3, seat 1 shoots 4
    expect(state.g.window).toEqual({ purpose: 'shootout', order: [0, 1], turn: 0, passes: 0 });
    // Each changes only its own roll.
    state = play(state, { type: 'modify', player: 0, by: 2 }).state;
    expect(state.g.shot).toEqual([5, 4, null]);
    expect(activePlayers(state)).toEqual([1]);
    state = play(state, { type: 'modify', player: 1, by: 1 }).state;
    expect(state.g.shot).toEqual([5, 5, null]);
    // Seat 1 has no token left: seat 0's pass closes the window; 5 and 5 tie and shoot again.
    const closed = pass(state);
    expect(ofType(closed.events, 'shootout-tied')).toEqual([{ type: 'shootout-tied', building: 4, players: [0, 1], roll: 5 }]);
    // "Including a tie breaker shootout": after the re-roll, seat 0 may spend its other token.
    state = rolls(closed.state, [2, 3]).state;
    expect(state.g.window).toEqual({ purpose: 'shootout', order: [0], turn: 0, passes: 0 });
    const won = play(state, { type: 'modify', player: 0, by: 2 });
    expect(ofType(won.events, 'shootout-won')[0]).toMatchObject({ player: 0, roll: 4, losers: [1] });
  });

  it('GG-READ-6, reading 7: a window goes round in seat order: a spend reopens it for those who passed', () => {
    let state = commitAll(withTokens(3, [2, 2, 1], [1, 1, 1]), [4, 4, 'bank']).state;
    state = pass(roll(state, 3).state).state;
    state = pass(roll(state, 3).state).state;
    state = rolls(state, [2, 4]).state;
    state = pass(state).state; // seat 0 passes
    expect(state.g.window).toMatchObject({ turn: 1, passes: 1 });
    state = play(state, { type: 'modify', player: 1, by: 1 }).state; // seat 1 spends: passes reset
    expect(state.g.window).toMatchObject({ turn: 0, passes: 0 });
    // Seat 0, who had passed, may act again (seat 1 has no token left).
    expect(activePlayers(state)).toEqual([0]);
    const closed = pass(state);
    expect(ofType(closed.events, 'shootout-won')[0]).toMatchObject({ player: 1, roll: 5, losers: [0] });
  });

  it('GG-READ-5: option shootoutRollLimit: after that many tied roll rounds, seat order from the first player decides', () => {
    let state = commitAll(committing(3, { shootoutRollLimit: 2 }), [1, 1, 1]).state;
    state = rolls(state, [1, 1, 1]).state;
    state = rolls(state, [4, 4, 3]).state;
    const limit = rolls(state, [6, 6]);
    expect(ofType(limit.events, 'shootout-won')).toEqual([{ type: 'shootout-won', building: 1, player: 0, roll: 6, losers: [1, 2], byLimit: true }]);
  });

  it('GG-READ-4: a loser always finds an empty building with six buildings and at most five players; without one it would sit out', async () => {
    const { nextMove } = await import('../../../src/games/goldfield-gully/shootout.js');
    // Hand-built and impossible in play (more prospectors than buildings): every building is taken.
    const state = commitAll(committing(5), [1, 1, 2, 3, 4]).state;
    const crowded = { ...state.g, at: [1, 2, 3, 4, 5, 6], shootout: { building: 1, contenders: [0], rollRounds: 1, losers: [5] } };
    const events: Parameters<typeof nextMove>[1] = [];
    const after = nextMove(crowded, events);
    expect(events[0]).toEqual({ type: 'sat-out', player: 5, building: 6 });
    expect(after.at[5]).toBeNull();
  });
});

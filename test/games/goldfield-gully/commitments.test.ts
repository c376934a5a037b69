import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, eventsFor, legalActions } from '../../../src/index.js';
import { commitAll, draw, newGully, ofType, play, rolls, withTokens } from './gully-helpers.js';

const committing = (players = 3) => draw(newGully(players), [1, 1, 1]);

describe('goldfield-gully: secret simultaneous commitments', () => {
  it('GG-OVER-2, GG-COMMIT-1: every seat is active at once and chooses one of two actions: gather at one of the six buildings, or bank', () => {
    const state = committing(3);
    expect(activePlayers(state)).toEqual([0, 1, 2]);
    for (const seat of [0, 1, 2]) {
      expect(legalActions(state, seat)).toEqual([
        ...[1, 2, 3, 4, 5, 6].map((building) => ({ type: 'gather', player: seat, building })),
        { type: 'bank', player: seat },
      ]);
    }
  });

  it('GG-READ-2, reading 2: seats commit in any order; a committed seat is no longer active, the others still are', () => {
    let state = committing(3);
    state = play(state, { type: 'gather', player: 2, building: 4 }).state;
    expect(activePlayers(state)).toEqual([0, 1]);
    expect(legalActions(state, 2)).toEqual([]);
    state = play(state, { type: 'bank', player: 0 }).state;
    expect(activePlayers(state)).toEqual([1]);
    expect(state.g.revealed).toBe(false);
  });

  it('GG-READ-2, reading 2: a commitment tells everyone that the seat committed, and only the seat itself what it chose', () => {
    const { events } = play(committing(3), { type: 'gather', player: 1, building: 5 });
    expect(events).toEqual([
      { type: 'committed', player: 1 },
      { type: 'commitment', player: 1, choice: 5, visibleTo: [1] },
    ]);
    expect(eventsFor(events, 0, { players: 3 })).toEqual([{ type: 'committed', player: 1 }]);
    expect(eventsFor(events, null, { players: 3 })).toEqual([{ type: 'committed', player: 1 }]);
    expect(eventsFor(events, 1, { players: 3 })).toHaveLength(2);
  });

  it('GG-ROLL-1, GG-OVER-3: once all have decided, the choices are revealed and gatherers stand at their buildings, then roll', () => {
    const { state, events } = commitAll(committing(3), [5, 'bank', 2]);
    expect(ofType(events, 'commitments-revealed')).toEqual([{ type: 'commitments-revealed', choices: [5, 'bank', 2] }]);
    expect(state.g.revealed).toBe(true);
    expect(state.g.at).toEqual([5, null, 2]);
    // The first gatherer in seat order rolls for treasure: a chance node of six faces.
    expect(state.g.phase).toBe('treasure-roll');
    expect(state.g.rolling).toBe(0);
    expect(chanceOutcomes(state)).toHaveLength(6);
    expect(activePlayers(state)).toEqual([]);
  });

  it('GG-OVER-4, GG-COMMIT-2: each player must have a building of their own: two who chose the same one shoot out for it', () => {
    const { state, events } = commitAll(committing(3), [3, 3, 4]);
    expect(state.g.contested).toEqual([3]);
    const after = rolls(state, [2, 2, 2]); // three treasure rolls, no tokens in hand
    expect(ofType(after.events, 'shootout-started')).toEqual([{ type: 'shootout-started', building: 3, players: [0, 1] }]);
    expect(ofType(events, 'shootout-started')).toEqual([]);
  });

  it('GG-OVER-6, GG-BANK-1: a banker moves all unbanked gold to banked gold and sits out the round', () => {
    // After round 1 (withTokens), seats 0 and 1 have 3 unbanked gold each.
    const state = withTokens(3, [1, 1, 1], [1, 1, 1]);
    expect(state.g.unbanked).toEqual([3, 3, 0]);
    const { state: after, events } = commitAll(state, ['bank', 4, 'bank']);
    expect(ofType(events, 'gold-banked')).toEqual([
      { type: 'gold-banked', player: 0, amount: 3, banked: 3 },
      { type: 'gold-banked', player: 2, amount: 0, banked: 0 },
    ]);
    expect(after.g.banked).toEqual([3, 0, 0]);
    expect(after.g.unbanked).toEqual([0, 3, 0]);
    // Sitting out: no building, no treasure roll; only seat 1 rolls.
    expect(after.g.at).toEqual([null, 4, null]);
    expect(after.g.rolling).toBe(1);
  });

  it('GG-OVER-6: banking keeps the gold safe from the sheriff for ever', () => {
    let state = withTokens(2, [1, 1, 1], [1, 1, 1]);
    state = commitAll(state, ['bank', 'bank']).state;
    // Nobody gathers: no treasure roll; the sheriff still rolls, and finds nobody.
    expect(state.g.phase).toBe('sheriff-roll');
    const { state: next, events } = rolls(state, [5]);
    expect(ofType(events, 'sheriff-visits')).toEqual([{ type: 'sheriff-visits', building: 5, player: null, lost: 0 }]);
    expect(next.g.banked).toEqual([3, 3]);
  });
});

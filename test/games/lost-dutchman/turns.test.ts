import { describe, expect, it } from 'vitest';
import { isTerminal, outcome } from '../../../src/index.js';
import { die, eventsOf, legal, movement, play, playAll, startPlaying, tile, token, built, give, holding, position, waterAt } from './dutchman-helpers.js';

describe('lost-dutchman: turns', () => {
  it('LD-TURN-1: the first prospector begins and play goes on clockwise (seat 2 first of four: 2, 3, 0, 1, 2)', () => {
    let state = startPlaying(4, { first: 2, characters: ['stubborn-mule', 'old-timer', 'medicine-woman', 'tenderfoot'] });
    const order: number[] = [state.g.active];
    for (let k = 0; k < 4; k++) {
      const seat = state.g.active;
      // Each loses to a Gila monster on a stack of his own (no meeting, so no event).
      const path = [[1], [2], [1, 0], [2, 3]][k]!;
      state = playAll(state, [movement(path.length), { type: 'move', player: seat, path }, tile('gila-monster'), die(1)]).state;
      order.push(state.g.active);
    }
    expect(order).toEqual([2, 3, 0, 1, 2]);
  });

  it('LD-TURN-2: a turn runs the four phases in order: roll, move, resolve, treasure map', () => {
    const { events } = playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile('gila-monster'), die(4), { type: 'cross', player: 0, spot: '1' }, token('5-6'), token('4-8')]);
    const types = events.map((e) => e.type);
    const order = ['movement-rolled', 'moved', 'tile-revealed', 'challenge-rolled', 'token-overcome', 'turn-started'].map((t) => types.indexOf(t));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('LD-TURN-2: phase 4 applies only if a token can be overcome or an item used; otherwise the turn ends after the tile', () => {
    const { state, events } = playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile('gila-monster'), die(1)]);
    expect(eventsOf(events, 'turn-started')).toHaveLength(1);
    expect(state.g.active).toBe(1);
  });

  it('LD-IDEA-1: when the water supply runs dry the search ends (built: one water level tile left)', () => {
    const state = built(give(waterAt(position(startPlaying(2)), 1), 1, { treasures: [2] }));
    const after = playAll(state, [movement(1), { type: 'move', player: 0, path: [2] }, tile('water-level-drop'), tile('treasure-1'), tile('crevice')]).state;
    expect(isTerminal(after)).toBe(true);
    // LD-IDEA-2: the one who found the most treasure is victorious.
    expect(outcome(after)).toMatchObject({ reason: 'water-ran-dry', scores: [1, 2], winners: [1] });
  });

  it('LD-IDEA-2, LD-END-2: the prospector with the most treasure wins (seat 0 with a 3 against seat 1 with a 2)', () => {
    const state = built(give(waterAt(position(startPlaying(2)), 1), 1, { treasures: [2] }));
    const after = playAll(state, [movement(1), { type: 'move', player: 0, path: [2] }, tile('water-level-drop'), tile('treasure-3'), tile('crevice')]).state;
    expect(outcome(after)).toMatchObject({ scores: [3, 2], winners: [0] });
  });

  it('LD-TILE-CHALLENGE-6: bandits and the Ghost never touch creature or disaster tiles', () => {
    const state = holding(startPlaying(2), 1, { trophies: ['gila-monster', 'dust-storm'], treasures: [1] });
    const special = play(state, movement('special')).state;
    expect(legal(special, 0).filter((a) => a.type === 'move-ghost')).toEqual([
      { type: 'move-ghost', player: 0, treasure: null },
      { type: 'move-ghost', player: 0, treasure: 0 },
    ]);
    const bandit = playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('bandit')]).state;
    expect(legal(bandit, 0).every((a) => a.type === 'bandit' && a.treasure === 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { newDuel, ofType, playRandomGame, rawBoard, rowBoard, turnUp } from './duel-helpers.js';

// Positions used below (default board, seat 0 mountains, seat 1 rivers):
// - the column q = -5 is areas 0-5, river 4; areas 2-5 are mountain 2; mountain 1 is 0, 1, 7, 14;
// - mountain 15 is areas 29, 38, 39, 49; areas 7-9 touch neither river 4 nor mountain 2.

describe('mountain-river-duel: gold transport', () => {
  it('MRD-CLAIM-1, MRD-IDEA-2: the mover claims all gold of its area whose last marker it turned up', () => {
    let state = turnUp(newDuel(), [0, 1]).state; // seat 0: two of mountain 1
    state = turnUp(state, [7]).state; // seat 1 turns up a third marker of mountain 1
    expect(state.g.gold).toEqual([0, 0]);
    const { state: after, events } = turnUp(state, [14]); // seat 0 turns the last one
    // All the gold of mountain 1, including the marker the other seat found.
    expect(ofType(events, 'area-claimed')).toEqual([
      { type: 'area-claimed', player: 0, kind: 'mountain', index: 1, areas: [0, 1, 7, 14], gold: 4 },
    ]);
    expect(after.g.gold).toEqual([4, 0]);
    for (const id of [0, 1, 7, 14]) expect(after.g.markers[id]).toBe('claimed');
  });

  it('MRD-CLAIM-1: an area is only claimed once its last marker is turned up', () => {
    let state = turnUp(newDuel(), [2, 3, 4]).state; // three of mountain 2's four
    expect(state.g.gold).toEqual([0, 0]);
    expect(state.g.markers.slice(2, 5)).toEqual(['up', 'up', 'up']);
    state = turnUp(state, [9]).state;
    const { events } = turnUp(state, [5]);
    expect(ofType(events, 'area-claimed')).toHaveLength(1);
  });

  it('MRD-CLAIM-2: an opponent area completed by the mover\'s turn is cleared by the opponent afterwards', () => {
    // Seat 0 turns up 29 and 38; seat 1 turns up 39 and 49, the last two of mountain 15.
    const state = turnUp(newDuel(), [29, 38]).state;
    const { state: after, events } = turnUp(state, [39, 49]);
    expect(ofType(events, 'area-claimed')).toEqual([
      { type: 'area-claimed', player: 0, kind: 'mountain', index: 15, areas: [29, 39, 49, 38], gold: 4 },
    ]);
    expect(after.g.gold).toEqual([4, 0]);
  });

  it('MRD-CLAIM-2: a turn that completes a mountain and a river at once: the mover claims first, the opponent gets what is left', () => {
    let state = turnUp(newDuel(), [0, 1]).state; // seat 0
    state = turnUp(state, [7, 8, 9]).state; // seat 1, elsewhere
    // Seat 0 turns up 2-5: the last markers of its mountain 2 and of river 4 (0-5).
    const { state: after, events } = turnUp(state, [2, 3, 4, 5]);
    expect(ofType(events, 'area-claimed')).toEqual([
      { type: 'area-claimed', player: 0, kind: 'mountain', index: 2, areas: [5, 4, 3, 2], gold: 4 },
      { type: 'area-claimed', player: 1, kind: 'river', index: 4, areas: [0, 1], gold: 2 },
    ]);
    expect(after.g.gold).toEqual([4, 2]);
    expect(after.g.markers.slice(0, 6)).toEqual(new Array(6).fill('claimed'));
  });

  it('MRD-IDEA-4, MRD-CLAIM-2: the player who finds first blocks the other: the river seat takes the shared markers', () => {
    const state = turnUp(newDuel(), [0, 1]).state; // seat 0
    // Seat 1 turns up 2-5 at once: river 4 and mountain 2 are both complete; seat 1 claims all six,
    // and the mountain seat finds nothing left in mountain 2.
    const { state: after, events } = turnUp(state, [2, 3, 4, 5]);
    expect(ofType(events, 'area-claimed')).toEqual([
      { type: 'area-claimed', player: 1, kind: 'river', index: 4, areas: [0, 1, 2, 3, 4, 5], gold: 6 },
    ]);
    expect(after.g.gold).toEqual([0, 6]);
  });

  it('MRD-CLAIM-1: a claim counts the gold points of the markers taken (each worth 1 on the default board)', () => {
    const { steps } = playRandomGame('claims-gold');
    for (const { events } of steps) {
      for (const claim of ofType(events, 'area-claimed')) {
        const taken = claim['areas'] as number[];
        expect(claim['gold']).toBe(taken.reduce((sum, id) => sum + rawBoard.areas[id]!.gold, 0));
        expect(claim['gold']).toBe(taken.length);
      }
    }
  });

  it('MRD-MAT-1: a custom board may weight its areas: a claim adds the gold points of the markers taken', () => {
    const board = rowBoard([[0, 1, 2]], [[0, 1, 2]]);
    board.areas[1] = { ...board.areas[1]!, gold: 5 };
    const state = turnUp(newDuel({}, { data: board }), [0, 1]).state; // seat 0 (no discs on so small a board)
    const { events, state: end } = turnUp(state, [2]); // seat 1 completes river 0
    expect(ofType(events, 'area-claimed')).toEqual([{ type: 'area-claimed', player: 1, kind: 'river', index: 0, areas: [0, 1, 2], gold: 7 }]);
    expect(end.g.gold).toEqual([0, 7]);
  });

  it('MRD-CLAIM-3: the engine claims every completed area itself, so no area can be overlooked', () => {
    for (const seed of ['overlook-1', 'overlook-2', 'overlook-3', 'overlook-4', 'overlook-5']) {
      for (const { state } of playRandomGame(seed).steps) {
        // After every action, an area with no face-down marker has nothing face up left either.
        for (const part of [...rawBoard.mountains, ...rawBoard.rivers]) {
          const markers = part.map((id) => state.g.markers[id]);
          if (!markers.includes('down')) expect(markers.every((m) => m === 'claimed')).toBe(true);
        }
      }
    }
  });

  it('MRD-IDEA-1, MRD-IDEA-2: every claim goes to the seat that owns that kind of area', () => {
    for (const mountainSeat of [0, 1] as const) {
      const { steps } = playRandomGame(`owners-${mountainSeat}`, { mountainSeat });
      const claims = steps.flatMap(({ events }) => ofType(events, 'area-claimed'));
      expect(claims.length).toBeGreaterThan(0);
      for (const claim of claims) {
        expect(claim['player']).toBe(claim['kind'] === 'mountain' ? mountainSeat : 1 - mountainSeat);
      }
    }
  });
});

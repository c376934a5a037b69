import { describe, expect, it } from 'vitest';
import { chanceOutcomes, legalActions } from '../../../src/index.js';
import type { DuelState } from '../../../src/games/mountain-river-duel/public.js';
import { expectRefused, markersWith, newDuel, ofType, play, playRandomGame, rowBoard, throwSum, turnUp, withMarkers } from './duel-helpers.js';

// Line 16 of the default board is the column q = 0: areas 40, 41, …, 50 in line order.
const COLUMN = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The sums the pending throw can show, with how many outcomes give each. */
function sums(state: DuelState): Record<number, number> {
  const result: Record<number, number> = {};
  for (const { outcome } of chanceOutcomes(state)) {
    const sum = (outcome as { discs: number[] }).discs.reduce((a, b) => a + b, 0);
    result[sum] = (result[sum] ?? 0) + 1;
  }
  return result;
}

/**
 * Hand-built (withMarkers): seat 0 has thrown 1 at level 0, and only areas 40-45 of the column
 * are face down. Turning up 45 leaves one line of five, 40-44.
 */
function oneLineOfFiveLeft(): { state: DuelState; events: ReturnType<typeof play>['events'] } {
  const start = withMarkers(throwSum(newDuel(), 1), markersWith({ down: COLUMN(40, 45) }));
  return play(start, { type: 'turn-up', player: 0, areas: [45] });
}

describe('mountain-river-duel: small disc reduction', () => {
  it('MRD-DISC-1: at most one line of five face-down markers: the 0/1 disc is put away, throws give 1-4', () => {
    const { state, events } = oneLineOfFiveLeft();
    expect(ofType(events, 'discs-reduced')).toEqual([{ type: 'discs-reduced', from: 0, to: 1 }]);
    expect(state.g.discLevel).toBe(1);
    // Discs 0/2 and 1/2: four outcomes of 1/4, sums 1, 2, 3, 4.
    expect(chanceOutcomes(state).map((o) => o.outcome)).toEqual([{ discs: [0, 1] }, { discs: [0, 2] }, { discs: [2, 1] }, { discs: [2, 2] }]);
    expect(sums(state)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
    // A throw of the removed disc's shape is impossible now.
    expectRefused(state, { type: 'chance', outcome: { discs: [1, 2, 2] } }, 'illegal-action');
  });

  it('MRD-DISC-2: at most one line of four: the 0/2 disc is replaced by the 0/1 disc, throws give 1-3', () => {
    // Seat 1 turns up 44 with a throw of 1: 40-43 are left, one line of four.
    const { state, events } = turnUp(oneLineOfFiveLeft().state, [44]);
    expect(ofType(events, 'discs-reduced')).toEqual([{ type: 'discs-reduced', from: 1, to: 2 }]);
    expect(chanceOutcomes(state).map((o) => o.outcome)).toEqual([{ discs: [0, 1] }, { discs: [0, 2] }, { discs: [1, 1] }, { discs: [1, 2] }]);
    expect(sums(state)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });

  it('MRD-DISC-3: at most one line of three: no more discs, the player turns up one marker or two neighbours', () => {
    let state = turnUp(oneLineOfFiveLeft().state, [44]).state;
    const { state: after, events } = turnUp(state, [43]); // seat 0: 40-42 are left
    expect(ofType(events, 'discs-reduced')).toEqual([{ type: 'discs-reduced', from: 2, to: 3 }]);
    state = after;
    // No chance node: seat 1 chooses at once.
    expect(chanceOutcomes(state)).toEqual([]);
    expect([state.g.phase, state.g.mover, state.g.thrown]).toEqual(['dig', 1, null]);
    expect(legalActions(state, 1)).toEqual([
      { type: 'turn-up', player: 1, areas: [40] },
      { type: 'turn-up', player: 1, areas: [41] },
      { type: 'turn-up', player: 1, areas: [42] },
      { type: 'turn-up', player: 1, areas: [40, 41] },
      { type: 'turn-up', player: 1, areas: [41, 42] },
    ]);
    const three = expectRefused(state, { type: 'turn-up', player: 1, areas: [40, 41, 42] }, 'mountain-river-duel/wrong-count');
    expect(three.rule).toBe('MRD-DISC-3');
    expectRefused(state, { type: 'turn-up', player: 1, areas: [40, 42] }, 'mountain-river-duel/not-a-straight-run');
    expectRefused(state, { type: 'chance', outcome: { discs: [0, 1] } }, 'no-chance-pending');
    const next = play(state, { type: 'turn-up', player: 1, areas: [41, 42] }).state;
    expect([next.g.phase, next.g.mover, chanceOutcomes(next)]).toEqual(['dig', 0, []]);
  });

  it('MRD-DISC-4, MRD-DISC-5: a cascade from three discs straight to none in one check; then no turning face down', () => {
    // Hand-built (withMarkers): a throw of 5 at level 0; 40-47 face down, 30 face up (its mountain
    // and river still hold 40, so it stays on the board), everything else cleared.
    const start = withMarkers(throwSum(newDuel(), 5), markersWith({ down: COLUMN(40, 47), up: [30] }));
    expect(start.g.discLevel).toBe(0);
    const { state, events } = play(start, { type: 'turn-up', player: 0, areas: [43, 44, 45, 46, 47] });
    // 40-42 are left: no line of five, none of four, one of three: 0 -> 3 in one check, one event.
    expect(ofType(events, 'discs-reduced')).toEqual([{ type: 'discs-reduced', from: 0, to: 3 }]);
    expect(state.g.markers[30]).toBe('up');
    expect(chanceOutcomes(state)).toEqual([]);
    expect(legalActions(state, 1).some((a) => a.type === 'turn-down')).toBe(false);
    const error = expectRefused(state, { type: 'turn-down', player: 1, area: 30 }, 'mountain-river-duel/no-turning-down');
    expect(error.rule).toBe('MRD-DISC-4');
  });

  it('MRD-DISC-5: a cascade over two levels: all three discs straight to 0/1 and 1/2', () => {
    // Hand-built (withMarkers): a throw of 5 at level 0 with only 40-48 face down.
    const start = withMarkers(throwSum(newDuel(), 5), markersWith({ down: COLUMN(40, 48) }));
    const { state, events } = play(start, { type: 'turn-up', player: 0, areas: [44, 45, 46, 47, 48] });
    // 40-43 are left: no line of five, one of four, two of three.
    expect(ofType(events, 'discs-reduced')).toEqual([{ type: 'discs-reduced', from: 0, to: 2 }]);
    expect(sums(state)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });

  it('MRD-DISC-5: lines are counted as windows: six in a row are two lines of five, and nothing is put away', () => {
    const start = withMarkers(throwSum(newDuel(), 1), markersWith({ down: COLUMN(40, 46) }));
    const { state, events } = play(start, { type: 'turn-up', player: 0, areas: [46] });
    expect(ofType(events, 'discs-reduced')).toEqual([]);
    expect(state.g.discLevel).toBe(0);
    expect(chanceOutcomes(state)).toHaveLength(8);
  });

  it('MRD-DISC-5: the check runs before every throw, also after turning a marker down, and the discs never come back', () => {
    // Hand-built (withMarkers): a throw of 1 at level 0; 40-44, 50 and 26 face down, 45 face up
    // (its mountain holds 44 and its river holds 26, both still face down).
    const start = withMarkers(throwSum(newDuel(), 1), markersWith({ down: [...COLUMN(40, 44), 50, 26], up: [45] }));
    const reduced = play(start, { type: 'turn-up', player: 0, areas: [50] });
    expect(ofType(reduced.events, 'discs-reduced')).toEqual([{ type: 'discs-reduced', from: 0, to: 1 }]);
    // The check comes before the next throw: the reduction is announced before the turn starts.
    expect(reduced.events.map((e) => e.type).slice(-2)).toEqual(['discs-reduced', 'turn-started']);
    // Seat 1 turns 45 face down: 40-45 are two lines of five again, but the 0/1 disc stays away.
    const state = throwSum(reduced.state, 2);
    const { state: after, events } = play(state, { type: 'turn-down', player: 1, area: 45 });
    expect(after.g.markers.slice(40, 46)).toEqual(new Array(6).fill('down'));
    expect(ofType(events, 'discs-reduced')).toEqual([]);
    expect(after.g.discLevel).toBe(1);
    expect(chanceOutcomes(after)).toHaveLength(4);
  });

  it('MRD-DISC-5: the check also runs at the set-up: a small custom board starts with fewer discs', () => {
    // Three in a row: one line of three from the start, so no discs at all.
    const tiny = newDuel({}, { data: rowBoard([[0, 1, 2]], [[0, 1, 2]]) });
    expect([tiny.g.discLevel, tiny.g.phase, chanceOutcomes(tiny)]).toEqual([3, 'dig', []]);
    expect(legalActions(tiny, 0)).toHaveLength(5);
    // Six in a row: two lines of five, all three discs.
    expect(newDuel({}, { data: rowBoard([[0, 1, 2], [3, 4, 5]], [[0, 1, 2, 3, 4, 5]]) }).g.discLevel).toBe(0);
  });

  it('MRD-DISC-5: with this reading every throw can be carried out: random games never pass', () => {
    for (const seed of ['throws-1', 'throws-2', 'throws-3', 'throws-4', 'throws-5', 'throws-6']) {
      const { steps } = playRandomGame(seed);
      expect(steps.some(({ action }) => (action as { type: string }).type === 'pass')).toBe(false);
      // The level only goes up, one check at a time.
      const levels = steps.map(({ state }) => state.g.discLevel);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
    }
  });
});

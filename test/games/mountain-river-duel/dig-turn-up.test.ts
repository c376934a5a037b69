import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import type { DuelAction, DuelState } from '../../../src/games/mountain-river-duel/public.js';
import { expectRefused, newDuel, ofType, rawBoard, throwSum, turnUp } from './duel-helpers.js';

const AXES = [
  [1, 0],
  [0, 1],
  [1, -1],
] as const;

/** Whether the areas lie side by side along one axis, in the axis's direction (from q, r only). */
function isStraightInLineOrder(areas: readonly number[]): boolean {
  if (areas.length === 1) return true;
  const at = (id: number) => rawBoard.areas[id]!;
  const dq = at(areas[1]!).q - at(areas[0]!).q;
  const dr = at(areas[1]!).r - at(areas[0]!).r;
  if (!AXES.some(([q, r]) => q === dq && r === dr)) return false;
  return areas.every((id, i) => i === 0 || (at(id).q - at(areas[i - 1]!).q === dq && at(id).r - at(areas[i - 1]!).r === dr));
}

function turnUps(state: DuelState): Extract<DuelAction, { type: 'turn-up' }>[] {
  return (legalActions(state, state.g.mover) as DuelAction[]).filter((a) => a.type === 'turn-up');
}

describe('mountain-river-duel: the gold dig', () => {
  it('MRD-DIG-1: the sum says how many markers are turned up: exactly that many, for every sum 1-5', () => {
    for (let sum = 1; sum <= 5; sum++) {
      const state = throwSum(newDuel(), sum);
      const actions = legalActions(state, 0) as DuelAction[];
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) {
        expect(action.type).toBe('turn-up');
        if (action.type === 'turn-up') expect(action.areas).toHaveLength(sum);
      }
    }
  });

  it('MRD-DIG-1: turning up more or fewer markers than thrown is refused (mountain-river-duel/wrong-count)', () => {
    const state = throwSum(newDuel(), 3);
    for (const areas of [[0, 1], [0, 1, 2, 3]]) {
      const error = expectRefused(state, { type: 'turn-up', player: 0, areas }, 'mountain-river-duel/wrong-count');
      expect(error).toMatchObject({ rule: 'MRD-DIG-1', path: ['areas'], details: { thrown: 3 } });
    }
    const { events } = turnUp(newDuel(), [0, 1, 2]);
    expect(events[0]).toEqual({ type: 'markers-turned-up', player: 0, areas: [0, 1, 2] });
  });

  it('MRD-DIG-2: every legal run lies side by side in a straight line, listed in line order', () => {
    for (let sum = 1; sum <= 5; sum++) {
      for (const action of turnUps(throwSum(newDuel(), sum))) expect(isStraightInLineOrder(action.areas)).toBe(true);
    }
  });

  it('MRD-DIG-2: a run listed against its line order is refused (mountain-river-duel/not-in-line-order)', () => {
    const state = throwSum(newDuel(), 3);
    const error = expectRefused(state, { type: 'turn-up', player: 0, areas: [2, 1, 0] }, 'mountain-river-duel/not-in-line-order');
    expect(error).toMatchObject({ rule: 'MRD-DIG-2', path: ['areas'] });
    expect(error.message).toContain('[0, 1, 2]');
    expect(turnUps(state)).toContainEqual({ type: 'turn-up', player: 0, areas: [0, 1, 2] });
  });

  it('MRD-DIG-2: markers that are not on one straight line are refused (mountain-river-duel/not-a-straight-run)', () => {
    const state = throwSum(newDuel(), 3);
    // 0 and 1 lie in the column q = -5; 7 is beside 1 but on another axis.
    const error = expectRefused(state, { type: 'turn-up', player: 0, areas: [0, 1, 7] }, 'mountain-river-duel/not-a-straight-run');
    expect(error).toMatchObject({ rule: 'MRD-DIG-2', path: ['areas'] });
    expect(error.message).toMatch(/one straight line/);
  });

  it('MRD-DIG-2: a run may not pass over a face-up marker (previously discovered gold)', () => {
    // Seat 0 turns up the centre area 45 (q = 0, r = 0); nothing is completed.
    const { state: after, events } = turnUp(newDuel(), [45]);
    expect(ofType(events, 'area-claimed')).toEqual([]);
    expect(after.g.markers[45]).toBe('up');
    const state = throwSum(after, 2);
    // Row r = 0 runs 34, 45, 56: the two markers beside 45 are not side by side.
    const error = expectRefused(state, { type: 'turn-up', player: 1, areas: [34, 56] }, 'mountain-river-duel/not-a-straight-run');
    expect(error.message).toMatch(/not side by side/);
    const onIt = expectRefused(state, { type: 'turn-up', player: 1, areas: [34, 45] }, 'mountain-river-duel/not-face-down');
    expect(onIt).toMatchObject({ rule: 'MRD-DIG-2', path: ['areas', 1] });
    expect(onIt.message).toMatch(/face up/);
    // 240 runs of two on a fresh board, less the 6 through the centre; and 45 may be turned down.
    const runs = turnUps(state);
    expect(runs).toHaveLength(234);
    expect(runs.some((a) => a.areas.includes(45))).toBe(false);
    expect(legalActions(state, 1)).toHaveLength(235);
  });

  it('MRD-DIG-2: a run may not jump a gap (an area already cleared)', () => {
    // Mountain 15 is areas 29, 38, 39, 49. Seat 0 turns up 29 and 38; seat 1 turns up 39 and 49,
    // which completes mountain 15: the mountain seat clears it.
    let state = turnUp(newDuel(), [29, 38]).state;
    const { state: cleared, events } = turnUp(state, [39, 49]);
    expect(ofType(events, 'area-claimed')).toEqual([
      { type: 'area-claimed', player: 0, kind: 'mountain', index: 15, areas: [29, 39, 49, 38], gold: 4 },
    ]);
    state = throwSum(cleared, 3);
    // The row 4, 11, 19, 28, [38, 49], 60 now has a gap of two cleared areas.
    const jump = expectRefused(state, { type: 'turn-up', player: 0, areas: [19, 28, 60] }, 'mountain-river-duel/not-a-straight-run');
    expect(jump.message).toMatch(/not side by side/);
    const into = expectRefused(state, { type: 'turn-up', player: 0, areas: [19, 28, 38] }, 'mountain-river-duel/not-face-down');
    expect(into.message).toMatch(/cleared/);
    for (const action of turnUps(state)) {
      expect(isStraightInLineOrder(action.areas)).toBe(true);
      expect(action.areas.every((id) => state.g.markers[id] === 'down')).toBe(true);
    }
    // Up to the gap the row is still open.
    expect(turnUps(state)).toContainEqual({ type: 'turn-up', player: 0, areas: [4, 11, 19] });
    expect(turnUps(state)).toContainEqual({ type: 'turn-up', player: 0, areas: [11, 19, 28] });
  });

  it('MRD-DIG-2: turning up a marker that is not on the board is refused (mountain-river-duel/not-face-down)', () => {
    const state = throwSum(newDuel(), 1);
    const error = expectRefused(state, { type: 'turn-up', player: 0, areas: [91] }, 'mountain-river-duel/not-face-down');
    expect(error.message).toMatch(/does not exist/);
  });
});

import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import type { DuelAction } from '../../../src/games/mountain-river-duel/public.js';
import { expectRefused, markersWith, newDuel, play, throwSum, turnUp, withMarkers } from './duel-helpers.js';

describe('mountain-river-duel: turning a marker face down instead (MRD-DIG-3)', () => {
  it('MRD-DIG-3: instead of the thrown number, the player may turn exactly one face-up marker face down', () => {
    let state = turnUp(newDuel(), [45]).state; // seat 0
    state = turnUp(state, [0, 1]).state; // seat 1
    state = throwSum(state, 4); // seat 0 throws 4
    const turnDowns = (legalActions(state, 0) as DuelAction[]).filter((a) => a.type === 'turn-down');
    // One action per face-up marker, each turning exactly one marker down.
    expect(turnDowns).toEqual([
      { type: 'turn-down', player: 0, area: 0 },
      { type: 'turn-down', player: 0, area: 1 },
      { type: 'turn-down', player: 0, area: 45 },
    ]);
    const { state: next, events } = play(state, { type: 'turn-down', player: 0, area: 45 });
    expect(events[0]).toEqual({ type: 'marker-turned-down', player: 0, area: 45 });
    expect(next.g.markers[45]).toBe('down');
    expect(next.g.markers.filter((m) => m === 'up')).toHaveLength(2);
    expect(next.g.gold).toEqual([0, 0]);
    // The turn is over: seat 1 throws next.
    expect([next.g.mover, next.g.phase]).toEqual([1, 'throw']);
  });

  it('MRD-DIG-3: only a face-up marker may be turned down (mountain-river-duel/not-face-up)', () => {
    // Mountain 2 (areas 2-5) is cleared by seat 0; seat 1 has turned up 45.
    let state = turnUp(newDuel(), [2, 3, 4, 5]).state;
    state = turnUp(state, [45]).state;
    state = throwSum(state, 2);
    for (const [area, words] of [
      [44, /face down/],
      [3, /cleared/],
      [91, /does not exist/],
    ] as const) {
      const error = expectRefused(state, { type: 'turn-down', player: 0, area }, 'mountain-river-duel/not-face-up');
      expect(error).toMatchObject({ rule: 'MRD-DIG-3', path: ['area'] });
      expect(error.message).toMatch(words);
    }
    expect(play(state, { type: 'turn-down', player: 0, area: 45 }).state.g.markers[45]).toBe('down');
  });
});

describe('mountain-river-duel: passing (MRD-DIG-4, a reading)', () => {
  it('MRD-DIG-4: pass is refused while a run can be turned up (mountain-river-duel/must-dig)', () => {
    const state = throwSum(newDuel(), 5);
    expect(legalActions(state, 0)).not.toContainEqual({ type: 'pass', player: 0 });
    const error = expectRefused(state, { type: 'pass', player: 0 }, 'mountain-river-duel/must-dig');
    expect(error.rule).toBe('MRD-DIG-4');
  });

  it('MRD-DIG-4: pass is refused while a face-up marker could be turned down', () => {
    // Hand-built position (withMarkers): a throw of 3, only 40 and 41 face down (no run of three),
    // and 30 face up. Turning 30 down is the only legal action, so passing is not allowed.
    const state = withMarkers(throwSum(newDuel(), 3), markersWith({ down: [40, 41], up: [30] }));
    expect(legalActions(state, 0)).toEqual([{ type: 'turn-down', player: 0, area: 30 }]);
    expectRefused(state, { type: 'pass', player: 0 }, 'mountain-river-duel/must-dig');
  });

  it('MRD-DIG-4: when neither a run nor a face-up marker exists, pass is the only legal action', () => {
    // Hand-built position (withMarkers): a throw of 3 with only 40 and 41 face down, nothing face up.
    const state = withMarkers(throwSum(newDuel(), 3), markersWith({ down: [40, 41] }));
    expect(legalActions(state, 0)).toEqual([{ type: 'pass', player: 0 }]);
    const { state: next, events } = play(state, { type: 'pass', player: 0 });
    expect(events[0]).toEqual({ type: 'passed', player: 0 });
    expect(next.g.markers).toEqual(state.g.markers);
    expect(next.g.mover).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/index.js';
import type { DuelState } from '../../../src/games/mountain-river-duel/public.js';
import { expectRefused, markersWith, newDuel, throwSum, turnUp, withMarkers } from './duel-helpers.js';

// Every refusal below is checked by expectRefused: the typed code, a message, and the caller's
// state deep-equal to a copy taken before (and frozen during the call).

/** Seat 0 to dig after a throw of 3 on a fresh board. */
const digging = (): DuelState => throwSum(newDuel(), 3);

describe('mountain-river-duel: malformed actions are refused with invalid-action', () => {
  it.each([
    ['not an object', null],
    ['a number', 42],
    ['a string', 'turn-up'],
    ['an array', [{ type: 'pass', player: 0 }]],
    ['no type', { player: 0 }],
    ['an unknown type', { type: 'dig', player: 0, areas: [0, 1, 2] }],
    ['a missing field', { type: 'turn-up', player: 0 }],
    ['a missing player', { type: 'turn-up', areas: [0, 1, 2] }],
    ['an extra field', { type: 'pass', player: 0, note: 'please' }],
    ['an extra field on turn-down', { type: 'turn-down', player: 0, area: 4, areas: [4] }],
    ['a player as text', { type: 'turn-up', player: '0', areas: [0, 1, 2] }],
    ['areas as text', { type: 'turn-up', player: 0, areas: '0,1,2' }],
    ['a fractional area', { type: 'turn-up', player: 0, areas: [0, 1.5, 2] }],
    ['a negative area', { type: 'turn-down', player: 0, area: -1 }],
    ['no areas', { type: 'turn-up', player: 0, areas: [] }],
    ['six areas', { type: 'turn-up', player: 0, areas: [40, 41, 42, 43, 44, 45] }],
  ])('a malformed action, %s, is refused (invalid-action), the state untouched', (_what, action) => {
    expectRefused(digging(), action, 'invalid-action');
  });

  it('a seat that does not exist is refused (no-such-seat, the core check), the state untouched', () => {
    expectRefused(digging(), { type: 'turn-up', player: 2, areas: [0, 1, 2] }, 'no-such-seat');
  });

  it('the refusal of a malformed action names the faulty field', () => {
    expect(expectRefused(digging(), { type: 'turn-up', player: 0 }, 'invalid-action').path).toEqual(['areas']);
    expect(expectRefused(digging(), { type: 'turn-up', player: '0', areas: [0, 1, 2] }, 'invalid-action').path).toEqual(['player']);
  });

  it.each([
    ['no outcome', { type: 'chance' }],
    ['a face no disc has', { type: 'chance', outcome: { discs: [3, 0, 1] } }],
    ['one disc', { type: 'chance', outcome: { discs: [1] } }],
    ['an extra field', { type: 'chance', outcome: { discs: [1, 0, 2] }, player: 0 }],
    ['an extra outcome field', { type: 'chance', outcome: { discs: [1, 0, 2], sum: 3 } }],
  ])('a malformed throw, %s, is refused (invalid-action), the state untouched', (_what, action) => {
    expectRefused(newDuel(), action, 'invalid-action');
  });
});

describe('mountain-river-duel: the core refusals', () => {
  it('MRD-TURN-2: a seat that is not active is refused (not-your-turn)', () => {
    const error = expectRefused(digging(), { type: 'turn-up', player: 1, areas: [0, 1, 2] }, 'not-your-turn');
    expect(error.details).toEqual({ active: [0] });
    // After seat 0's turn and the next throw, seat 0 is the one refused.
    const next = throwSum(turnUp(newDuel(), [0, 1, 2]).state, 1);
    expectRefused(next, { type: 'turn-up', player: 0, areas: [45] }, 'not-your-turn');
  });

  it('MRD-TURN-1: a player action while the throw is pending is refused (awaiting-chance)', () => {
    for (const player of [0, 1]) expectRefused(newDuel(), { type: 'turn-up', player, areas: [45] }, 'awaiting-chance');
    expectRefused(newDuel(), { type: 'pass', player: 0 }, 'awaiting-chance');
  });

  it('MRD-TURN-1: a throw where none is pending is refused (no-chance-pending)', () => {
    expectRefused(digging(), { type: 'chance', outcome: { discs: [1, 0, 2] } }, 'no-chance-pending');
  });

  it('MRD-MAT-2, MRD-TURN-1: a throw the three discs cannot show is refused (illegal-action), the possible ones listed', () => {
    // The 1/2 disc has no 0; at the start three discs are thrown, not two.
    for (const discs of [[0, 0, 0], [1, 2], [2, 0, 1]]) {
      const error = expectRefused(newDuel(), { type: 'chance', outcome: { discs } }, 'illegal-action');
      expect((error.details as { possible: unknown[] }).possible).toHaveLength(8);
    }
  });

  it('MRD-END-1: any action after the end is refused (game-over)', () => {
    const end = turnUp(newDuel({ maxTurns: 1 }), [45]).state;
    expect(end.g.ended).toBe('turn-limit');
    expectRefused(end, { type: 'turn-up', player: 1, areas: [44] }, 'game-over');
    expectRefused(end, { type: 'pass', player: 0 }, 'game-over');
    expectRefused(end, { type: 'chance', outcome: { discs: [0, 0, 1] } }, 'game-over');
  });

  it('a legal action leaves the input state untouched too', () => {
    const state = digging();
    const before = structuredClone(state);
    const result = applyAction(state, { type: 'turn-up', player: 0, areas: [0, 1, 2] });
    expect(result.ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('mountain-river-duel: the game codes, each naming its rule', () => {
  // Seat 0 turns up 45, seat 1 its neighbour 34, seat 0 clears mountain 2 (areas 2-5); seat 1
  // then throws 3. Face up: 34 and 45; cleared: 2-5.
  const position = (): DuelState => {
    let state = turnUp(newDuel(), [45]).state;
    state = turnUp(state, [34]).state;
    state = turnUp(state, [2, 3, 4, 5]).state;
    return throwSum(state, 3);
  };
  // A hand-built position (withMarkers) after the discs are gone: seat 1, 40-42 down, 30 up.
  const noDiscs = (): DuelState => {
    const start = withMarkers(throwSum(newDuel(), 5), markersWith({ down: [40, 41, 42, 43, 44, 45, 46, 47], up: [30] }));
    const result = applyAction(start, { type: 'turn-up', player: 0, areas: [43, 44, 45, 46, 47] });
    if (!result.ok) throw new Error(result.error.message);
    return result.state;
  };

  it.each([
    ['MRD-DIG-1', 'mountain-river-duel/wrong-count', { type: 'turn-up', player: 1, areas: [60, 61] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-face-down', { type: 'turn-up', player: 1, areas: [23, 34, 46] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-face-down', { type: 'turn-up', player: 1, areas: [1, 2, 9] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-a-straight-run', { type: 'turn-up', player: 1, areas: [24, 56, 66] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-a-straight-run', { type: 'turn-up', player: 1, areas: [60, 70, 80] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-in-line-order', { type: 'turn-up', player: 1, areas: [63, 62, 61] }],
    ['MRD-DIG-3', 'mountain-river-duel/not-face-up', { type: 'turn-down', player: 1, area: 3 }],
    ['MRD-DIG-4', 'mountain-river-duel/must-dig', { type: 'pass', player: 1 }],
  ])('%s: %s is refused, the state untouched', (rule, code, action) => {
    const state = position();
    expect(state.g.mover).toBe(1);
    expect(expectRefused(state, action, code).rule).toBe(rule);
  });

  it.each([
    ['MRD-DISC-4', 'mountain-river-duel/no-turning-down', { type: 'turn-down', player: 1, area: 30 }],
    ['MRD-DISC-3', 'mountain-river-duel/wrong-count', { type: 'turn-up', player: 1, areas: [40, 41, 42] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-a-straight-run', { type: 'turn-up', player: 1, areas: [40, 42] }],
    ['MRD-DIG-2', 'mountain-river-duel/not-in-line-order', { type: 'turn-up', player: 1, areas: [41, 40] }],
  ])('%s: without discs, %s is refused, the state untouched', (rule, code, action) => {
    const state = noDiscs();
    expect(state.g.discLevel).toBe(3);
    expect(expectRefused(state, action, code).rule).toBe(rule);
  });
});

import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, loadGameResult, saveGame } from '../../../src/index.js';
import { commitAll, draw, expectRefused, newGully, pass, play, playRandomGame, roll, rolls, withTokens } from './gully-helpers.js';

// Every refusal below is checked by expectRefused: the typed code, a message, and the caller's
// state deep-equal to a copy taken before (and frozen during the call).

const committing = () => draw(newGully(3), [2, 1, 1]);

describe('goldfield-gully: malformed input is refused with invalid-action', () => {
  it.each([
    ['not an object', null],
    ['a string', 'bank'],
    ['no type', { player: 0 }],
    ['an unknown type', { type: 'shoot', player: 0 }],
    ['gather without a building', { type: 'gather', player: 0 }],
    ['a building as text', { type: 'gather', player: 0, building: '3' }],
    ['a fractional building', { type: 'gather', player: 0, building: 2.5 }],
    ['an extra field', { type: 'bank', player: 0, amount: 3 }],
    ['a token of value 3', { type: 'modify', player: 0, by: 3 }],
    ['a change of 0', { type: 'modify', player: 0, by: 0 }],
  ])('%s is refused (invalid-action), the state untouched', (_what, action) => {
    expectRefused(committing(), action, 'invalid-action');
  });

  it.each([
    ['beyond the table', { type: 'bank', player: 3 }],
    ['beyond any table', { type: 'bank', player: 5 }],
    ['negative', { type: 'bank', player: -1 }],
  ])('a seat %s is refused with no-such-seat, naming the table size, the state untouched', (_what, action) => {
    const error = expectRefused(committing(), action, 'no-such-seat');
    expect(error.message).toContain('3 seats');
  });

  it.each([
    ['no outcome', { type: 'chance' }],
    ['a token of value 3', { type: 'chance', outcome: { token: 3 } }],
    ['a die of 7', { type: 'chance', outcome: { die: 7 } }],
    ['both fields', { type: 'chance', outcome: { die: 2, token: 1 } }],
  ])('a malformed chance outcome, %s, is refused (invalid-action)', (_what, action) => {
    expectRefused(newGully(2), action, 'invalid-action');
  });
});

describe('goldfield-gully: wrong moves get a typed error and leave the state unchanged', () => {
  it('GG-READ-2, reading 2: committing twice is refused (already-committed): a committed seat is no longer active', () => {
    const state = play(committing(), { type: 'gather', player: 1, building: 2 }).state;
    expect(activePlayers(state)).toEqual([0, 2]);
    const error = expectRefused(state, { type: 'gather', player: 1, building: 4 }, 'goldfield-gully/already-committed');
    expect(error.rule).toBe('GG-READ-2');
    // The words say that the seat committed (public), never what it chose (secret).
    expect(error.message).not.toMatch(/2|building|gather/i);
    expectRefused(state, { type: 'bank', player: 1 }, 'goldfield-gully/already-committed');
  });

  it('GG-READ-2, reading 2: committing for a seat that is not in the game, or for another seat that has committed, is refused', () => {
    const two = draw(newGully(2), [1, 1, 1]);
    expectRefused(two, { type: 'bank', player: 2 }, 'no-such-seat');
    const state = play(committing(), { type: 'bank', player: 0 }).state;
    expectRefused(state, { type: 'gather', player: 0, building: 1 }, 'goldfield-gully/already-committed');
  });

  it('GG-OVER-3: gathering at a building outside 1 to 6 is refused (no-such-building)', () => {
    for (const building of [0, 7, -3, 99]) {
      const error = expectRefused(committing(), { type: 'gather', player: 2, building }, 'goldfield-gully/no-such-building');
      expect(error.rule).toBe('GG-OVER-3');
      expect(error.path).toEqual(['building']);
    }
  });

  it('GG-COMMIT-1: a commitment outside the commitments (in a window) is refused (not-committing)', () => {
    const window = roll(commitAll(withTokens(2, [2, 2, 1], [1, 1, 1]), [3, 4]).state, 3).state;
    expect(expectRefused(window, { type: 'bank', player: 0 }, 'goldfield-gully/not-committing').rule).toBe('GG-COMMIT-1');
  });

  it('GG-MOD-1: spending or passing with no window open is refused (no-window)', () => {
    const moving = rolls(commitAll(committing(), [3, 3, 4]).state, [1, 1, 1, 2, 5]).state;
    expect(moving.g.phase).toBe('move');
    expect(expectRefused(moving, { type: 'pass', player: 0 }, 'goldfield-gully/no-window').rule).toBe('GG-MOD-1');
    expectRefused(moving, { type: 'modify', player: 0, by: 1 }, 'goldfield-gully/no-window');
    expectRefused(moving, { type: 'move', player: 1, building: 1 }, 'not-your-turn');
  });

  it('GG-SHOOT-3: moving when no shootout was lost is refused (not-moving); a move outside 1 to 6 is no-such-building', () => {
    const window = roll(commitAll(withTokens(2, [2, 2, 1], [1, 1, 1]), [3, 4]).state, 3).state;
    expect(expectRefused(window, { type: 'move', player: 0, building: 1 }, 'goldfield-gully/not-moving').rule).toBe('GG-SHOOT-3');
    const moving = rolls(commitAll(committing(), [3, 3, 4]).state, [1, 1, 1, 2, 5]).state;
    expectRefused(moving, { type: 'move', player: 0, building: 7 }, 'goldfield-gully/no-such-building');
  });

  it('GG-MOD-5, GG-READ-6: spending a token while sitting out (a banker: sitting-out) or in a window one is not part of (not-in-window) is refused', () => {
    let state = commitAll(withTokens(3, [2, 2, 1], [1, 1, 1]), ['bank', 4, 5]).state;
    state = roll(state, 3).state; // seat 1's treasure window
    expect(expectRefused(state, { type: 'modify', player: 0, by: 2 }, 'goldfield-gully/sitting-out').rule).toBe('GG-MOD-5');
    const outside = expectRefused(state, { type: 'pass', player: 2 }, 'goldfield-gully/not-in-window');
    expect(outside.rule).toBe('GG-READ-6');
    expect(outside.details).toEqual({ window: [1] });
    state = roll(pass(state).state, 3).state; // seat 2 rolls, no tokens; the sheriff rolls
    state = roll(state, 1).state;
    expect(state.g.window?.order).toEqual([1]);
    expectRefused(state, { type: 'modify', player: 0, by: -2 }, 'goldfield-gully/sitting-out');
  });

  it('a player action at a chance node is refused (awaiting-chance), a chance outcome where none is due (no-chance-pending)', () => {
    expectRefused(newGully(2), { type: 'bank', player: 0 }, 'awaiting-chance');
    expectRefused(committing(), { type: 'chance', outcome: { die: 4 } }, 'no-chance-pending');
  });

  it('GG-ROUND-1: a chance outcome of the wrong kind, or a token the stack no longer holds, is refused (illegal-action)', () => {
    expectRefused(newGully(2), { type: 'chance', outcome: { die: 4 } }, 'illegal-action');
    const rolling = commitAll(committing(), [1, 2, 3]).state;
    expectRefused(rolling, { type: 'chance', outcome: { token: 1 } }, 'illegal-action');
    const town = { tokens: { ones: 0, twos: 3 }, buildings: componentsOf(newGully(2)).buildings, refillOrder: [5, 2] };
    const noOnes = newGully(2, {}, { data: town });
    expectRefused(noOnes, { type: 'chance', outcome: { token: 1 } }, 'illegal-action');
  });

  it('a legal action leaves the input state untouched too', () => {
    const state = committing();
    const before = structuredClone(state);
    expect(applyAction(state, { type: 'gather', player: 0, building: 3 }).ok).toBe(true);
    expect(state).toEqual(before);
  });

  it('a save whose tokens do not add up, or whose lists do not fit the seats, is refused (invalid-save)', () => {
    const state = committing();
    const text = saveGame(state);
    expect(loadGameResult(text).ok).toBe(true);
    const extraToken = JSON.parse(text) as { state: { g: { stack: { ones: number } } } };
    extraToken.state.g.stack.ones += 1;
    const refused = loadGameResult(JSON.stringify(extraToken));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('invalid-save');
    const shortList = JSON.parse(text) as { state: { g: { banked: number[] } } };
    shortList.state.g.banked.pop();
    expect(loadGameResult(JSON.stringify(shortList)).ok).toBe(false);
  });

  it('a save whose phase lacks what it needs (a window phase with no window, a finished game without a winner) is refused (invalid-save)', () => {
    const text = saveGame(committing());
    // Before the reveal only the refill and the commitments can be under way; a refill with full quotas is over.
    const invariants = { window: 'commitments-fit-phase', over: 'commitments-fit-phase', move: 'commitments-fit-phase', 'treasure-roll': 'commitments-fit-phase', refill: 'quotas-refilled' };
    for (const [phase, invariant] of Object.entries(invariants)) {
      const edited = JSON.parse(text) as { state: { g: { phase: string } } };
      edited.state.g.phase = phase;
      const result = loadGameResult(JSON.stringify(edited));
      expect(result.ok, phase).toBe(false);
      if (!result.ok) expect([result.error.code, result.error.details], phase).toEqual(['invalid-save', { invariant }]);
    }
  });
});

describe('goldfield-gully: every refusal of a seat at the table names its rule', () => {
  it('GG-COMMIT-1, GG-MOD-1, GG-SHOOT-3, GG-READ-3, GG-READ-6: refusals at every step of whole random games carry a rule ID', () => {
    const candidates = (player: number): unknown[] => [
      { type: 'gather', player, building: 2 },
      { type: 'gather', player, building: 7 },
      { type: 'bank', player },
      { type: 'modify', player, by: 1 },
      { type: 'modify', player, by: -2 },
      { type: 'pass', player },
      { type: 'move', player, building: 1 },
      { type: 'move', player, building: 6 },
    ];
    const codes = new Set<string>();
    for (const players of [2, 4]) {
      for (const { state } of playRandomGame('rules-named', players).steps) {
        if (state.g.phase === 'over' || !['commit', 'window', 'move'].includes(state.g.phase)) continue;
        for (let seat = 0; seat < players; seat++) {
          for (const action of candidates(seat)) {
            const result = applyAction(state, action);
            if (result.ok) continue;
            codes.add(result.error.code);
            expect(result.error.rule, `${result.error.code} for ${JSON.stringify(action)} in ${state.g.phase}`).toMatch(/^GG-[A-Z]+-\d+$/);
          }
        }
      }
    }
    for (const code of ['not-your-turn', 'goldfield-gully/not-committing', 'goldfield-gully/no-window', 'goldfield-gully/not-moving', 'goldfield-gully/no-such-building']) {
      expect(codes).toContain(code);
    }
  });

  it('GG-READ-6: a seat in the window whose turn has not come is told whose turn it is, with the rule', () => {
    // Round 2: seat 0 holds ±2 ±2, seat 1 ±1; both gather, so both are in the sheriff's window.
    let state = commitAll(withTokens(2, [2, 2, 1], [1, 1, 1]), [3, 4]).state;
    state = rolls(state, [3]).state;
    state = pass(state).state;
    state = rolls(state, [2]).state;
    state = pass(state).state;
    state = roll(state, 6).state;
    const error = expectRefused(state, { type: 'pass', player: 1 }, 'not-your-turn');
    expect(error).toMatchObject({ rule: 'GG-READ-6', details: { active: [0] } });
  });
});

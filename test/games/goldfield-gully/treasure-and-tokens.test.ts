import { describe, expect, it } from 'vitest';
import { activePlayers, legalActions } from '../../../src/index.js';
import { modifiedValue } from '../../../src/games/goldfield-gully/public.js';
import { commitAll, draw, expectRefused, newGully, ofType, pass, play, roll, rolls, withTokens } from './gully-helpers.js';

// Round 2 of a 2-seat game: seat 0 holds two ±2 tokens, seat 1 one ±1 token (both won in round 1,
// each with 3 unbanked gold); seat 0 gathers at building 3, seat 1 at building 4.
const round2 = (options = {}) => commitAll(withTokens(2, [2, 2, 1], [1, 1, 1], options), [3, 4]).state;

describe('goldfield-gully: treasure rolls', () => {
  it('GG-ROLL-1, GG-READ-9, reading 3: every gatherer rolls the action die, in seat order, before any shootout', () => {
    const state = round2();
    expect(state.g.phase).toBe('treasure-roll');
    expect(state.g.rolling).toBe(0);
    const first = roll(state, 4);
    expect(first.events[0]).toEqual({ type: 'treasure-rolled', player: 0, die: 4 });
    expect(first.state.g.roll).toEqual([4, null]);
  });

  it("GG-READ-9: option treasureRolls 'after-shootouts' rolls for treasure once the shootouts are settled, the losers at their new buildings", () => {
    let state = commitAll(draw(newGully(3, { treasureRolls: 'after-shootouts' }), [1, 1, 1]), [3, 3, 4]).state;
    expect(state.g.phase).toBe('shootout-roll');
    expect(state.g.roll).toEqual([null, null, null]);
    state = rolls(state, [2, 5]).state;
    state = play(state, { type: 'move', player: 0, building: 1 }).state;
    expect(state.g.phase).toBe('treasure-roll');
    expect(state.g.rolling).toBe(0);
    const { state: after, events } = rolls(state, [6, 5, 4]);
    expect(ofType(events, 'treasure-rolled').map((e) => e['player'])).toEqual([0, 1, 2]);
    expect(after.g.phase).toBe('sheriff-roll');
  });

  it('GG-ROLL-2: the roll is the gold the gatherer adds to unbanked gold if the sheriff spares it', () => {
    let state = round2();
    state = pass(roll(state, 4).state).state; // seat 0 keeps 4
    state = pass(roll(state, 2).state).state; // seat 1 keeps 2
    expect(state.g.phase).toBe('sheriff-roll');
    const { state: end, events } = roll(state, 1); // empty building 1; the sheriff window opens for both
    expect(end.g.window?.purpose).toBe('sheriff');
    const closed = pass(pass(end).state);
    expect(ofType([...events, ...closed.events], 'gold-gathered')).toEqual([
      { type: 'gold-gathered', player: 0, building: 3, amount: 4, unbanked: 7 },
      { type: 'gold-gathered', player: 1, building: 4, amount: 2, unbanked: 5 },
    ]);
  });
});

describe('goldfield-gully: when tokens change a treasure roll (GG-READ-10)', () => {
  it("GG-READ-10: by default the roller's window opens right after its treasure roll", () => {
    const state = roll(round2(), 3).state;
    expect(state.g.phase).toBe('window');
    expect(state.g.window).toMatchObject({ purpose: 'treasure', order: [0] });
  });

  it("GG-READ-10: option treasureTokens 'before-gold' lets a roller change its treasure roll after the sheriff is known, before gold is added", () => {
    let state = rolls(round2({ treasureTokens: 'before-gold' }), [3, 4]).state;
    // No window after either treasure roll: the sheriff rolls next.
    expect(state.g.phase).toBe('sheriff-roll');
    // The sheriff visits building 4, seat 1's; both holders may move him and pass.
    state = roll(state, 4).state;
    expect(state.g.window).toMatchObject({ purpose: 'sheriff', order: [0, 1] });
    state = pass(state).state;
    state = pass(state).state;
    // Now seat 0, whom the sheriff spares, may change its own treasure roll; caught seat 1 has no window.
    expect(state.g.window).toMatchObject({ purpose: 'treasure', order: [0] });
    expect(activePlayers(state)).toEqual([0]);
    expectRefused(state, { type: 'modify', player: 1, by: 1 }, 'goldfield-gully/not-in-window');
    const spent = play(state, { type: 'modify', player: 0, by: 2 });
    expect(spent.events).toEqual([{ type: 'token-spent', player: 0, by: 2, purpose: 'treasure', from: 3, to: 5 }]);
    const done = pass(spent.state);
    expect(ofType(done.events, 'sheriff-visits')).toEqual([{ type: 'sheriff-visits', building: 4, player: 1, lost: 7 }]);
    expect(ofType(done.events, 'gold-gathered')).toEqual([{ type: 'gold-gathered', player: 0, building: 3, amount: 5, unbanked: 8 }]);
  });
});

describe('goldfield-gully: modifier tokens', () => {
  it('GG-MOD-3, GG-READ-6, reading 7: only the roller may change its treasure roll: a window of one seat, spend or pass', () => {
    const state = roll(round2(), 3).state;
    expect(state.g.phase).toBe('window');
    expect(activePlayers(state)).toEqual([0]);
    expect(legalActions(state, 0)).toEqual([
      { type: 'modify', player: 0, by: -2 },
      { type: 'modify', player: 0, by: 2 },
      { type: 'pass', player: 0 },
    ]);
    // Seat 1 holds a token but it is not its roll.
    expectRefused(state, { type: 'modify', player: 1, by: 1 }, 'goldfield-gully/not-in-window');
  });

  it('GG-MOD-1, GG-FACT-2: a spent token is used as + or − its value and goes to the spent pile', () => {
    const state = roll(round2(), 3).state;
    const { state: after, events } = play(state, { type: 'modify', player: 0, by: 2 });
    expect(events).toEqual([{ type: 'token-spent', player: 0, by: 2, purpose: 'treasure', from: 3, to: 5 }]);
    expect(after.g.roll[0]).toBe(5);
    expect(after.g.held[0]).toEqual({ ones: 0, twos: 1 });
    expect(after.g.spent).toEqual({ ones: 0, twos: 1 });
    const lower = play(after, { type: 'modify', player: 0, by: -2 });
    expect(lower.state.g.roll[0]).toBe(3);
  });

  it('GG-MOD-9: there is no limit to the tokens a player spends: the window stays open until the roller passes', () => {
    let state = roll(round2(), 2).state;
    state = play(state, { type: 'modify', player: 0, by: 2 }).state;
    expect(activePlayers(state)).toEqual([0]);
    const last = play(state, { type: 'modify', player: 0, by: 2 });
    // No token left: the window closes at once and seat 1 rolls.
    expect(last.state.g.roll[0]).toBe(6);
    expect(last.state.g.held[0]).toEqual({ ones: 0, twos: 0 });
    expect(last.state.g.phase).toBe('treasure-roll');
    expect(last.state.g.rolling).toBe(1);
  });

  it('GG-MOD-1: spending a token one does not hold is refused (no-such-token), the state untouched', () => {
    const seat1 = roll(pass(roll(round2(), 3).state).state, 3).state;
    expect(activePlayers(seat1)).toEqual([1]);
    const error = expectRefused(seat1, { type: 'modify', player: 1, by: 2 }, 'goldfield-gully/no-such-token');
    expect(error.rule).toBe('GG-MOD-1');
    expect(error.path).toEqual(['by']);
  });

  it('GG-MOD-6, GG-MOD-7: a token that would push a 6 past 6 is refused, and a 6 never wraps to 1', () => {
    const six = roll(round2(), 6).state;
    expect(legalActions(six, 0)).toEqual([{ type: 'modify', player: 0, by: -2 }, { type: 'pass', player: 0 }]);
    const error = expectRefused(six, { type: 'modify', player: 0, by: 2 }, 'goldfield-gully/out-of-range');
    expect(error.rule).toBe('GG-MOD-7');
    expect(modifiedValue(6, 1, 'refuse')).toBeNull();
    expect(modifiedValue(6, 2, 'clamp')).toBeNull();
  });

  it('GG-MOD-6: a value stays within 1 to 6: 5 + 2 and 1 - 2 are refused by default', () => {
    const five = roll(round2(), 5).state;
    expect(expectRefused(five, { type: 'modify', player: 0, by: 2 }, 'goldfield-gully/out-of-range').rule).toBe('GG-MOD-6');
    const one = roll(round2(), 1).state;
    expect(expectRefused(one, { type: 'modify', player: 0, by: -2 }, 'goldfield-gully/out-of-range').rule).toBe('GG-MOD-6');
    expect(legalActions(one, 0)).toEqual([{ type: 'modify', player: 0, by: 2 }, { type: 'pass', player: 0 }]);
  });

  it("GG-MOD-6: option overshoot 'clamp' lets a token stop at the bound instead (5 + 2 = 6), never past it", () => {
    const five = roll(round2({ overshoot: 'clamp' }), 5).state;
    expect(legalActions(five, 0)).toContainEqual({ type: 'modify', player: 0, by: 2 });
    const six = play(five, { type: 'modify', player: 0, by: 2 }).state;
    expect(six.g.roll[0]).toBe(6);
    expect(legalActions(six, 0)).toEqual([{ type: 'modify', player: 0, by: -2 }, { type: 'pass', player: 0 }]);
    expect(expectRefused(six, { type: 'modify', player: 0, by: 2 }, 'goldfield-gully/out-of-range').rule).toBe('GG-MOD-7');
  });

  it('GG-MOD-1: tokens come only from the Bordello and the Saloon: a gatherer elsewhere takes none', () => {
    let state = roll(round2(), 3).state;
    state = pass(state).state;
    state = pass(roll(state, 3).state).state;
    const { state: end, events } = rolls(state, [6]); // the sheriff at the empty building 6
    const closed = pass(pass(end).state);
    expect(ofType([...events, ...closed.events], 'tokens-taken')).toEqual([]);
    expect(closed.state.g.held).toEqual([{ ones: 0, twos: 2 }, { ones: 1, twos: 0 }]);
  });

  it('GG-MOD-5: a banker sits out and may not spend tokens: it is part of no window (sitting-out)', () => {
    let state = withTokens(2, [2, 2, 1], [1, 1, 1]);
    state = commitAll(state, ['bank', 4]).state;
    // Seat 1's treasure window: seat 0 (the banker, holding two ±2) is refused.
    state = roll(state, 3).state;
    expect(activePlayers(state)).toEqual([1]);
    expect(activePlayers(state)).toEqual([1]);
    expect(expectRefused(state, { type: 'modify', player: 0, by: 2 }, 'goldfield-gully/sitting-out').rule).toBe('GG-MOD-5');
    // The sheriff's window: only the gatherer.
    state = roll(pass(state).state, 4).state;
    expect(state.g.window).toEqual({ purpose: 'sheriff', order: [1], turn: 0, passes: 0 });
    expectRefused(state, { type: 'modify', player: 0, by: -2 }, 'goldfield-gully/sitting-out');
    expectRefused(state, { type: 'pass', player: 0 }, 'goldfield-gully/sitting-out');
  });
});

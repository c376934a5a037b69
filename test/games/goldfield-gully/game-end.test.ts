import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, isTerminal, outcome, type GameEvent } from '../../../src/index.js';
import type { GullyState } from '../../../src/games/goldfield-gully/public.js';
import { commitAll, expectRefused, newGully, ofType, pass, play, roll, rolls, withTokens, type Choice } from './gully-helpers.js';

/**
 * Plays one round in which nobody holds tokens: refill draws are ±1 while any are left, each
 * gatherer rolls `treasure[seat]`, and the sheriff rolls `sheriff`. Returns the round's events.
 */
function simpleRound(state: GullyState, choices: Choice[], treasure: number[], sheriff: number): { state: GullyState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  while (next.g.phase === 'refill') {
    const token = chanceOutcomes(next)[0]!.outcome;
    const step = play(next, { type: 'chance', outcome: token });
    next = step.state;
    events.push(...step.events);
  }
  const committed = commitAll(next, choices);
  events.push(...committed.events);
  const dice = [...choices.flatMap((choice, seat) => (choice === 'bank' ? [] : [treasure[seat]!])), sheriff];
  const rolled = rolls(committed.state, dice);
  events.push(...rolled.events);
  next = rolled.state;
  // Pass every window the tokens taken open.
  while (next.g.phase === 'window') {
    const step = pass(next);
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}

describe('goldfield-gully: the end of the game', () => {
  it('GG-OVER-1, GG-OVER-7, GG-END-1: after round 10 the player with the most gold wins', () => {
    // Seat 0 gathers at the Assay Office (1), seat 1 at the Hotel (3); no tokens are ever taken.
    let state = newGully(2);
    for (let round = 1; round <= 9; round++) {
      state = simpleRound(state, [1, 3], [6, 1], 6).state;
      expect(state.g.round).toBe(round + 1);
      expect(isTerminal(state)).toBe(false);
    }
    const last = simpleRound(state, ['bank', 'bank'], [], 6);
    expect(ofType(last.events, 'round-ended').map((e) => e['round'])).toEqual([10]);
    expect(isTerminal(last.state)).toBe(true);
    expect(outcome(last.state)).toEqual({ scores: [54, 9], winners: [0], tieBreak: null, reason: 'rounds-played' });
    expect(ofType(last.events, 'game-ended')).toEqual([{ type: 'game-ended', winner: 0, scores: [54, 9], tieShootout: false }]);
  });

  it('GG-END-1, GG-READ-8, reading 8: all gold counts by default, banked and unbanked; option countUnbankedAtEnd false (variant banked-only) counts banked gold only', () => {
    const play2 = (options = {}, variant?: string) => {
      let state = newGully(2, { rounds: 2, ...options }, variant ? { variant } : {});
      state = simpleRound(state, [1, 3], [2, 6], 4).state;
      return simpleRound(state, ['bank', 4], [0, 5], 6).state;
    };
    // Seat 0 banks 2; seat 1 gathers 6 then 5 and never banks.
    expect(outcome(play2())).toMatchObject({ scores: [2, 11], winners: [1] });
    expect(outcome(play2({ countUnbankedAtEnd: false }))).toMatchObject({ scores: [2, 0], winners: [0] });
    expect(outcome(play2({}, 'banked-only'))).toMatchObject({ scores: [2, 0], winners: [0] });
  });

  it('GG-END-2, GG-END-3, GG-END-4: a tie at the top is settled by a shootout of the tied players only', () => {
    let state = newGully(3, { rounds: 1 });
    // Seats 0 and 2 bank nothing and tie at 0 banked; seat 1 is caught by the sheriff and has 0 too.
    state = simpleRound(state, ['bank', 1, 'bank'], [0, 4], 1).state;
    // All three tie at 0.
    expect(state.g.shootout).toEqual({ building: null, contenders: [0, 1, 2], rollRounds: 0, losers: [] });
    expect(state.g.phase).toBe('shootout-roll');
    const { state: end, events } = rolls(state, [3, 5, 2]);
    expect(ofType(events, 'shootout-won')[0]).toMatchObject({ building: null, player: 1, roll: 5 });
    expect(outcome(end)).toEqual({ scores: [0, 0, 0], winners: [1], tieBreak: 'shootout', reason: 'rounds-played' });
  });

  it('GG-END-2: the players below the top score do not shoot', () => {
    let state = newGully(3, { rounds: 2 });
    state = simpleRound(state, [1, 2, 3], [4, 4, 1], 6).state;
    const tie = simpleRound(state, ['bank', 'bank', 'bank'], [], 6);
    expect(ofType(tie.events, 'final-tie')).toEqual([{ type: 'final-tie', players: [0, 1], score: 4 }]);
    expect(tie.state.g.shootout!.contenders).toEqual([0, 1]);
  });

  it('GG-END-5: if several tie for the highest roll, they roll again until one remains', () => {
    let state = newGully(3, { rounds: 1 });
    state = simpleRound(state, ['bank', 'bank', 'bank'], [], 1).state;
    const { state: end, events } = rolls(state, [4, 4, 2, 6, 6, 1, 3]);
    expect(ofType(events, 'shootout-tied').map((e) => e['players'])).toEqual([[0, 1], [0, 1]]);
    expect(outcome(end)!.winners).toEqual([1]);
  });

  it('GG-MOD-2, GG-END-3: by default the tied players may spend tokens in the tie shootout; option finalShootoutTokens false forbids it', () => {
    const tied = (options = {}) => {
      // Round 1 leaves both seats with 3 unbanked gold and tokens; both bank in round 2: 3 to 3.
      const state = withTokens(2, [2, 2, 1], [1, 1, 1], { rounds: 2, ...options });
      return rolls(commitAll(state, ['bank', 'bank']).state, [1]).state;
    };
    const withTokensAllowed = rolls(tied(), [2, 3]).state;
    expect(withTokensAllowed.g.window).toEqual({ purpose: 'shootout', order: [0, 1], turn: 0, passes: 0 });
    const raised = play(withTokensAllowed, { type: 'modify', player: 0, by: 2 }).state;
    const won = pass(pass(raised).state);
    expect(outcome(won.state)).toMatchObject({ winners: [0], tieBreak: 'shootout' });
    const without = rolls(tied({ finalShootoutTokens: false }), [2, 3]);
    expect(activePlayers(without.state)).toEqual([]);
    expect(outcome(without.state)).toMatchObject({ winners: [1], tieBreak: 'shootout' });
  });

  it('GG-END-1: after the end every action and chance outcome is refused (game-over), the state untouched', () => {
    let state = newGully(2, { rounds: 1, countUnbankedAtEnd: true });
    state = simpleRound(state, [1, 'bank'], [3], 6).state;
    expect(isTerminal(state)).toBe(true);
    expectRefused(state, { type: 'bank', player: 0 }, 'game-over');
    expectRefused(state, { type: 'pass', player: 1 }, 'game-over');
    expectRefused(state, { type: 'chance', outcome: { die: 3 } }, 'game-over');
  });

  it('GG-READ-1: seat 0 is the first player every round; option rotateFirstPlayer passes it on each round', () => {
    const fixed = simpleRound(newGully(3), [1, 2, 3], [1, 1, 1], 6).state;
    expect(fixed.g.firstPlayer).toBe(0);
    let rotating = simpleRound(newGully(3, { rotateFirstPlayer: true }), [1, 2, 3], [1, 1, 1], 6).state;
    expect(rotating.g.firstPlayer).toBe(1);
    // In round 2 the treasure rolls start from seat 1.
    while (rotating.g.phase === 'refill') rotating = play(rotating, { type: 'chance', outcome: chanceOutcomes(rotating)[0]!.outcome }).state;
    rotating = commitAll(rotating, [4, 3, 6]).state;
    expect(rotating.g.rolling).toBe(1);
    // Seat 1 took the Saloon's token in round 1: its own window, then seat 2 rolls, then seat 0.
    const after = roll(rotating, 2).state;
    expect(after.g.window?.order).toEqual([1]);
    expect(pass(after).state.g.rolling).toBe(2);
  });
});

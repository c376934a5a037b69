import { describe, expect, it } from 'vitest';
import { legalActions, outcome, view } from '../../../src/index.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { bagAll, bagIds, cutSet, goldGame } from './gold-helpers.js';
import { built, expectRefused, newGame, play, position } from './lv-helpers.js';

const TEN_TWOS = Array.from({ length: 10 }, () => 'river-gold-2');
const sixes = (n: number): string[] => Array.from({ length: n }, () => 'mountain-gold-6');
const fives = (n: number): string[] => Array.from({ length: n }, () => 'mountain-gold-5');
/** Markers worth `n` nuggets: a fur for a lone nugget, a river-gold 3 for an odd rest, then 2s. */
function worth(n: number): string[] {
  if (n === 1) return ['wolf'];
  const odd = n % 2 === 1 ? ['river-gold-3'] : [];
  return [...odd, ...Array.from({ length: (n - 3 * odd.length) / 2 }, () => 'river-gold-2')];
}

/**
 * Built ends: a game of the setup on a set of one land diamond and one river diamond, explored
 * (R01, L01) and ended as the game ends exploration; the ice moved to the waterfall, one step
 * past the mouth tile, and the game over there (LV-ICE-2); each prospector's bag worth the given
 * nuggets.
 */
function endWith(setup: { players: number; variant: string }, gold: readonly number[]): LostValleyState {
  const explored = built(position(newGame({ ...setup, data: cutSet(['L01'], ['R01'], []) })).diamond('R01', ['M0^', 'M1v']).diamond('L01', ['L0^', 'L1v']).endExploration());
  const board = position(explored).ice(explored.g.board.river.length + 1).over('ice-at-waterfall');
  return built(gold.reduce((next, n, index) => bagAll(next, index, worth(n)), board));
}

/** Four seats in teams (A, B, A, B): prospector 0 on the trading post with twenty nuggets in ten markers (built on the gold opening). */
function teamWeighing(partner: string[], b1: string[], b2: string[]): LostValleyState {
  const board = position(goldGame(4, { teams: 'pairs' })).at(0, 'post');
  return built(bagAll(bagAll(bagAll(bagAll(board, 0, TEN_TWOS), 2, partner), 1, b1), 3, b2));
}

describe('team weighing', () => {
  it('LV-TEAM-15, LV-WEIGH-5: both partners reveal, the lower counts; a team with one partner short cannot block, and the weighing team wins together', () => {
    const state = teamWeighing(sixes(2), sixes(4), sixes(1));
    const weighed = play(state, { type: 'weigh', player: 0 });
    expect(weighed.events.find((e) => e.type === 'gold-weighed')).toMatchObject({ player: 0, value: 12 });
    expect(weighed.state.g.prospectors[2]!.inventory.goldBag.every((m) => m.faceUp)).toBe(true);
    expect(weighed.state.g.prospectors[1]!.inventory.goldBag.some((m) => m.faceUp)).toBe(false);
    expect(weighed.state.g.ended).toBe('weighed');
    expect(outcome(weighed.state)).toEqual({ scores: [12, 6, 12, 6], winners: [0, 2], tieBreak: null, reason: 'weighed' });
  });

  it('LV-TEAM-16, LV-TEAM-23: to block, both partners of a team show more, each seat its own markers, the first seat clockwise first', () => {
    // Fives for team B: a four-seat set holds seven mountain-gold 6s, fewer than the nine this
    // scene once laid by hand.
    const state = teamWeighing(sixes(2), fives(4), fives(3));
    const [one, three] = [bagIds(state, 1), bagIds(state, 3)];
    let s = play(state, { type: 'weigh', player: 0 }).state;
    expect(s.g.tasks[0]).toEqual({ task: 'show-gold', seat: 1, needed: 13, shown: [] });
    // Seat 1 shows only its own prospector's markers.
    expect(legalActions(s, 1)).toEqual(one.map((marker) => ({ type: 'show-marker', player: 1, marker })));
    expect(legalActions(s, 3)).toEqual([]);
    expect(expectRefused(s, { type: 'show-marker', player: 1, marker: three[0]! }, 'lost-valley/show-gold').rule).toBe('LV-WEIGH-4');
    s = play(s, { type: 'show-marker', player: 1, marker: one[0]! }).state;
    s = play(s, { type: 'show-marker', player: 1, marker: one[1]! }).state;
    s = play(s, { type: 'show-marker', player: 1, marker: one[2]! }).state;
    // Seat 1 shows enough; its partner, seat 3, must show too.
    expect(s.g.pending).toEqual({ kind: 'task', seat: 3 });
    expect(s.g.tasks[0]).toMatchObject({ task: 'show-gold', seat: 3, needed: 13 });
    expect(legalActions(s, 1)).toEqual([]);
    s = play(s, { type: 'show-marker', player: 3, marker: three[0]! }).state;
    s = play(s, { type: 'show-marker', player: 3, marker: three[1]! }).state;
    const done = play(s, { type: 'show-marker', player: 3, marker: three[2]! });
    expect(done.events.map((e) => e.type)).toEqual(['marker-seen', 'weighing-blocked']);
    expect(done.state.g.ended).toBeNull();
    expect(done.state.g.pending).toEqual({ kind: 'turn' });
  });
});

describe('team scoring', () => {
  it('LV-TEAM-17, LV-TEAM-18, LV-END-6: only the lower partner counts; the team whose lower partner has more wins', () => {
    const state = endWith({ players: 4, variant: 'team' }, [10, 5, 3, 4]);
    expect(outcome(state)).toEqual({ scores: [3, 4, 3, 4], winners: [1, 3], tieBreak: null, reason: 'ice-at-waterfall' });
  });

  it('LV-END-6: equal lower partners: the team with the higher sum wins; equal sums share the win', () => {
    const bySum = endWith({ players: 4, variant: 'team' }, [3, 3, 10, 5]);
    expect(outcome(bySum)).toEqual({ scores: [3, 3, 3, 3], winners: [0, 2], tieBreak: 'team-total', reason: 'ice-at-waterfall' });
    const shared = endWith({ players: 4, variant: 'team' }, [3, 5, 5, 3]);
    expect(outcome(shared)).toEqual({ scores: [3, 3, 3, 3], winners: [0, 1, 2, 3], tieBreak: null, reason: 'ice-at-waterfall' });
    // Six seats: three teams, the two tied on the lower partner split by their sums.
    const six = endWith({ players: 6, variant: 'team' }, [4, 4, 1, 9, 5, 8]);
    expect(outcome(six)).toMatchObject({ scores: [4, 4, 1, 4, 4, 1], winners: [0, 3], tieBreak: 'team-total' });
  });

  it('LV-TEAM-19: the solo fifth player wins with more gold than both teams\' lower partners; a tie goes to the team (its sum)', () => {
    // Seats 0 and 3 are team A, 1 and 4 team B, seat 2 plays alone.
    const solo = endWith({ players: 5, variant: 'team' }, [9, 7, 6, 5, 4]);
    expect(outcome(solo)).toEqual({ scores: [5, 4, 6, 5, 4], winners: [2], tieBreak: null, reason: 'ice-at-waterfall' });
    const tied = endWith({ players: 5, variant: 'team' }, [8, 7, 5, 5, 4]);
    expect(outcome(tied)).toEqual({ scores: [5, 4, 5, 5, 4], winners: [0, 3], tieBreak: 'team-total', reason: 'ice-at-waterfall' });
  });

  it('LV-TEAM-6, LV-TEAM-18: five seats where the fifth leads two: its lower prospector counts like a team\'s', () => {
    // Prospectors 2 and 5 are seat 2's.
    const state = endWith({ players: 5, variant: 'team-five-leads-two' }, [5, 5, 9, 5, 5, 6]);
    expect(outcome(state)).toEqual({ scores: [5, 5, 6, 5, 5], winners: [2], tieBreak: null, reason: 'ice-at-waterfall' });
  });

  it('LV-SEAT-2: the two-player game scores each seat\'s two prospectors as a team, the sum breaking a tie', () => {
    // Prospectors 0 and 2 are seat 0's, 1 and 3 seat 1's.
    const state = endWith({ players: 2, variant: 'two-player' }, [4, 4, 7, 5]);
    expect(outcome(state)).toEqual({ scores: [4, 4], winners: [0], tieBreak: 'team-total', reason: 'ice-at-waterfall' });
  });
});

describe('team secrets', () => {
  it('LV-TEAM-22: partners do not see each other\'s face-down gold; a seat sees both prospectors it leads', () => {
    const team = built(position(newGame({ players: 4, variant: 'team' })).bag(2, 'river-gold-3'));
    const bag = (state: LostValleyState, seat: number, prospector: number) => (view(state, seat).g as LostValleyState['g']).prospectors[prospector]!.inventory.goldBag;
    expect(bag(team, 0, 2)[0]!.identity).toBeNull();
    expect(bag(team, 2, 2)[0]!.identity).toBe('river-gold-3');
    const two = built(position(newGame({ players: 2, variant: 'two-player' })).bag(2, 'river-gold-3'));
    expect(bag(two, 0, 2)[0]!.identity).toBe('river-gold-3');
    expect(bag(two, 1, 2)[0]!.identity).toBeNull();
  });
});

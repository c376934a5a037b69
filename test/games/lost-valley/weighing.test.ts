import { describe, expect, it } from 'vitest';
import { isTerminal, outcome } from '../../../src/index.js';
import { findMarker, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { bagAll, bagIds, goldGame } from './gold-helpers.js';
import { built, expectRefused, explorationJustEnded, legal, play, position } from './lv-helpers.js';

const TEN_TWOS = Array.from({ length: 10 }, () => 'river-gold-2');

// Built: seat 0's prospector stands on the trading post with the gold given; the others' bags as
// given (prospectors 1, 2, …), all taken from the pools by the position builder.
function weighing(players: number, mine: string[], others: string[][] = []): LostValleyState {
  const board = bagAll(position(goldGame(players)).at(0, 'post'), 0, mine);
  return built(others.reduce((next, bag, k) => bagAll(next, k + 1, bag), board));
}

describe('weighing gold', () => {
  it('LV-WEIGH-1: at the trading post with ten gold and fur markers the prospector may weigh; with nine, or elsewhere, it is refused', () => {
    expect(legal(weighing(2, TEN_TWOS))).toContainEqual({ type: 'weigh', player: 0 });
    const nine = weighing(2, [...TEN_TWOS.slice(1), 'clue-forest']);
    expect(legal(nine).some((a) => a.type === 'weigh')).toBe(false);
    const error = expectRefused(nine, { type: 'weigh', player: 0 }, 'lost-valley/too-few-markers');
    expect(error.rule).toBe('LV-WEIGH-1');
    expect(error.details).toEqual({ markers: 9 });
    const furs = weighing(2, [...TEN_TWOS.slice(2), 'wolf', 'deer']);
    expect(legal(furs)).toContainEqual({ type: 'weigh', player: 0 });
    const away = built(bagAll(position(goldGame()), 0, TEN_TWOS));
    expect(expectRefused(away, { type: 'weigh', player: 0 }, 'lost-valley/not-at-post').rule).toBe('LV-WEIGH-1');
  });

  it('LV-WEIGH-2, LV-WEIGH-3, LV-END-5: the gold is revealed and counted; nobody can show more, so the weigher wins at once', () => {
    const state = weighing(3, [...TEN_TWOS.slice(1), 'mountain-gold-6', 'wolf'], [['mountain-gold-6', 'mountain-gold-6'], TEN_TWOS]);
    const weighed = play(state, { type: 'weigh', player: 0 });
    expect(weighed.events.find((e) => e.type === 'gold-weighed')).toMatchObject({ value: 25 });
    expect(weighed.state.g.prospectors[0]!.inventory.goldBag.every((m) => m.faceUp)).toBe(true);
    expect(weighed.events.at(-1)).toMatchObject({ type: 'game-ended', reason: 'weighed' });
    expect(isTerminal(weighed.state)).toBe(true);
    expect(outcome(weighed.state)).toEqual({ scores: [25, 12, 20], winners: [0], tieBreak: null, reason: 'weighed' });
  });

  it('LV-WEIGH-4: the first seat clockwise that can show more must show markers of its choice until it does; they become public and play goes on', () => {
    // Seat 1 cannot beat 20; seat 2 can (three sixes and a four), seat 0 weighed.
    const state = weighing(3, TEN_TWOS, [['mountain-gold-6'], ['mountain-gold-6', 'mountain-gold-6', 'mountain-gold-6', 'mountain-gold-4', 'river-gold-2']]);
    const [mine, two] = [bagIds(state, 0), bagIds(state, 2)];
    let s = play(state, { type: 'weigh', player: 0 }).state;
    expect(s.g.pending).toEqual({ kind: 'task', seat: 2 });
    expect(s.g.tasks[0]).toEqual({ task: 'show-gold', seat: 2, needed: 21, shown: [] });
    // Seat 0 waits for seat 2's showing.
    expectRefused(s, { type: 'end-turn', player: 0 }, 'not-your-turn');
    expect(expectRefused(s, { type: 'show-marker', player: 2, marker: mine[0]! }, 'lost-valley/show-gold').rule).toBe('LV-WEIGH-4');
    s = play(s, { type: 'show-marker', player: 2, marker: two[0]! }).state;
    s = play(s, { type: 'show-marker', player: 2, marker: two[1]! }).state;
    s = play(s, { type: 'show-marker', player: 2, marker: two[3]! }).state;
    expect(s.g.pending).toEqual({ kind: 'task', seat: 2 });
    const done = play(s, { type: 'show-marker', player: 2, marker: two[2]! });
    expect(done.events.map((e) => e.type)).toEqual(['marker-seen', 'weighing-blocked']);
    expect(done.state.g.pending).toEqual({ kind: 'turn' });
    expect(done.state.g.ended).toBeNull();
    expect(done.state.g.weighing).toEqual({ weigher: 0, value: 20 });
    expect(two.map((id) => findMarker(done.state.g, id)!.slot.faceUp)).toEqual([true, true, true, true, false]);
    // The rest of seat 0's turn: its action is used, its trade is left.
    expect(legal(done.state).some((a) => a.type === 'weigh')).toBe(false);
  });

  it('LV-WEIGH-4: markers already face up (furs, gold shown before) count without being shown again', () => {
    // Built: seat 1 holds four furs (face up) and three 6s shown at an earlier weighing (face
    // up): 22 nuggets in view. (The hand-laid scene held 21 wolves; the set has five.)
    const shown = built(bagAll(position(goldGame()).at(0, 'post'), 1, ['wolf', 'wolf', 'deer', 'bear', 'mountain-gold-6', 'mountain-gold-6', 'mountain-gold-6']));
    const sixes = bagIds(shown, 1).slice(4);
    const state = built(bagAll(sixes.reduce((next, id) => next.identity(id, 'mountain-gold-6', { faceUp: true, seenBy: [0, 1] }), position(shown)), 0, TEN_TWOS));
    expect(state.g.prospectors[1]!.inventory.goldBag.every((m) => m.faceUp)).toBe(true);
    const weighed = play(state, { type: 'weigh', player: 0 });
    expect(weighed.events.map((e) => e.type).slice(-2)).toEqual(['gold-weighed', 'weighing-blocked']);
    expect(weighed.state.g.pending).toEqual({ kind: 'turn' });
  });

  it('LV-SKILL-FUR-TRADER-1: on the scales a Fur Trader’s fur counts two nuggets', () => {
    const state = built(position(weighing(2, [...TEN_TWOS.slice(1), 'wolf'], [['mountain-gold-5', 'mountain-gold-5', 'mountain-gold-5', 'mountain-gold-5']])).skill(0, 'fur-trader'));
    const weighed = play(state, { type: 'weigh', player: 0 });
    expect(weighed.events.find((e) => e.type === 'gold-weighed')).toMatchObject({ value: 20 });
    expect(weighed.state.g.ended).toBe('weighed');
  });

  it('LV-WEIGH-5, LV-END-6: a seat leading two prospectors weighs as a team: the lower partner counts, and both must show more to block', () => {
    // Prospectors 0 and 2 are seat 0's, 1 and 3 seat 1's (A1, B1, A2, B2).
    let board = bagAll(position(goldGame(2, { prospectorsPerSeat: 2 })).at(0, 'post'), 0, TEN_TWOS);
    board = bagAll(bagAll(bagAll(board, 2, ['mountain-gold-6', 'mountain-gold-6']), 1, ['mountain-gold-6', 'mountain-gold-6', 'mountain-gold-6', 'mountain-gold-6']), 3, ['mountain-gold-6']);
    const state = built(board);
    const weighed = play(state, { type: 'weigh', player: 0 });
    expect(weighed.events.find((e) => e.type === 'gold-weighed')).toMatchObject({ value: 12 });
    expect(weighed.state.g.prospectors[2]!.inventory.goldBag.every((m) => m.faceUp)).toBe(true);
    // Seat 1's second prospector holds only 6: the team cannot block.
    expect(weighed.state.g.ended).toBe('weighed');
    expect(outcome(weighed.state)).toMatchObject({ scores: [12, 6], winners: [0] });
  });

  it('LV-END-2, LV-END-3: at the ice the most gold and furs wins, and equal totals share the win', () => {
    const end = (bags: string[][]): LostValleyState => {
      let state = built(bags.reduce((next, bag, k) => bagAll(next, k, bag), position(explorationJustEnded())));
      state = play(state, { type: 'end-turn', player: 1 }).state;
      return play(state, { type: 'chance', outcome: { winter: 'two-snowflakes' } }).state;
    };
    const won = end([['river-gold-3', 'wolf'], ['river-gold-2']]);
    expect(outcome(won)).toEqual({ scores: [4, 2], winners: [0], tieBreak: null, reason: 'ice-at-waterfall' });
    const tied = end([['river-gold-3', 'wolf', 'clue-forest'], ['mountain-gold-4']]);
    expect(outcome(tied)).toEqual({ scores: [4, 4], winners: [0, 1], tieBreak: null, reason: 'ice-at-waterfall' });
  });
});

import { describe, expect, it } from 'vitest';
import { isTerminal, legalActions, outcome } from '../../../src/index.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { built, expectRefused, legal, newGame, play, position } from './lv-helpers.js';

// The first edition's end (lv-first-turn). Gold in the bags is taken from its pools by the
// position builder (`withBags`); the announcement is played.

const TEN_ONES = Array.from({ length: 10 }, () => 'river-gold-1');

function feGame(players = 3, options: Record<string, unknown> = {}): LostValleyState {
  return newGame({ players, variant: 'first-edition', options });
}

/** Built: each prospector's bag (by the prospector's number) filled from the pools, in order. */
function withBags(state: LostValleyState, bags: Record<number, readonly string[]>): LostValleyState {
  let board = position(state);
  for (const [p, identities] of Object.entries(bags)) for (const identity of identities) board = board.bag(Number(p), identity);
  return built(board);
}

describe('first edition: the end', () => {
  it('LV-FE-END-1: at the start tile\'s trading post with ten gold markers a prospector may announce the end; with nine, away from it, or in the second edition it is refused', () => {
    const state = withBags(feGame(), { 0: TEN_ONES });
    expect(legal(state)).toContainEqual({ type: 'announce-end', player: 0 });
    const nine = withBags(feGame(), { 0: TEN_ONES.slice(1) });
    expect(legal(nine).some((a) => a.type === 'announce-end')).toBe(false);
    const few = expectRefused(nine, { type: 'announce-end', player: 0 }, 'lost-valley/too-few-markers');
    expect(few.rule).toBe('LV-FE-END-1');
    expect(few.details).toEqual({ markers: 9 });
    // Built: the prospector stands at the mouth's N0, one ford from the post.
    const away = built(position(state).at(0, 'N0'));
    expect(expectRefused(away, { type: 'announce-end', player: 0 }, 'lost-valley/not-at-post').rule).toBe('LV-FE-END-1');
    // Built: the same gold in a second-edition game.
    const second = withBags(newGame({ players: 3 }), { 0: Array.from({ length: 10 }, () => 'river-gold-2') });
    expect(expectRefused(second, { type: 'announce-end', player: 0 }, 'lost-valley/not-in-edition').rule).toBe('LV-FE-END-1');
  });

  it('LV-FE-END-2, LV-FE-QA-1: the announcement ends the game at once: the round is not played out', () => {
    const state = withBags(feGame(), { 0: TEN_ONES });
    const { state: ended, events } = play(state, { type: 'announce-end', player: 0 });
    expect(events).toEqual([
      { type: 'end-announced', player: 0, prospector: 0, markers: 10 },
      { type: 'game-ended', reason: 'announced' },
    ]);
    expect(isTerminal(ended)).toBe(true);
    expect(ended.g.turn.number).toBe(1);
    for (const seat of [0, 1, 2]) expect(legalActions(ended, seat)).toEqual([]);
    expectRefused(ended, { type: 'end-turn', player: 0 }, 'game-over');
  });

  it('LV-FE-END-3: the most nuggets wins, whoever announced; ties share the win', () => {
    // Seat 0 announces with ten one-nugget markers; seat 1 holds three fours (12), seat 2 one two.
    const state = withBags(feGame(), { 0: TEN_ONES, 1: ['mountain-gold-4', 'mountain-gold-4', 'mountain-gold-4'], 2: ['river-gold-2'] });
    const ended = play(state, { type: 'announce-end', player: 0 }).state;
    expect(outcome(ended)).toEqual({ scores: [10, 12, 2], winners: [1], tieBreak: null, reason: 'announced' });
    const tied = withBags(feGame(), { 0: TEN_ONES, 1: ['mountain-gold-4', 'mountain-gold-3', 'mountain-gold-3'] });
    expect(outcome(play(tied, { type: 'announce-end', player: 0 }).state)).toEqual({ scores: [10, 10, 0], winners: [0, 1], tieBreak: null, reason: 'announced' });
  });

  it('LV-FE-END-3, LV-FE-SEAT-2: with two prospectors a seat, a player\'s gold is both bags together', () => {
    // Two seats lead A1, B1, A2, B2 (prospectors 0-3); A1 announces with ten ones, A2 holds a four, B1 and B2 a three each.
    const state = withBags(feGame(2), { 0: TEN_ONES, 2: ['mountain-gold-4'], 1: ['mountain-gold-3'], 3: ['mountain-gold-3'] });
    expect(outcome(play(state, { type: 'announce-end', player: 0 }).state)).toEqual({ scores: [14, 6], winners: [0], tieBreak: null, reason: 'announced' });
  });

  it('LV-FE-END-4: the first edition weighs no gold: the weighing is refused and never offered', () => {
    const state = withBags(feGame(), { 0: TEN_ONES });
    expect(legal(state).some((a) => a.type === 'weigh')).toBe(false);
    expect(expectRefused(state, { type: 'weigh', player: 0 }, 'lost-valley/not-in-edition').rule).toBe('LV-FE-TURN-1');
  });
});

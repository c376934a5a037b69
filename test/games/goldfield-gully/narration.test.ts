import { describe, expect, it } from 'vitest';
import { getGame, type GameEvent } from '../../../src/index.js';
import type { GullyState } from '../../../src/games/goldfield-gully/public.js';
import { commitAll, draw, newGully, pass, play, roll, rolls, withTokens } from './gully-helpers.js';

const describeEvent = getGame('goldfield-gully')!.describeEvent!;
const sentences = (events: readonly GameEvent[], state: GullyState): (string | undefined)[] => events.map((event) => describeEvent(event, state));

describe('goldfield-gully: narration a new user understands', () => {
  it('round 1 is announced with the commitments, and each later round when it begins', () => {
    const first = draw(newGully(2), [2, 2]);
    const opened = play(first, { type: 'chance', outcome: { token: 1 } });
    expect(sentences(opened.events, opened.state)).toContain('Round 1 begins. Every seat chooses in secret: gather gold at a building, or bank.');
    const ended = rolls(commitAll(opened.state, [1, 3]).state, [2, 2, 6]);
    const text = sentences(ended.events, ended.state);
    expect(text).toContain('Round 2 begins.');
  });

  it('GG-READ-2: a secret pick is never narrated; the reveal names every pick once all have chosen', () => {
    const state = draw(newGully(2), [2, 2, 1]);
    const first = play(state, { type: 'gather', player: 0, building: 3 });
    expect(sentences(first.events, first.state).filter((line) => line !== undefined)).toEqual(['Seat 1 has chosen (kept secret until everyone has).']);
    const second = play(first.state, { type: 'bank', player: 1 });
    const text = sentences(second.events, second.state).filter((line) => line !== undefined);
    expect(text.slice(0, 2)).toEqual(['Seat 2 has chosen (kept secret until everyone has).', 'Revealed: Seat 1 the Hotel (3), Seat 2 banks.']);
    // No line says "chose to bank" next to a building of the same name.
    expect(text.join(' ')).not.toMatch(/the Bank/);
  });

  it('a pass and a spend say which roll they concern; the end of a round shows every hand of tokens', () => {
    // Round 2: seat 0 holds ±2 ±2, seat 1 ±1 (won in round 1).
    let state = commitAll(withTokens(2, [2, 2, 1], [1, 1, 1]), [3, 4]).state;
    state = roll(state, 3).state;
    const spent = play(state, { type: 'modify', player: 0, by: 2 });
    expect(sentences(spent.events, spent.state)).toEqual(['Seat 1 spends a token as +2 on its treasure roll: 3 becomes 5.']);
    const passed = pass(spent.state);
    expect(sentences(passed.events, passed.state)).toEqual(['Seat 1 spends no token on its treasure roll.']);
    state = roll(passed.state, 2).state;
    state = pass(state).state; // seat 1's own treasure window
    state = roll(state, 6).state; // the sheriff: the empty building 6
    const sheriffPass = pass(state);
    expect(sentences(sheriffPass.events, sheriffPass.state)).toEqual(["Seat 1 spends no token on the sheriff's roll."]);
    const end = pass(sheriffPass.state);
    expect(sentences(end.events, end.state)).toContain('Round 2 ends. Banked: 0, 0; unbanked: 8, 5. Tokens in hand: Seat 1 ±2, Seat 2 ±1.');
  });

  it('the final line says who won and how the scores were counted', () => {
    const event = { type: 'game-ended', winner: 1, scores: [4, 9], tieShootout: false };
    expect(describeEvent(event, newGully(2))).toBe('Seat 2 wins the game. Scores (all gold, banked and unbanked): Seat 1 4, Seat 2 9.');
    expect(describeEvent({ ...event, tieShootout: true }, newGully(2, { countUnbankedAtEnd: false }))).toBe(
      'Seat 2 wins the game, after the tie shootout. Scores (banked gold only): Seat 1 4, Seat 2 9.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { contextOf, seatTeams, teamOf, teamSeats, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { newGame, play } from './lv-helpers.js';

const LETTERS = 'ABC';

/** The seat of the prospector whose turn it is. */
function current(state: LostValleyState): number {
  return state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.seat;
}

/** The teams' letters in turn order over one round, read by ending each turn at once. */
function round(state: LostValleyState): { letters: string; seats: number[] } {
  const ctx = contextOf(state);
  const seats: number[] = [];
  let s = state;
  for (let k = 0; k < s.g.turnOrder.length; k++) {
    seats.push(current(s));
    s = play(s, { type: 'end-turn', player: current(s) }).state;
  }
  // The round comes back to the first prospector.
  expect(current(s)).toBe(seats[0]);
  return { letters: seats.map((seat) => LETTERS[teamOf(ctx, seat)]).join(''), seats };
}

describe('team seats and turn order', () => {
  it('LV-TEAM-2, LV-TEAM-3, LV-TEAM-4: four players make two teams of two, partners not side by side, turn order A, B, A, B', () => {
    const state = newGame({ players: 4, variant: 'team' });
    expect(seatTeams(state.options, 4)).toEqual([0, 1, 0, 1]);
    expect(teamSeats(contextOf(state), 0)).toEqual([0, 2]);
    expect(round(state)).toEqual({ letters: 'ABAB', seats: [0, 1, 2, 3] });
  });

  it('LV-TEAM-5: six players make three teams, turn order A, B, C, A, B, C', () => {
    const state = newGame({ players: 6, variant: 'team' });
    expect(state.g.prospectors).toHaveLength(6);
    expect(round(state)).toEqual({ letters: 'ABCABC', seats: [0, 1, 2, 3, 4, 5] });
  });

  it('LV-TEAM-6: five players, one solo: A, B, C, A, B with C alone on its team', () => {
    const state = newGame({ players: 5, variant: 'team' });
    expect(state.g.prospectors).toHaveLength(5);
    expect(round(state)).toEqual({ letters: 'ABCAB', seats: [0, 1, 2, 3, 4] });
    expect(teamSeats(contextOf(state), 2)).toEqual([2]);
  });

  it('LV-TEAM-6, LV-SEAT-2: five players where the fifth leads two prospectors: A, B, C1, A, B, C2', () => {
    const state = newGame({ players: 5, variant: 'team-five-leads-two' });
    expect(state.g.prospectors.map((p) => p.seat)).toEqual([0, 1, 2, 3, 4, 2]);
    expect(round(state)).toEqual({ letters: 'ABCABC', seats: [0, 1, 2, 3, 4, 2] });
  });

  it('LV-SEAT-2, LV-TEAM-20: the two-player game: each seat leads two prospectors as a team, A1, B1, A2, B2', () => {
    const state = newGame({ players: 2, variant: 'two-player' });
    expect(state.g.prospectors.map((p) => p.seat)).toEqual([0, 1, 0, 1]);
    expect(round(state)).toEqual({ letters: 'ABAB', seats: [0, 1, 0, 1] });
  });

  it('LV-TEAM-20: a team game is refused with 3 seats (and 2, the two-player form\'s); the other forms keep to their seat counts', () => {
    const refused = (variant: string, players: number) => {
      const result = startGame({ game: 'lost-valley', variant, players, seed: 1 });
      expect(result.ok).toBe(false);
      if (result.ok) throw new Error('accepted');
      expect(result.error.code).toBe('invalid-setup');
      expect(result.error.rule).toBe('LV-TEAM-20');
      expect(result.error.path).toEqual(['players']);
    };
    refused('team', 3);
    refused('team', 2);
    refused('team-five-leads-two', 4);
    refused('team-five-leads-two', 6);
    refused('two-player', 3);
    for (const [variant, players] of [['team', 4], ['team', 5], ['team', 6], ['team-five-leads-two', 5], ['two-player', 2]] as const) {
      expect(startGame({ game: 'lost-valley', variant, players, seed: 1 }).ok).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createGame, getGame, listGames, listVariants, teams, variantPlayerRange, withVariantRules, type AnyGameState } from '../../src/index.js';
import { playArenaGame, randomBot, summarizeArena } from '../../src/bots/index.js';
import { startMatch, type MatchOk } from '../../src/match/index.js';

const lostValley = (variant: string, players: number): AnyGameState => createGame({ game: 'lost-valley', variant, players, seed: 'teams' });

describe('teams(state): who plays with whom, from the game', () => {
  it("LV-TEAM-4, LV-TEAM-5, LV-TEAM-6: Lost Valley's team variants give each seat its team; its two-player form and standard game none", () => {
    expect(teams(lostValley('team', 4))).toEqual([0, 1, 0, 1]);
    expect(teams(lostValley('team', 5))).toEqual([0, 1, 2, 0, 1]);
    expect(teams(lostValley('team', 6))).toEqual([0, 1, 2, 0, 1, 2]);
    expect(teams(lostValley('team-five-leads-two', 5))).toEqual([0, 1, 2, 0, 1]);
    expect(teams(lostValley('two-player', 2))).toBeNull();
    expect(teams(lostValley('standard', 4))).toBeNull();
  });

  it.each(listGames().filter((game) => game !== 'lost-valley'))('%s has no teams in any variant', (game) => {
    const definition = getGame(game)!;
    for (const variant of listVariants(game)) {
      const players = variantPlayerRange(definition, variant).min;
      expect(teams(createGame({ game, variant, players, seed: 1 }))).toBeNull();
    }
  });

  it('never throws: a state of no registered game has no teams', () => {
    expect(teams({ game: 'no-such-game' } as unknown as AnyGameState)).toBeNull();
    expect(teams(null as unknown as AnyGameState)).toBeNull();
  });

  it("a variant's teams hook wraps the game's (and a list where every seat is alone is no teams)", () => {
    const game = getGame('lost-valley')!;
    const state = lostValley('team', 4);
    const effective = withVariantRules(game, {
      id: 'threesome',
      game: 'lost-valley',
      description: 'seats 0 to 2 together',
      rules: { teams: (base, s) => (base(s) ? [0, 0, 0, 1] : null) },
    });
    expect(effective.teams!(state)).toEqual([0, 0, 0, 1]);
  });
});

describe('the arena and the match helper read teams from the game', () => {
  it("an arena record carries the seats' teams, and each bot's summary its team's share", () => {
    const run = { setup: { game: 'lost-valley', variant: 'team', players: 4 }, lineup: [randomBot, randomBot, randomBot, randomBot], seed: 'team-arena' };
    const records = [0, 1].map((index) => playArenaGame(run, index));
    for (const record of records) expect(record.teams).toEqual([0, 1, 0, 1]);
    const summary = summarizeArena(records, 4);
    for (const entry of summary.entries) {
      // Partners win together: the team's share is at least the seat's own.
      expect(entry.team!.share).toBeGreaterThanOrEqual(entry.share);
    }
    // Entries 0 and 2 sit as partners in every rotation of four seats.
    expect(summary.entries[0]!.team!.share).toBeCloseTo(summary.entries[2]!.team!.share, 10);
    const total = summary.entries[0]!.team!.share + summary.entries[1]!.team!.share;
    expect(total).toBeCloseTo(1, 10);
  });

  it('an arena without teams says so', () => {
    const run = { setup: { game: 'mountain-river-duel', players: 2 }, lineup: [randomBot, randomBot], seed: 'solo' };
    const record = playArenaGame(run, 0);
    expect(record.teams).toBeNull();
    expect(summarizeArena([record], 2).entries[0]!.team).toBeNull();
  });

  it('every seat update of a match names the teams', () => {
    const team = startMatch({ game: 'lost-valley', variant: 'team', players: 4, seed: 1 }) as MatchOk;
    expect(team.updates.map((update) => update.teams)).toEqual(new Array(4).fill([0, 1, 0, 1]));
    expect(team.spectator.teams).toEqual([0, 1, 0, 1]);
    const duel = startMatch({ game: 'mountain-river-duel', players: 2, seed: 1 }) as MatchOk;
    expect(duel.updates[0]!.teams).toBeNull();
  });
});

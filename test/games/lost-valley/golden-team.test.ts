import { describe, expect, it } from 'vitest';
import { outcome, replay } from '../../../src/index.js';
import { GOLDEN_SEED as SEED, valleyTranscript } from './golden-helpers.js';
import { contextOf, teamOf } from '../../../src/games/lost-valley/public.js';

// Golden playthroughs of the team variants (as golden-playthrough.test.ts): one seeded game each,
// one line per event in the game's own words, committed under golden/. To accept an intended
// change: `npx vitest run -u` and review the diff.

function transcript(variant: string, players: number) {
  return valleyTranscript(variant, players, { winners: true });
}

describe('lost-valley: golden team playthroughs', () => {
  it('LV-TEAM-1, LV-TEAM-18: the seeded team game (4 seats), five-seat game where the fifth leads two, and two-player game read exactly as committed, and a whole team wins', async () => {
    for (const [variant, players] of [['team', 4], ['team-five-leads-two', 5], ['two-player', 2]] as const) {
      const { text, last } = transcript(variant, players);
      await expect(text).toMatchFileSnapshot(`./golden/seed-golden-1-${variant}-${players}-players.txt`);
      const result = outcome(last)!;
      const ctx = contextOf(last);
      // Winners come as whole teams: every seat of a winning team wins.
      for (const seat of result.winners) {
        for (let other = 0; other < players; other++) if (teamOf(ctx, other) === teamOf(ctx, seat)) expect(result.winners).toContain(other);
      }
    }
  });

  it('LV-TEAM-1: a golden team game is a pure function of its seed, and its player actions replay it', () => {
    const first = transcript('team', 4);
    const replayed = replay({ setup: { game: 'lost-valley', variant: 'team', players: 4, seed: SEED }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });
});

import { describe, expect, it } from 'vitest';
import { outcome, replay, type Action } from '../../../src/index.js';
import { eventLine, recordRandomGame } from '../../support/golden-transcript.js';
import { contextOf, teamOf, type LostValleyState } from '../../../src/games/lost-valley/public.js';

// Golden playthroughs of the team variants (as golden-playthrough.test.ts): one seeded game each,
// one line per event in the game's own words, committed under golden/. To accept an intended
// change: `npx vitest run -u` and review the diff.

const SEED = 'golden-1';

function transcript(variant: string, players: number): { text: string; last: LostValleyState; actions: Action[] } {
  const { start, startEvents, steps } = recordRandomGame({ game: 'lost-valley', variant, players, seed: SEED }, `${SEED}/players`);
  const lines = [`# lost-valley, variant ${variant}, ${players} players, seed '${SEED}', chance auto`, `# each seat picks uniformly among its legal actions with the generator seeded '${SEED}/players'`];
  for (const event of startEvents) lines.push(eventLine(event, start));
  for (const { events, state } of steps) for (const event of events) lines.push(eventLine(event, state));
  const state = (steps.at(-1)?.state ?? start) as LostValleyState;
  const result = outcome(state)!;
  lines.push(`# outcome: ${result.reason}, winners ${result.winners.join(', ')}, ${state.g.board.tiles.length} tiles laid, ${state.g.turn.number} turns, ${state.ply} plies`);
  return { text: `${lines.join('\n')}\n`, last: state, actions: steps.map((step) => step.action) };
}

describe('lost-valley: golden team playthroughs', () => {
  it('LV-TEAM-1, LV-TEAM-18: the seeded team game (4 seats) and two-player game read exactly as committed, and a whole team wins', async () => {
    for (const [variant, players] of [['team', 4], ['two-player', 2]] as const) {
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

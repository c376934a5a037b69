import { describe, expect, it } from 'vitest';
import { outcome, replay, type Action } from '../../../src/index.js';
import { eventLine, recordRandomGame } from '../../support/golden-transcript.js';
import type { DutchmanState } from '../../../src/games/lost-dutchman/public.js';

// A golden playthrough (OpenSpiel style): one seeded game written out as text, one line per
// event in the game's own words (its describeEvent), committed under golden/ and compared.
// Any change to the rules, the order of legal actions, the chance outcomes or the generator
// shows up as a diff. To accept an intended change: `npx vitest run -u` and review the diff.

function transcript(seed: string, players: number): { text: string; last: DutchmanState; actions: Action[] } {
  const { start, steps } = recordRandomGame({ game: 'lost-dutchman', players, seed }, `${seed}/players`);
  const lines = [`# lost-dutchman, variant standard, ${players} players, seed '${seed}', chance auto`, `# each seat picks uniformly among its legal actions with the generator seeded '${seed}/players'`];
  for (const { events, state } of steps) for (const event of events) lines.push(eventLine(event, state));
  const state = (steps.at(-1)?.state ?? start) as DutchmanState;
  const result = outcome(state)!;
  lines.push(`# outcome: scores ${result.scores.join(' : ')}, winners ${result.winners.join(', ')}, ${result.reason}, tie-break ${result.tieBreak ?? 'none'}, ${steps.length} actions, ${state.ply} plies`);
  return { text: `${lines.join('\n')}\n`, last: state, actions: steps.map((step) => step.action) };
}

describe('lost-dutchman: golden playthroughs', () => {
  it('the seeded games golden-1 with 2 and with 5 players read exactly as committed', async () => {
    await expect(transcript('golden-1', 2).text).toMatchFileSnapshot('./golden/seed-golden-1-2-players.txt');
    await expect(transcript('golden-1', 5).text).toMatchFileSnapshot('./golden/seed-golden-1-5-players.txt');
  });

  it('a golden game is a pure function of its seed, and its player actions replay it to the same end', () => {
    const first = transcript('golden-1', 3);
    expect(transcript('golden-1', 3).text).toBe(first.text);
    const replayed = replay({ setup: { game: 'lost-dutchman', players: 3, seed: 'golden-1' }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });
});

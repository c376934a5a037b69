import { describe, expect, it } from 'vitest';
import { getGame, getVariant, outcome, replay, type Action } from '../../../src/index.js';
import { eventLine } from '../../support/golden-transcript.js';
import type { GullyState } from '../../../src/games/goldfield-gully/public.js';
import { playRandomGame } from './gully-helpers.js';

// A golden playthrough (OpenSpiel style): one seeded game written out as text, one line per
// event in the game's own words (its describeEvent), committed under golden/ and compared.
// To accept an intended change: `npx vitest run -u` and review the diff.

function transcript(seed: string, players: number, variant = 'standard'): { text: string; last: GullyState; actions: Action[] } {
  const options = getVariant(getGame('goldfield-gully')!, variant)!.options ?? {};
  const { start, startEvents, steps } = playRandomGame(seed, players, options);
  const lines = [
    `# goldfield-gully, variant ${variant} (options ${JSON.stringify(options)}), ${players} players, seed '${seed}', chance auto`,
    `# an active seat is picked uniformly, and picks uniformly among its legal actions, with the generator seeded '${seed}/players'`,
    ...startEvents.map((event) => eventLine(event, start)),
  ];
  const actions: Action[] = [];
  for (const { action, events, state } of steps) {
    actions.push(action as Action);
    for (const event of events) lines.push(eventLine(event, state));
  }
  const last = steps.at(-1)!.state;
  const result = outcome(last)!;
  lines.push(`# outcome: scores ${result.scores.join(' : ')}, winners ${result.winners.join(', ')}, tie-break ${result.tieBreak ?? 'none'}, ${steps.length} actions, ${last.ply} plies`);
  return { text: `${lines.join('\n')}\n`, last, actions };
}

describe('goldfield-gully: golden playthroughs', () => {
  it('the seeded 3-seat game golden-1 reads exactly as committed', async () => {
    await expect(transcript('golden-1', 3).text).toMatchFileSnapshot('./golden/seed-golden-1-3-players.txt');
  });

  it('GG-END-1: the seeded 5-seat game of the variant banked-only reads exactly as committed', async () => {
    await expect(transcript('golden-1', 5, 'banked-only').text).toMatchFileSnapshot('./golden/seed-golden-1-5-players-banked-only.txt');
  });

  it('the golden game is a pure function of its seed, and its player actions replay to the same end', () => {
    const first = transcript('golden-1', 3);
    expect(transcript('golden-1', 3).text).toBe(first.text);
    const replayed = replay({ setup: { game: 'goldfield-gully', players: 3, seed: 'golden-1' }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });
});

import { describe, expect, it } from 'vitest';
import { getGame, getVariant, outcome, replay, type Action } from '../../../src/index.js';
import { eventLine } from '../../support/golden-transcript.js';
import type { DuelState } from '../../../src/games/mountain-river-duel/public.js';
import { playRandomGame } from './duel-helpers.js';

// A golden playthrough (OpenSpiel style): one seeded game written out as text, one line per
// event in the game's own words (its describeEvent), committed under golden/ and compared.
// Any change to the rules, the order of legal actions, the chance outcomes or the generator
// shows up as a diff. To accept an intended change: `npx vitest run -u` and review the diff.

const SEED = 'golden-1';
function transcript(seed: string, variant = 'standard'): { text: string; last: DuelState; actions: Action[] } {
  // A variant is its option values: the transcript plays them as options of the standard game.
  const options = getVariant(getGame('mountain-river-duel')!, variant)!.options ?? {};
  const { start, startEvents, steps } = playRandomGame(seed, options);
  const lines = [
    `# mountain-river-duel, variant ${variant} (options ${JSON.stringify(options)}), seed '${seed}', chance auto`,
    `# each seat picks uniformly among its legal actions with the generator seeded '${seed}/players'`,
    ...startEvents.map((event) => eventLine(event, start)),
  ];
  const actions: Action[] = [];
  for (const { action, events, state } of steps) {
    actions.push(action as Action);
    for (const event of events) lines.push(eventLine(event, state));
  }
  const last = steps.at(-1)!.state;
  const result = outcome(last)!;
  lines.push(`# outcome: scores ${result.scores.join(' : ')}, winners ${result.winners.join(', ')}, ${result.reason}, ${steps.length} digs, ${last.ply} plies`);
  return { text: `${lines.join('\n')}\n`, last, actions };
}

describe('mountain-river-duel: golden playthrough', () => {
  it('the seeded game golden-1 reads exactly as committed', async () => {
    const { text } = transcript(SEED);
    await expect(text).toMatchFileSnapshot('./golden/seed-golden-1.txt');
  });

  it('MRD-MAT-6, MRD-DISC-6: one seeded game of each other variant reads exactly as committed', async () => {
    for (const variant of ['turned-rivers', 'edge-counts-high']) {
      await expect(transcript(SEED, variant).text).toMatchFileSnapshot(`./golden/seed-golden-1-${variant}.txt`);
    }
  });

  it('the golden game is a pure function of its seed, and its record replays to the same end', () => {
    const first = transcript(SEED);
    expect(transcript(SEED).text).toBe(first.text);
    // The player actions alone replay it: the auto-drawn throws come from the seed again.
    const replayed = replay({ setup: { game: 'mountain-river-duel', players: 2, seed: SEED }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });
});

import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/index.js';
import { GOLDEN_SEED as SEED, valleyTranscript } from './golden-helpers.js';

// A golden playthrough (OpenSpiel style): one seeded game per variant written out as text, one
// line per event in the game's own words, committed under golden/ and compared. Any change to
// the rules, the order of legal actions, the chance outcomes or the generator shows up as a diff.
// To accept an intended change: `npx vitest run -u` and review the diff.

function transcript(variant: string, players = 3) {
  return valleyTranscript(variant, players);
}

describe('lost-valley: golden playthroughs', () => {
  it('LV-EXP-1, LV-ICE-2: the seeded game of each variant reads exactly as committed', async () => {
    for (const variant of ['standard', 'first-edition']) {
      await expect(transcript(variant).text).toMatchFileSnapshot(`./golden/seed-golden-1-${variant}.txt`);
    }
  });

  it('LV-TURN-4, LV-END-2: the whole second-edition turn at 2 and 4 seats reads exactly as committed', async () => {
    for (const players of [2, 4]) {
      await expect(transcript('standard', players).text).toMatchFileSnapshot(`./golden/seed-golden-1-standard-${players}-players.txt`);
    }
  });

  it('LV-FE-TURN-1, LV-FE-SEAT-2: the first edition at 2 seats, two prospectors each, reads exactly as committed', async () => {
    await expect(transcript('first-edition', 2).text).toMatchFileSnapshot('./golden/seed-golden-1-first-edition-2-players.txt');
  });

  it('LV-END-1: a golden game is a pure function of its seed, and its player actions replay it', () => {
    const first = transcript('standard');
    expect(transcript('standard').text).toBe(first.text);
    const replayed = replay({ setup: { game: 'lost-valley', variant: 'standard', players: 3, seed: SEED }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });
});

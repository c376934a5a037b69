import { describe, expect, it } from 'vitest';
import { applyAction, getGame, outcome, replay, seedRng, startGame, type Action, type GameEvent } from '../../../src/index.js';
import { randomAction } from '../../../src/bots/random-bot.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';

// A golden playthrough (OpenSpiel style): one seeded game per variant written out as text, one
// line per event in the game's own words, committed under golden/ and compared. Any change to
// the rules, the order of legal actions, the chance outcomes or the generator shows up as a diff.
// To accept an intended change: `npx vitest run -u` and review the diff.

const SEED = 'golden-1';
const game = getGame('lost-valley')!;

function line(event: GameEvent, state: LostValleyState): string {
  const sentence = game.describeEvent!(event, state);
  if (sentence !== undefined) return sentence;
  const { type, ...rest } = event;
  return `(${type} ${Object.entries(rest).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ')})`;
}

function transcript(variant: string): { text: string; last: LostValleyState; actions: Action[] } {
  const setup = { game: 'lost-valley', variant, players: 3, seed: SEED };
  const start = startGame(setup);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.state as LostValleyState;
  let rng = seedRng(`${SEED}/players`);
  const lines = [`# lost-valley, variant ${variant}, 3 players, seed '${SEED}', chance auto`, `# each seat picks uniformly among its legal actions with the generator seeded '${SEED}/players'`];
  for (const event of start.events) lines.push(line(event, state));
  const actions: Action[] = [];
  for (;;) {
    const next = randomAction(state, rng);
    if (next.action === null) break;
    rng = next.rng;
    const result = applyAction(state, next.action);
    if (!result.ok) throw new Error(result.error.message);
    actions.push(next.action);
    state = result.state as LostValleyState;
    for (const event of result.events) lines.push(line(event, state));
  }
  const result = outcome(state)!;
  lines.push(`# outcome: ${result.reason}, ${state.g.board.tiles.length} tiles laid, ${state.g.turn.number} turns, ${state.ply} plies`);
  return { text: `${lines.join('\n')}\n`, last: state, actions };
}

describe('lost-valley: golden playthroughs', () => {
  it('LV-EXP-1, LV-ICE-2: the seeded game of each variant reads exactly as committed', async () => {
    for (const variant of ['standard', 'first-edition']) {
      await expect(transcript(variant).text).toMatchFileSnapshot(`./golden/seed-golden-1-${variant}.txt`);
    }
  });

  it('LV-END-1: a golden game is a pure function of its seed, and its player actions replay it', () => {
    const first = transcript('standard');
    expect(transcript('standard').text).toBe(first.text);
    const replayed = replay({ setup: { game: 'lost-valley', variant: 'standard', players: 3, seed: SEED }, actions: first.actions });
    expect(replayed).toEqual(first.last);
  });
});

import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { getGame, replay } from '../../../src/index.js';
import { playRandomGame } from './gully-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'goldfield-gully-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('goldfield-gully on the command line', () => {
  it('every event of whole games has a sentence for the narration, except the secret commitment', () => {
    const describeEvent = getGame('goldfield-gully')!.describeEvent!;
    const types = new Set<string>();
    for (const players of [2, 5]) {
      for (const seed of ['narrate-1', 'narrate-2', 'narrate-3']) {
        for (const { events, state } of playRandomGame(seed, players).steps) {
          for (const event of events) {
            types.add(event.type);
            const sentence = describeEvent(event, state);
            if (event.type === 'commitment') expect(sentence).toBeUndefined();
            else expect(sentence, event.type).toMatch(/^[A-Z].*\.$/);
          }
        }
      }
    }
    // The games met the whole flow of a round.
    for (const type of ['committed', 'commitment', 'commitments-revealed', 'treasure-rolled', 'shootout-started', 'shootout-won', 'moved', 'sheriff-visits', 'token-spent', 'passed', 'round-ended', 'game-ended']) {
      expect(types, type).toContain(type);
    }
  });

  it('play narrates a whole game in the game\'s own words and prints one winner', () => {
    const { code, out, err } = run(['play', '--game', 'goldfield-gully', '--players', '3', '--seed', 'cli']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe("Goldfield Gully, variant standard, 3 players, seed 'cli'.");
    const text = out.join('\n');
    for (const words of ['Round 2 begins.', 'commits in secret', 'Revealed:', 'for treasure', 'The sheriff rolls', 'Round 10 ends']) expect(text).toContain(words);
    expect(out.filter((line) => line.startsWith('Result: the last round is played'))).toHaveLength(1);
    expect(out.at(-1)).toMatch(/^(Winner: Seat [1-3]\.|Tie-break used: a shootout\.)$/);
    // The same seed gives the same game.
    expect(run(['play', '--game', 'goldfield-gully', '--players', '3', '--seed', 'cli']).out).toEqual(out);
  });

  it('play defaults to the minimum of 2 players, refuses 6, and plays the banked-only variant', () => {
    expect(run(['play', '--game', 'goldfield-gully', '--quiet']).out[1]).toMatch(/^Scores: Seat 1 \d+, Seat 2 \d+\.$/);
    const six = run(['play', '--game', 'goldfield-gully', '--players', '6']);
    expect(six.code).not.toBe(0);
    expect(six.err.join('\n')).toContain('2 to 5 players');
    expect(run(['play', '--game', 'goldfield-gully', '--variant', 'banked-only', '--players', '5', '--quiet']).code).toBe(0);
  });

  it('play --record writes a record that replays to the same end, and the replay command reads it', () => {
    const path = join(dir, 'gully.json');
    const played = run(['play', '--game', 'goldfield-gully', '--players', '4', '--seed', 'rec', '--record', path, '--quiet']);
    expect(played.code).toBe(0);
    const record = JSON.parse(readFileSync(path, 'utf8'));
    const state = replay(record);
    expect(state.g).toMatchObject({ phase: 'over' });
    const replayed = run(['replay', path, '--quiet']);
    expect(replayed.code).toBe(0);
    expect(replayed.out.filter((line) => line.startsWith('Scores'))).toEqual(played.out.filter((line) => line.startsWith('Scores')));
  });

  it.each([2, 3, 4, 5])('simulate plays %i-seat games and prints speed, length and win shares that add up', (players) => {
    const { code, out, err } = run(['simulate', '--game', 'goldfield-gully', '--players', String(players), '--games', '30', '--seed', 'sim']);
    expect(code).toBe(0);
    // A busy machine may take over a second: progress lines are allowed, nothing else.
    expect(err.filter((line) => !line.startsWith('progress: '))).toEqual([]);
    expect(out[0]).toBe(`Goldfield Gully, variant standard, ${players} players: 30 games, seeds 'sim-0' to 'sim-29'.`);
    const counts = out.filter((line) => /^Seat \d wins/.test(line)).map((line) => Number(/\((\d+) games\)/.exec(line)![1]));
    expect(counts).toHaveLength(players);
    // One winner in every game: the tie shootout leaves no draws.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(out.at(-1)).toBe('Draws and shared wins: 0.0% (0 games).');
  });
});

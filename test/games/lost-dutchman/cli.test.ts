import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/cli-io.js';
import { runCli } from '../../../src/cli/program.js';

function run(argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  const code = runCli(argv, io);
  return { code, out, err };
}

describe('lost-dutchman: the command line', () => {
  it('play narrates a whole game of lost-dutchman and prints its result, the same for the same seed', () => {
    const game = run(['play', '--game', 'lost-dutchman', '--players', '3', '--seed', 'cli']);
    expect(game.code).toBe(0);
    expect(game.err).toEqual([]);
    expect(game.out[0]).toMatch(/^Legend of the Lost Dutchman, variant standard, 3 players, seed 'cli'\.$/);
    expect(game.out.some((line) => /^Seat \d rolls \d on the movement die\.$/.test(line))).toBe(true);
    expect(game.out.some((line) => /^The tile at row \d, tile \d shows /.test(line))).toBe(true);
    // Narration names values and places, never internal ids.
    expect(game.out.join('\n')).not.toMatch(/treasure \d+\.|[Ss]tack \d+|space \d+|spot [a-l]\b/);
    expect(game.out.some((line) => /^Result: /.test(line))).toBe(true);
    expect(game.out.some((line) => /^Scores: Seat 1 \d+, Seat 2 \d+, Seat 3 \d+\.$/.test(line))).toBe(true);
    expect(run(['play', '--game', 'lost-dutchman', '--players', '3', '--seed', 'cli']).out).toEqual(game.out);
  });

  it('simulate plays many games of lost-dutchman and reports each seat\'s share of wins', () => {
    const { code, out, err } = run(['simulate', '--game', 'lost-dutchman', '--players', '4', '--games', '10', '--seed', 'sim']);
    expect(code).toBe(0);
    // A busy machine may take over a second: progress lines are allowed, nothing else.
    expect(err.filter((line) => !line.startsWith('progress: '))).toEqual([]);
    expect(out[0]).toBe("Legend of the Lost Dutchman, variant standard, 4 players: 10 games, seeds 'sim-0' to 'sim-9'.");
    const wins = out.filter((line) => /^Seat \d wins: /.test(line));
    expect(wins).toHaveLength(4);
  });

  it('play refuses a seat count the game does not allow', () => {
    const { code, err } = run(['play', '--game', 'lost-dutchman', '--players', '6']);
    expect(code).not.toBe(0);
    expect(err[0]).toMatch(/Legend of the Lost Dutchman is played by 2 to 5 players, not 6/);
  });
});

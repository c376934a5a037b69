import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/cli-io.js';
import { runCli } from '../../../src/cli/program.js';

function run(argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { code: runCli(argv, io), out, err };
}

describe('the command line plays Lost Valley', () => {
  it('LV-END-1, LV-EXP-1: play narrates a whole game of exploration and winter', () => {
    const { code, out, err } = run(['play', '--game', 'lost-valley', '--players', '3', '--seed', 'cli']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe("Lost Valley, variant standard, 3 players, seed 'cli'.");
    expect(out.some((line) => /^Seat [1-3] explores at [A-Z]\d+\.$/.test(line))).toBe(true);
    expect(out).toContain('The last land diamond is laid: exploration is over.');
    expect(out).toContain('The ice reaches the waterfall: the game ends.');
    // Places by name, never by id (docs/notation.md).
    expect(out.join('\n')).not.toMatch(/\b(node|face|edge)s? \d|[{}]/);
    expect(out.find((line) => line.startsWith('Result:'))).toMatch(/^Result: the ice reaches the waterfall after \d+ plies/);
    expect(run(['play', '--game', 'lost-valley', '--players', '3', '--seed', 'cli']).out).toEqual(out);
  });

  it('LV-EDITION-1: play and simulate run the first edition too', () => {
    const first = run(['play', '--game', 'lost-valley', '--variant', 'first-edition', '--quiet', '--seed', '2']);
    expect(first.code).toBe(0);
    expect(first.out[0]).toMatch(/^Result: the ice reaches the waterfall/);
    const sim = run(['simulate', '--game', 'lost-valley', '--players', '4', '--games', '5', '--seed', 'sim']);
    expect(sim.code).toBe(0);
    expect(sim.out[0]).toBe("Lost Valley, variant standard, 4 players: 5 games, seeds 'sim-0' to 'sim-4'.");
    // Gold (LV-END-2) and furs from hunting (LV-HUNT-3) score, so games no longer all end in a shared win on zero.
    expect(sim.out.at(-1)).toMatch(/^Draws and shared wins: \d+\.\d% \(\d games?\)\.$/);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { GameRecordSchema } from '../src/core/replay.js';
import type { CliIo } from '../src/cli/cli-io.js';
import { runGuarded } from '../src/cli/cli-failure.js';
import { parseArgs } from '../src/cli/parse-args.js';
import { playSpec, runPlay } from '../src/cli/play-command.js';
import { cliCommands, runCli } from '../src/cli/program.js';
import { progressBar } from '../src/cli/progress-bar.js';
import { replaySpec, runReplay } from '../src/cli/replay-command.js';
import { runSimulate, simulateSpec } from '../src/cli/simulate-command.js';
import { CLI_VERSION } from '../src/cli/version.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lost-valley-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Captured {
  readonly io: CliIo;
  readonly out: string[];
  readonly err: string[];
  readonly status: string[];
}

function capture(extra: Partial<CliIo> = {}): Captured {
  const out: string[] = [];
  const err: string[] = [];
  const status: string[] = [];
  return { io: { out: (line) => out.push(line), err: (line) => err.push(line), ...extra }, out, err, status };
}

function run(argv: string[]): { code: number; out: string[]; err: string[] } {
  const c = capture();
  const code = runCli(argv, c.io);
  return { code, out: c.out, err: c.err };
}

function resultLines(out: readonly string[]): string[] {
  const start = out.findIndex((line) => line.startsWith('Result:') || line.startsWith('Not over:'));
  return out.slice(start).filter((line) => !line.startsWith('Record saved'));
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('program', () => {
  it('prints the version of package.json', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(CLI_VERSION).toBe(pkg.version);
    expect(run(['--version'])).toEqual({ code: 0, out: [pkg.version], err: [] });
    expect(run(['-V']).out).toEqual([pkg.version]);
  });

  it('lists its commands, options and games in --help', () => {
    const { code, out, err } = run(['--help']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const text = out.join('\n');
    for (const name of ['play', 'simulate', 'replay', '--help', '--version', 'mountain-river-duel', 'edge-counts-high']) {
      expect(text).toContain(name);
    }
    expect(run(['help']).out).toEqual(out);
  });

  it.each(cliCommands.map((command) => [command.spec.name]))('lists every option of %s with its default', (name) => {
    const { code, out, err } = run([name, '--help']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toMatch(new RegExp(`^Usage: lost-valley-engine ${name} \\[options\\]`));
    const spec = cliCommands.find((command) => command.spec.name === name)!.spec;
    for (const option of spec.options) {
      const line = out.find((l) => l.startsWith(`  --${option.name}`));
      expect(line, `--${option.name}`).toContain(option.description);
      if (option.defaultText !== undefined) expect(line).toContain(`Default: ${option.defaultText}.`);
    }
    for (const positional of spec.positionals) expect(out.join('\n')).toContain(positional.name);
    expect(out.some((l) => l.includes('-h, --help'))).toBe(true);
    expect(run(['help', name]).out).toEqual(out);
    expect(run([name, '--seed', 'x', '-h']).out).toEqual(out);
  });

  it('covers the options the brief asks for', () => {
    const names = (spec: typeof playSpec) => spec.options.map((option) => option.name);
    expect(names(playSpec)).toEqual(expect.arrayContaining(['game', 'variant', 'players', 'seed', 'bot', 'quiet', 'record']));
    expect(names(simulateSpec)).toEqual(expect.arrayContaining(['game', 'variant', 'players', 'games', 'seed']));
    expect(replaySpec.positionals.map((p) => p.name)).toEqual(['FILE']);
  });
});

describe('play', () => {
  const demo = run(['play']);

  it('narrates a whole game and prints its result', () => {
    expect(demo.code).toBe(0);
    expect(demo.err).toEqual([]);
    expect(demo.out[0]).toBe("Mountain/river duel, variant standard, 2 players, seed 'demo'.");
    expect(demo.out[1]).toMatch(/^Seat 1 throws \d, \d and \d: \d+\.$/);
    expect(demo.out.filter((line) => line.includes('turns up')).length).toBeGreaterThan(10);
    expect(demo.out).toContain('');
    const result = resultLines(demo.out);
    expect(result[0]).toMatch(/^Result: [a-z ]+ after \d+ plies \(\d+ actions\)\.$/);
    expect(result[1]).toMatch(/^Scores: Seat 1 \d+, Seat 2 \d+\.$/);
    expect(result[2]).toMatch(/^(Winner: Seat [12]|Draw: all 2 seats share the result)\.$/);
    expect(demo.out.join('\n')).not.toMatch(/Seat 0/);
  });

  it('gives the same game for the same seed, and another for another seed', () => {
    expect(run(['play', '--game', 'mountain-river-duel', '--seed', 'demo', '--players', '2']).out).toEqual(demo.out);
    expect(run(['play', '--seed=demo']).out).toEqual(demo.out);
    const other = run(['play', '--seed', 'other']).out;
    expect(other).not.toEqual(demo.out);
    expect(run(['play', '--seed', 'other']).out).toEqual(other);
  });

  it('prints only the result with --quiet', () => {
    const quiet = run(['play', '--quiet']);
    expect(quiet.code).toBe(0);
    expect(quiet.out).toEqual(resultLines(demo.out));
  });

  it('plays a variant', () => {
    const turned = run(['play', '--variant', 'turned-rivers', '--quiet', '--seed', '3']);
    expect(turned.code).toBe(0);
    expect(turned.out[0]).toMatch(/^Result: /);
  });
});

describe('replay', () => {
  const path = join(dir, 'demo.json');
  const played = run(['play', '--seed', 'demo', '--record', path]);
  const record = GameRecordSchema.parse(JSON.parse(readFileSync(path, 'utf8')));

  it('saves the record that play played', () => {
    expect(played.code).toBe(0);
    expect(played.out.at(-1)).toMatch(new RegExp(`^Record saved to .*demo\\.json: \\d+ actions and \\d+ chance outcomes\\.$`));
    expect(record.setup).toEqual({ game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 'demo' });
    expect(record.actions[0]).toMatchObject({ type: 'chance' });
  });

  it('fails with one line and exit code 1 when the record cannot be written', () => {
    const result = run(['play', '--quiet', '--record', join(dir, 'no-such-folder', 'game.json')]);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^error: cannot write '.*game\.json': no such file or directory$/);
  });

  it('replays a recorded play to the same narration and result', () => {
    const replayed = run(['replay', path]);
    expect(replayed.code).toBe(0);
    expect(replayed.err).toEqual([]);
    expect(resultLines(replayed.out)).toEqual(resultLines(played.out));
    expect(replayed.out).toEqual(played.out.slice(0, -1));
    expect(run(['replay', '--quiet', path]).out).toEqual(resultLines(played.out));
  });

  it('draws the chance outcomes that an auto-chance record leaves out from the seed', () => {
    const moves = record.actions.filter((action) => action.type !== 'chance');
    const short = file('moves-only.json', JSON.stringify({ setup: record.setup, actions: moves }));
    const replayed = run(['replay', short]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toEqual(played.out.slice(0, -1));
  });

  it('says who is to act when the record stops before the end', () => {
    const partial = file('partial.json', JSON.stringify({ setup: record.setup, actions: record.actions.slice(0, 5) }));
    const replayed = run(['replay', '--quiet', partial]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toEqual(['Not over: 5 plies (2 actions) so far; Seat 1 to act.']);
  });

  it.each([
    ['a missing file', () => join(dir, 'nothing-here.json'), /^error: cannot read '.*nothing-here\.json': no such file or directory$/],
    ['text that is not JSON', () => file('bad.json', '{ setup: '), /^error: '.*bad\.json' is not JSON: /],
    ['JSON that is not a record', () => file('empty.json', '{}'), /^error: '.*empty\.json' is not a valid game record: The record is malformed at setup/],
    [
      'a record with an illegal action',
      () => file('illegal.json', JSON.stringify({ setup: record.setup, actions: [{ type: 'pass', player: 1 }] })),
      /^error: '.*illegal\.json' is not a valid game record: Action 0 of the record does not apply: /,
    ],
  ])('refuses %s with one line and exit code 1', (_name, makePath, message) => {
    const result = run(['replay', makePath()]);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(message);
  });
});

describe('simulate', () => {
  const shares = (out: readonly string[]) => out.filter((line) => !line.startsWith('Speed:'));

  it('prints games per second, mean lengths and each seat share of wins', () => {
    const { code, out, err } = run(['simulate', '--games', '20', '--seed', 'sim']);
    expect(code).toBe(0);
    // A busy machine may take over a second: progress lines are allowed, nothing else.
    expect(err.filter((line) => !line.startsWith('progress: '))).toEqual([]);
    expect(out[0]).toBe("Mountain/river duel, variant standard, 2 players: 20 games, seeds 'sim-0' to 'sim-19'.");
    expect(out[1]).toMatch(/^Speed: \d+\.\d games per second \(\d+\.\d\d s, 1 thread\)\.$/);
    expect(out[2]).toMatch(/^Mean length: \d+\.\d plies, \d+\.\d actions\.$/);
    expect(out[3]).toMatch(/^Plies per game: min \d+, max \d+\.$/);
    expect(out[4]).toBe('End reasons: board-cleared 100.0% (20 games).');
    expect(out[5]).toMatch(/^Seat 1 scores: mean \d+(\.\d\d)?, min \d+, max \d+\.$/);
    expect(out[6]).toMatch(/^Seat 2 scores: mean \d+(\.\d\d)?, min \d+, max \d+\.$/);
    expect(out[7]).toMatch(/^Seat 1 wins: \d+\.\d% \(\d+ games\), 95% CI \d+\.\d% to \d+\.\d%\.$/);
    expect(out[8]).toMatch(/^Seat 2 wins: \d+\.\d% \(\d+ games\), 95% CI \d+\.\d% to \d+\.\d%\.$/);
    expect(out[9]).toMatch(/^Draws and shared wins: \d+\.\d% \(\d+ games\)\.$/);
    const counts = out.slice(7).map((line) => Number(/\((\d+) games\)/.exec(line)![1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    expect(shares(run(['simulate', '--games', '20', '--seed', 'sim']).out)).toEqual(shares(out));
  });

  it("plays game i as 'play --seed S-i'", () => {
    const simulated = run(['simulate', '--games', '1', '--seed', 'one']).out;
    const result = resultLines(run(['play', '--seed', 'one-0']).out);
    // play and simulate name the seats alike (seat 0 is "Seat 1").
    const winner = /^Winner: (Seat \d)\.$/.exec(result[2]!);
    const seatLine = simulated.find((line) => line.startsWith(`${winner ? winner[1] : 'none'} wins`));
    expect(seatLine ?? simulated.at(-1)).toMatch(/100\.0% \(1 games\)/);
    const plies = /after (\d+) plies \((\d+) actions\)/.exec(result[0]!)!;
    expect(simulated[2]).toBe(`Mean length: ${plies[1]}.0 plies, ${plies[2]}.0 actions.`);
  });

  it('shows progress on standard error only, and only once a run is slow', () => {
    let clock = 0;
    const now = () => (clock += 400);
    const terminal = capture({ now, status: (text) => terminal.status.push(text) });
    expect(runSimulate(['--games', '6', '--seed', 'p'], terminal.io)).toBe(0);
    expect(terminal.status.length).toBeGreaterThan(0);
    expect(terminal.status[0]).toMatch(/^\[#*\.*\] \d\/6 games \d+% \d+\.\d s left$/);
    expect(terminal.status.at(-1)).toBe('');
    expect(terminal.out.join('\n')).not.toMatch(/\[#|progress/);
    expect(terminal.out[1]).toMatch(/^Speed: /);

    clock = 0;
    const slowLog = capture({ now: () => (clock += 6000) });
    expect(runSimulate(['--games', '6', '--seed', 'p'], slowLog.io)).toBe(0);
    expect(slowLog.err.length).toBeGreaterThan(0);
    expect(slowLog.err.every((line) => /^progress: \d\/6 games \(\d+%\)$/.test(line))).toBe(true);
    expect(shares(slowLog.out)).toEqual(shares(terminal.out));

    const fast = capture({ now: () => 0, status: (text) => fast.status.push(text) });
    expect(runSimulate(['--games', '6', '--seed', 'p'], fast.io)).toBe(0);
    expect(fast.status).toEqual([]);
    expect(fast.err).toEqual([]);
    expect(progressBar(250, 1000, 'games', 1500)).toBe('[######..................] 250/1000 games 25% 4.5 s left');
  });
});

describe('bad input', () => {
  it.each([
    [[], /^error: no command given; commands: play, simulate, replay, render, merge, serve, arena \(see 'lost-valley-engine --help'\)$/],
    [['dance'], /^error: unknown command 'dance'; commands: play, simulate, replay, render, merge, serve, arena \(see 'lost-valley-engine --help'\)$/],
    [['help', 'dance'], /^error: unknown command 'dance'/],
    [['--colour'], /^error: unknown option '--colour'; a command comes first/],
    [['play', '--colour', 'red'], /^error: unknown option '--colour' for play \(see 'lost-valley-engine play --help'\)$/],
    [['play', '--seeds', 'x'], /^error: unknown option '--seeds' for play; did you mean '--seed'\?/],
    [['play', '-q'], /^error: unknown option '-q' for play/],
    [['play', 'extra'], /^error: unexpected argument 'extra'/],
    [['play', '--seed'], /^error: option '--seed' needs a value \(S\) \(see 'lost-valley-engine play --help'\)$/],
    [['play', '--seed', '--quiet'], /^error: option '--seed' needs a value/],
    [['play', '--record='], /^error: option '--record' needs a value \(FILE\)/],
    [['play', '--quiet=yes'], /^error: option '--quiet' takes no value/],
    [['play', '--game', 'chess'], /^error: unknown game 'chess'; games: mountain-river-duel, goldfield-gully, lost-dutchman, lost-valley \(see/],
    [['play', '--bot', 'clever'], /^error: unknown bot 'clever'; bots: random/],
    [['play', '--players', 'two'], /^error: option '--players' needs a whole number of at least 1, not 'two'/],
    [['play', '--players', '2.5'], /^error: option '--players' needs a whole number of at least 1, not '2.5'/],
    [['play', '--players', '0'], /^error: option '--players' needs a whole number/],
    [['play', '--players', '3'], /^error: Mountain\/river duel is played by exactly 2 players, not 3 \(see 'lost-valley-engine play --help'\)$/],
    [['play', '--variant', 'moon'], /^error: Game 'mountain-river-duel' has no variant 'moon'\. Variants: standard, /],
    [['simulate', '--games', '0'], /^error: option '--games' needs a whole number of at least 1, not '0' \(see 'lost-valley-engine simulate --help'\)$/],
    [['simulate', '--games', '-5'], /^error: option '--games' needs a whole number of at least 1, not '-5'/],
    [['simulate', '--games', '1e3'], /^error: option '--games' needs a whole number/],
    [['simulate', '--games', '99999999999999999999'], /^error: option '--games' needs a whole number/],
    [['simulate', '--players', '1', '--games', '2'], /^error: Mountain\/river duel is played by exactly 2 players, not 1/],
    [['simulate', '--variant', 'moon', '--games', '2'], /^error: Game 'mountain-river-duel' has no variant 'moon'/],
    [['replay'], /^error: missing FILE \(see 'lost-valley-engine replay --help'\)$/],
    [['replay', 'a.json', 'b.json'], /^error: unexpected argument 'b\.json'/],
    [['replay', '--seed', 'x', 'a.json'], /^error: unknown option '--seed' for replay/],
  ])('%j exits with code 2 and one error line', (argv, message) => {
    const { code, out, err } = run(argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(message);
    expect(err[0]).toContain('--help');
  });

  it('runs the commands directly with the same result', () => {
    const c = capture();
    expect(runPlay(['--players', 'x'], c.io)).toBe(2);
    expect(runReplay([], c.io)).toBe(2);
    expect(runSimulate(['--games'], c.io)).toBe(2);
    expect(c.err).toHaveLength(3);
    expect(c.out).toEqual([]);
  });

  it('turns an unexpected exception into one internal error line with exit code 1', () => {
    const c = capture();
    const code = runGuarded(c.io, () => {
      throw new Error('broken\nin two lines');
    });
    expect(code).toBe(1);
    expect(c.err).toEqual(['internal error: broken in two lines']);
  });

  it('reads --name=value, a repeated option and positionals after --', () => {
    expect(parseArgs(['--quiet', '--', '--odd-name.json'], replaySpec)).toEqual({ options: { quiet: true }, positionals: ['--odd-name.json'] });
    expect(parseArgs(['--seed=a=b', '--seed', 'c', '--players=2'], playSpec).options).toEqual({ seed: 'c', players: '2' });
  });
});

describe('the program file', () => {
  it('runs under node with tsx and exits with code 0', () => {
    const result = spawnSync('npx', ['tsx', 'src/cli/main.ts', 'play', '--seed', 'demo', '--quiet'], { cwd: root, encoding: 'utf8' });
    // npx may warn on standard error about its own configuration: only the exit code and output count.
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.split('\n').slice(0, -1)).toEqual(resultLines(run(['play', '--seed', 'demo']).out));
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/cli-io.js';
import { runCli } from '../../src/cli/program.js';
import { GameSummarySchema } from '../../src/cli/simulation/game-summary.js';
import { runGames } from '../../src/cli/simulation/run-games.js';
import { parseShard, shardIndices } from '../../src/cli/simulation/shards.js';
import { wilsonInterval } from '../../src/cli/simulation/wilson-interval.js';
import { randomRunTask } from '../../src/cli/simulation/random-run-task.js';
import { runTeams } from '../../src/cli/simulation/run-teams.js';
import { reportLines, simulationReport } from '../../src/cli/simulation/simulation-report.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lost-valley-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { code: runCli(argv, io), out, err };
}

// Everything after the speed line (simulate) or the merged line (merge): the run's figures.
const figures = (out: readonly string[]) => out.slice(2);
const path = (name: string) => join(dir, name);

describe('simulate reports', () => {
  it('end reasons, plies, score spread and win shares with a 95% interval, consistent with its JSON lines', () => {
    const { code, out, err } = run(['simulate', '--game', 'lost-dutchman', '--players', '3', '--games', '12', '--seed', 'rep', '--json', path('rep.jsonl')]);
    expect(code, err.join('\n')).toBe(0);
    const games = readFileSync(path('rep.jsonl'), 'utf8').trimEnd().split('\n').map((line) => GameSummarySchema.parse(JSON.parse(line)));
    expect(games.map((game) => game.index)).toEqual([...Array(12).keys()]);
    expect(games.map((game) => game.seed)).toEqual([...Array(12).keys()].map((i) => `rep-${i}`));
    const plies = games.map((game) => game.plies);
    expect(out).toContain(`Plies per game: min ${Math.min(...plies)}, max ${Math.max(...plies)}.`);
    const reasons = new Map<string, number>();
    for (const game of games) reasons.set(game.reason, (reasons.get(game.reason) ?? 0) + 1);
    const endLine = out.find((line) => line.startsWith('End reasons: '))!;
    for (const [reason, count] of reasons) expect(endLine).toContain(`${reason} ${((count / 12) * 100).toFixed(1)}% (${count} games)`);
    for (let seat = 0; seat < 3; seat++) {
      const scores = games.map((game) => game.scores[seat]!);
      expect(out.find((line) => line.startsWith(`Seat ${seat + 1} scores:`))).toMatch(new RegExp(`min ${Math.min(...scores)}, max ${Math.max(...scores)}\\.$`));
      const wins = games.filter((game) => game.winners.length === 1 && game.winners[0] === seat).length;
      const { low, high } = wilsonInterval(wins, 12);
      expect(out).toContain(`Seat ${seat + 1} wins: ${((wins / 12) * 100).toFixed(1)}% (${wins} games), 95% CI ${(low * 100).toFixed(1)}% to ${(high * 100).toFixed(1)}%.`);
    }
    expect(out.at(-1)).toMatch(/^Draws and shared wins: \d+\.\d% \(\d+ games\)\.$/);
  });

  it('gives the Wilson interval of known cases', () => {
    const half = wilsonInterval(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10).high).toBe(1);
  });

  it('progress never runs into the standard output: the bar is cleared before the report', () => {
    let clock = 0;
    const events: string[] = [];
    const io: CliIo = { out: (line) => events.push(`out:${line}`), err: (line) => events.push(`err:${line}`), status: (text) => events.push(`status:${text}`), now: () => (clock += 700) };
    expect(runCli(['simulate', '--games', '5', '--seed', 'bar'], io)).toBe(0);
    const firstOut = events.findIndex((event) => event.startsWith('out:'));
    expect(events.slice(0, firstOut).some((event) => event.startsWith('status:['))).toBe(true);
    expect(events[firstOut - 1]).toBe('status:');
    expect(events.slice(firstOut).every((event) => event.startsWith('out:'))).toBe(true);
  });
});

describe('shards', () => {
  it('split the games into contiguous blocks that cover the run once', () => {
    for (const games of [1, 7, 10, 1000]) {
      for (const count of [1, 2, 3, 7]) {
        const all = Array.from({ length: count }, (_, index) => shardIndices(games, { index, count })).flat();
        expect(all).toEqual([...Array(games).keys()]);
      }
    }
    expect(shardIndices(10, { index: 1, count: 3 })).toEqual([3, 4, 5]);
  });

  it.each([
    ['3/3', /below the count \(0 … 2\), not 3/],
    ['1/0', /at least 1, not 0/],
    ['2', /written i\/n/],
    ['-1/4', /written i\/n/],
  ])("refuses the shard '%s'", (text, message) => {
    expect(parseShard(text)).toMatch(message);
    const result = run(['simulate', '--games', '4', '--shard', text]);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^error: option '--shard': /);
  });

  it('refuses a shard that holds no game', () => {
    expect(run(['simulate', '--games', '2', '--shard', '0/3']).err[0]).toMatch(/holds no game; use fewer shards/);
  });
});

describe('merge', () => {
  it('refuses files that are not one whole run, naming what is wrong', () => {
    expect(run(['simulate', '--games', '4', '--seed', 'm', '--shard', '0/2', '--json', path('m0.jsonl')]).code).toBe(0);
    expect(run(['simulate', '--games', '4', '--seed', 'm', '--shard', '1/2', '--json', path('m1.jsonl')]).code).toBe(0);
    expect(run(['simulate', '--games', '4', '--seed', 'other', '--shard', '1/2', '--json', path('o1.jsonl')]).code).toBe(0);
    expect(run(['merge', path('m0.jsonl')]).err[0]).toMatch(/^error: 2 of the run's 4 games are missing, the first is game 2: is a shard file left out\?$/);
    expect(run(['merge', path('m0.jsonl'), path('m0.jsonl')]).err[0]).toMatch(/^error: game 0 appears twice$/);
    expect(run(['merge', path('m0.jsonl'), path('o1.jsonl')]).err[0]).toMatch(/^error: game 2 belongs to another run/);
    writeFileSync(path('junk.jsonl'), '{"run": 1}\n');
    expect(run(['merge', path('junk.jsonl')]).err[0]).toMatch(/junk\.jsonl, line 1: not a game record \(run: /);
    writeFileSync(path('text.jsonl'), 'hello\n');
    expect(run(['merge', path('text.jsonl')])).toMatchObject({ code: 1, err: [expect.stringMatching(/text\.jsonl, line 1: not JSON$/)] });
    expect(run(['merge', path('absent.jsonl')]).code).toBe(1);
    expect(run(['merge']).err[0]).toMatch(/^error: missing FILES \(see 'lost-valley-engine merge --help'\)$/);
    expect(run(['merge', path('m1.jsonl'), path('m0.jsonl')]).code).toBe(0);
  });

  it('runs in this thread with one worker and refuses more without the program entry', () => {
    const task = randomRunTask({ game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 't', games: 3, bot: 'random' });
    expect(runGames(task, [2, 0], { workers: 1 })).toEqual([...runGames(task, [2], { workers: 1 }), ...runGames(task, [0], { workers: 1 })]);
    expect(() => runGames(task, [0, 1], { workers: 2, workerScript: null })).toThrow(/need the program entry/);
  });
});

describe('the same results whatever the workers or shards', () => {
  it('1 worker, 2 worker threads (the program through tsx) and 3 shards merged give the same games and figures', () => {
    const setup = ['--game', 'goldfield-gully', '--players', '3', '--games', '24', '--seed', 'same'];
    const one = run(['simulate', ...setup, '--json', path('one.jsonl')]);
    expect(one.code, one.err.join('\n')).toBe(0);
    const threaded = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'simulate', ...setup, '--workers', '2', '--json', path('two.jsonl')], { cwd: root, encoding: 'utf8' });
    expect(threaded.status, threaded.stderr).toBe(0);
    const twoOut = threaded.stdout.trimEnd().split('\n');
    expect(twoOut[1]).toMatch(/\(\d+\.\d\d s, 2 threads\)\.$/);
    for (const index of [0, 1, 2]) {
      expect(run(['simulate', ...setup, '--shard', `${index}/3`, '--json', path(`shard-${index}.jsonl`)]).code).toBe(0);
    }
    const merged = run(['merge', path('shard-2.jsonl'), path('shard-0.jsonl'), path('shard-1.jsonl'), '--json', path('merged.jsonl')]);
    expect(merged.code, merged.err.join('\n')).toBe(0);
    const oneLines = readFileSync(path('one.jsonl'), 'utf8');
    expect(oneLines.trimEnd().split('\n')).toHaveLength(24);
    expect(readFileSync(path('two.jsonl'), 'utf8')).toBe(oneLines);
    expect(readFileSync(path('merged.jsonl'), 'utf8')).toBe(oneLines);
    expect(figures(twoOut)).toEqual(figures(one.out));
    expect(figures(merged.out)).toEqual(figures(one.out));
    expect(merged.out[0]).toBe(one.out[0]);
    expect(merged.out[1]).toBe('Merged: 3 files.');
  });
});

describe('arena and simulate --bot on many threads and shards', () => {
  it('arena: 1 thread, 2 threads (the program through tsx) and 3 shards merged give byte-identical JSON lines and the same figures', () => {
    const setup = ['arena', '--game', 'goldfield-gully', '--players', '3', '--bots', 'ismcts:8,heuristic,random', '--games', '6', '--seed', 'arena-same'];
    const one = run([...setup, '--json', path('arena-one.jsonl')]);
    expect(one.code, one.err.join('\n')).toBe(0);
    const threaded = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...setup, '--workers', '2', '--json', path('arena-two.jsonl')], { cwd: root, encoding: 'utf8' });
    expect(threaded.status, threaded.stderr).toBe(0);
    const twoOut = threaded.stdout.trimEnd().split('\n');
    expect(twoOut.at(-1)).toMatch(/^Time: \d+\.\d s \(2 threads\)\.$/);
    for (const index of [0, 1, 2]) expect(run([...setup, '--shard', `${index}/3`, '--json', path(`arena-${index}.jsonl`)]).code).toBe(0);
    const merged = run(['merge', path('arena-1.jsonl'), path('arena-2.jsonl'), path('arena-0.jsonl'), '--json', path('arena-merged.jsonl')]);
    expect(merged.code, merged.err.join('\n')).toBe(0);
    const oneLines = readFileSync(path('arena-one.jsonl'), 'utf8');
    expect(oneLines.trimEnd().split('\n')).toHaveLength(6);
    expect(readFileSync(path('arena-two.jsonl'), 'utf8')).toBe(oneLines);
    expect(readFileSync(path('arena-merged.jsonl'), 'utf8')).toBe(oneLines);
    // The same figures, the time aside: the header, then per entry its share, score and counts.
    const untimed = (line: string) => line.replace(/, [0-9.]+ ms per decision \((\d+) decisions; (\d+) forced moves, not timed\)/, ', $1 decisions, $2 forced moves');
    expect(twoOut.slice(0, -1).map(untimed)).toEqual(one.out.slice(0, -1).map(untimed));
    expect(merged.out[0]).toBe(one.out[0]);
    expect(merged.out[1]).toBe('Merged: 3 files.');
    expect(merged.out.slice(2)).toEqual(one.out.slice(1, -1).map(untimed));
    const shard = run([...setup, '--shard', '1/3']);
    expect(shard.out[0]).toBe("Goldfield Gully, variant standard, 3 players: 2 games (of a run of 6), seeds 'arena-same-2' to 'arena-same-3', seats rotated.");
    // Files of another kind or another run are refused.
    expect(run(['merge', path('arena-0.jsonl'), path('one.jsonl')]).err[0]).toMatch(/one\.jsonl, line 1: not a game record/);
    expect(run([...setup.slice(0, -1), 'other', '--shard', '0/3', '--json', path('arena-other.jsonl')]).code).toBe(0);
    expect(run(['merge', path('arena-other.jsonl'), path('arena-1.jsonl'), path('arena-2.jsonl')]).err[0]).toMatch(/belongs to another run/);
    expect(run([...setup, '--shard', '3/3']).code).toBe(2);
  });

  it('simulate --bot seats any registered bot in every seat, the same on 1 and 2 threads', () => {
    const setup = ['simulate', '--game', 'lost-dutchman', '--players', '3', '--bot', 'heuristic', '--games', '6', '--seed', 'bot-same'];
    const one = run([...setup, '--json', path('bot-one.jsonl')]);
    expect(one.code, one.err.join('\n')).toBe(0);
    expect(one.out[0]).toBe("Legend of the Lost Dutchman, variant standard, 3 players, heuristic in every seat: 6 games, seeds 'bot-same-0' to 'bot-same-5'.");
    const threaded = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...setup, '--workers', '2', '--json', path('bot-two.jsonl')], { cwd: root, encoding: 'utf8' });
    expect(threaded.status, threaded.stderr).toBe(0);
    expect(readFileSync(path('bot-two.jsonl'), 'utf8')).toBe(readFileSync(path('bot-one.jsonl'), 'utf8'));
    const games = readFileSync(path('bot-one.jsonl'), 'utf8').trimEnd().split('\n').map((line) => GameSummarySchema.parse(JSON.parse(line)));
    expect(games.every((game) => game.run.bot === 'heuristic')).toBe(true);
    // The search bots by name and budget, and every other registered form.
    for (const bot of ['ismcts:3', 'flat-mc:3', 'random']) {
      const played = run(['simulate', '--game', 'mountain-river-duel', '--bot', bot, '--games', '1', '--seed', 'bot-forms']);
      expect(played.code, played.err.join('\n')).toBe(0);
    }
    const refused = run(['simulate', '--bot', 'wizard', '--games', '1']);
    expect(refused.code).toBe(2);
    expect(refused.err[0]).toMatch(/unknown bot 'wizard'; bots: random, heuristic, ismcts/);
  });
});

describe('team games', () => {
  const teamRun = { game: 'lost-valley', variant: 'team', players: 4, seed: 'teams', games: 5, bot: 'random' };
  const game = (index: number, winners: number[]) => ({ run: teamRun, index, seed: `teams-${index}`, plies: 10, actions: 5, reason: 'weighed', scores: [1, 1, 1, 1], winners, tieBreak: null });

  it('knows the teams of a run from its game, variant and players', () => {
    expect(runTeams(teamRun)).toEqual([0, 1, 0, 1]);
    expect(runTeams({ ...teamRun, variant: 'team', players: 6 })).toEqual([0, 1, 2, 0, 1, 2]);
    expect(runTeams({ ...teamRun, variant: 'team-five-leads-two', players: 5 })).toEqual([0, 1, 2, 0, 1]);
    // The two-player form: each seat leads its own two prospectors, so every seat is its own team.
    expect(runTeams({ ...teamRun, variant: 'two-player', players: 2 })).toBeNull();
    expect(runTeams({ ...teamRun, variant: 'standard' })).toBeNull();
    expect(runTeams({ ...teamRun, game: 'mountain-river-duel', variant: 'standard', players: 2 })).toBeNull();
  });

  it("counts a win for a team when every winner is one of its seats, and a win shared between teams as no team's (hand-built records)", () => {
    const games = [game(0, [0, 2]), game(1, [1, 3]), game(2, [3]), game(3, [0, 1, 2, 3]), game(4, [])];
    const report = simulationReport(teamRun, games, [0, 1, 0, 1]);
    expect(report.teams?.map((team) => [team.team, team.seats, team.wins])).toEqual([
      [0, [0, 2], 1],
      [1, [1, 3], 2],
    ]);
    expect(report.sharedBetweenTeams).toBe(2);
    expect(report.unshared).toBe(4);
    const lines = reportLines(report);
    expect(lines.some((line) => /^Seat \d wins/.test(line))).toBe(false);
    expect(lines).toContain(`Team B (Seat 2 and Seat 4) wins: 40.0% (2 games), 95% CI ${(wilsonInterval(2, 5).low * 100).toFixed(1)}% to ${(wilsonInterval(2, 5).high * 100).toFixed(1)}%.`);
    expect(lines.at(-1)).toBe('Draws and wins shared between teams: 40.0% (2 games).');
    expect(simulationReport(teamRun, games).teams).toBeNull();
  });

  it('simulate reports the team variant per team, consistent with its JSON lines, and merged shards give the same report', () => {
    const setup = ['--game', 'lost-valley', '--variant', 'team', '--players', '4', '--games', '8', '--seed', 'team'];
    const one = run(['simulate', ...setup, '--json', path('team.jsonl')]);
    expect(one.code, one.err.join('\n')).toBe(0);
    const games = readFileSync(path('team.jsonl'), 'utf8').trimEnd().split('\n').map((line) => GameSummarySchema.parse(JSON.parse(line)));
    const teams = [0, 1, 0, 1];
    const wonBy = (team: number) => games.filter((g) => g.winners.length > 0 && g.winners.every((seat) => teams[seat] === team)).length;
    expect(wonBy(0) + wonBy(1)).toBeGreaterThan(0);
    expect(one.out).toContain(`Team A (Seat 1 and Seat 3) wins: ${((wonBy(0) / 8) * 100).toFixed(1)}% (${wonBy(0)} games), 95% CI ${(wilsonInterval(wonBy(0), 8).low * 100).toFixed(1)}% to ${(wilsonInterval(wonBy(0), 8).high * 100).toFixed(1)}%.`);
    expect(one.out.find((line) => line.startsWith('Team B (Seat 2 and Seat 4) wins: '))).toContain(`(${wonBy(1)} games)`);
    const shared = 8 - wonBy(0) - wonBy(1);
    expect(one.out.at(-1)).toBe(`Draws and wins shared between teams: ${((shared / 8) * 100).toFixed(1)}% (${shared} games).`);
    for (const index of [0, 1]) expect(run(['simulate', ...setup, '--shard', `${index}/2`, '--json', path(`team-${index}.jsonl`)]).code).toBe(0);
    const merged = run(['merge', path('team-1.jsonl'), path('team-0.jsonl')]);
    expect(merged.code, merged.err.join('\n')).toBe(0);
    expect(figures(merged.out)).toEqual(figures(one.out));
  });
});

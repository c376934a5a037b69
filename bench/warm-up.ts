/**
 * `npx tsx bench/warm-up.ts [--dist DIR] [--old DIR] [--repeat R] [--players N] [--games G]
 * [--variant V] [--warm-up W] [--node-flags "..."]`: the cost of a short process. In one fresh
 * process it plays G (default 210) seeded random Lost Valley games one after another and reports
 * the time per ply (one applied action, chance outcomes included) of the first 10 games against
 * games 200–209: how much slower the engine runs before V8 has compiled and settled its code.
 *
 * - `--old DIR` measures a second build side by side: R (default 2) fresh processes per build,
 *   old and new alternating, so both meet the same load.
 * - `--repeat R` runs R fresh child processes per build, since one cold run is noisy.
 * - `--warm-up W` plays W games first with the build's `warmUp` (bots entry; the same seeded
 *   games played inline for a build without it) and reports what they cost: the timed games then
 *   start after it.
 * - `--node-flags "..."` passes V8/Node flags to the child processes (`--max-opt=1`, `--maglev`).
 *
 * Wall time and CPU time (`process.cpuUsage`, every thread: the compiler and collector threads
 * too) are both printed; on a loaded machine CPU time is the steadier one. On Linux the CPU time
 * is also split by thread (`/proc/self/task/<tid>/schedstat`, nanoseconds): the main thread,
 * which runs the rules (interpreter, baseline and optimized code, lazy compilation, its share of
 * the collector), and the other threads (V8's optimizing compiler and the collector's helpers).
 *
 * Issue 23's target: the first 10 four-seat games at least half as fast per ply as games 200–209
 * (a ratio of at most 2).
 *
 * @example
 * npx tsx bench/warm-up.ts --dist dist --old old-dist --repeat 3
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Bots from '../src/bots/index.js';
import type * as Library from '../src/index.js';
import { argument } from './bench-argument.js';

const players = Number(argument('--players') ?? 4);
const games = Number(argument('--games') ?? 210);
const variant = argument('--variant') ?? 'standard';
const dist = argument('--dist');
const old = argument('--old');
const warmUpGames = Number(argument('--warm-up') ?? 0);
const nodeFlags = (argument('--node-flags') ?? '').split(' ').filter(Boolean);
const repeat = Number(argument('--repeat') ?? (old ? 2 : 1));
const child = process.argv.includes('--child');

/** One window of games: how many plies they took, how long, and how much CPU. */
interface Window {
  readonly plies: number;
  readonly ms: number;
  readonly cpuMs: number;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU ms of the main thread and of all other threads of this process, or null off Linux. */
function threadCpuMs(): { main: number; other: number } | null {
  if (!existsSync('/proc/self/task')) return null;
  let main = 0;
  let other = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    let ns = 0;
    try {
      ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      continue; // a thread that ended between the listing and the read
    }
    if (Number(tid) === process.pid) main += ns / 1e6;
    else other += ns / 1e6;
  }
  return { main, other };
}

if (!child && (old !== undefined || repeat > 1 || nodeFlags.length > 0)) {
  // Each run in its own process, so that every one starts cold; the builds alternate.
  const self = fileURLToPath(import.meta.url);
  const keep = ['--players', '--games', '--variant', '--warm-up'].flatMap((name) => (argument(name) === undefined ? [] : [name, argument(name)!]));
  const builds = old === undefined ? [dist] : [old, dist];
  for (let run = 0; run < repeat; run++) {
    for (const build of builds) {
      const args = [...nodeFlags, ...process.execArgv, self, '--child', ...keep, ...(build === undefined ? [] : ['--dist', build])];
      const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
      process.stdout.write(result.stdout);
      if (result.status !== 0) {
        process.stderr.write(result.stderr);
        process.exit(1);
      }
    }
  }
} else {
  const library: typeof Library = await import(dist ? pathToFileURL(resolve(dist, 'index.js')).href : '../src/index.js');
  const bots: typeof Bots = await import(dist ? pathToFileURL(resolve(dist, 'bots.js')).href : '../src/bots/index.js');
  const play = (seed: string, botSeed: string): number => {
    const start = library.startGame({ game: 'lost-valley', variant, players, seed });
    if (!start.ok) throw new Error(start.error.message);
    return bots.continuePlayout(start.state, botSeed).moves;
  };
  let warmed = '';
  if (warmUpGames > 0) {
    const before = performance.now();
    const cpuBefore = cpuMs();
    let plies = 0;
    // The same games as warmUp's, for a build that has none.
    if (typeof bots.warmUp === 'function') plies = bots.warmUp({ game: 'lost-valley', variant, players }, { games: warmUpGames }).plies;
    else for (let i = 0; i < warmUpGames; i++) plies += play(`warm-up-${i}`, `warm-up-bot-${i}`);
    warmed = `, after warmUp of ${warmUpGames} games (${plies} plies, ${(performance.now() - before).toFixed(0)} ms wall, ${(cpuMs() - cpuBefore).toFixed(0)} ms CPU)`;
  }
  const windows: Window[] = [];
  // Thread CPU at the edges of the two windows (before games 0, 10, 200 and 210).
  const threads = new Map<number, { main: number; other: number } | null>();
  for (let i = 0; i < games; i++) {
    if (i === 0 || i === 10 || i === 200 || i === 210) threads.set(i, threadCpuMs());
    const before = performance.now();
    const cpuBefore = cpuMs();
    const plies = play(`warm-${i}`, `warm-bot-${i}`);
    windows.push({ plies, ms: performance.now() - before, cpuMs: cpuMs() - cpuBefore });
  }
  if (!threads.has(games)) threads.set(games, threadCpuMs());
  const perPly = (from: number, to: number, key: 'ms' | 'cpuMs'): number => {
    const part = windows.slice(from, to);
    return part.reduce((sum, w) => sum + w[key], 0) / part.reduce((sum, w) => sum + w.plies, 0);
  };
  const flags = process.execArgv.filter((flag) => !flag.includes('tsx') && flag !== '--import' && !flag.startsWith('--require'));
  const report = (key: 'ms' | 'cpuMs'): string => {
    const cold = perPly(0, 10, key);
    const warm = perPly(200, 210, key);
    return `games 0-9 ${(cold * 1000).toFixed(1)} µs/ply, 200-209 ${(warm * 1000).toFixed(1)} µs/ply, ${(cold / warm).toFixed(2)}×`;
  };
  const plies = (from: number, to: number): number => windows.slice(from, to).reduce((sum, w) => sum + w.plies, 0);
  const split = (from: number, to: number): string => {
    const a = threads.get(from);
    const b = threads.get(to);
    if (!a || !b) return 'n/a';
    const n = plies(from, to) / 1000;
    return `main ${((b.main - a.main) / n).toFixed(1)} + other ${((b.other - a.other) / n).toFixed(1)} µs/ply`;
  };
  const byThread = games >= 210 ? `; by thread: games 0-9 ${split(0, 10)}, 200-209 ${split(200, 210)}` : '';
  console.log(
    `${variant} ${players}p ${dist ?? 'source'}${flags.length > 0 ? ` ${flags.join(' ')}` : ''}${warmed}: ` +
      `wall ${report('ms')}; CPU ${report('cpuMs')}; game 0 ${windows[0]!.ms.toFixed(0)} ms${byThread}`,
  );
}

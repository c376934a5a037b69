/**
 * `npx tsx bench/warm-up.ts [--dist DIR] [--players N] [--games G] [--variant V] [--repeat R]`:
 * the cost of a short process. In one fresh process it plays G (default 210) seeded random Lost
 * Valley games one after another and reports the time per ply (one applied action, chance
 * outcomes included) of the first 10 games against games 200–209: how much slower the engine runs
 * before V8 has compiled and settled its code. `--repeat R` runs R fresh child processes and
 * prints each, since one cold run is noisy. Wall time is used: a cold process's compiler threads
 * are part of what it pays.
 *
 * Issue 23's target: the first 10 four-seat games at least half as fast per ply as games 200–209
 * (a ratio of at most 2).
 *
 * @example
 * npx tsx bench/warm-up.ts --dist dist --repeat 3
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as sourceBots from '../src/bots/index.js';
import * as sourceLibrary from '../src/index.js';
import { argument } from './bench-argument.js';

const players = Number(argument('--players') ?? 4);
const games = Number(argument('--games') ?? 210);
const variant = argument('--variant') ?? 'standard';
const dist = argument('--dist');
const repeat = Number(argument('--repeat') ?? 1);

/** One window of games: how many plies they took and how long. */
interface Window {
  readonly plies: number;
  readonly ms: number;
}

if (repeat > 1) {
  // Each run in its own process, so that every one starts cold.
  const self = fileURLToPath(import.meta.url);
  const args = process.argv.slice(2).filter((_, i, all) => all[i] !== '--repeat' && all[i - 1] !== '--repeat');
  for (let run = 0; run < repeat; run++) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, ...args], { encoding: 'utf8' });
    process.stdout.write(child.stdout);
    if (child.status !== 0) {
      process.stderr.write(child.stderr);
      process.exit(1);
    }
  }
} else {
  const library: typeof sourceLibrary = dist ? await import(pathToFileURL(resolve(dist, 'index.js')).href) : sourceLibrary;
  const bots: typeof sourceBots = dist ? await import(pathToFileURL(resolve(dist, 'bots.js')).href) : sourceBots;
  const windows: Window[] = [];
  for (let i = 0; i < games; i++) {
    const before = performance.now();
    const start = library.startGame({ game: 'lost-valley', variant, players, seed: `warm-${i}` });
    if (!start.ok) throw new Error(start.error.message);
    const { moves } = bots.continuePlayout(start.state, `warm-bot-${i}`);
    windows.push({ plies: moves, ms: performance.now() - before });
  }
  const perPly = (from: number, to: number): number => {
    const part = windows.slice(from, to);
    return part.reduce((sum, w) => sum + w.ms, 0) / part.reduce((sum, w) => sum + w.plies, 0);
  };
  const cold = perPly(0, 10);
  const warm = perPly(200, 210);
  console.log(
    `${variant} ${players}p${dist ? ` (${dist})` : ' (source)'}: games 0-9 ${(cold * 1000).toFixed(1)} µs/ply, ` +
      `games 200-209 ${(warm * 1000).toFixed(1)} µs/ply, cold/warm ${(cold / warm).toFixed(2)}×`,
  );
}

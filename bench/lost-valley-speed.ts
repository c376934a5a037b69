/**
 * `npx tsx bench/lost-valley-speed.ts [--players N] [--games G] [--checked] [--fingerprint] [--warmup W] [--dist DIR] [--variant V]`:
 * plays the same seeded random Lost Valley standard games and reports games per CPU-second
 * (process.cpuUsage, user + system) and per wall-clock second. CPU time is steadier than wall time
 * on a shared machine. `--fingerprint` also prints a hash of every game's saved final state and
 * action count, so a speed change can be checked to leave every transcript as it was.
 * `--dist DIR` plays the built library instead (`DIR/index.js` and `DIR/bots.js`, e.g. `dist`
 * after `npm run build`): tsx runs the source as CommonJS whose exports are getters, which makes
 * every call across modules dearer than in the shipped build (bench/RESULTS.md, round two).
 * `--warmup W` plays W games before the clock starts (default 200): V8 needs about that many
 * Lost Valley games before its compiled code settles (the first 20 run at about a tenth of the
 * settled speed), and a researcher's millions of games run settled. `--warmup 5` gives the cold
 * figure. For "one core", pin the process: `taskset -c 0 npx tsx bench/lost-valley-speed.ts …`
 * (V8's collector and compiler threads otherwise use the second core).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as sourceBots from '../src/bots/index.js';
import * as sourceLibrary from '../src/index.js';
import { argument } from './bench-argument.js';

const players = Number(argument('--players') ?? 4);
const games = Number(argument('--games') ?? 60);
const variant = argument('--variant') ?? 'standard';
const checked = process.argv.includes('--checked');
const fingerprint = process.argv.includes('--fingerprint');
const dist = argument('--dist');
const warmup = Number(argument('--warmup') ?? 200);

// The built library has the source's types; only the module it is loaded from differs.
const library: typeof sourceLibrary = dist ? await import(pathToFileURL(resolve(dist, 'index.js')).href) : sourceLibrary;
const bots: typeof sourceBots = dist ? await import(pathToFileURL(resolve(dist, 'bots.js')).href) : sourceBots;
const { saveGame, startGame } = library;
const { continuePlayout } = bots;

type State = Parameters<typeof saveGame>[0];
/** The final states of the measured games, saved for the fingerprint after the clock stops. */
const finals: { index: number; moves: number; state: State }[] = [];

function play(index: number, keep: boolean): number {
  const start = startGame({ game: 'lost-valley', variant, players, seed: `speed-${index}` });
  if (!start.ok) throw new Error(start.error.message);
  const { state, moves } = continuePlayout(start.state, `speed-bot-${index}`, { checked });
  if (keep) finals.push({ index, moves, state });
  return moves;
}

// Warm-up: games on other seeds, so that the JIT has compiled the hot paths before the clock runs.
for (let i = 0; i < warmup; i++) play(1_000_000 + i, false);
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
let moves = 0;
for (let i = 0; i < games; i++) moves += play(i, fingerprint);
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const wallSeconds = (performance.now() - wallBefore) / 1000;
let digest = '';
if (fingerprint) {
  const hash = createHash('sha256');
  for (const game of finals) hash.update(`${game.index}:${game.moves}:${saveGame(game.state)}\n`);
  digest = hash.digest('hex').slice(0, 16);
}
console.log(
  `${variant} ${players}p ${checked ? 'checked' : 'unchecked'}${dist ? ` (${dist})` : ''}: ${games} games after ${warmup} warm-up, ${(moves / games).toFixed(1)} actions/game, ` +
    `${(games / cpuSeconds).toFixed(1)} games/CPU-s, ${(games / wallSeconds).toFixed(1)} games/wall-s` +
    (fingerprint ? `, fingerprint ${digest}` : ''),
);

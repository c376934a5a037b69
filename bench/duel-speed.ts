/**
 * `npx tsx bench/duel-speed.ts [--rounds R] [--games N]`: the duel's speed targets of issue 13,
 * side by side in one process. Each round plays N random games on each of four paths, in turn:
 * the plain mutable baseline (bench/duel-mutable-baseline.ts) listing its moves as objects, the
 * same baseline listing them as numbers in a reused buffer (no allocation per move), the engine's
 * unchecked path (`applyUnchecked`) and its checked path (`applyAction`), the engine through
 * `continuePlayout` as `npm run bench` does. Each path is timed in CPU time of this process
 * (user + system: steadier than wall time on a shared machine) and in wall time; the medians
 * over the rounds are printed, with the ratios the issue sets targets for: unchecked at least
 * half the baseline (against both listings), checked within 1.25x of unchecked.
 */
import os from 'node:os';
import { continuePlayout } from '../src/bots/index.js';
import { componentsOf, startGame } from '../src/index.js';
import type { DuelState } from '../src/games/mountain-river-duel/public.js';
import { MutableDuel, playRandomGame, seededRandom } from './duel-mutable-baseline.js';
import { argument } from './bench-argument.js';

type Path = 'baseline' | 'baseline-numbers' | 'unchecked' | 'checked';
const PATHS: readonly Path[] = ['baseline', 'baseline-numbers', 'unchecked', 'checked'];

function startDuel(seed: string): DuelState {
  const start = startGame({ game: 'mountain-river-duel', players: 2, seed });
  if (!start.ok) throw new Error(start.error.message);
  return start.state as DuelState;
}

const duel = new MutableDuel(componentsOf(startDuel('board')));
let gameCounter = 0;

/** Plays `games` games on a path; returns CPU and wall seconds and the moves made. */
function run(path: Path, games: number): { cpu: number; wall: number; moves: number } {
  let moves = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let i = 0; i < games; i++) {
    const n = gameCounter++;
    if (path === 'baseline' || path === 'baseline-numbers') {
      moves += playRandomGame(duel, seededRandom(n), path === 'baseline-numbers');
    } else {
      // The same work `npm run bench` times: a new game (setup, seeding) and a random playout.
      moves += continuePlayout(startDuel(`bench-${n}`), `bench-bot-${n}`, { checked: path === 'checked' }).moves;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000, moves };
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const rounds = Number(argument('--rounds') ?? 7);
const games = Number(argument('--games') ?? 400);
// Warm-up, so that the JIT has compiled every path before the clock runs.
for (const path of PATHS) run(path, Math.max(50, games / 4));

const perPath = (): Record<Path, number[]> => ({ baseline: [], 'baseline-numbers': [], unchecked: [], checked: [] });
const cpuRate = perPath();
const wallRate = perPath();
const movesPerGame = perPath();
for (let round = 0; round < rounds; round++) {
  for (const path of PATHS) {
    const { cpu, wall, moves } = run(path, games);
    cpuRate[path].push(games / cpu);
    wallRate[path].push(games / wall);
    movesPerGame[path].push(moves / games);
  }
  process.stderr.write(`round ${round + 1}/${rounds}: ${PATHS.map((p) => `${p} ${cpuRate[p].at(-1)!.toFixed(0)}`).join(', ')} games per CPU second\n`);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${load} at the end`);
console.log(`Date: ${new Date().toISOString().slice(0, 16)} UTC; ${rounds} rounds of ${games} games per path, medians\n`);
console.log('| path | games per CPU second | games per wall second | moves per game |');
console.log('|---|---:|---:|---:|');
for (const path of PATHS) {
  console.log(`| ${path} | ${fmt(median(cpuRate[path]))} | ${fmt(median(wallRate[path]))} | ${median(movesPerGame[path]).toFixed(1)} |`);
}
// Ratios per round (the paths of one round ran under the same load), then their median.
const perRound = (f: (round: number) => number) => median(Array.from({ length: rounds }, (_, round) => f(round)));
const uncheckedShare = perRound((r) => cpuRate.unchecked[r]! / cpuRate.baseline[r]!);
const uncheckedShareLean = perRound((r) => cpuRate.unchecked[r]! / cpuRate['baseline-numbers'][r]!);
const checkedCost = perRound((r) => cpuRate.unchecked[r]! / cpuRate.checked[r]!);
console.log(`\nunchecked / baseline: ${uncheckedShare.toFixed(2)} (target at least 0.50)`);
console.log(`unchecked / baseline-numbers: ${uncheckedShareLean.toFixed(2)} (target at least 0.50)`);
console.log(`checked cost / unchecked cost: ${checkedCost.toFixed(2)}x (target at most 1.25x)`);

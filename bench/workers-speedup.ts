/**
 * `npx tsx bench/workers-speedup.ts [--games N] [--game ID] [--players P] [--runs R]`: the worker
 * speed-up of issue 13 (two workers at least 1.7x the games per second of one, on two cores).
 * Runs the built program (`npm run build` first: `dist/cli.js`) as
 * `simulate --games N --seed speed --workers W` for W = 1 and 2, alternating, R times each, and
 * reports per W: the wall time of the whole process (start-up included), the runner's own figure
 * (its "Speed:" line, the games alone), and the CPU time of the whole process (user + system of
 * every thread, read in the process itself at exit), then the speed-up ratios. On a busy machine
 * the wall ratios say little (the other processes take the second core); the CPU time per game
 * shows whether two workers do more work per game than one (start-up, messages, idle spinning).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const games = Number(argument('--games') ?? 8000);
const game = argument('--game') ?? 'mountain-river-duel';
const players = argument('--players') ?? '2';
const runs = Number(argument('--runs') ?? 3);
const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('bench/workers-speedup.ts runs the built program: run `npm run build` first.');
  process.exit(1);
}

// Loaded before the program in every thread; the main thread writes its whole process's CPU time at exit.
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  "import { isMainThread } from 'node:worker_threads'; if (isMainThread) process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\ncpu-us ' + (u.user + u.system) + '\\n'); });",
)}`;

interface Sample {
  readonly wall: number;
  readonly runnerGamesPerSecond: number;
  readonly cpu: number;
}

function runOnce(workers: number): Sample {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', PRELOAD, cli.pathname, 'simulate', '--game', game, '--players', players, '--games', String(games), '--seed', 'speed', '--workers', String(workers)],
    { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  const wall = (performance.now() - started) / 1000;
  if (child.status !== 0) throw new Error(`simulate failed (${child.status}): ${child.stderr}`);
  const speed = /Speed: ([0-9.]+) games per second/.exec(child.stdout);
  const cpu = /cpu-us ([0-9]+)/.exec(child.stderr);
  if (!speed || !cpu) throw new Error(`unexpected output: ${child.stdout.slice(0, 300)} ${child.stderr.slice(-300)}`);
  return { wall, runnerGamesPerSecond: Number(speed[1]), cpu: Number(cpu[1]) / 1e6 };
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const samples: Record<1 | 2, Sample[]> = { 1: [], 2: [] };
const loads: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const workers of [1, 2] as const) {
    const sample = runOnce(workers);
    samples[workers].push(sample);
    loads.push(os.loadavg()[0]!);
    process.stderr.write(`run ${run + 1}, ${workers} worker(s): ${sample.wall.toFixed(2)} s wall, ${sample.runnerGamesPerSecond} games/s by the runner, ${sample.cpu.toFixed(2)} s CPU\n`);
  }
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);
console.log(`${game} (${players} seats), ${games} games, seed 'speed', built CLI; ${runs} runs per setting, medians`);
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; 1-minute load average ${fmt(Math.min(...loads), 1)} to ${fmt(Math.max(...loads), 1)} during the runs\n`);
console.log('| workers | wall s (whole process) | games/s (runner) | CPU s (all threads) | CPU ms per game |');
console.log('|---:|---:|---:|---:|---:|');
for (const workers of [1, 2] as const) {
  const s = samples[workers];
  console.log(`| ${workers} | ${fmt(median(s.map((x) => x.wall)))} | ${fmt(median(s.map((x) => x.runnerGamesPerSecond)), 1)} | ${fmt(median(s.map((x) => x.cpu)))} | ${fmt((1000 * median(s.map((x) => x.cpu))) / games, 3)} |`);
}
const wallRatio = median(samples[1].map((x) => x.wall)) / median(samples[2].map((x) => x.wall));
const runnerRatio = median(samples[2].map((x) => x.runnerGamesPerSecond)) / median(samples[1].map((x) => x.runnerGamesPerSecond));
const cpuRatio = median(samples[2].map((x) => x.cpu)) / median(samples[1].map((x) => x.cpu));
console.log(`\nspeed-up, whole process wall time: ${fmt(wallRatio)}x; the runner's games/s: ${fmt(runnerRatio)}x (target at least 1.7x on two free cores)`);
console.log(`CPU time of two workers / one thread: ${fmt(cpuRatio)}x (1.00x: no extra work per game)`);

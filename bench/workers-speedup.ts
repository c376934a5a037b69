/**
 * `npx tsx bench/workers-speedup.ts [--games N] [--warmup-games K] [--game ID] [--players P] [--runs R] [--node-flags F]`:
 * the worker speed-up of issue 13 (two workers at least 1.7x the games per second of one, on two
 * cores). Runs the built program (`npm run build` first: `dist/cli.js`) as
 * `simulate --games N --seed speed --workers W` for W = 1 and 2, alternating, R times each, and
 * also with K games, so that the start-up and the JIT's warm-up (V8 compiles the hot rules code
 * again in every thread) can be told apart from the steady rate.
 *
 * Reported per W (medians): the wall time of the whole process (start-up included); the runner's
 * own figure (its "Speed:" line: the games alone); the steady rate, (N - K) games over the
 * difference of the runner's seconds for N and K games, which leaves out the start-up and most of
 * the warm-up (and the steady CPU time per game, likewise); and the CPU time of the whole process (user + system of every thread, read in the
 * process itself at exit). On Linux the bench also reads each thread's CPU time from
 * `/proc/PID/task` every 50 ms and splits it into the main thread, the worker threads (threads
 * that appear once the program has loaded) and V8's background threads (started with the
 * process: parallel and concurrent garbage collection, concurrent optimizing compilation), which
 * shows where a second thread's extra work goes. On a busy machine the wall ratios say little
 * (other processes take the second core); the CPU split says whether two workers do more work per
 * game than one.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { argument } from './bench-argument.js';

const games = Number(argument('--games') ?? 8000);
const warmupGames = Number(argument('--warmup-games') ?? Math.round(games / 5));
const game = argument('--game') ?? 'mountain-river-duel';
const players = argument('--players') ?? '2';
const runs = Number(argument('--runs') ?? 3);
// Node or V8 flags for the measured process (`--node-flags "--single-threaded-gc"`), the same for both settings.
const nodeFlags = (argument('--node-flags') ?? '').split(' ').filter((flag) => flag !== '');
const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('bench/workers-speedup.ts runs the built program: run `npm run build` first.');
  process.exit(1);
}
if (!(warmupGames >= 1 && warmupGames < games)) {
  console.error('--warmup-games must be at least 1 and below --games.');
  process.exit(1);
}

// Loaded before the program in every thread. The main thread names the threads alive before the
// program runs (its own, V8's platform threads, libuv's), and writes its whole process's CPU time at exit.
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  [
    "import { isMainThread } from 'node:worker_threads'; import { readdirSync } from 'node:fs';",
    "if (isMainThread) { try { process.stderr.write('startup-threads ' + readdirSync('/proc/self/task').join(',') + '\\n'); } catch {}",
    "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\ncpu-us ' + (u.user + u.system) + '\\n'); }); }",
  ].join(' '),
)}`;

/** CPU seconds of the main thread, the worker threads and V8's background threads (Linux only). */
interface ThreadSplit {
  readonly main: number;
  readonly workers: number;
  readonly background: number;
}

interface Sample {
  readonly wall: number;
  readonly runnerSeconds: number;
  readonly cpu: number;
  readonly split: ThreadSplit | null;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux we know of

// utime + stime of one thread, in seconds, or null once it is gone.
function threadCpu(pid: number, tid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function runOnce(workers: number, count: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [...nodeFlags, '--import', PRELOAD, cli.pathname, 'simulate', '--game', game, '--players', players, '--games', String(count), '--seed', 'speed', '--workers', String(workers)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The threads alive before the program ran (the preload names them) are the process's own:
    // main, V8's platform threads, libuv's. A thread not among them was started by the run: a worker.
    const cpu = new Map<string, number>();
    const look = (): void => {
      const pid = child.pid;
      if (pid === undefined || process.platform !== 'linux') return;
      let tids: string[];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        return;
      }
      for (const tid of tids) {
        const seconds = threadCpu(pid, tid);
        if (seconds !== null) cpu.set(tid, seconds);
      }
    };
    look();
    const timer = setInterval(look, 50);
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(timer);
      const wall = (performance.now() - started) / 1000;
      if (status !== 0) return reject(new Error(`simulate failed (${status}): ${stderr}`));
      const speed = /Speed: [0-9.]+ games per second \(([0-9.]+) s/.exec(stdout);
      const total = /cpu-us ([0-9]+)/.exec(stderr);
      if (!speed || !total) return reject(new Error(`unexpected output: ${stdout.slice(0, 300)} ${stderr.slice(-300)}`));
      const named = /startup-threads ([0-9,]+)/.exec(stderr);
      let split: ThreadSplit | null = null;
      if (named && cpu.size > 0 && child.pid !== undefined) {
        const startup = new Set(named[1]!.split(','));
        let main = 0;
        let workerCpu = 0;
        let background = 0;
        for (const [tid, seconds] of cpu) {
          if (tid === String(child.pid)) main += seconds;
          else if (startup.has(tid)) background += seconds;
          else workerCpu += seconds;
        }
        split = { main, workers: workerCpu, background };
      }
      resolve({ wall, runnerSeconds: Number(speed[1]), cpu: Number(total[1]) / 1e6, split });
    });
  });
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

type Setting = 1 | 2;
const samples: Record<Setting, { whole: Sample[]; warmup: Sample[] }> = { 1: { whole: [], warmup: [] }, 2: { whole: [], warmup: [] } };
const loads: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const workers of [1, 2] as const) {
    for (const [kind, count] of [['warmup', warmupGames], ['whole', games]] as const) {
      const sample = await runOnce(workers, count);
      samples[workers][kind].push(sample);
      loads.push(os.loadavg()[0]!);
      const split = sample.split ? `; main ${sample.split.main.toFixed(2)}, workers ${sample.split.workers.toFixed(2)}, V8 background ${sample.split.background.toFixed(2)}` : '';
      process.stderr.write(`run ${run + 1}, ${workers} thread(s), ${count} games: ${sample.wall.toFixed(2)} s wall, runner ${sample.runnerSeconds.toFixed(2)} s, ${sample.cpu.toFixed(2)} s CPU${split}\n`);
    }
  }
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const med = (list: Sample[], pick: (s: Sample) => number) => median(list.map(pick));
// Steady rate of run r: the games beyond the warm-up run's over the runner's extra seconds.
const steadyRates = (workers: Setting) => samples[workers].whole.map((whole, r) => (games - warmupGames) / Math.max(1e-6, whole.runnerSeconds - samples[workers].warmup[r]!.runnerSeconds));
console.log(`${game} (${players} seats), ${games} games (and ${warmupGames} for the warm-up), seed 'speed', built CLI${nodeFlags.length > 0 ? ` run with ${nodeFlags.join(' ')}` : ''}; ${runs} runs per setting, medians`);
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; 1-minute load average ${fmt(Math.min(...loads), 1)} to ${fmt(Math.max(...loads), 1)} during the runs\n`);
// Steady CPU per game of run r: the extra CPU time of the long run over its extra games.
const steadyCpu = (workers: Setting) => samples[workers].whole.map((whole, r) => (1000 * (whole.cpu - samples[workers].warmup[r]!.cpu)) / (games - warmupGames));
console.log('| threads | wall s (whole process) | games/s (runner) | steady games/s | warm-up games/s | CPU s (all threads) | CPU ms per game | steady CPU ms per game | main / workers / V8 background, CPU s |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const workers of [1, 2] as const) {
  const { whole, warmup } = samples[workers];
  const split = whole.every((s) => s.split !== null)
    ? `${fmt(med(whole, (s) => s.split!.main))} / ${fmt(med(whole, (s) => s.split!.workers))} / ${fmt(med(whole, (s) => s.split!.background))}`
    : 'not on this system';
  console.log(
    `| ${workers} | ${fmt(med(whole, (s) => s.wall))} | ${fmt(games / med(whole, (s) => s.runnerSeconds), 1)} | ${fmt(median(steadyRates(workers)), 1)} | ${fmt(warmupGames / med(warmup, (s) => s.runnerSeconds), 1)} | ${fmt(med(whole, (s) => s.cpu))} | ${fmt((1000 * med(whole, (s) => s.cpu)) / games, 3)} | ${fmt(median(steadyCpu(workers)), 3)} | ${split} |`,
  );
}
const ratio = (pick: (workers: Setting) => number) => pick(2) / pick(1);
console.log(`\nspeed-up, whole process wall time: ${fmt(ratio((w) => 1 / med(samples[w].whole, (s) => s.wall)))}x; the runner's games/s: ${fmt(ratio((w) => 1 / med(samples[w].whole, (s) => s.runnerSeconds)))}x; steady games/s: ${fmt(ratio((w) => median(steadyRates(w))))}x (target at least 1.7x on two free cores)`);
console.log(`CPU time of two threads / one thread: ${fmt(ratio((w) => med(samples[w].whole, (s) => s.cpu)))}x whole runs, ${fmt(ratio((w) => median(steadyCpu(w))))}x steady (1.00x: no extra work per game)`);

/**
 * `npm run bench:server [-- --tables N --seconds S --ramp S]`: many concurrent 4-seat Lost Valley
 * tables of bot clients over real sockets against one example server process (examples/server,
 * PGlite in a temporary folder, so every step is saved as it is in production). Each table takes
 * one action a second: its active seat's client sends a random legal action about one second after
 * the table's last update (`--jitter`: 0.5 to 1.5 s by default, drawn at each action, so that the
 * tables do not act in lockstep). Reports the tables held, submit-to-update latency (p50, p99: from the
 * submit to the sender's own update), bytes per update on the wire, and the server's CPU and
 * memory per table. The clients run on the same machine, in child processes of their own
 * (`--client-processes N`, each with its share of the tables; 0 runs them in this process), with
 * the server in a scheduler group of its own (`--server-session own`): their CPU is reported beside
 * the server's. A benchmark, not a test. Needs `npm run build` (the server imports the
 * package by its name).
 *
 * `--builds old-dist,dist` runs the same load against each build in turn (an older `dist` copied
 * aside runs in a package folder of its own, with this tree's node_modules) and prints them side
 * by side; a build folder with an `examples/server` of its own runs that one (`git archive
 * <commit> examples/server | tar -x -C old-dist`), else this tree's. `--profile DIR` writes each
 * server's CPU profile there (`--cpu-prof`; Chrome's DevTools open it). `--database URL` uses a
 * real Postgres instead of PGlite (its CPU then is in its own processes, not the server's);
 * `--unsaved` runs a server that saves no step (its ceiling without the database; the example
 * server's `--unsaved`, so not for a build whose server lacks it).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../test/server/server-process.js';
import { childShare, localShare, mergeShares, type ShareHandle } from './client-shares.js';
import { latencyBreakdown } from './latency-breakdown.js';
import type { StartMode } from './server-clients.js';

/** `--client-processes` and `--jitter` when not given: chosen by measurement (bench/RESULTS.md, 2026-12-03 session 2). */
const DEFAULT_CLIENT_PROCESSES = 2;
const DEFAULT_JITTER = 0.5;
const { values } = parseArgs({
  options: {
    tables: { type: 'string' },
    seconds: { type: 'string' },
    ramp: { type: 'string' },
    builds: { type: 'string' },
    profile: { type: 'string' },
    database: { type: 'string' },
    unsaved: { type: 'boolean' },
    'pglite-thread': { type: 'string' },
    'save-gap-ms': { type: 'string' },
    trace: { type: 'boolean' },
    'node-args': { type: 'string' },
    'client-processes': { type: 'string' },
    start: { type: 'string' },
    'server-session': { type: 'string' },
    jitter: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(`npm run bench:server -- [--tables N (100)] [--seconds S (60)] [--ramp S (20)] [--builds A,B,A,B (dist)]
  [--profile DIR] [--database URL] [--unsaved] [--pglite-thread worker|main] [--save-gap-ms MS]
  [--trace] [--node-args "ARGS"] [--client-processes N (${DEFAULT_CLIENT_PROCESSES})] [--start spread|together (spread)]
  [--server-session own|shared (own)] [--jitter F (${DEFAULT_JITTER})]
A build may be named more than once: --builds old,dist,old,dist alternates them in one run.
A build may carry its own flags after @: dist@--save-gap-ms=2 (the server's), dist@node:--max-semi-space-size=16
(Node's), dist@clients:0, dist@start:together, dist@session:shared, dist@jitter:0 (the bench's own, for that run),
several joined by @.
--pglite-thread and --save-gap-ms are passed to every server (a build whose server lacks the
flag refuses it). --trace has each server time every step (LVE_TRACE_FILE,
examples/server/latency-trace.mjs; an old server without it ignores it) and prints where the
latency goes: to the server, handling, waiting for its batch, the batch's write, the updates'
sends, to the client. --node-args passes Node flags to the servers (--max-semi-space-size=16).
--client-processes N runs the bot clients in N child processes, each with its share of the
tables (0: in the bench's own process, as before 2026-12-03 session 2). --start spread gives each
table its own phase in the second (together: every table acts on the first tick, and the
tables' actions stay bunched, as before). --server-session own starts the server in a session,
so a scheduler group, of its own (with the bench's autogroup nice); shared keeps it in the bench's.
--jitter F: a table waits 1 s × a factor drawn uniformly in [1 - F, 1 + F] after its last update
before it acts, one draw per action (0: exactly 1 s, as before: the tables a write answers together
then act together a second later, and their actions bunch up).`);
  process.exit(0);
}

/** A flag's whole number of 0 or more, or the bench stops here saying which flag is wrong. */
function wholeNumber(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${flag} takes a whole number of 0 or more, not '${text}'`);
    process.exit(2);
  }
  return value;
}
/** A flag's number from 0 to 1, or the bench stops here saying which flag is wrong. */
function fraction(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!(Number.isFinite(value) && value >= 0 && value <= 1)) {
    console.error(`${flag} takes a number from 0 to 1, not '${text}'`);
    process.exit(2);
  }
  return value;
}
/** A flag's word among `words`, or the bench stops here saying which flag is wrong. */
function oneOf<T extends string>(flag: string, text: string | undefined, words: readonly T[]): T {
  if (text === undefined) return words[0]!;
  if (!(words as readonly string[]).includes(text)) {
    console.error(`${flag} takes ${words.join(' or ')}, not '${text}'`);
    process.exit(2);
  }
  return text as T;
}

const TABLES = wholeNumber('--tables', values.tables, 100);
const SECONDS = wholeNumber('--seconds', values.seconds, 60);
const RAMP = wholeNumber('--ramp', values.ramp, 20);
const CLIENT_PROCESSES = wholeNumber('--client-processes', values['client-processes'], DEFAULT_CLIENT_PROCESSES);
const START = oneOf<StartMode>('--start', values.start, ['spread', 'together']);
const SESSION = oneOf('--server-session', values['server-session'], ['own', 'shared']);
const JITTER = fraction('--jitter', values.jitter, DEFAULT_JITTER);
// The builds to run, one after the other in this run: `dist` is this tree's; another folder (an
// older `dist` copied aside) runs in a package folder of its own (see packageRoot).
const BUILDS = (values.builds ?? 'dist').split(',').filter((build) => build.length > 0);

/** CPU clock ticks of a process (every thread), or of its main thread alone (`/proc/PID/task/PID`, where the event loop runs). */
function ticks(pid: number, mainThread = false): number {
  const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 per second)
}
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}
function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
/** The machine's CPU time so far (every core, clock ticks), and of it the time stolen by the hypervisor (a virtual machine's cores wait for the host's: load average does not show it). */
function cpuTimes(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}
/** A process's scheduler group as Linux names it (`/autogroup-12 nice -10`), or '' where there is none to read. */
function autogroup(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim();
  } catch {
    return '';
  }
}
/** Gives `pid`'s scheduler group this process's group's nice (a server in a session of its own starts at 0); says so when it may not. */
function copyAutogroupNice(pid: number): void {
  const nice = /nice (-?\d+)/.exec(autogroup(process.pid))?.[1];
  if (nice === undefined || nice === '0') return;
  try {
    writeFileSync(`/proc/${pid}/autogroup`, nice);
  } catch (error) {
    console.warn(`the server's scheduler group keeps nice 0 (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A package folder whose `lost-valley-engine` is `build`: this tree for `dist`, else a folder in `tmp` (made once, however often the build runs). */
function packageRoot(build: string, tmp: string): string {
  if (build === 'dist') return process.cwd();
  const root = join(tmp, `package-${build.replace(/\W/g, '_')}`);
  if (existsSync(root)) return root;
  mkdirSync(join(root, 'examples'), { recursive: true });
  writeFileSync(join(root, 'package.json'), readFileSync('package.json'));
  symlinkSync(resolve(build), join(root, 'dist'));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  // The build's own example server when it has one beside it (an old build with the old server's saves), else this tree's.
  const server = existsSync(join(build, 'examples/server/main.mjs')) ? join(build, 'examples/server') : 'examples/server';
  cpSync(server, join(root, 'examples/server'), { recursive: true, filter: (path) => !path.includes('.data') });
  return root;
}

/** The bench's own flags a build entry carries (`clients:2`, `start:together`, `session:shared`), over the command line's. */
function benchFlags(flags: readonly string[]): { clientProcesses: number; start: StartMode; session: 'own' | 'shared'; jitter: number } {
  const value = (name: string): string | undefined => [...flags].reverse().find((flag) => flag.startsWith(`${name}:`))?.slice(name.length + 1);
  return {
    clientProcesses: wholeNumber('clients:', value('clients'), CLIENT_PROCESSES),
    start: value('start') === undefined ? START : oneOf<StartMode>('start:', value('start'), ['spread', 'together']),
    session: value('session') === undefined ? SESSION : oneOf('session:', value('session'), ['own', 'shared']),
    jitter: fraction('jitter:', value('jitter'), JITTER),
  };
}
const BENCH_FLAG = /^(clients|start|session|jitter):/;

async function run(entry: string, index: number, tmp: string): Promise<Record<string, unknown>> {
  // `build@flag@node:flag@clients:N`: a build with flags of its own, for the server, for Node and for the bench.
  const [build, ...flags] = entry.split('@') as [string, ...string[]];
  const ownNodeArgs = flags.filter((flag) => flag.startsWith('node:')).map((flag) => flag.slice('node:'.length));
  const ownArgs = flags.filter((flag) => !flag.startsWith('node:') && !BENCH_FLAG.test(flag));
  const bench = benchFlags(flags);
  const data = join(tmp, `pglite-${index}`);
  const env: Record<string, string> = {};
  const traceFile = join(tmp, `trace-${index}.json`);
  if (values.trace) env.LVE_TRACE_FILE = traceFile;
  const nodeArgs = [...(values['node-args'] ?? '').split(' ').filter((arg) => arg.length > 0), ...ownNodeArgs];
  if (values.profile) nodeArgs.push(...['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`, `--cpu-prof-name=server-${index}-${build.replace(/\W/g, '_')}-${TABLES}.cpuprofile`]);
  if (values.database) env.DATABASE_URL = values.database;
  const server = await startServerProcess(['--port', '0', '--data', data, '--name', `bench-${Date.now()}`, ...(values.unsaved ? ['--unsaved'] : []), ...(values['pglite-thread'] ? ['--pglite-thread', values['pglite-thread']] : []), ...(values['save-gap-ms'] ? ['--save-gap-ms', values['save-gap-ms']] : []), ...ownArgs], env, 90_000, { cwd: packageRoot(build, tmp), nodeArgs, detached: bench.session === 'own' });
  if (bench.session === 'own') copyAutogroupNice(server.pid);
  const baseRss = rssMb(server.pid);
  const shares: ShareHandle[] = bench.clientProcesses === 0 ? [localShare()] : Array.from({ length: bench.clientProcesses }, () => childShare());
  const groups = { bench: autogroup(process.pid), server: autogroup(server.pid) };
  console.log(`${entry}: server pid ${server.pid} on ${server.url} (${groups.server || 'no autogroup'}); clients in ${bench.clientProcesses === 0 ? 'the bench process' : `${shares.length} process(es) ${shares.map((s) => s.pid).join(' ')}`} (${groups.bench || 'no autogroup'}); start ${bench.start}, jitter ${bench.jitter}; ${cpus().length} cores; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const started = Date.now();
  await Promise.all(shares.map((share, i) => share.open({ url: server.url, httpUrl: server.httpUrl, tables: TABLES, index: i, of: shares.length, rampStart: started, rampMs: RAMP * 1000, thinkMs: 1000, jitter: bench.jitter })));
  await Promise.all(shares.map((share) => share.play(bench.start)));
  await new Promise((resolve) => setTimeout(resolve, 3000)); // settle
  console.log(`${TABLES} tables up in ${((Date.now() - started) / 1000).toFixed(0)} s; measuring ${SECONDS} s`);
  const load0 = loadavg()[0]!;
  const cpu0 = ticks(server.pid);
  const main0 = ticks(server.pid, true);
  const self0 = process.cpuUsage();
  const machine0 = cpuTimes();
  const t0 = Date.now();
  await Promise.all(shares.map((share) => share.measure()));
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const merged = mergeShares(await Promise.all(shares.map((share) => share.stop())));
  const wall = (Date.now() - t0) / 1000;
  const serverCpu = (ticks(server.pid) - cpu0) / 100 / wall;
  const mainCpu = (ticks(server.pid, true) - main0) / 100 / wall;
  const self = process.cpuUsage(self0);
  const machine1 = cpuTimes();
  // The clients' CPU: the shares' own, and the bench's when they run in it (else its own small part apart).
  const benchCpu = (self.user + self.system) / 1e6 / wall;
  const clientCpu = bench.clientProcesses === 0 ? benchCpu : merged.cpuMs / 1000 / wall;
  const rss = rssMb(server.pid);
  const sorted = [...merged.latencies].sort((a, b) => a - b);
  const actions = merged.latencies.length / wall;
  const worst = (pick: (d: { p50: number; p99: number; max: number }) => number): number => Math.max(...merged.loopDelayMs.map(pick));
  const report = {
    build: entry,
    tables: merged.tables,
    held: merged.held,
    over: merged.over,
    clientProcesses: bench.clientProcesses,
    start: bench.start,
    serverSession: bench.session,
    jitter: bench.jitter,
    actionsPerSecond: +actions.toFixed(1),
    tableStepsPerSecond: +(merged.steps / 4 / wall).toFixed(1),
    latencyMs: { p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +(sorted.at(-1) ?? NaN).toFixed(1), samples: sorted.length },
    submitsPer100ms: merged.submitsPer100ms,
    bytesPerUpdate: Math.round(merged.updateBytes / Math.max(1, merged.updates)), // every frame a seat received, over its updates
    serverCpuCores: +serverCpu.toFixed(2),
    serverCpuMsPerAction: +((serverCpu * 1000) / Math.max(1e-9, actions)).toFixed(2),
    // The event loop's own share: with PGlite on a worker thread, the rest is mostly PGlite's.
    serverMainThreadCpuMsPerAction: +((mainCpu * 1000) / Math.max(1e-9, actions)).toFixed(2),
    serverCpuMsPerTablePerSecond: +((serverCpu * 1000) / Math.max(1, merged.tables)).toFixed(2),
    serverRssMb: +rss.toFixed(0),
    serverRssMbPerTable: +((rss - baseRss) / Math.max(1, merged.tables)).toFixed(2),
    clientCpuCores: +clientCpu.toFixed(2),
    benchCpuCores: +benchCpu.toFixed(2),
    // Each share's loop has its own histogram: the worst share's p99 and max (and every share's).
    clientLoopDelayMs: { p50: worst((d) => d.p50), p99: worst((d) => d.p99), max: worst((d) => d.max), perProcess: merged.loopDelayMs },
    clientGcMsPerSecond: +(merged.gcMs / wall).toFixed(1),
    clientErrors: merged.errors,
    schedulerGroups: groups,
    // The share of the machine's CPU time the hypervisor took (every core, over the window).
    stealPercent: +((100 * (machine1.steal - machine0.steal)) / Math.max(1, machine1.total - machine0.total)).toFixed(1),
    loadAverage: [+load0.toFixed(1), ...loadavg().map((l) => +l.toFixed(1))], // at the start of the measured time, then at its end (1, 5, 15 min)
  };
  console.log(JSON.stringify(report, null, 2));
  await Promise.all(shares.map((share) => share.close()));
  await server.stop();
  if (values.trace && existsSync(traceFile)) {
    const breakdown = latencyBreakdown(merged.samples, traceFile);
    console.log(`${entry}: where the latency goes (ms)`);
    console.log(JSON.stringify(breakdown, null, 2));
    return { ...report, breakdown };
  }
  return report;
}

// Every entry's own bench flags are checked before anything starts.
for (const entry of BUILDS) benchFlags(entry.split('@').slice(1));
const tmp = mkdtempSync(join(tmpdir(), 'lve-bench-'));
const reports: Record<string, unknown>[] = [];
for (const [index, build] of BUILDS.entries()) reports.push(await run(build, index, tmp));
if (reports.length > 1) {
  console.log('\nbuild | tables | held | actions/s | p50 ms | p99 ms | submits/100 ms mean, max | B/update | server cores | ms CPU/action | main thread ms/action | RSS MB | MB/table | client cores | client loop p99, max ms | steal % | load');
  for (const r of reports as { build: string; tables: number; held: number; actionsPerSecond: number; latencyMs: { p50: number; p99: number }; submitsPer100ms: { mean: number; max: number }; bytesPerUpdate: number; serverCpuCores: number; serverCpuMsPerAction: number; serverMainThreadCpuMsPerAction: number; serverRssMb: number; serverRssMbPerTable: number; clientCpuCores: number; clientLoopDelayMs: { p99: number; max: number }; stealPercent: number; loadAverage: number[] }[]) {
    console.log([r.build, r.tables, r.held, r.actionsPerSecond, r.latencyMs.p50, r.latencyMs.p99, `${r.submitsPer100ms.mean}, ${r.submitsPer100ms.max}`, r.bytesPerUpdate, r.serverCpuCores, r.serverCpuMsPerAction, r.serverMainThreadCpuMsPerAction, r.serverRssMb, r.serverRssMbPerTable, r.clientCpuCores, `${r.clientLoopDelayMs.p99}, ${r.clientLoopDelayMs.max}`, r.stealPercent, r.loadAverage.join(' ')].join(' | '));
  }
}
rmSync(tmp, { recursive: true, force: true });
process.exit(0);

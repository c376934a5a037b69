/**
 * `npm run bench:server [-- --tables N --seconds S --ramp S]`: many concurrent 4-seat Lost Valley
 * tables of bot clients over real sockets against one example server process (examples/server,
 * PGlite in a temporary folder, so every step is saved as it is in production). Each table takes
 * one action a second: its active seat's client sends a random legal action one second after the
 * table's last update. Reports the tables held, submit-to-update latency (p50, p99: from the
 * submit to the sender's own update), bytes per update on the wire, and the server's CPU and
 * memory per table. The clients run in this process, on the same machine: their CPU is reported
 * beside the server's. A benchmark, not a test. Needs `npm run build` (the server imports the
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
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { receiveMessage, type SeatClient } from '../src/match/index.js';
import { seededRandom } from '../src/bots/index.js';
import { createTable, startServerProcess } from '../test/server/server-process.js';
import { latencyBreakdown, type ClientSample } from './latency-breakdown.js';

const { values } = parseArgs({
  options: { tables: { type: 'string' }, seconds: { type: 'string' }, ramp: { type: 'string' }, builds: { type: 'string' }, profile: { type: 'string' }, database: { type: 'string' }, unsaved: { type: 'boolean' }, 'pglite-thread': { type: 'string' }, 'save-gap-ms': { type: 'string' }, trace: { type: 'boolean' }, 'node-args': { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(`npm run bench:server -- [--tables N (100)] [--seconds S (60)] [--ramp S (20)] [--builds A,B,A,B (dist)]
  [--profile DIR] [--database URL] [--unsaved] [--pglite-thread worker|main] [--save-gap-ms MS]
  [--trace] [--node-args "ARGS"]
A build may be named more than once: --builds old,dist,old,dist alternates them in one run.
A build may carry its own flags after @: dist@--save-gap-ms=2 (the server's), dist@node:--max-semi-space-size=16
(Node's), several joined by @.
--pglite-thread and --save-gap-ms are passed to every server (a build whose server lacks the
flag refuses it). --trace has each server time every step (LVE_TRACE_FILE,
examples/server/latency-trace.mjs; an old server without it ignores it) and prints where the
latency goes: to the server, handling, waiting for its batch, the batch's write, the updates'
sends, to the client. --node-args passes Node flags to the servers (--max-semi-space-size=16).`);
  process.exit(0);
}
const TABLES = Number(values.tables ?? 100);
const SECONDS = Number(values.seconds ?? 60);
const RAMP = Number(values.ramp ?? 20);
// The builds to run, one after the other in this run: `dist` is this tree's; another folder (an
// older `dist` copied aside) runs in a package folder of its own (see packageRoot).
const BUILDS = (values.builds ?? 'dist').split(',').filter((build) => build.length > 0);

interface Table {
  readonly roomId: string;
  readonly seats: Seat[];
  lastUpdate: number;
  steps: number;
  over: boolean;
}
interface Seat {
  room: Room;
  client: SeatClient | null;
  sentAt: number;
  sentStep: number;
  readonly random: () => number;
}

let latencies: number[] = [];
let samples: ClientSample[] = [];
let updates = 0;
let updateBytes = 0;
let errors = 0;
let measuring = false;

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

async function seatAt(url: string, roomId: string, seat: number, table: Table): Promise<Seat> {
  const room = await new Client(url).joinById(roomId, { seat });
  const me: Seat = { room, client: null, sentAt: 0, sentStep: -1, random: seededRandom(`${roomId}/${seat}`) };
  // Bytes on the wire: every frame this connection receives.
  const socket = (room as unknown as { connection: { transport: { ws: { addEventListener(type: 'message', listener: (event: { data: ArrayBuffer }) => void): void } } } }).connection.transport.ws;
  socket.addEventListener('message', (event) => {
    if (measuring) updateBytes += event.data.byteLength;
  });
  room.onMessage('match', (message: { type: string; step: number }) => {
    const r = receiveMessage(me.client, message);
    if (!r.ok) {
      errors++;
      return;
    }
    me.client = r.client;
    if (message.type === 'update') {
      if (measuring) updates++;
      table.lastUpdate = Date.now();
      table.steps++;
      if (me.sentStep >= 0 && r.client.step > me.sentStep) {
        if (measuring) {
          const at = performance.now();
          latencies.push(at - me.sentAt);
          samples.push({ roomId: table.roomId, step: r.client.step, sent: performance.timeOrigin + me.sentAt, received: performance.timeOrigin + at });
        }
        me.sentStep = -1;
      }
      if (r.client.view.terminal) table.over = true;
    }
    if (r.refusal) me.sentStep = -1;
  });
  for (const type of ['seat', 'seats', 'done', 'undoable']) room.onMessage(type, () => {});
  return me;
}

function tick(table: Table): void {
  if (table.over || Date.now() - table.lastUpdate < 1000) return;
  for (const me of table.seats) {
    const client = me.client;
    if (!client || !client.active || me.sentStep >= 0 || client.legalActions.length === 0) continue;
    const action = client.legalActions[Math.floor(me.random() * client.legalActions.length)]!;
    me.sentAt = performance.now();
    me.sentStep = client.step;
    table.lastUpdate = Date.now(); // one action a second, whoever answers
    me.room.send('match', { type: 'submit', step: client.step, action });
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

async function run(entry: string, index: number, tmp: string): Promise<Record<string, unknown>> {
  // `build@flag@node:flag`: a build with flags of its own, for the server and for Node.
  const [build, ...flags] = entry.split('@') as [string, ...string[]];
  const ownNodeArgs = flags.filter((flag) => flag.startsWith('node:')).map((flag) => flag.slice('node:'.length));
  const ownArgs = flags.filter((flag) => !flag.startsWith('node:'));
  latencies = [];
  samples = [];
  updates = 0;
  updateBytes = 0;
  errors = 0;
  const data = join(tmp, `pglite-${index}`);
  const env: Record<string, string> = {};
  const traceFile = join(tmp, `trace-${index}.json`);
  if (values.trace) env.LVE_TRACE_FILE = traceFile;
  const nodeArgs = [...(values['node-args'] ?? '').split(' ').filter((arg) => arg.length > 0), ...ownNodeArgs];
  if (values.profile) nodeArgs.push(...['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`, `--cpu-prof-name=server-${index}-${build.replace(/\W/g, '_')}-${TABLES}.cpuprofile`]);
  if (values.database) env.DATABASE_URL = values.database;
  const server = await startServerProcess(['--port', '0', '--data', data, '--name', `bench-${Date.now()}`, ...(values.unsaved ? ['--unsaved'] : []), ...(values['pglite-thread'] ? ['--pglite-thread', values['pglite-thread']] : []), ...(values['save-gap-ms'] ? ['--save-gap-ms', values['save-gap-ms']] : []), ...ownArgs], env, 90_000, { cwd: packageRoot(build, tmp), nodeArgs });
  const baseRss = rssMb(server.pid);
  console.log(`${entry}: server pid ${server.pid} on ${server.url}; ${cpus().length} cores; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const tables: Table[] = [];
  const started = Date.now();
  for (let i = 0; i < TABLES; i++) {
    const roomId = await createTable(server.httpUrl, { game: 'lost-valley', players: 4 });
    const table: Table = { roomId, seats: [], lastUpdate: Date.now() + Math.random() * 1000, steps: 0, over: false };
    for (let seat = 0; seat < 4; seat++) table.seats.push(await seatAt(server.url, roomId, seat, table));
    tables.push(table);
    // Spread the creation over the ramp.
    const due = started + ((i + 1) / TABLES) * RAMP * 1000;
    if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
  }
  const timer = setInterval(() => tables.forEach(tick), 20);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // settle
  console.log(`${tables.length} tables up in ${((Date.now() - started) / 1000).toFixed(0)} s; measuring ${SECONDS} s`);
  const load0 = loadavg()[0]!;
  const cpu0 = ticks(server.pid);
  const main0 = ticks(server.pid, true);
  const self0 = process.cpuUsage();
  const steps0 = tables.reduce((sum, t) => sum + t.steps, 0);
  // The clients' own event loop and garbage collection: the 1,200 clients share this process.
  const clientLoop = monitorEventLoopDelay({ resolution: 1 });
  let clientGcMs = 0;
  const clientGc = new PerformanceObserver((list) => list.getEntries().forEach((entry) => (clientGcMs += entry.duration)));
  clientGc.observe({ entryTypes: ['gc'] });
  clientLoop.enable();
  const t0 = Date.now();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  clientLoop.disable();
  clientGc.disconnect();
  const wall = (Date.now() - t0) / 1000;
  const serverCpu = (ticks(server.pid) - cpu0) / 100 / wall;
  const mainCpu = (ticks(server.pid, true) - main0) / 100 / wall;
  const self = process.cpuUsage(self0);
  const clientCpu = (self.user + self.system) / 1e6 / wall;
  const rss = rssMb(server.pid);
  const recent = Date.now() - 3000;
  const held = tables.filter((t) => t.over || t.lastUpdate >= recent).length;
  const steps = tables.reduce((sum, t) => sum + t.steps, 0) - steps0;
  clearInterval(timer);
  const sorted = [...latencies].sort((a, b) => a - b);
  const actions = latencies.length / wall;
  const report = {
    build: entry,
    tables: tables.length,
    held,
    over: tables.filter((t) => t.over).length,
    actionsPerSecond: +actions.toFixed(1),
    tableStepsPerSecond: +(steps / 4 / wall).toFixed(1),
    latencyMs: { p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +(sorted.at(-1) ?? NaN).toFixed(1), samples: sorted.length },
    bytesPerUpdate: Math.round(updateBytes / Math.max(1, updates)), // every frame a seat received, over its updates
    serverCpuCores: +serverCpu.toFixed(2),
    serverCpuMsPerAction: +((serverCpu * 1000) / Math.max(1e-9, actions)).toFixed(2),
    // The event loop's own share: with PGlite on a worker thread, the rest is mostly PGlite's.
    serverMainThreadCpuMsPerAction: +((mainCpu * 1000) / Math.max(1e-9, actions)).toFixed(2),
    serverCpuMsPerTablePerSecond: +((serverCpu * 1000) / tables.length).toFixed(2),
    serverRssMb: +rss.toFixed(0),
    serverRssMbPerTable: +((rss - baseRss) / tables.length).toFixed(2),
    clientCpuCores: +clientCpu.toFixed(2),
    clientLoopDelayMs: { p50: +(clientLoop.percentile(50) / 1e6).toFixed(1), p99: +(clientLoop.percentile(99) / 1e6).toFixed(1), max: +(clientLoop.max / 1e6).toFixed(1) },
    clientGcMsPerSecond: +(clientGcMs / wall).toFixed(1),
    clientErrors: errors,
    loadAverage: [+load0.toFixed(1), ...loadavg().map((l) => +l.toFixed(1))], // at the start of the measured time, then at its end (1, 5, 15 min)
  };
  console.log(JSON.stringify(report, null, 2));
  await Promise.all(tables.flatMap((table) => table.seats.map((me) => me.room.leave().catch(() => undefined))));
  await server.stop();
  if (values.trace && existsSync(traceFile)) {
    const breakdown = latencyBreakdown(samples, traceFile);
    console.log(`${entry}: where the latency goes (ms)`);
    console.log(JSON.stringify(breakdown, null, 2));
    return { ...report, breakdown };
  }
  return report;
}

const tmp = mkdtempSync(join(tmpdir(), 'lve-bench-'));
const reports: Record<string, unknown>[] = [];
for (const [index, build] of BUILDS.entries()) reports.push(await run(build, index, tmp));
if (reports.length > 1) {
  console.log('\nbuild | tables | held | actions/s | p50 ms | p99 ms | B/update | server cores | ms CPU/action | main thread ms/action | RSS MB | MB/table | client cores | load');
  for (const r of reports as { build: string; tables: number; held: number; actionsPerSecond: number; latencyMs: { p50: number; p99: number }; bytesPerUpdate: number; serverCpuCores: number; serverCpuMsPerAction: number; serverMainThreadCpuMsPerAction: number; serverRssMb: number; serverRssMbPerTable: number; clientCpuCores: number; loadAverage: number[] }[]) {
    console.log([r.build, r.tables, r.held, r.actionsPerSecond, r.latencyMs.p50, r.latencyMs.p99, r.bytesPerUpdate, r.serverCpuCores, r.serverCpuMsPerAction, r.serverMainThreadCpuMsPerAction, r.serverRssMb, r.serverRssMbPerTable, r.clientCpuCores, r.loadAverage.join(' ')].join(' | '));
  }
}
rmSync(tmp, { recursive: true, force: true });
process.exit(0);

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
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client, type Room } from 'colyseus.js';
import { receiveMessage, type SeatClient } from '../src/match/index.js';
import { seededRandom } from '../src/bots/index.js';
import { createTable, startServerProcess } from '../test/server/server-process.js';

const { values } = parseArgs({ options: { tables: { type: 'string' }, seconds: { type: 'string' }, ramp: { type: 'string' } } });
const TABLES = Number(values.tables ?? 100);
const SECONDS = Number(values.seconds ?? 60);
const RAMP = Number(values.ramp ?? 20);

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

const latencies: number[] = [];
let updates = 0;
let updateBytes = 0;
let errors = 0;
let measuring = false;

function ticks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
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
        if (measuring) latencies.push(performance.now() - me.sentAt);
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

const data = mkdtempSync(join(tmpdir(), 'lve-bench-'));
const server = await startServerProcess(['--port', '0', '--data', data, '--name', 'bench']);
const baseRss = rssMb(server.pid);
console.log(`server pid ${server.pid} on ${server.url}; ${cpus().length} cores; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
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
const cpu0 = ticks(server.pid);
const self0 = process.cpuUsage();
const steps0 = tables.reduce((sum, t) => sum + t.steps, 0);
const t0 = Date.now();
measuring = true;
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
measuring = false;
const wall = (Date.now() - t0) / 1000;
const serverCpu = (ticks(server.pid) - cpu0) / 100 / wall;
const self = process.cpuUsage(self0);
const clientCpu = (self.user + self.system) / 1e6 / wall;
const rss = rssMb(server.pid);
const recent = Date.now() - 3000;
const held = tables.filter((t) => t.over || t.lastUpdate >= recent).length;
const steps = tables.reduce((sum, t) => sum + t.steps, 0) - steps0;
clearInterval(timer);
const sorted = [...latencies].sort((a, b) => a - b);
const report = {
  tables: tables.length,
  held,
  over: tables.filter((t) => t.over).length,
  actionsPerSecond: +(latencies.length / wall).toFixed(1),
  tableStepsPerSecond: +(steps / 4 / wall).toFixed(1),
  latencyMs: { p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +(sorted.at(-1) ?? NaN).toFixed(1), samples: sorted.length },
  bytesPerUpdate: Math.round(updateBytes / Math.max(1, updates)), // every frame a seat received, over its updates
  serverCpuCores: +serverCpu.toFixed(2),
  serverCpuMsPerTablePerSecond: +((serverCpu * 1000) / tables.length).toFixed(2),
  serverRssMb: +rss.toFixed(0),
  serverRssMbPerTable: +((rss - baseRss) / tables.length).toFixed(2),
  clientCpuCores: +clientCpu.toFixed(2),
  clientErrors: errors,
  loadAverage: loadavg().map((l) => +l.toFixed(1)),
};
console.log(JSON.stringify(report, null, 2));
for (const table of tables) for (const me of table.seats) void me.room.leave().catch(() => undefined);
await server.stop();
rmSync(data, { recursive: true, force: true });
process.exit(0);

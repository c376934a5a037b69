/**
 * The bot clients of `npm run bench:server`: a share of the bench's 4-seat Lost Valley tables,
 * each seat a colyseus.js client over a real socket, each table about one action a second. A share
 * runs in the bench's own process (`--client-processes 0`) or in a child process of its own
 * (bench/server-client-process.ts), so that 1,200 clients do not all wait on one event loop.
 * Its report carries every latency it measured, so the bench merges shares exactly (percentiles
 * of all samples, never averages of percentiles).
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { receiveMessage, type SeatClient } from '../src/match/index.js';
import { seededRandom } from '../src/bots/index.js';
import { createTable } from '../test/server/server-process.js';
import type { ClientSample } from './latency-breakdown.js';

/**
 * How the tables' first actions fall once they all stand: `spread` over the first second (each
 * table its own phase, as independent players would), or `together` (the bench before 2026-12-03
 * session 2: every table that stood for a second acts on the first tick).
 *
 * @example
 * share.play('spread');
 */
export type StartMode = 'spread' | 'together';

/**
 * Which tables a share opens: the bench's tables `index`, `index + of`, `index + 2·of`… of
 * `tables`, each created at its due time of the ramp.
 *
 * @example
 * const spec: ShareSpec = { url, httpUrl, tables: 300, index: 1, of: 2, rampStart: Date.now(), rampMs: 20_000, thinkMs: 1000, jitter: 0.5 };
 */
export interface ShareSpec {
  readonly url: string;
  readonly httpUrl: string;
  readonly tables: number;
  readonly index: number;
  readonly of: number;
  /** `Date.now()` when the ramp began (the same for every share). */
  readonly rampStart: number;
  readonly rampMs: number;
  /** How long a table waits after its last update before it acts: `thinkMs` × a factor drawn uniformly in [1 − `jitter`, 1 + `jitter`] at each action (0: exactly `thinkMs`, as before 2026-12-03 session 2). */
  readonly thinkMs: number;
  readonly jitter: number;
}

/**
 * What a share measured between `measure()` and `stop()`.
 *
 * @example
 * const report: ShareReport = share.stop();
 * console.log(report.latencies.length, report.loopDelayMs.p99);
 */
export interface ShareReport {
  readonly tables: number;
  readonly held: number;
  readonly over: number;
  /** Updates received (every seat's), and the bytes of every frame received, in the window. */
  readonly updates: number;
  readonly updateBytes: number;
  /** Each answered submit's latency (ms), and the submit itself (for the trace and for the submits' spread). */
  readonly latencies: readonly number[];
  readonly samples: readonly ClientSample[];
  readonly steps: number;
  readonly errors: number;
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly gcMs: number;
}

interface Table {
  readonly roomId: string;
  readonly seats: Seat[];
  readonly think: () => number;
  wait: number;
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

const round1 = (x: number): number => +x.toFixed(1);

/**
 * One share of the bench's tables: `open(spec)` creates and seats them over the ramp, `play(mode)`
 * starts their actions, `measure()` and `stop()` bound the measured window, `close()` leaves.
 *
 * @example
 * const share = new ClientShare();
 * await share.open({ url, httpUrl, tables: 300, index: 0, of: 1, rampStart: Date.now(), rampMs: 20_000, thinkMs: 1000, jitter: 0.5 });
 * share.play('spread');
 * share.measure();
 * await new Promise((done) => setTimeout(done, 40_000));
 * const report = share.stop();
 * await share.close();
 */
export class ClientShare {
  readonly #tables: Table[] = [];
  #latencies: number[] = [];
  #samples: ClientSample[] = [];
  #updates = 0;
  #updateBytes = 0;
  #errors = 0;
  #measuring = false;
  #timer: NodeJS.Timeout | null = null;
  #window: { cpu: NodeJS.CpuUsage; steps: number; at: number; gcMs: number; gc: PerformanceObserver; loop: ReturnType<typeof monitorEventLoopDelay> } | null = null;

  /** Creates this share's tables at their due times of the ramp and seats four clients at each. */
  async open(spec: ShareSpec): Promise<void> {
    for (let i = spec.index; i < spec.tables; i += spec.of) {
      const due = spec.rampStart + (i / spec.tables) * spec.rampMs;
      if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const roomId = await createTable(spec.httpUrl, { game: 'lost-valley', players: 4 });
      // The tables' waits are drawn from a seeded generator each, so a run's waits repeat.
      const random = seededRandom(`${roomId}/think`);
      const think = (): number => spec.thinkMs * (1 + spec.jitter * (2 * random() - 1));
      const table: Table = { roomId, seats: [], think, wait: think(), lastUpdate: Date.now() + Math.random() * 1000, steps: 0, over: false };
      for (let seat = 0; seat < 4; seat++) table.seats.push(await this.#seatAt(spec.url, roomId, seat, table));
      this.#tables.push(table);
    }
  }

  /** Starts the tables' actions, one a second each (see {@link StartMode}). */
  play(mode: StartMode): void {
    if (mode === 'spread') {
      const now = Date.now();
      for (const table of this.#tables) table.lastUpdate = now - 1000 + seededRandom(`${table.roomId}/phase`)() * 1000;
    }
    this.#timer = setInterval(() => this.#tables.forEach((table) => this.#tick(table)), 20);
  }

  /** Starts the measured window. */
  measure(): void {
    const window = { cpu: process.cpuUsage(), steps: this.#steps(), at: performance.now(), gcMs: 0, gc: new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window.gcMs += entry.duration))), loop: monitorEventLoopDelay({ resolution: 1 }) };
    window.gc.observe({ entryTypes: ['gc'] });
    window.loop.enable();
    this.#latencies = [];
    this.#samples = [];
    this.#updates = 0;
    this.#updateBytes = 0;
    this.#errors = 0;
    this.#window = window;
    this.#measuring = true;
  }

  /** Ends the measured window and reports it (an empty report when none was started). */
  stop(): ShareReport {
    this.#measuring = false;
    const window = this.#window;
    this.#window = null;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    const recent = Date.now() - 3000;
    const common = { tables: this.#tables.length, held: this.#tables.filter((t) => t.over || t.lastUpdate >= recent).length, over: this.#tables.filter((t) => t.over).length };
    if (!window) return { ...common, updates: 0, updateBytes: 0, latencies: [], samples: [], steps: 0, errors: this.#errors, cpuMs: 0, wallMs: 0, loopDelayMs: { p50: NaN, p99: NaN, max: NaN }, gcMs: 0 };
    window.loop.disable();
    window.gc.disconnect();
    const cpu = process.cpuUsage(window.cpu);
    return {
      ...common,
      updates: this.#updates,
      updateBytes: this.#updateBytes,
      latencies: this.#latencies,
      samples: this.#samples,
      steps: this.#steps() - window.steps,
      errors: this.#errors,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - window.at,
      loopDelayMs: { p50: round1(window.loop.percentile(50) / 1e6), p99: round1(window.loop.percentile(99) / 1e6), max: round1(window.loop.max / 1e6) },
      gcMs: window.gcMs,
    };
  }

  /** Every seat leaves its room (a room the server closed already is skipped). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await Promise.all(this.#tables.flatMap((table) => table.seats.map((me) => me.room.leave().catch(() => undefined))));
  }

  #steps(): number {
    return this.#tables.reduce((sum, t) => sum + t.steps, 0);
  }

  async #seatAt(url: string, roomId: string, seat: number, table: Table): Promise<Seat> {
    const room = await new Client(url).joinById(roomId, { seat });
    const me: Seat = { room, client: null, sentAt: 0, sentStep: -1, random: seededRandom(`${roomId}/${seat}`) };
    // Bytes on the wire: every frame this connection receives.
    const socket = (room as unknown as { connection: { transport: { ws: { addEventListener(type: 'message', listener: (event: { data: ArrayBuffer }) => void): void } } } }).connection.transport.ws;
    socket.addEventListener('message', (event) => {
      if (this.#measuring) this.#updateBytes += event.data.byteLength;
    });
    room.onMessage('match', (message: { type: string; step: number }) => {
      const r = receiveMessage(me.client, message);
      if (!r.ok) {
        this.#errors++;
        return;
      }
      me.client = r.client;
      if (message.type === 'update') {
        if (this.#measuring) this.#updates++;
        table.lastUpdate = Date.now();
        table.steps++;
        if (me.sentStep >= 0 && r.client.step > me.sentStep) {
          if (this.#measuring) {
            const at = performance.now();
            this.#latencies.push(at - me.sentAt);
            this.#samples.push({ roomId: table.roomId, step: r.client.step, sent: performance.timeOrigin + me.sentAt, received: performance.timeOrigin + at });
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

  #tick(table: Table): void {
    if (table.over || Date.now() - table.lastUpdate < table.wait) return;
    for (const me of table.seats) {
      const client = me.client;
      if (!client || !client.active || me.sentStep >= 0 || client.legalActions.length === 0) continue;
      const action = client.legalActions[Math.floor(me.random() * client.legalActions.length)]!;
      me.sentAt = performance.now();
      me.sentStep = client.step;
      table.lastUpdate = Date.now(); // one action a wait, whoever answers
      table.wait = table.think();
      me.room.send('match', { type: 'submit', step: client.step, action });
    }
  }
}

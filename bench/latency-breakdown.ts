/**
 * Where a submit's latency goes in `npm run bench:server -- --trace`: the bench's own timestamps
 * of each submit and of the sender's update, lined up with the example server's trace
 * (examples/server/latency-trace.mjs) of the same table and step. Times on both sides are
 * `performance.timeOrigin + performance.now()`; the two processes' origins agree to about a
 * millisecond, so the two gaps that cross processes (to the server, to the client) carry that.
 */
import { readFileSync } from 'node:fs';
import { constants } from 'node:perf_hooks';

/** One submit as the bench saw it: its table, the step its update carried, when it left and when the update came. */
export interface ClientSample {
  readonly roomId: string;
  readonly step: number;
  readonly sent: number;
  readonly received: number;
}

interface StepRecord {
  readonly roomId: string;
  readonly step: number;
  readonly received?: number;
  readonly handled?: number;
  readonly saving?: number;
  readonly started?: number;
  readonly written?: number;
  readonly batch?: number;
  readonly firstSent?: number;
  readonly lastSent?: number;
}
interface Trace {
  readonly steps: readonly StepRecord[];
  readonly gc: readonly { at: number; ms: number; kind?: number }[];
  readonly loopDelayMs: { p50: number; p99: number; max: number };
}

/** The gaps of one step, in order; a gap the trace lacks (no save: no batch) is left out. */
const GAPS: readonly [string, (c: ClientSample, s: StepRecord) => number | undefined][] = [
  ['to server (socket, loops)', (c, s) => dif(s.received, c.sent)],
  ['handling (rules, updates built)', (_c, s) => dif(s.handled, s.received)],
  ['waiting for its batch', (_c, s) => dif(s.started, s.handled)],
  ['batch written (worker, PGlite)', (_c, s) => dif(s.written, s.started)],
  ['written to last update sent', (_c, s) => dif(s.lastSent, s.written ?? s.handled)],
  ['to client (socket, loops)', (c, s) => dif(c.received, s.lastSent)],
  ['total', (c) => c.received - c.sent],
];
const GC_KINDS = [
  ['minor (scavenge)', constants.NODE_PERFORMANCE_GC_MINOR],
  ['major (mark-compact)', constants.NODE_PERFORMANCE_GC_MAJOR],
  ['incremental marking', constants.NODE_PERFORMANCE_GC_INCREMENTAL],
  ['weak callbacks', constants.NODE_PERFORMANCE_GC_WEAKCB],
] as const;
function dif(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined ? undefined : a - b;
}
function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (x: number): number => +x.toFixed(2);

/**
 * The breakdown of `samples` against the server's trace file: for each gap its mean (the means add
 * up to the total's), p50 and p99, and
 * its mean over the slowest 1% of submits (what the tail is made of); the batches' sizes; the
 * server's garbage-collection pauses within the samples' time and its event-loop delay.
 *
 * @example
 * const report = latencyBreakdown(samples, '/tmp/trace-0.json');
 * console.table(report.gaps);
 */
export function latencyBreakdown(samples: readonly ClientSample[], traceFile: string): Record<string, unknown> {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as Trace;
  const byStep = new Map(trace.steps.map((s) => [`${s.roomId}/${s.step}`, s]));
  const pairs = samples.flatMap((c) => {
    const s = byStep.get(`${c.roomId}/${c.step}`);
    return s ? [{ c, s }] : [];
  });
  const slowest = [...pairs].sort((a, b) => b.c.received - b.c.sent - (a.c.received - a.c.sent)).slice(0, Math.max(1, Math.floor(pairs.length / 100)));
  const gaps: Record<string, { mean: number; p50: number; p99: number; slowest1pcMean: number }> = {};
  for (const [name, gap] of GAPS) {
    const values = pairs.map(({ c, s }) => gap(c, s)).filter((v): v is number => v !== undefined);
    if (values.length === 0) continue;
    const tail = slowest.map(({ c, s }) => gap(c, s)).filter((v): v is number => v !== undefined);
    values.sort((a, b) => a - b);
    gaps[name] = { mean: round(values.reduce((x, y) => x + y, 0) / values.length), p50: round(percentile(values, 50)), p99: round(percentile(values, 99)), slowest1pcMean: round(tail.reduce((x, y) => x + y, 0) / Math.max(1, tail.length)) };
  }
  const batches = pairs.map(({ s }) => s.batch).filter((b): b is number => b !== undefined).sort((a, b) => a - b);
  const from = Math.min(...samples.map((c) => c.sent));
  const to = Math.max(...samples.map((c) => c.received));
  const pauses = trace.gc.filter((p) => p.at >= from && p.at <= to);
  const seconds = (to - from) / 1000;
  return {
    matched: pairs.length,
    of: samples.length,
    gaps,
    batchSteps: { p50: percentile(batches, 50), p99: percentile(batches, 99) },
    serverGc: Object.fromEntries(
      GC_KINDS.map(([name, kind]) => {
        const these = pauses.filter((p) => p.kind === kind);
        return [name, { perSecond: round(these.length / seconds), msPerSecond: round(these.reduce((x, p) => x + p.ms, 0) / seconds), maxMs: round(Math.max(0, ...these.map((p) => p.ms))) }];
      }),
    ),
    serverLoopDelayMs: trace.loopDelayMs,
  };
}

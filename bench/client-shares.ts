/**
 * The bench's client shares as one: a share in the bench's own process or in a child process
 * (bench/server-client-process.ts) behind the same calls, and their reports merged exactly.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ClientShare, type ShareReport, type ShareSpec, type StartMode } from './server-clients.js';

/**
 * One share of the tables, wherever its clients run.
 *
 * @example
 * const share: ShareHandle = childShare();
 * await share.measure();
 */
export interface ShareHandle {
  /** The process its clients run in. */
  readonly pid: number;
  open(spec: ShareSpec): Promise<void>;
  play(mode: StartMode): Promise<void>;
  measure(): Promise<void>;
  stop(): Promise<ShareReport>;
  close(): Promise<void>;
}

/**
 * A share whose clients run in this process (`--client-processes 0`: the bench as it was).
 *
 * @example
 * const share = localShare();
 * await share.open(spec);
 */
export function localShare(): ShareHandle {
  const share = new ClientShare();
  return {
    pid: process.pid,
    open: (spec) => share.open(spec),
    play: async (mode) => share.play(mode),
    measure: async () => share.measure(),
    stop: async () => share.stop(),
    close: () => share.close(),
  };
}

/**
 * A share whose clients run in a child process of their own (its own event loop and heap).
 * Requests go one at a time; each resolves with the child's answer, or rejects with its error or
 * its exit.
 *
 * @example
 * const shares = [childShare(), childShare()];
 * await Promise.all(shares.map((share, index) => share.open({ ...spec, index, of: shares.length })));
 */
export function childShare(): ShareHandle {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server-client-process.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending: { resolve: (answer: { report?: ShareReport }) => void; reject: (error: Error) => void }[] = [];
  child.on('message', (answer: { ok: boolean; error?: string; report?: ShareReport }) => {
    const next = pending.shift();
    if (!next) return;
    if (answer.ok) next.resolve(answer);
    else next.reject(new Error(`client process ${child.pid}: ${answer.error}`));
  });
  child.on('exit', (code) => {
    for (const next of pending.splice(0)) next.reject(new Error(`client process ${child.pid} exited (${String(code)})`));
  });
  const request = (message: unknown): Promise<{ report?: ShareReport }> =>
    new Promise((resolve, reject) => {
      pending.push({ resolve, reject });
      child.send(message as object);
    });
  return {
    pid: child.pid!,
    open: async (spec) => void (await request({ op: 'open', spec })),
    play: async (mode) => void (await request({ op: 'play', mode })),
    measure: async () => void (await request({ op: 'measure' })),
    stop: async () => (await request({ op: 'stop' })).report!,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await request({ op: 'close' }).catch(() => undefined);
    },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The shares' reports as one: every latency and sample pooled, counts summed, each share's loop
 * delay kept (a histogram's percentiles do not merge).
 *
 * @example
 * const merged: MergedShares = mergeShares(reports);
 * console.log(merged.submitsPer100ms.p99);
 */
export interface MergedShares extends Omit<ShareReport, 'loopDelayMs' | 'wallMs'> {
  /** Each share's event-loop delay, in the order of the shares. */
  readonly loopDelayMs: readonly ShareReport['loopDelayMs'][];
  /** Submits (answered ones) per 100 ms of the window: how evenly the tables' actions fall. */
  readonly submitsPer100ms: { readonly mean: number; readonly p99: number; readonly max: number };
}

/**
 * Pools the shares' reports (see {@link MergedShares}).
 *
 * @example
 * const merged = mergeShares(await Promise.all(shares.map((share) => share.stop())));
 * const p99 = percentile([...merged.latencies].sort((a, b) => a - b), 99);
 */
export function mergeShares(reports: readonly ShareReport[]): MergedShares {
  const sum = (pick: (r: ShareReport) => number): number => reports.reduce((total, r) => total + pick(r), 0);
  const samples = reports.flatMap((r) => r.samples);
  const sent = samples.map((s) => s.sent);
  const from = Math.min(...sent);
  const bins = new Map<number, number>();
  for (const at of sent) bins.set(Math.floor((at - from) / 100), (bins.get(Math.floor((at - from) / 100)) ?? 0) + 1);
  const count = sent.length === 0 ? 0 : Math.floor((Math.max(...sent) - from) / 100) + 1;
  const perBin = Array.from({ length: count }, (_, bin) => bins.get(bin) ?? 0).sort((a, b) => a - b);
  return {
    tables: sum((r) => r.tables),
    held: sum((r) => r.held),
    over: sum((r) => r.over),
    updates: sum((r) => r.updates),
    updateBytes: sum((r) => r.updateBytes),
    latencies: reports.flatMap((r) => r.latencies),
    samples,
    steps: sum((r) => r.steps),
    errors: sum((r) => r.errors),
    cpuMs: sum((r) => r.cpuMs),
    gcMs: sum((r) => r.gcMs),
    loopDelayMs: reports.map((r) => r.loopDelayMs),
    submitsPer100ms: { mean: +(sent.length / Math.max(1, count)).toFixed(1), p99: percentile(perBin, 99), max: perBin.at(-1) ?? 0 },
  };
}

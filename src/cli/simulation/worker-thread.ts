import { isMainThread, workerData, type MessagePort } from 'node:worker_threads';
import { gameTaskRunner, type GameTask } from './task-registry.js';

/** Marks the data of a worker thread started by the runner, so the entry knows what it is. */
const WORKER_MARK = 'lost-valley-engine/game-worker';
/** A worker sends its results in batches of about this many milliseconds of play. */
const BATCH_MS = 50;

/**
 * What the runner hands a worker thread: the task, the game indices of the run, the port to answer
 * on and the shared counters: slot 0 it bumps after every message (the runner sleeps on it),
 * slot 1 the position in `indices` of the next game to take (every thread takes from it).
 *
 * @example
 * new Worker(script, { workerData: assignment, transferList: [assignment.port] });
 */
export interface WorkerAssignment {
  readonly mark: typeof WORKER_MARK;
  readonly task: GameTask;
  /** The entry script's URL, which the worker's bootstrap imports. */
  readonly script: string;
  /** tsx's loader API, registered before the script when the script is TypeScript source. */
  readonly loader: string | null;
  readonly indices: readonly number[];
  readonly port: MessagePort;
  readonly signal: SharedArrayBuffer;
}

/**
 * A message from a worker: a batch of results (index and value), the end of its work, or the
 * failure that stopped it.
 *
 * @example
 * if (message.type === 'results') for (const [index, value] of message.results) store(index, value);
 */
export type WorkerMessage =
  | { readonly type: 'results'; readonly results: readonly (readonly [number, unknown])[] }
  | { readonly type: 'done' }
  | { readonly type: 'failed'; readonly message: string };

let workerScript: URL | null = null;

/**
 * Names the script that worker threads start from: the program's entry (`src/cli/main.ts` through
 * tsx, `dist/cli.js` once built), which loads every command and so every registered task kind.
 *
 * @example
 * useWorkerScript(new URL(import.meta.url)); // in main.ts
 */
export function useWorkerScript(script: URL): void {
  workerScript = script;
}

/**
 * The script worker threads start from, or `null` when the program's entry did not name one (a
 * command run inside a test through `runCli`).
 *
 * @example
 * const script = currentWorkerScript() ?? fail('workers need the program');
 */
export function currentWorkerScript(): URL | null {
  return workerScript;
}

/**
 * Builds a worker's data.
 *
 * @example
 * const assignment = workerAssignment(task, [0, 1, 2, 3], script.href, null, port, signal);
 */
export function workerAssignment(task: GameTask, indices: readonly number[], script: string, loader: string | null, port: MessagePort, signal: SharedArrayBuffer): WorkerAssignment {
  return { mark: WORKER_MARK, task, script, loader, indices, port, signal };
}

/**
 * When this thread is a game worker started by the runner, plays its games, answers, and returns
 * `true`; otherwise returns `false` at once. The program's entry calls it first.
 *
 * @example
 * if (!serveAsGameWorker()) process.exitCode = runCli(process.argv.slice(2), io);
 */
export function serveAsGameWorker(): boolean {
  if (isMainThread || !isAssignment(workerData)) return false;
  const { task, indices, port, signal } = workerData;
  const counter = new Int32Array(signal);
  const send = (message: WorkerMessage): void => {
    port.postMessage(message);
    Atomics.add(counter, 0, 1);
    Atomics.notify(counter, 0);
  };
  try {
    const playGame = gameTaskRunner(task);
    let batch: [number, unknown][] = [];
    let sent = performance.now();
    for (let at = Atomics.add(counter, 1, 1); at < indices.length; at = Atomics.add(counter, 1, 1)) {
      const index = indices[at]!;
      batch.push([index, playGame(index)]);
      if (performance.now() - sent >= BATCH_MS) {
        send({ type: 'results', results: batch });
        batch = [];
        sent = performance.now();
      }
    }
    if (batch.length > 0) send({ type: 'results', results: batch });
    send({ type: 'done' });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  port.close();
  return true;
}

function isAssignment(data: unknown): data is WorkerAssignment {
  return typeof data === 'object' && data !== null && (data as { mark?: unknown }).mark === WORKER_MARK;
}

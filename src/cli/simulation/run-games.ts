import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { gameTaskRunner, type GameTask } from './task-registry.js';
import { currentWorkerScript, workerAssignment, type WorkerMessage } from './worker-thread.js';

/** A run fails when no worker has answered for this long: a worker that died cannot say so. */
const SILENT_WORKER_MS = 120_000;
/** How long the runner sleeps between looks at its workers when none has written. */
const POLL_MS = 200;

/**
 * How {@link runGames} spreads the work: the number of worker threads (1 plays in this thread),
 * the script they start from (the program's entry; see `useWorkerScript`), and a progress callback.
 *
 * @example
 * const options: RunGamesOptions = { workers: 2, onProgress: (done) => progress.update(done) };
 */
export interface RunGamesOptions {
  readonly workers: number;
  readonly workerScript?: URL | null;
  readonly onProgress?: (done: number) => void;
}

/**
 * Plays the games of a task at the given indices and returns their results in the order of
 * `indices`, whatever the number of workers: each game depends only on its index, and results are
 * placed by index, so one thread, many threads and many shards give the same results.
 *
 * With N workers the calling thread plays beside N - 1 worker threads, each thread taking the next
 * game from a shared counter. The call is synchronous: the calling thread reads its workers'
 * messages with `receiveMessageOnPort` between its own games and, once no game is left, sleeps on
 * a shared counter (`Atomics.wait`), so commands stay plain functions. Worker threads start from
 * the program's entry script, which must call `serveAsGameWorker` first. Throws an `Error` when a
 * game or a worker fails.
 *
 * @example
 * const results = runGames({ kind: 'simulate/random', spec }, [0, 1, 2, 3], { workers: 2 });
 */
export function runGames(task: GameTask, indices: readonly number[], options: RunGamesOptions): unknown[] {
  const workers = Math.max(1, Math.min(options.workers, indices.length));
  if (workers === 1) {
    const playGame = gameTaskRunner(task);
    return indices.map((index, done) => {
      const result = playGame(index);
      options.onProgress?.(done + 1);
      return result;
    });
  }
  const script = options.workerScript === undefined ? currentWorkerScript() : options.workerScript;
  if (!script) throw new Error('worker threads need the program entry (lost-valley-engine, npm run cli): none was named');
  return runInWorkers(task, indices, workers, script, options.onProgress);
}

// A worker starts here and imports the entry itself, so that an entry that fails to load is
// reported at once on the port (the runner sleeps and cannot hear the Worker's 'error' event).
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const loader = workerData.loader ? import(workerData.loader).then((tsx) => tsx.register()) : Promise.resolve();
loader.then(() => import(workerData.script)).catch((error) => {
  workerData.port.postMessage({ type: 'failed', message: 'a worker thread could not load ' + workerData.script + ': ' + (error && error.message ? error.message : String(error)) });
  const counter = new Int32Array(workerData.signal);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
});
`;

// Source run through tsx (npm run cli): the worker registers tsx's loader first, which the
// parent registered in its own thread only. Built code (dist/cli.js) needs none.
function typeScriptLoader(script: URL): string | null {
  if (!script.pathname.endsWith('.ts')) return null;
  return import.meta.resolve('tsx/esm/api');
}

/** Slots of the shared counters: messages sent (the runner sleeps on it), next game to take. */
const MESSAGES = 0;
const NEXT_GAME = 1;

function runInWorkers(task: GameTask, indices: readonly number[], workers: number, script: URL, onProgress?: (done: number) => void): unknown[] {
  const position = new Map<number, number>();
  indices.forEach((index, at) => position.set(index, at));
  const results = new Array<unknown>(indices.length);
  const counters = new Int32Array(new SharedArrayBuffer(8));
  const ports: MessagePort[] = [];
  const threads: Worker[] = [];
  let done = 0;
  const drain = (): boolean => {
    let heard = false;
    for (const port of ports) {
      for (let received = receiveMessageOnPort(port); received; received = receiveMessageOnPort(port)) {
        heard = true;
        const message = received.message as WorkerMessage;
        if (message.type === 'failed') throw new Error(message.message);
        if (message.type === 'done') {
          finished += 1;
          continue;
        }
        for (const [index, value] of message.results) results[position.get(index)!] = value;
        done += message.results.length;
      }
    }
    return heard;
  };
  let finished = 0;
  try {
    // This thread plays too: N threads play with N - 1 workers, so one program load fewer and no
    // thread sits idle. Every thread takes the next game from a shared counter, so a worker that
    // starts late, or draws long games, simply plays fewer: no thread waits for another's share.
    for (let w = 1; w < workers; w++) {
      const channel = new MessageChannel();
      const assignment = workerAssignment(task, indices, script.href, typeScriptLoader(script), channel.port2, counters.buffer as SharedArrayBuffer);
      // No per-worker resourceLimits or execArgv: V8 flags are per process, limits would not reach
      // this thread (it plays too), and the JIT, not the collector, is what a thread costs
      // (docs/simulation.md, "Speed of the workers").
      const thread = new Worker(BOOTSTRAP, { eval: true, workerData: assignment, transferList: [channel.port2] });
      thread.unref();
      threads.push(thread);
      ports.push(channel.port1);
    }
    const playGame = gameTaskRunner(task);
    for (let at = Atomics.add(counters, NEXT_GAME, 1); at < indices.length; at = Atomics.add(counters, NEXT_GAME, 1)) {
      results[at] = playGame(indices[at]!);
      done += 1;
      drain();
      onProgress?.(done);
    }
    let lastHeard = performance.now();
    while (finished < workers - 1) {
      const seen = Atomics.load(counters, MESSAGES);
      if (drain()) {
        lastHeard = performance.now();
        onProgress?.(done);
        continue;
      }
      if (performance.now() - lastHeard > SILENT_WORKER_MS) throw new Error(`a worker thread stopped answering for ${SILENT_WORKER_MS / 1000} s`);
      Atomics.wait(counters, MESSAGES, seen, POLL_MS);
    }
    return results;
  } finally {
    for (const port of ports) port.close();
    for (const thread of threads) void thread.terminate();
  }
}

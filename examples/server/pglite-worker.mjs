// PGlite on a worker thread of its own (examples/server/pglite-thread.mjs), seen from the server's
// thread as the same `{ kind, query, exec, close }` object table-db.mjs makes of an in-thread
// PGlite or a pg pool. Each request goes by id over postMessage; an SQL error comes back as a
// rejection with the Postgres error's fields (code, detail, constraint…). The server's thread then
// spends only the messages on a statement, not PGlite's WebAssembly run (bench/RESULTS.md,
// "2026-12-03, PGlite on a worker thread").
import { Worker } from 'node:worker_threads';

/** The error a request gets when the worker is closed or has stopped: `code` 'pglite-worker/stopped'. */
function stoppedError(why) {
  return Object.assign(new Error(`the PGlite worker ${why}`), { name: 'PGliteWorkerStopped', code: 'pglite-worker/stopped' });
}

/** An error the worker sent as data (pglite-thread.mjs, errorData), as an Error again. */
function errorFrom(data) {
  const { message, ...fields } = data;
  return Object.assign(new Error(message), fields);
}

/**
 * Opens PGlite in `dataDir` on a worker thread; resolves once the database is open with
 * `{ kind: 'pglite', thread: 'worker', query(text, params), exec(text), close() }`, or rejects
 * with PGlite's error (a folder it cannot open, say).
 *
 * @example
 * const db = await openPgliteWorker('examples/server/.data/pglite');
 * const { rows } = await db.query('select $1::int + 1 as n', [41]); // [{ n: 42 }]
 * await db.close();
 */
export function openPgliteWorker(dataDir) {
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map();
  let nextId = 0;
  let stopped = null; // the error every request gets once the worker is gone

  const stop = (error) => {
    stopped ??= error;
    for (const { fail } of pending.values()) fail(stopped);
    pending.clear();
  };
  const request = (op, text, params) => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((done, fail) => {
      pending.set(id, { done, fail });
      worker.postMessage({ id, op, text, params });
    });
  };

  return new Promise((resolve, reject) => {
    let opened = false;
    worker.on('message', (message) => {
      if (!opened) {
        opened = true;
        if (message.ready) resolve(db);
        else reject(errorFrom(message.error));
        return;
      }
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if (message.ok) waiter.done(message.result);
      else waiter.fail(errorFrom(message.error));
    });
    // The thread threw outside a request (PGlite aborted) or ended: nothing more will answer.
    worker.on('error', (error) => {
      if (!opened) reject(error);
      stop(Object.assign(stoppedError(`failed: ${error.message}`), { cause: error }));
    });
    worker.on('exit', (code) => {
      if (!opened) reject(stoppedError(`exited (${code}) before the database opened`));
      stop(stoppedError(`exited (${code})`));
    });

    let closing = null;
    const db = {
      kind: 'pglite',
      thread: 'worker',
      query: (text, params) => request('query', text, params),
      exec: (text) => request('exec', text),
      /** Closes PGlite (its last writes are on disk when this resolves) and ends the thread; at once when it has already stopped. */
      close() {
        closing ??= (async () => {
          if (stopped) return;
          const exited = new Promise((done) => worker.once('exit', done));
          try {
            await request('close');
          } catch (error) {
            if (error.code === 'pglite-worker/stopped') return; // it stopped meanwhile
            await worker.terminate();
            throw error;
          }
          stop(stoppedError('is closed'));
          await exited;
        })();
        return closing;
      },
    };
  });
}

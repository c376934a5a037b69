// The worker thread that runs PGlite for the example server (examples/server/pglite-worker.mjs
// starts it): PGlite is Postgres compiled to WebAssembly, and each statement holds the thread it
// runs on for a millisecond or more, so on the server's own thread it stalls every table's
// updates. Here it holds only this thread. Messages: { id, op: 'query' | 'exec' | 'close', text,
// params } in; { id, ok: true, result } or { id, ok: false, error } out, one answer per request,
// in order. The first message out is { ready: true } once the database is open, or
// { ready: false, error } when it cannot be.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * An error as plain data (a structured clone keeps only an Error's message and stack): its name,
 * message and every field of a Postgres error (code, detail, constraint…) that is a plain value.
 */
function errorData(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const data = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) data[key] = value;
  }
  return data;
}

/** What a query answers, without anything a structured clone refuses. */
function resultData(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

let lite;
try {
  mkdirSync(workerData.dataDir, { recursive: true });
  lite = await PGlite.create(workerData.dataDir);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
  process.exit(1);
}

// PGlite runs one statement at a time and queues the rest itself: each request is started as it
// comes, and its answer is posted when it settles (in the order they came, since PGlite's queue is
// first in, first out).
parentPort.on('message', async ({ id, op, text, params }) => {
  try {
    let result;
    if (op === 'query') result = resultData(await lite.query(text, params));
    else if (op === 'exec') result = (await lite.exec(text)).map(resultData);
    else if (op === 'close') {
      await lite.close();
      parentPort.postMessage({ id, ok: true, result: null });
      parentPort.close(); // nothing keeps the thread then: it ends
      return;
    } else throw new Error(`unknown request '${op}'`);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: errorData(error) });
  }
});

// The example server's tables in Postgres: embedded PGlite by default (a folder on disk, nothing
// to install), or a real Postgres when DATABASE_URL is set. Append-only: a table's row holds its
// options, setup and seats; each step of its match is one row of lv_changes (an action, an undo
// or a redo), written before any client is sent that step. A table is rebuilt by replaying its
// changes with loadMatch, so a restart loses nothing a client has seen. A table's step is its
// number of changes: lv_tables.step and updated_at are written when the table is made and when its
// game ends or comes back by an undo (with `over`), not at every step (that update cost PGlite
// about as much as the insert).
import { mkdirSync } from 'node:fs';
import { loadMatch, MATCH_FORMAT } from 'lost-valley-engine/match';
import { isTerminal } from 'lost-valley-engine';
import { currentState } from 'lost-valley-engine/match';

const SCHEMA = `
create table if not exists lv_tables (
  id text primary key,
  owner text not null,
  options jsonb not null,
  setup jsonb not null,
  seats jsonb not null,
  step integer not null default 0,
  over boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists lv_changes (
  table_id text not null references lv_tables(id) on delete cascade,
  step integer not null,
  change jsonb not null,
  primary key (table_id, step)
);
create index if not exists lv_tables_open on lv_tables (owner) where not over;
`;

/**
 * Opens the database: `databaseUrl` (a real Postgres, through `pg`) or else PGlite in `dataDir`,
 * on this thread (`pgliteThread: 'main'`, the default) or on a worker thread of its own
 * (`'worker'`: pglite-worker.mjs; half the main thread's CPU per step, but a worse p99 in every
 * quiet A/B at 300 tables, bench/RESULTS.md). Resolves with `{ kind, thread, query(text,
 * params), exec(text), close() }`; the schema is created if missing.
 */
export async function openDatabase({ databaseUrl, dataDir, pgliteThread = 'main' }) {
  let db;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    db = { kind: 'postgres', thread: null, query: (text, params) => pool.query(text, params), close: () => pool.end(), exec: (text) => pool.query(text) };
  } else if (pgliteThread === 'worker') {
    const { openPgliteWorker } = await import('./pglite-worker.mjs');
    db = await openPgliteWorker(dataDir);
  } else if (pgliteThread === 'main') {
    const { PGlite } = await import('@electric-sql/pglite');
    mkdirSync(dataDir, { recursive: true });
    const lite = await PGlite.create(dataDir);
    db = { kind: 'pglite', thread: 'main', query: (text, params) => lite.query(text, params), close: () => lite.close(), exec: (text) => lite.exec(text) };
  } else {
    throw new Error(`pgliteThread is 'worker' or 'main', not '${pgliteThread}'`);
  }
  await db.exec(SCHEMA);
  if (db.kind === 'pglite') {
    // PGlite is one session: the step write is prepared once and run by the simple protocol
    // (one message, no parse or plan per statement), about half the CPU of a parameterised
    // query (2 rows: 1.4-2.2 ms against 3.5-6 ms of CPU in a probe under load, 2026-12-03; not
    // in bench/RESULTS.md). A real Postgres's pool has many sessions: it keeps the parameterised query.
    await db.exec(`prepare lv_write_steps(jsonb) as ${WRITE_STEPS.replace('$1::jsonb', '$1')}`);
    await db.exec(`prepare lv_write_last_steps(jsonb) as ${WRITE_LAST_STEPS.replace('$1::jsonb', '$1')}`);
    db.writeSteps = (json, ends) => db.exec(`execute ${ends ? 'lv_write_last_steps' : 'lv_write_steps'}(${quoteLiteral(json)})`);
  }
  return db;
}

/**
 * `text` as an SQL string literal, as pg's `escapeLiteral` writes it: quotes doubled, and with
 * a backslash in it an `E'…'` literal with the backslashes doubled, so that it reads the same
 * whatever `standard_conforming_strings` says.
 */
export function quoteLiteral(text) {
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** The change that made a match's last step, as `saveMatch` writes it. */
function lastChange(match) {
  const entry = match.history[match.step - 1];
  return entry.change === 'action' ? entry.action : entry.change;
}

/**
 * A `TableStore` (lost-valley-engine/colyseus) over the database, for the tables of one server
 * process (`owner`). `wake(id)` marks a table this process is bringing back after a restart:
 * `resume` hands out only such tables, once each, so no client can open a second copy of a table.
 * `writeGapMs` (default 10): steps are written at most once in that time, all waiting steps in
 * one statement, with up to `writeDepth` (default 1) statements under way (see stepWriter). `trace` (latency-trace.mjs, for the load bench) times each step's save.
 */
export function tableStore(db, owner, { writeGapMs = 10, writeDepth = 1, trace } = {}) {
  const waking = new Set();
  const steps = stepWriter(db, writeGapMs, writeDepth);
  return {
    wake: (id) => waking.add(id),
    async save({ roomId, reason, options, match, seats }) {
      const over = isTerminal(currentState(match));
      if (reason === 'created') {
        await db.query('insert into lv_tables (id, owner, options, setup, seats, step, over) values ($1, $2, $3, $4, $5, $6, $7)', [
          roomId,
          owner,
          JSON.stringify(options),
          JSON.stringify(match.setup),
          JSON.stringify(seats),
          match.step,
          over,
        ]);
      } else if (reason === 'step') {
        // The state before this step (the match's start before step 1): was the game over then?
        const before = match.step >= 2 ? match.history[match.step - 2].state : match.start;
        const row = { table_id: roomId, step: match.step, change: lastChange(match), over, over_changed: over !== isTerminal(before) };
        await steps.add(row, trace?.saving(roomId, match.step));
      } else {
        await db.query('update lv_tables set seats = $2, updated_at = now() where id = $1', [roomId, JSON.stringify(seats)]);
      }
    },
    async resume(roomId) {
      if (!waking.delete(roomId)) return null;
      return loadTable(db, roomId);
    },
  };
}

// The steps of every table saved since the last write, in one statement. A table has at most one
// step waiting (its room waits for the save before it sends the step), so under load one write
// carries a step of many tables. PGlite spends about 1 to 2 ms of CPU on a statement and little
// more per row (the insert alone, quiet: 1 row 0.94 ms, 26 rows 1.80 ms, 64 rows 3.59 ms, 0.75-0.82
// of the statement that also updated the tables' rows; bench/step-write-cost.ts, bench/RESULTS.md
// "2026-12-03 (session 2)"), so the writer
// starts a statement at most once per `gapMs`: at 300 steps a second that is 100 statements a
// second, not 300, for a wait of at most `gapMs` before a step is kept. A step that comes after a
// quiet spell is written at once. Most statements only insert the changes; a batch in which a
// game ends (or an undo takes its end back) also sets its table's over, step and updated_at, in
// the same statement, so a table is over in the database exactly when its last change is.
const WRITE_STEPS = `
insert into lv_changes (table_id, step, change)
select table_id, step, change from jsonb_to_recordset($1::jsonb) as r(table_id text, step integer, change jsonb)`;
const WRITE_LAST_STEPS = `
with rows as (select * from jsonb_to_recordset($1::jsonb) as r(table_id text, step integer, change jsonb, over boolean, over_changed boolean)),
added as (insert into lv_changes (table_id, step, change) select table_id, step, change from rows returning table_id)
update lv_tables t set step = rows.step, over = rows.over, updated_at = now()
from rows
where rows.over_changed and t.id = rows.table_id`;

/**
 * Writes the steps added since the last statement started in the next one, at most one start per
 * `gapMs`; with `depth` statements (default 1) under way, the next waits for one of them to
 * return. `add` resolves once its step is kept. A second statement under way is PGlite's next
 * one, queued in its worker: it starts as soon as the first returns, without a round trip through
 * the server's thread, whose event loop may then be busy sending the first one's updates. It
 * cut the p50 by a third under load but not the p99, nor anything on a quiet machine
 * (bench/RESULTS.md, "2026-12-03, saved tables' latency"): 1 stays the default.
 */
function stepWriter(db, gapMs, depth = 1) {
  let waiting = [];
  let writes = 0; // statements sent and not yet returned
  let timer = null;
  let lastStart = -Infinity;
  const write = async (batch) => {
    try {
      const json = JSON.stringify(batch.map((entry) => entry.row));
      const ends = batch.some((entry) => entry.row.over_changed);
      for (const entry of batch) if (entry.trace) Object.assign(entry.trace, { started: performance.timeOrigin + lastStart, batch: batch.length });
      await (db.writeSteps ? db.writeSteps(json, ends) : db.query(ends ? WRITE_LAST_STEPS : WRITE_STEPS, [json]));
      const written = performance.timeOrigin + performance.now();
      for (const entry of batch) {
        if (entry.trace) entry.trace.written = written;
        entry.done();
      }
    } catch (error) {
      for (const entry of batch) entry.fail(error);
    }
  };
  const next = () => {
    if (timer !== null || waiting.length === 0 || writes >= depth) return;
    const wait = lastStart + gapMs - performance.now();
    if (wait > 0) {
      // A timer may fire up to a millisecond early against performance.now (libuv counts whole
      // milliseconds): next() then waits again until the gap has really passed.
      timer = setTimeout(() => {
        timer = null;
        next();
      }, Math.ceil(wait));
      return;
    }
    lastStart = performance.now();
    const batch = waiting;
    waiting = [];
    writes++;
    void write(batch).then(() => {
      writes--;
      next();
    });
  };
  return {
    /** `trace` (latency-trace.mjs) is told when the step's batch starts and is written. */
    add(row, trace) {
      return new Promise((done, fail) => {
        waiting.push({ row, trace, done, fail });
        next();
      });
    },
  };
}

/** A saved table rebuilt (`{ options, match, seats }`), or null when there is none or its changes do not replay. */
export async function loadTable(db, roomId) {
  const table = (await db.query('select options, setup, seats, step, over from lv_tables where id = $1', [roomId])).rows[0];
  if (!table) return null;
  const changes = (await db.query('select step, change from lv_changes where table_id = $1 order by step', [roomId])).rows;
  // The changes are the steps 1…n, every one (a statement writes whole or not at all, and no
  // step is sent before its statement returns). lv_tables.step is the step at the game's end for
  // a table that is over, and a lower bound otherwise (a server before 2026-12-03 session 2 wrote
  // it at every step, this one when the table was made and when its game ended or came back).
  const gap = changes.findIndex((row, index) => row.step !== index + 1);
  if (gap >= 0 || (table.over ? changes.length !== table.step : changes.length < table.step)) {
    console.error(`table ${roomId}: ${changes.length} changes saved${gap >= 0 ? `, step ${gap + 1} missing` : ''}, for step ${table.step}${table.over ? ' (over)' : ''}; not resumed`);
    return null;
  }
  const loaded = loadMatch(JSON.stringify({ format: MATCH_FORMAT, version: 2, setup: table.setup, changes: changes.map((row) => row.change) }));
  if (!loaded.ok) {
    console.error(`table ${roomId} does not replay: ${loaded.error.code}: ${loaded.error.message}`);
    return null;
  }
  return { options: table.options, match: loaded.match, seats: table.seats };
}

/** The ids of this process's tables whose game is not over, oldest first. */
export async function openTables(db, owner) {
  return (await db.query('select id from lv_tables where owner = $1 and not over order by created_at', [owner])).rows.map((row) => row.id);
}

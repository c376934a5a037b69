import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TableDatabase } from '../../examples/server/table-db.mjs';

// The example server's PGlite on a worker thread (examples/server/pglite-worker.mjs): it answers
// queries, an SQL error comes back as a rejection carrying Postgres's fields, and what it wrote is
// still there after a clean close and after its process is killed.
const folders: string[] = [];
const open: TableDatabase[] = [];

afterAll(async () => {
  for (const db of open) await db.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'lve-pglite-worker-'));
  folders.push(path);
  return path;
}

async function openWorker(dataDir: string): Promise<TableDatabase> {
  const db = await openDatabase({ dataDir, pgliteThread: 'worker' });
  open.push(db);
  return db;
}

/** A rejection's error, or a failure when the promise resolves. */
async function rejection(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection');
}

const insertTable = "insert into lv_tables (id, owner, options, setup, seats) values ($1, 'test', $2, '{}', '[]')";

describe('PGlite on a worker thread', () => {
  it('answers queries with parameters and jsonb, propagates SQL errors as rejections with their Postgres fields, and keeps its rows through a close', async () => {
    const dataDir = folder();
    const db = await openWorker(dataDir);
    expect(db.kind).toBe('pglite');
    expect(db.thread).toBe('worker');
    const { rows } = await db.query('select $1::int + 1 as n, $2::jsonb as j', [41, JSON.stringify({ seats: [1, 2] })]);
    expect(rows).toEqual([{ n: 42, j: { seats: [1, 2] } }]);

    const missing = await rejection(db.query('select * from no_such_table'));
    expect(missing).toBeInstanceOf(Error);
    expect(missing.code).toBe('42P01');
    expect(missing.message).toContain('no_such_table');

    await db.query(insertTable, ['a', JSON.stringify({ game: 'lost-valley' })]);
    const duplicate = await rejection(db.query(insertTable, ['a', '{}']));
    expect(duplicate.code).toBe('23505');
    expect(duplicate.constraint).toBe('lv_tables_pkey');
    // The worker goes on answering after an error.
    expect((await db.query('select count(*)::int as n from lv_tables')).rows).toEqual([{ n: 1 }]);

    // The prepared step write (PGlite only) takes any text: quotes, backslashes, JSON escapes.
    const change = { type: "it's \\ a \"test\"", list: ['\'', '\\\\', 'é', '$1', "E'x'"] };
    await db.writeSteps!(JSON.stringify([{ table_id: 'a', step: 1, change, over: false, over_changed: false }]), false);
    expect((await db.query('select step, change from lv_changes')).rows).toEqual([{ step: 1, change }]);
    // A step that ends no game leaves the table's row alone; the one that ends it sets it.
    expect((await db.query('select step, over from lv_tables')).rows).toEqual([{ step: 0, over: false }]);
    await db.writeSteps!(JSON.stringify([{ table_id: 'a', step: 2, change, over: true, over_changed: true }]), true);
    expect((await db.query('select step, over from lv_tables')).rows).toEqual([{ step: 2, over: true }]);

    await db.close();
    const closed = await rejection(db.query('select 1'));
    expect(closed.code).toBe('pglite-worker/stopped');
    await db.close(); // a second close does nothing

    const again = await openWorker(dataDir);
    expect((await again.query('select id, options from lv_tables')).rows).toEqual([{ id: 'a', options: { game: 'lost-valley' } }]);
  });

  it('keeps what it wrote when its process is killed (SIGKILL) right after the write', async () => {
    const dataDir = folder();
    const script = join(dataDir, '..', `${dataDir.split('/').pop()}-writer.mjs`);
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(new URL('../../examples/server/table-db.mjs', import.meta.url).href)};
const db = await openDatabase({ dataDir: process.argv[2], pgliteThread: 'worker' });
for (let i = 0; i < 20; i++) await db.query(${JSON.stringify(insertTable)}, ['t' + i, '{}']);
console.log('written');
setInterval(() => {}, 1000);
`,
    );
    folders.push(script);
    const child = spawn(process.execPath, [script, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('written')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the writer exited (${String(code)}): ${output}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    process.kill(child.pid!, 'SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const db = await openWorker(dataDir);
    expect((await db.query('select count(*)::int as n from lv_tables')).rows).toEqual([{ n: 20 }]);
  });

  it('refuses to open a folder PGlite cannot use, with the reason', async () => {
    const file = join(folder(), 'a-file');
    writeFileSync(file, 'not a folder');
    const error = await rejection(openDatabase({ dataDir: file, pgliteThread: 'worker' }));
    expect(error.message).toMatch(/EEXIST|ENOTDIR|not a directory|exists/i);
  });
});

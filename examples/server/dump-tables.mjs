// Prints saved tables as JSON, one line each: node examples/server/dump-tables.mjs [--data DIR] -- ID…
// ({ id, seats, changes, match: saveMatch text }, or { id, missing: true }); DATABASE_URL reads a
// real Postgres. For checks and for a look at a table from outside the server. (`--` before the
// ids: a room id may start with '-'.)
import { parseArgs } from 'node:util';
import { saveMatch } from 'lost-valley-engine/match';
import { loadTable, openDatabase } from './table-db.mjs';

const { values, positionals } = parseArgs({ options: { data: { type: 'string' } }, allowPositionals: true });
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: values.data ?? 'examples/server/.data/pglite' });
try {
  for (const id of positionals) {
    const table = await loadTable(db, id);
    const changes = Number((await db.query('select count(*)::int as n from lv_changes where table_id = $1', [id])).rows[0].n);
    console.log(JSON.stringify(table ? { id, seats: table.seats, changes, match: saveMatch(table.match) } : { id, missing: true }));
  }
} finally {
  await db.close();
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { isTerminal, legalActions } from '../../src/index.js';
import { currentState, saveMatch, startMatch, submitAction, undoMatch, type Match, type MatchResult } from '../../src/match/index.js';
import { loadTable, openDatabase, openTables, tableStore, type TableDatabase } from '../../examples/server/table-db.mjs';

// The example server's step write (examples/server/table-db.mjs) against PGlite on this thread:
// each step is one lv_changes row and nothing else, except the step that ends a game (or an undo
// that takes its end back), which also sets the table's over and step; a table is rebuilt from its
// changes, and refused when one is missing.
const folders: string[] = [];
const open: TableDatabase[] = [];
afterAll(async () => {
  for (const db of open) await db.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function database(): Promise<TableDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lve-table-db-'));
  folders.push(dataDir);
  const db = await openDatabase({ dataDir, pgliteThread: 'main' });
  open.push(db);
  return db;
}

function played(result: MatchResult): Match {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.match;
}

/** The next match: the first seat that may act plays its first legal action. */
function stepOn(match: Match): Match {
  const state = currentState(match);
  const seat = Array.from({ length: match.setup.players }, (_, s) => s).find((s) => legalActions(state, s).length > 0)!;
  return played(submitAction(match, legalActions(state, seat)[0], { seat }));
}

const options = { game: 'mountain-river-duel', players: 2 };
const row = async (db: TableDatabase, id: string) => (await db.query('select step, over from lv_tables where id = $1', [id])).rows[0];

describe('the example server keeps a step as its change alone', () => {
  it('writes no table row for a step that ends no game, sets over and step with the one that does and with an undo that takes it back, and rebuilds the table from its changes each time', async () => {
    const db = await database();
    const store = tableStore(db, 'test', { writeGapMs: 0 });
    const save = (reason: 'created' | 'step', match: Match) => store.save({ roomId: 'duel', reason, options, match, seats: [] });
    let match = played(startMatch({ ...options, seed: 'table-db-steps' }));
    await save('created', match);
    for (let i = 0; i < 5; i++) await save('step', (match = stepOn(match)));
    expect(await row(db, 'duel')).toEqual({ step: 0, over: false }); // the row as it was made
    store.wake('duel');
    const resumed = await store.resume('duel');
    expect(resumed && saveMatch(resumed.match)).toBe(saveMatch(match));
    expect(await openTables(db, 'test')).toEqual(['duel']);

    while (!isTerminal(currentState(match))) await save('step', (match = stepOn(match)));
    expect(await row(db, 'duel')).toEqual({ step: match.step, over: true });
    expect(await openTables(db, 'test')).toEqual([]);
    expect(saveMatch((await loadTable(db, 'duel'))!.match)).toBe(saveMatch(match));

    // The game's end taken back (as a host may: no seat is asked): open again, at the undo's step.
    match = played(undoMatch(match));
    await save('step', match);
    expect(await row(db, 'duel')).toEqual({ step: match.step, over: false });
    expect(await openTables(db, 'test')).toEqual(['duel']);
    expect(saveMatch((await loadTable(db, 'duel'))!.match)).toBe(saveMatch(match));
  });

  it('refuses a table whose changes miss a step, or an ended table whose changes do not reach its last step; loads a row a server wrote at every step', async () => {
    const db = await database();
    const store = tableStore(db, 'test', { writeGapMs: 0 });
    let match = played(startMatch({ ...options, seed: 'table-db-gaps' }));
    for (const id of ['gap', 'every-step', 'short-end']) {
      await store.save({ roomId: id, reason: 'created', options, match, seats: [] });
    }
    for (let i = 0; i < 4; i++) {
      match = stepOn(match);
      for (const id of ['gap', 'every-step', 'short-end']) await store.save({ roomId: id, reason: 'step', options, match, seats: [] });
    }
    await db.query("delete from lv_changes where table_id = 'gap' and step = 2");
    expect(await loadTable(db, 'gap')).toBeNull();
    await db.query("update lv_tables set step = 4 where id = 'every-step'"); // as the server before 2026-12-03 session 2 kept it
    expect(saveMatch((await loadTable(db, 'every-step'))!.match)).toBe(saveMatch(match));
    await db.query("update lv_tables set step = 6, over = true where id = 'short-end'");
    expect(await loadTable(db, 'short-end')).toBeNull();
    expect(await loadTable(db, 'no-such-table')).toBeNull();
  });
});

/**
 * `npx tsx bench/step-write-cost.ts [--tables 300] [--rounds 200]`: what one batch of the example
 * server's step write costs in PGlite on this thread (examples/server/table-db.mjs, prepared, by
 * the simple protocol), the statement before 2026-12-03 session 2 (the changes inserted and every
 * table's row updated: step, over, updated_at) against the current one (the changes only; the
 * rows' update only in a batch where a game ends), at batches of 1, 8, 26 and 64 steps of
 * different tables, the two alternating round by round. Prints wall time and CPU per statement
 * (median, p90) and the ratio new/old. PGlite holds this thread while it runs a statement, so its
 * wall time is its CPU plus what the machine's other work takes of it: state the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, quoteLiteral } from '../examples/server/table-db.mjs';

const { values } = parseArgs({ options: { tables: { type: 'string' }, rounds: { type: 'string' } } });
const TABLES = Math.max(64, Number(values.tables ?? 300) || 300);
const ROUNDS = Math.max(10, Number(values.rounds ?? 200) || 200);

// The step write as the example server ran it up to 2026-12-03 (table-db.mjs at cce263f).
const OLD = `
with rows as (select * from jsonb_to_recordset($1) as r(table_id text, step integer, change jsonb, over boolean)),
added as (insert into lv_changes (table_id, step, change) select table_id, step, change from rows returning table_id, step)
update lv_tables t set step = last.step, over = last.over, updated_at = now()
from (select distinct on (table_id) table_id, step, over from rows order by table_id, step desc) last
where t.id = last.table_id`;

const dir = mkdtempSync(join(tmpdir(), 'lve-step-write-'));
const db = await openDatabase({ dataDir: dir, pgliteThread: 'main' });
await db.exec!(`prepare old_write_steps(jsonb) as ${OLD}`);
for (let i = 0; i < TABLES; i++) await db.query("insert into lv_tables (id, owner, options, setup, seats) values ($1, 'probe', '{}', '{}', '[]')", [`t${i}`]);

// A typical Lost Valley change (an action) as the server writes it.
const change = { type: 'move', player: 2, to: { q: 3, r: -1 }, tool: 'pan', pay: [{ kind: 'gold', n: 1 }] };
const step = new Array<number>(TABLES).fill(0);
let cursor = 0;
/** The next batch: `size` tables, each its next step. */
function batch(size: number): string {
  const rows = [];
  for (let k = 0; k < size; k++) {
    const t = cursor++ % TABLES;
    rows.push({ table_id: `t${t}`, step: ++step[t]!, change, over: false, over_changed: false });
  }
  return JSON.stringify(rows);
}

type Sample = { wall: number; cpu: number };
async function timed(run: () => Promise<unknown>): Promise<Sample> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

console.log(`PGlite step write, ${TABLES} tables, ${ROUNDS} rounds per size; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const rows: Record<string, unknown>[] = [];
for (const size of [1, 8, 26, 64]) {
  const old: Sample[] = [];
  const cur: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    old.push(await timed(() => db.exec!(`execute old_write_steps(${quoteLiteral(batch(size))})`)));
    cur.push(await timed(() => db.writeSteps!(batch(size), false)));
  }
  const row = (name: string, xs: Sample[]) => ({ wallP50: quantile(xs.map((x) => x.wall), 0.5), wallP90: quantile(xs.map((x) => x.wall), 0.9), cpuMean: xs.reduce((s, x) => s + x.cpu, 0) / xs.length, name });
  const o = row('old', old);
  const n = row('new', cur);
  rows.push({ size, oldWallP50: +o.wallP50.toFixed(2), newWallP50: +n.wallP50.toFixed(2), oldWallP90: +o.wallP90.toFixed(2), newWallP90: +n.wallP90.toFixed(2), oldCpuMean: +o.cpuMean.toFixed(2), newCpuMean: +n.cpuMean.toFixed(2), cpuRatio: +(n.cpuMean / o.cpuMean).toFixed(2), wallP50Ratio: +(n.wallP50 / o.wallP50).toFixed(2) });
}
// A batch where a game ends (the rows' update for that table only), for its cost beside the others.
const ends: Sample[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const json = JSON.parse(batch(26)) as { over: boolean; over_changed: boolean }[];
  json[0]!.over = json[0]!.over_changed = true;
  ends.push(await timed(() => db.writeSteps!(JSON.stringify(json), true)));
  // The table is open again for the next rounds (its over put back out of band).
  await db.exec!("update lv_tables set over = false where over");
}
console.table(rows);
console.log(`26 steps with one game's end (the rows' update for it): wall p50 ${quantile(ends.map((x) => x.wall), 0.5).toFixed(2)} ms, CPU mean ${(ends.reduce((s, x) => s + x.cpu, 0) / ends.length).toFixed(2)} ms`);
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await db.close();
rmSync(dir, { recursive: true, force: true });

/**
 * The body of `npm run strength` (scripts/strength.ts), loaded once the program's V8 flags are
 * set: plays the rows, writes their records and times, and the table into docs/bots.md.
 * @packageDocumentation
 */
import { readFileSync, writeFileSync } from 'node:fs';
import '../src/index.js';
import type { ArenaGameRecord } from '../src/bots/arena-game.js';
import { summarizeArena } from '../src/bots/arena-summary.js';
import { arenaLineOf, arenaRunTask, type ArenaLine } from '../src/cli/simulation/arena-run-task.js';
import { runGames } from '../src/cli/simulation/run-games.js';
import { PACKAGE_VERSION } from './strength-version.js';
import { BOTS_DOC_PATH, gamesOf, readRecords, recordsPath, runSpecOf, STRENGTH_ROWS, strengthTable, TABLE_END, TABLE_START, TIMES_PATH, type StrengthTimes } from './strength-rows.js';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const games = Number(option('games') ?? 8);
const searchGames = Number(option('search-games') ?? 2);
const workers = Number(option('workers') ?? 1);
const only = option('only')?.split(',');
const rowGames: Record<string, number> = {};
for (const pair of option('row-games')?.split(',') ?? []) {
  const [id, size] = pair.split('=');
  if (!STRENGTH_ROWS.some((row) => row.id === id)) throw new Error(`--row-games: no row '${id}'; rows: ${STRENGTH_ROWS.map((row) => row.id).join(', ')}`);
  const value = Number(size);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--row-games: ${id} needs a whole number of at least 1, not ${size}`);
  rowGames[id!] = value;
}
for (const [name, value] of [['games', games], ['search-games', searchGames]] as const) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} needs a whole number of at least 1, not ${option(name)}`);
}
for (const id of only ?? []) if (!STRENGTH_ROWS.some((row) => row.id === id)) throw new Error(`no row '${id}'; rows: ${STRENGTH_ROWS.map((row) => row.id).join(', ')}`);

const previous: StrengthTimes | null = only ? (JSON.parse(readFileSync(TIMES_PATH, 'utf8')) as StrengthTimes) : null;
if (previous && (previous.games !== games || previous.searchGames !== searchGames)) {
  throw new Error(`--only keeps the committed rows: give --games ${previous.games} --search-games ${previous.searchGames}`);
}
const ms: Record<string, readonly number[]> = { ...(previous?.ms ?? {}) };
// Rows replayed now take the sizes given; the rows kept keep theirs.
const sizes = { games, searchGames, rowGames: { ...(previous?.rowGames ?? {}), ...rowGames } };
for (const row of STRENGTH_ROWS) if (!only || only.includes(row.id)) if (rowGames[row.id] === undefined) delete sizes.rowGames[row.id];
const records: ArenaLine[][] = [];
const workerScript = new URL('../src/cli/main.ts', import.meta.url);
for (const row of STRENGTH_ROWS) {
  if (only && !only.includes(row.id)) {
    records.push(readRecords(row.id));
    continue;
  }
  const spec = runSpecOf(row, gamesOf(row, sizes));
  const started = performance.now();
  const played = runGames(arenaRunTask(spec), [...Array(spec.games).keys()], { workers, workerScript }) as ArenaGameRecord[];
  const lines = played.map((record) => arenaLineOf(spec, record));
  writeFileSync(recordsPath(row.id), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  const summary = summarizeArena(played, row.bots.length);
  ms[row.id] = summary.entries.map((entry) => Math.round(entry.msPerDecision * 100) / 100);
  records.push(lines);
  const first = summary.entries[0]!;
  console.log(`${row.id}: ${first.bot} ${(first.share * 100).toFixed(1)}% (${(first.low * 100).toFixed(1)}–${(first.high * 100).toFixed(1)}%), ${first.msPerDecision.toFixed(2)} ms per decision, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const times: StrengthTimes = { version: PACKAGE_VERSION, games, searchGames, ...(Object.keys(sizes.rowGames).length > 0 ? { rowGames: sizes.rowGames } : {}), ms };
writeFileSync(TIMES_PATH, `${JSON.stringify(times, null, 2)}\n`);
const doc = readFileSync(BOTS_DOC_PATH, 'utf8');
const from = doc.indexOf(TABLE_START);
const to = doc.indexOf(TABLE_END);
if (from < 0 || to < from) throw new Error(`docs/bots.md has no block between '${TABLE_START}' and '${TABLE_END}'`);
writeFileSync(BOTS_DOC_PATH, `${doc.slice(0, from)}${strengthTable(records, times)}${doc.slice(to + TABLE_END.length)}`);
console.log(`docs/bots.md: strength table written (${games} games per row, ${searchGames} per search row).`);

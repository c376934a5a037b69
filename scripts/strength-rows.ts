/**
 * The rows of the strength table in docs/bots.md and how a row's records become a line of it:
 * shared by `npm run strength` (scripts/strength.ts), which plays them, and by the test that
 * checks the committed table against the committed records (test/bots/strength-table.test.ts).
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarizeArena } from '../src/bots/arena-summary.js';
import { arenaRecordOf, type ArenaLine, type ArenaRunSpec } from '../src/cli/simulation/arena-run-task.js';

/**
 * One row of the strength table: an arena line-up in one game, played with seeds `strength-i`.
 *
 * @example
 * const row: StrengthRow = { id: 'duel-heuristic-random', game: 'mountain-river-duel', bots: ['heuristic', 'random'] };
 */
export interface StrengthRow {
  readonly id: string;
  readonly game: string;
  readonly bots: readonly string[];
}

/** The variant every row plays. */
export const STRENGTH_VARIANT = 'standard';
/** The base seed of every row: game i is seeded `strength-i`. */
export const STRENGTH_SEED = 'strength';

const four = (first: string, other: string): string[] => [first, other, other, other];

/**
 * Every row, in table order: each game's heuristic and IS-MCTS (at its default budget) against
 * random bots and IS-MCTS against the game's heuristic bot.
 *
 * @example
 * STRENGTH_ROWS.map((row) => row.id);
 */
export const STRENGTH_ROWS: readonly StrengthRow[] = [
  { id: 'duel-heuristic-random', game: 'mountain-river-duel', bots: ['heuristic', 'random'] },
  { id: 'duel-ismcts-random', game: 'mountain-river-duel', bots: ['ismcts', 'random'] },
  { id: 'duel-ismcts-heuristic', game: 'mountain-river-duel', bots: ['ismcts', 'heuristic'] },
  { id: 'gully-heuristic-random', game: 'goldfield-gully', bots: four('heuristic', 'random') },
  { id: 'gully-ismcts-random', game: 'goldfield-gully', bots: four('ismcts', 'random') },
  { id: 'gully-ismcts-heuristic', game: 'goldfield-gully', bots: four('ismcts', 'heuristic') },
  { id: 'dutchman-heuristic-random', game: 'lost-dutchman', bots: four('heuristic', 'random') },
  { id: 'dutchman-ismcts-random', game: 'lost-dutchman', bots: four('ismcts', 'random') },
  { id: 'dutchman-ismcts-heuristic', game: 'lost-dutchman', bots: four('ismcts', 'heuristic') },
  { id: 'valley-heuristic-random', game: 'lost-valley', bots: four('heuristic', 'random') },
  { id: 'valley-ismcts-random', game: 'lost-valley', bots: four('ismcts', 'random') },
  { id: 'valley-ismcts-heuristic', game: 'lost-valley', bots: four('ismcts', 'heuristic') },
];

/**
 * Whether a row seats a search bot, which plays `--search-games` games instead of `--games`.
 *
 * @example
 * searches(STRENGTH_ROWS[1]!); // true: ismcts against random
 */
export function searches(row: StrengthRow): boolean {
  return row.bots.some((bot) => bot.startsWith('ismcts') || bot.startsWith('flat-mc'));
}

/**
 * The games a row plays under the given sizes: its own size when `rowGames` names it (the
 * confirming runs of the targets), else `searchGames` or `games`.
 *
 * @example
 * gamesOf(STRENGTH_ROWS[0]!, times); // 200
 */
export function gamesOf(row: StrengthRow, sizes: { readonly games: number; readonly searchGames: number; readonly rowGames?: Readonly<Record<string, number>> }): number {
  return sizes.rowGames?.[row.id] ?? (searches(row) ? sizes.searchGames : sizes.games);
}

/**
 * The `--row-games` text of per-row sizes, as the table's header repeats it.
 *
 * @example
 * rowGamesText({ 'duel-ismcts-heuristic': 200 }); // 'duel-ismcts-heuristic=200'
 */
export function rowGamesText(rowGames: Readonly<Record<string, number>> | undefined): string {
  return Object.entries(rowGames ?? {})
    .map(([id, games]) => `${id}=${games}`)
    .join(',');
}

/**
 * The arena run of a row with `games` games.
 *
 * @example
 * runSpecOf(STRENGTH_ROWS[0]!, 200).seed; // 'strength'
 */
export function runSpecOf(row: StrengthRow, games: number): ArenaRunSpec {
  return { game: row.game, variant: STRENGTH_VARIANT, players: row.bots.length, seed: STRENGTH_SEED, games, bots: [...row.bots] };
}

/**
 * Where a row's records are committed: one JSON line per game, as `arena --json` writes them.
 *
 * @example
 * recordsPath('duel-heuristic-random'); // …/bench/strength/duel-heuristic-random.jsonl
 */
export function recordsPath(id: string): string {
  return fileURLToPath(new URL(`../bench/strength/${id}.jsonl`, import.meta.url));
}

/** Where the measured times and the table's provenance are committed. */
export const TIMES_PATH = fileURLToPath(new URL('../bench/strength/times.json', import.meta.url));

/** docs/bots.md, whose strength table lies between the two markers. */
export const BOTS_DOC_PATH = fileURLToPath(new URL('../docs/bots.md', import.meta.url));
/** The markers around the generated table in docs/bots.md. */
export const TABLE_START = '<!-- strength-table:start (npm run strength writes this block) -->';
export const TABLE_END = '<!-- strength-table:end -->';

/**
 * What the table states beside the records: the package version and games per row it was made
 * with, and each row's thinking time per decision with a choice (the one figure that is not
 * reproducible), in ms, per line-up entry.
 *
 * @example
 * const times: StrengthTimes = { version: '0.1.0', games: 200, searchGames: 40, ms: { 'duel-ismcts-random': [144.6, 0.01] } };
 */
export interface StrengthTimes {
  readonly version: string;
  /** Games per row without a search bot. */
  readonly games: number;
  /** Games per row with a search bot (`ismcts`, `flat-mc`), which cost a thousand times more. */
  readonly searchGames: number;
  /** Rows that play a size of their own (`--row-games ID=N,…`): the confirming runs of the targets. */
  readonly rowGames?: Readonly<Record<string, number>>;
  readonly ms: Readonly<Record<string, readonly number[]>>;
}

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

/**
 * The table line of a row from its records and the first entry's time per decision.
 *
 * @example
 * tableLine(row, lines, 144.6);
 */
export function tableLine(row: StrengthRow, lines: readonly ArenaLine[], msFirst: number | undefined): string {
  const summary = summarizeArena(lines.map(arenaRecordOf), row.bots.length);
  const [first, ...others] = summary.entries;
  const bots = lines[0]?.bots ?? [];
  // The first entry's name as the bot reports it (`ismcts:200`): the seat it sat in, game 0.
  const firstName = bots[lines[0]?.entries.indexOf(0) ?? 0] ?? row.bots[0]!;
  const otherNames = others.map((entry) => bots[lines[0]?.entries.indexOf(entry.entry) ?? 0] ?? row.bots[entry.entry]!);
  const meanOthers = others.reduce((sum, entry) => sum + entry.meanScore, 0) / Math.max(1, others.length);
  const reasons = Object.entries(summary.reasons).map(([reason, count]) => `${reason} ${count}`).join(', ');
  return [
    '',
    `\`--game ${row.game} --bots ${row.bots.join(',')}\``,
    String(summary.games),
    `${firstName} **${percent(first!.share)}** (${percent(first!.low)}–${percent(first!.high)})`,
    others.map((entry, at) => `${otherNames[at]} ${percent(entry.share)}`).join(', '),
    `${first!.meanScore.toFixed(1)} vs ${meanOthers.toFixed(1)}`,
    msFirst === undefined ? '–' : msFirst < 1 ? msFirst.toFixed(2) : msFirst.toFixed(1),
    reasons,
    '',
  ].join(' | ').trim();
}

/**
 * The whole generated block (markers included) from every row's records and the times.
 *
 * @example
 * const block = strengthTable(STRENGTH_ROWS.map((row) => readRecords(row.id)), times);
 */
export function strengthTable(records: readonly (readonly ArenaLine[])[], times: StrengthTimes): string {
  const lines = STRENGTH_ROWS.map((row, at) => tableLine(row, records[at] ?? [], times.ms[row.id]?.[0]));
  const own = rowGamesText(times.rowGames);
  const ownSizes = Object.entries(times.rowGames ?? {}).map(([id, games]) => `${id} ${games}`);
  return [
    TABLE_START,
    '',
    `Made by \`npm run strength -- --games ${times.games} --search-games ${times.searchGames}${own === '' ? '' : ` --row-games ${own}`}\` with lost-valley-engine ${times.version}, variant \`${STRENGTH_VARIANT}\` of every game, seeds \`${STRENGTH_SEED}-0\`, \`${STRENGTH_SEED}-1\`, …, seats rotated; \`ismcts\` is its default budget; rows with a search bot play ${times.searchGames} games, the others ${times.games}${ownSizes.length === 0 ? '' : `, except ${ownSizes.join(', ')}`}. Every figure but the time is reproduced exactly (the records are in \`bench/strength/\`); the time is the first bot's mean per decision with a choice (forced moves left out), on a shared 2-core machine.`,
    '',
    '| | line-up (`arena …`) | games | first bot wins (95% CI) | other entries | mean score, first vs others | ms per decision (first bot) | end reasons |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    TABLE_END,
  ].join('\n');
}

/**
 * A row's committed records, in game order.
 *
 * @example
 * const lines = readRecords('duel-heuristic-random');
 */
export function readRecords(id: string): ArenaLine[] {
  return readFileSync(recordsPath(id), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ArenaLine);
}

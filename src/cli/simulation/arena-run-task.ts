import * as z from 'zod';
import type { Bot } from '../../bots/bot.js';
import { botByName } from '../../bots/bot-registry.js';
import { playArenaGame, type ArenaGameRecord, type ArenaRun } from '../../bots/arena-game.js';
import { registerGameTask, type GameTask } from './task-registry.js';

/**
 * The task kind of `arena`: a line-up of bots by name, seats rotated.
 *
 * @example
 * runGames(arenaRunTask(spec), indices, { workers: 2 });
 */
export const ARENA_RUN_KIND = 'arena/match';

/**
 * What identifies an arena run: every game of it shares these, so that `merge` can check shard
 * files belong together. The line-up is kept by name (`botByName`), so a worker thread rebuilds
 * the same bots.
 *
 * @example
 * const spec: ArenaRunSpec = { game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 'arena', games: 100, bots: ['ismcts', 'random'] };
 */
export const ArenaRunSpecSchema = z.object({
  game: z.string(),
  variant: z.string(),
  players: z.number().int().min(1),
  /** The base of the games' seeds: game i is seeded `${seed}-${i}`. */
  seed: z.string(),
  /** How many games the whole run has (over every shard). */
  games: z.number().int().min(1),
  /** The line-up, one bot name per seat, in entry order. */
  bots: z.array(z.string()).min(1),
});

/**
 * The identity of an arena run (see {@link ArenaRunSpecSchema}).
 *
 * @example
 * const key = JSON.stringify(spec satisfies ArenaRunSpec);
 */
export type ArenaRunSpec = z.infer<typeof ArenaRunSpecSchema>;

/**
 * One game of an arena run as one line of `arena --json`: the run it belongs to and the game's
 * record (`ArenaGameRecord`) without its thinking time, so the same game gives the same line in
 * any thread, worker or shard.
 *
 * @example
 * const line = ArenaLineSchema.parse(JSON.parse(text));
 */
export const ArenaLineSchema = z.object({
  run: ArenaRunSpecSchema,
  index: z.number().int().min(0),
  seed: z.string(),
  entries: z.array(z.number().int().min(0)),
  bots: z.array(z.string()),
  returns: z.array(z.number()),
  scores: z.array(z.number()),
  winners: z.array(z.number().int().min(0)),
  reason: z.string(),
  tieBreak: z.string().nullable(),
  teams: z.array(z.number().int()).nullable(),
  plies: z.number().int().min(0),
  decisions: z.array(z.number().int().min(0)),
  forced: z.array(z.number().int().min(0)),
});

/**
 * One line of `arena --json` (see {@link ArenaLineSchema}).
 *
 * @example
 * const record = arenaRecordOf(line); // back to an ArenaGameRecord, time unknown (0)
 */
export type ArenaLine = z.infer<typeof ArenaLineSchema>;

/**
 * The line of a played game: the run, then the record's fields in a fixed order, the time left
 * out.
 *
 * @example
 * JSON.stringify(arenaLineOf(spec, playArenaGame(run, 0)));
 */
export function arenaLineOf(run: ArenaRunSpec, record: ArenaGameRecord): ArenaLine {
  const { index, seed, entries, bots, returns, scores, winners, reason, tieBreak, teams, plies, decisions, forced } = record;
  return { run, index, seed, entries, bots, returns, scores, winners, reason, tieBreak, teams, plies, decisions, forced };
}

/**
 * A line read back as a record for `summarizeArena`; its thinking time is unknown and reads 0.
 *
 * @example
 * summarizeArena(lines.map(arenaRecordOf), 4);
 */
export function arenaRecordOf(line: ArenaLine): ArenaGameRecord {
  const { run: _run, ...record } = line;
  return { ...record, thinkMs: new Array<number>(record.decisions.length).fill(0) };
}

/**
 * The line-up of a run's bot names, or the sentence that says which name is unknown.
 *
 * @example
 * const lineup = lineupOf(['ismcts:100', 'heuristic'], 'mountain-river-duel');
 */
export function lineupOf(names: readonly string[], game: string): Bot[] | string {
  const lineup: Bot[] = [];
  for (const name of names) {
    const bot = botByName(name, game);
    if (typeof bot === 'string') return bot;
    lineup.push(bot);
  }
  return lineup;
}

/**
 * The arena run of a spec, its bots built from their names; throws an `Error` for an unknown name.
 *
 * @example
 * playArenaGame(arenaRunOf(spec), 3);
 */
export function arenaRunOf(spec: ArenaRunSpec): ArenaRun {
  const lineup = lineupOf(spec.bots, spec.game);
  if (typeof lineup === 'string') throw new Error(lineup);
  return { setup: { game: spec.game, variant: spec.variant, players: spec.players }, lineup, seed: spec.seed };
}

/**
 * The run as a task that worker threads can rebuild: each game gives its `ArenaGameRecord`.
 *
 * @example
 * const task = arenaRunTask(spec); // { kind: 'arena/match', spec }
 */
export function arenaRunTask(spec: ArenaRunSpec): GameTask {
  return { kind: ARENA_RUN_KIND, spec };
}

registerGameTask(ARENA_RUN_KIND, (spec) => {
  const run = arenaRunOf(ArenaRunSpecSchema.parse(spec));
  return (index) => playArenaGame(run, index);
});

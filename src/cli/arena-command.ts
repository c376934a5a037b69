import { writeFileSync } from 'node:fs';
import { getGame, listGames } from '../core/registry.js';
import { BOT_NAME_FORMS } from '../bots/bot-registry.js';
import type { ArenaGameRecord } from '../bots/arena-game.js';
import { summarizeArena } from '../bots/arena-summary.js';
import { CliFailure, usageError } from './cli-failure.js';
import { clockOf, ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { stringOption, wholeNumberOption, type CommandSpec } from './parse-args.js';
import { startProgress } from './progress-bar.js';
import { runCommand } from './run-command.js';
import { DEFAULT_GAME, startOrRefuse } from './setup-options.js';
import { arenaHeaderLine, arenaReportLines } from './simulation/arena-report.js';
import { arenaLineOf, arenaRunTask, lineupOf, type ArenaRunSpec } from './simulation/arena-run-task.js';
import { writeGameLines } from './simulation/json-lines.js';
import { runGames } from './simulation/run-games.js';
import { parseShard, shardIndices } from './simulation/shards.js';

/**
 * How many games `arena` plays when `--games` is not given.
 *
 * @example
 * const games = wholeNumberOption(args, 'arena', 'games', 1) ?? ARENA_DEFAULT_GAMES;
 */
export const ARENA_DEFAULT_GAMES = 100;

/**
 * The `arena` command: its options and help.
 *
 * @example
 * commandHelp(arenaSpec);
 */
export const arenaSpec: CommandSpec = {
  name: 'arena',
  summary: 'Play bots against each other with seats rotated; print win shares with 95% intervals.',
  description: [
    "Plays K games between a line-up of bots, one per seat: game i has the seed 'S-i' and seats the",
    'line-up turned by i places, so every bot plays every seat equally often. Prints each bot\'s win',
    'share (a shared win split) with its 95% Wilson interval, its mean score and its thinking time',
    'per decision with a choice (forced moves, with one legal action, are counted apart and not',
    'timed), and how the games ended. Every action is checked: a bot that sends an illegal one stops',
    'the run. With an iteration budget every figure but the time is the same on each run.',
    "In a game with teams (Lost Valley's team variants) each bot's line adds its team's win share:",
    'the games its seat\'s team won together, partners each counting the whole win.',
    '--workers spreads the games over worker threads and --shard plays one block of them, so',
    "shards can run on many machines; --json writes one JSON line per game (no time in it), and",
    "'merge' combines shard files into the report of the whole run. Every figure but the time is",
    'the same whatever the workers or shards.',
  ].join('\n'),
  options: [
    { name: 'game', value: 'ID', description: `The game: ${listGames().join(', ')}.`, defaultText: DEFAULT_GAME },
    { name: 'variant', value: 'ID', description: "The game's variant.", defaultText: 'standard' },
    { name: 'players', value: 'N', description: 'The number of seats.', defaultText: 'the number of bots' },
    { name: 'bots', value: 'LIST', description: `One bot per seat, comma-separated: ${BOT_NAME_FORMS.join(', ')}.` },
    { name: 'games', value: 'K', description: 'How many games the whole run has.', defaultText: String(ARENA_DEFAULT_GAMES) },
    { name: 'seed', value: 'S', description: "The base of the games' seeds: 'S-0', 'S-1', …", defaultText: 'arena' },
    { name: 'workers', value: 'N', description: 'Threads to play on: the main thread and N-1 worker threads (1: the main thread only).', defaultText: '1' },
    { name: 'shard', value: 'I/N', description: 'Play only shard I of N (counted from 0): a contiguous block of the games.', defaultText: 'the whole run' },
    { name: 'json', value: 'FILE', description: 'Also write one JSON line per game (its run and record, without the time) to FILE.' },
  ],
  positionals: [],
};

/**
 * Runs `arena` with the arguments after the command name and returns the exit code.
 *
 * @example
 * runArena(['--game', 'mountain-river-duel', '--bots', 'ismcts:200,random', '--games', '20'], io);
 */
export function runArena(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(arenaSpec, argv, io, (args) => {
    const gameId = stringOption(args, 'game') ?? DEFAULT_GAME;
    const game = getGame(gameId);
    if (!game) throw usageError(arenaSpec.name, `unknown game '${gameId}'; games: ${listGames().join(', ')}`);
    const botList = stringOption(args, 'bots');
    if (botList === undefined) throw usageError(arenaSpec.name, `option '--bots' is required (one bot per seat, such as 'ismcts:200,random')`);
    const names = botList.split(',').map((name) => name.trim());
    const lineup = lineupOf(names, gameId);
    if (typeof lineup === 'string') throw usageError(arenaSpec.name, lineup);
    const players = wholeNumberOption(args, arenaSpec.name, 'players', 1) ?? lineup.length;
    if (players !== lineup.length) throw usageError(arenaSpec.name, `${lineup.length} bots for ${players} seats; give one bot per seat`);
    const games = wholeNumberOption(args, arenaSpec.name, 'games', 1) ?? ARENA_DEFAULT_GAMES;
    const workers = wholeNumberOption(args, arenaSpec.name, 'workers', 1) ?? 1;
    const shardText = stringOption(args, 'shard');
    const shard = shardText === undefined ? { index: 0, count: 1 } : parseShard(shardText);
    if (typeof shard === 'string') throw usageError(arenaSpec.name, `option '--shard': ${shard}`);
    const indices = shardIndices(games, shard);
    if (indices.length === 0) throw usageError(arenaSpec.name, `shard ${shard.index}/${shard.count} of ${games} games holds no game; use fewer shards`);
    const seed = stringOption(args, 'seed') ?? 'arena';
    const variant = stringOption(args, 'variant') ?? 'standard';
    const spec: ArenaRunSpec = { game: gameId, variant, players, seed, games, bots: names };
    // Refuse a bad setup (a variant the game lacks, a seat count out of range) before any game.
    startOrRefuse({ game: gameId, variant, players, seed: `${seed}-${indices[0]}` }, arenaSpec.name);
    const json = stringOption(args, 'json');
    // An unwritable file fails before the games, not after them.
    if (json !== undefined) writeOrFail(json, () => writeFileSync(json, '', 'utf8'));
    const now = clockOf(io);
    const progress = startProgress(io, indices.length, 'games');
    const started = now();
    let records: ArenaGameRecord[];
    try {
      records = runGames(arenaRunTask(spec), indices, { workers, onProgress: (done) => progress.update(done) }) as ArenaGameRecord[];
    } catch (error) {
      // A bot that breaks the rules or a game that stalls is a failure of the run, not of the input.
      throw error instanceof CliFailure ? error : new CliFailure(error instanceof Error ? error.message : String(error), ExitCode.failure);
    } finally {
      progress.finish();
    }
    const seconds = (now() - started) / 1000;
    if (json !== undefined) writeGameLines(json, records.map((record) => arenaLineOf(spec, record)));
    const threads = Math.max(1, Math.min(workers, indices.length));
    io.out(arenaHeaderLine(game.facts.name, variant, players, seed, games, indices));
    for (const line of arenaReportLines(summarizeArena(records, lineup.length), true)) io.out(line);
    io.out(`Time: ${seconds.toFixed(1)} s (${threads} ${threads === 1 ? 'thread' : 'threads'}).`);
    return ExitCode.ok;
  });
}

function writeOrFail(path: string, write: () => void): void {
  try {
    write();
  } catch (fault) {
    const reason = fault instanceof Error ? fault.message : String(fault);
    throw new CliFailure(`cannot write '${path}': ${reason}`, ExitCode.failure);
  }
}

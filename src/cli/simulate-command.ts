import { clockOf, ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { CliFailure, usageError } from './cli-failure.js';
import { runCommand } from './run-command.js';
import { stringOption, wholeNumberOption, type CommandSpec } from './parse-args.js';
import { startProgress } from './progress-bar.js';
import { DEFAULT_SEED, readSetup, setupOptionSpecs, startOrRefuse } from './setup-options.js';
import type { GameSummary, SimulationRun } from './simulation/game-summary.js';
import { writeGameLines } from './simulation/json-lines.js';
import { randomRunTask } from './simulation/random-run-task.js';
import { botRunTask } from './simulation/bot-run-task.js';
import { BOT_NAME_FORMS, botByName } from '../bots/bot-registry.js';
import { runGames } from './simulation/run-games.js';
import { parseShard, shardIndices } from './simulation/shards.js';
import { runTeams } from './simulation/run-teams.js';
import { headerLine, reportLines, simulationReport } from './simulation/simulation-report.js';

/**
 * How many games `simulate` plays when `--games` is not given.
 *
 * @example
 * const games = wholeNumberOption(args, 'simulate', 'games', 1) ?? DEFAULT_GAMES;
 */
export const DEFAULT_GAMES = 1000;

/**
 * The `simulate` command: its options and help.
 *
 * @example
 * commandHelp(simulateSpec);
 */
export const simulateSpec: CommandSpec = {
  name: 'simulate',
  summary: 'Play many games between bots (random by default) and report lengths, end reasons, scores and win shares.',
  description: [
    "Plays N games between bots, game i with the seed 'S-i' (with random bots game i is",
    "'play --seed S-i'; --bot NAME seats that bot in every seat, as the arena plays it), and",
    'prints the games played per second, the length in plies (actions and chance outcomes) and in',
    'actions, the end reasons with their counts, each seat\'s scores (mean, min, max) and its share',
    'of the games it won alone with a 95% Wilson interval; draws and shared wins are counted apart.',
    "In a game with teams (Lost Valley's team variants) each team's share of the games its seats",
    'won together replaces the seats\' shares, and draws and wins shared between teams are counted apart.',
    '--workers spreads the games over worker threads and --shard plays one block of them, so',
    'shards can run on many machines; --json writes one JSON line per game, and',
    "'merge' combines shard files into the report of the whole run. The figures (all but the",
    'speed) are the same whatever the workers or shards. Progress shows on standard error once a',
    'run takes over a second.',
  ].join('\n'),
  options: [
    // Every bot of the registry, not only the random one that `play` takes.
    ...setupOptionSpecs.filter((option) => option.name !== 'bot'),
    { name: 'games', value: 'N', description: 'How many games the whole run has.', defaultText: String(DEFAULT_GAMES) },
    { name: 'seed', value: 'S', description: "The base of the games' seeds: 'S-0', 'S-1', …", defaultText: 'demo' },
    { name: 'bot', value: 'NAME', description: `The bot in every seat: ${BOT_NAME_FORMS.join(', ')}.`, defaultText: 'random' },
    { name: 'workers', value: 'N', description: 'Threads to play on: the main thread and N-1 worker threads (1: the main thread only).', defaultText: '1' },
    { name: 'shard', value: 'I/N', description: 'Play only shard I of N (counted from 0): a contiguous block of the games.', defaultText: 'the whole run' },
    { name: 'json', value: 'FILE', description: 'Write one JSON line per game (JSON Lines) to FILE.' },
  ],
  positionals: [],
};

/**
 * Runs `simulate` with the arguments after the command name and returns the exit code.
 *
 * @example
 * runSimulate(['--games', '100', '--seed', 'x'], io); // prints speed, lengths, end reasons, scores, shares
 */
export function runSimulate(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(simulateSpec, argv, io, (args) => {
    const seed = stringOption(args, 'seed') ?? DEFAULT_SEED;
    const games = wholeNumberOption(args, simulateSpec.name, 'games', 1) ?? DEFAULT_GAMES;
    const workers = wholeNumberOption(args, simulateSpec.name, 'workers', 1) ?? 1;
    const shardText = stringOption(args, 'shard');
    const shard = shardText === undefined ? { index: 0, count: 1 } : parseShard(shardText);
    if (typeof shard === 'string') throw usageError(simulateSpec.name, `option '--shard': ${shard}`);
    const bot = stringOption(args, 'bot') ?? 'random';
    const { bot: _bot, ...setupArgs } = args.options;
    const { setup, game } = readSetup({ ...args, options: setupArgs }, simulateSpec.name, seed);
    const known = botByName(bot, setup.game);
    if (typeof known === 'string') throw usageError(simulateSpec.name, known);
    const run: SimulationRun = { game: setup.game, variant: setup.variant ?? 'standard', players: setup.players, seed, games, bot };
    const indices = shardIndices(games, shard);
    if (indices.length === 0) throw usageError(simulateSpec.name, `shard ${shard.index}/${shard.count} of ${games} games holds no game; use fewer shards`);
    // Refuse a bad setup here, as a usage error, rather than inside a worker.
    startOrRefuse({ ...setup, seed: `${seed}-${indices[0]}` }, simulateSpec.name);
    const now = clockOf(io);
    const progress = startProgress(io, indices.length, 'games');
    const started = now();
    let played: GameSummary[];
    try {
      // Random bots keep their own fast path, so game i stays 'play --seed S-i'.
      const task = bot === 'random' ? randomRunTask(run) : botRunTask(run);
      played = runGames(task, indices, { workers, onProgress: (done) => progress.update(done) }) as GameSummary[];
    } catch (error) {
      throw error instanceof CliFailure ? error : new CliFailure(error instanceof Error ? error.message : String(error), ExitCode.failure);
    } finally {
      progress.finish();
    }
    const seconds = (now() - started) / 1000;
    const json = stringOption(args, 'json');
    if (json !== undefined) writeGameLines(json, played);
    const threads = Math.max(1, Math.min(workers, indices.length));
    io.out(headerLine(game.facts.name, run, indices));
    io.out(`Speed: ${(indices.length / Math.max(seconds, 1e-6)).toFixed(1)} games per second (${seconds.toFixed(2)} s, ${threads} ${threads === 1 ? 'thread' : 'threads'}).`);
    for (const line of reportLines(simulationReport(run, played, runTeams(run)))) io.out(line);
    return ExitCode.ok;
  });
}

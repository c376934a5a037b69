import { appendFileSync, writeFileSync } from 'node:fs';
import { EngineError } from '../core/errors.js';
import { getGame, listGames } from '../core/registry.js';
import type { Bot } from '../bots/bot.js';
import { BOT_NAME_FORMS, botByName } from '../bots/bot-registry.js';
import { playArenaGame, type ArenaGameRecord, type ArenaRun } from '../bots/arena-game.js';
import { summarizeArena } from '../bots/arena-summary.js';
import { CliFailure, usageError } from './cli-failure.js';
import { clockOf, ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { stringOption, wholeNumberOption, type CommandSpec } from './parse-args.js';
import { startProgress } from './progress-bar.js';
import { runCommand } from './run-command.js';
import { DEFAULT_GAME, startOrRefuse } from './setup-options.js';

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
    'per decision, and how the games ended. Every action is checked: a bot that sends an illegal',
    'one stops the run. With an iteration budget every figure but the time is the same on each run.',
    "In a game with teams (Lost Valley's team variants) each bot's line adds its team's win share:",
    'the games its seat\'s team won together, partners each counting the whole win.',
  ].join('\n'),
  options: [
    { name: 'game', value: 'ID', description: `The game: ${listGames().join(', ')}.`, defaultText: DEFAULT_GAME },
    { name: 'variant', value: 'ID', description: "The game's variant.", defaultText: 'standard' },
    { name: 'players', value: 'N', description: 'The number of seats.', defaultText: 'the number of bots' },
    { name: 'bots', value: 'LIST', description: `One bot per seat, comma-separated: ${BOT_NAME_FORMS.join(', ')}.` },
    { name: 'games', value: 'K', description: 'How many games to play.', defaultText: String(ARENA_DEFAULT_GAMES) },
    { name: 'seed', value: 'S', description: "The base of the games' seeds: 'S-0', 'S-1', …", defaultText: 'arena' },
    { name: 'json', value: 'FILE', description: 'Also write one JSON line per game (the record of playArenaGame) to FILE.' },
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
    const lineup = botList.split(',').map((name): Bot => {
      const bot = botByName(name.trim(), gameId);
      if (typeof bot === 'string') throw usageError(arenaSpec.name, bot);
      return bot;
    });
    const players = wholeNumberOption(args, arenaSpec.name, 'players', 1) ?? lineup.length;
    if (players !== lineup.length) throw usageError(arenaSpec.name, `${lineup.length} bots for ${players} seats; give one bot per seat`);
    const games = wholeNumberOption(args, arenaSpec.name, 'games', 1) ?? ARENA_DEFAULT_GAMES;
    const seed = stringOption(args, 'seed') ?? 'arena';
    const variant = stringOption(args, 'variant') ?? 'standard';
    const run: ArenaRun = { setup: { game: gameId, variant, players }, lineup, seed };
    // Refuse a bad setup (a variant the game lacks, a seat count out of range) before any game.
    startOrRefuse({ ...run.setup, seed: `${seed}-0` }, arenaSpec.name);
    const json = stringOption(args, 'json');
    if (json !== undefined) writeOrFail(json, () => writeFileSync(json, '', 'utf8'));
    const now = clockOf(io);
    const progress = startProgress(io, games, 'games');
    const started = now();
    const records: ArenaGameRecord[] = [];
    for (let index = 0; index < games; index++) {
      const record = playOrFail(run, index, now);
      records.push(record);
      if (json !== undefined) writeOrFail(json, () => appendFileSync(json, `${JSON.stringify(record)}\n`, 'utf8'));
      progress.update(index + 1);
    }
    const seconds = (now() - started) / 1000;
    progress.finish();
    const summary = summarizeArena(records, lineup.length);
    const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
    io.out(`${game.facts.name}, variant ${variant}, ${players} players: ${games} games, seeds '${seed}-0' to '${seed}-${games - 1}', seats rotated.`);
    for (const entry of summary.entries) {
      const team = entry.team ? `, with its team ${percent(entry.team.share)} (95% CI ${percent(entry.team.low)}–${percent(entry.team.high)})` : '';
      io.out(
        `#${entry.entry} ${entry.bot}: wins ${percent(entry.share)} (95% CI ${percent(entry.low)}–${percent(entry.high)})${team}, mean score ${entry.meanScore.toFixed(1)}, ${entry.msPerDecision.toFixed(2)} ms per decision (${entry.decisions} decisions).`,
      );
    }
    const reasons = Object.entries(summary.reasons).map(([reason, count]) => `${reason} ${count}`);
    io.out(`End reasons: ${reasons.join(', ')}. Mean length: ${summary.meanPlies.toFixed(1)} plies. Time: ${seconds.toFixed(1)} s.`);
    return ExitCode.ok;
  });
}

function playOrFail(run: ArenaRun, index: number, now: () => number): ArenaGameRecord {
  try {
    return playArenaGame(run, index, now);
  } catch (fault) {
    // A bot that breaks the rules or a game that stalls is a failure of the run, not of the input.
    if (fault instanceof EngineError) throw new CliFailure(fault.error.message, ExitCode.failure);
    throw fault;
  }
}

function writeOrFail(path: string, write: () => void): void {
  try {
    write();
  } catch (fault) {
    const reason = fault instanceof Error ? fault.message : String(fault);
    throw new CliFailure(`cannot write '${path}': ${reason}`, ExitCode.failure);
  }
}

import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { CliFailure } from './cli-failure.js';
import { getGame } from '../core/registry.js';
import { runCommand } from './run-command.js';
import { stringOption, type CommandSpec } from './parse-args.js';
import type { GameSummary } from './simulation/game-summary.js';
import { readFileSync } from 'node:fs';
import { summarizeArena } from '../bots/arena-summary.js';
import { arenaHeaderLine, arenaReportLines } from './simulation/arena-report.js';
import { ArenaLineSchema, arenaRecordOf, type ArenaLine } from './simulation/arena-run-task.js';
import { readGameLines, readRecordLines, writeGameLines } from './simulation/json-lines.js';
import { runTeams } from './simulation/run-teams.js';
import { headerLine, reportLines, simulationReport } from './simulation/simulation-report.js';

/**
 * The `merge` command: its options and help.
 *
 * @example
 * commandHelp(mergeSpec);
 */
export const mergeSpec: CommandSpec = {
  name: 'merge',
  summary: "Combine the JSON Lines files of a run's shards into the report of the whole run.",
  description: [
    "Reads the files that 'simulate --shard I/N --json FILE' or 'arena --shard I/N --json FILE'",
    'wrote, checks that they come from the same run and hold every game of it exactly once, and',
    'prints the report that one run of all the games prints (without its speed, or for an arena',
    'its thinking time). --json writes the merged games, in order, to one file: byte for byte the',
    'file one run writes.',
  ].join('\n'),
  options: [{ name: 'json', value: 'FILE', description: 'Write the merged games (JSON Lines) to FILE.' }],
  positionals: [{ name: 'FILES', description: 'One or more shard files (JSON Lines), in any order.', variadic: true }],
};

/**
 * Runs `merge` with the arguments after the command name and returns the exit code.
 *
 * @example
 * runMerge(['shard-0.jsonl', 'shard-1.jsonl'], io);
 */
export function runMerge(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(mergeSpec, argv, io, (args) => {
    const json = stringOption(args, 'json');
    const files = `${args.positionals.length} ${args.positionals.length === 1 ? 'file' : 'files'}`;
    if (holdsArenaLines(args.positionals[0]!)) {
      const lines: ArenaLine[] = [];
      for (const path of args.positionals) lines.push(...readRecordLines(path, ArenaLineSchema));
      const merged = checkWholeRun(lines);
      const run = merged[0]!.run;
      if (json !== undefined) writeGameLines(json, merged);
      io.out(arenaHeaderLine(getGame(run.game)?.facts.name ?? run.game, run.variant, run.players, run.seed, run.games, merged.map((line) => line.index)));
      io.out(`Merged: ${files}.`);
      for (const line of arenaReportLines(summarizeArena(merged.map(arenaRecordOf), run.bots.length), false)) io.out(line);
      return ExitCode.ok;
    }
    const games: GameSummary[] = [];
    for (const path of args.positionals) games.push(...readGameLines(path));
    const merged = checkWholeRun(games);
    const run = merged[0]!.run;
    if (json !== undefined) writeGameLines(json, merged);
    io.out(headerLine(getGame(run.game)?.facts.name ?? run.game, run, merged.map((game) => game.index)));
    io.out(`Merged: ${files}.`);
    for (const line of reportLines(simulationReport(run, merged, runTeams(run)))) io.out(line);
    return ExitCode.ok;
  });
}

/**
 * The games of one whole run in index order, or a failure naming what does not fit: no games,
 * games of different runs, a game twice, or a game missing.
 *
 * @example
 * const merged = checkWholeRun([...readGameLines('a.jsonl'), ...readGameLines('b.jsonl')]);
 */
export function checkWholeRun<G extends { readonly run: { readonly games: number }; readonly index: number }>(games: readonly G[]): G[] {
  const first = games[0];
  if (!first) throw new CliFailure('the files hold no game', ExitCode.failure);
  const identity = JSON.stringify(first.run);
  const byIndex = new Array<G | undefined>(first.run.games);
  for (const game of games) {
    if (JSON.stringify(game.run) !== identity) {
      throw new CliFailure(`game ${game.index} belongs to another run (${JSON.stringify(game.run)}) than game ${first.index} (${identity})`, ExitCode.failure);
    }
    if (game.index >= first.run.games) throw new CliFailure(`game ${game.index} is past the run's ${first.run.games} games`, ExitCode.failure);
    if (byIndex[game.index]) throw new CliFailure(`game ${game.index} appears twice`, ExitCode.failure);
    byIndex[game.index] = game;
  }
  const missing = byIndex.findIndex((game) => game === undefined);
  if (missing >= 0) {
    let count = 0;
    // A plain loop: array helpers skip the holes that are exactly what is counted here.
    for (let index = 0; index < byIndex.length; index++) if (byIndex[index] === undefined) count += 1;
    throw new CliFailure(`${count} of the run's ${first.run.games} games are missing, the first is game ${missing}: is a shard file left out?`, ExitCode.failure);
  }
  return byIndex as G[];
}

// The kind of run a set of files holds, by the first line of the first file: an arena line's run
// names its line-up. A file of the other kind then fails line by line, naming the line.
function holdsArenaLines(path: string): boolean {
  let first: unknown;
  try {
    const text = readFileSync(path, 'utf8');
    first = JSON.parse(text.split('\n').find((line) => line.trim() !== '') ?? 'null');
  } catch {
    return false; // the reader names what is wrong with the file
  }
  const run = (first as { run?: { bots?: unknown } } | null)?.run;
  return Array.isArray(run?.bots);
}

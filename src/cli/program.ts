// The command line plays every built-in game: importing them registers them.
import '../games/builtin-games.js';
import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { runGuarded, usageError } from './cli-failure.js';
import { commandHelp, programHelp } from './help-text.js';
import type { CommandSpec } from './parse-args.js';
import { mergeSpec, runMerge } from './merge-command.js';
import { playSpec, runPlay } from './play-command.js';
import { renderSpec, runRender } from './render-command.js';
import { replaySpec, runReplay } from './replay-command.js';
import { runServe, serveSpec } from './serve-command.js';
import { runSimulate, simulateSpec } from './simulate-command.js';
import { arenaSpec, runArena } from './arena-command.js';
import { CLI_VERSION } from './version.js';
import { appliedV8Tuning, v8FlagsReport } from './v8-tuning.js';

/**
 * A command of the program: its spec (for help and parsing) and how to run it.
 *
 * @example
 * const play: CliCommand = { spec: playSpec, run: runPlay };
 */
export interface CliCommand {
  readonly spec: CommandSpec;
  /** A promise for a command that waits for a person (`play --human`). */
  run(argv: readonly string[], io: CliIo): ExitCodeValue | Promise<ExitCodeValue>;
}

/**
 * The program's commands, in the order `--help` lists them.
 *
 * @example
 * cliCommands.map((command) => command.spec.name); // ['play', 'simulate', 'replay', 'render']
 */
export const cliCommands: readonly CliCommand[] = [
  { spec: playSpec, run: runPlay },
  { spec: simulateSpec, run: runSimulate },
  { spec: replaySpec, run: runReplay },
  { spec: renderSpec, run: runRender },
  { spec: mergeSpec, run: runMerge },
  { spec: serveSpec, run: runServe },
  { spec: arenaSpec, run: runArena },
];

/**
 * Runs the program with its arguments (without `node` and the script) and returns the exit code:
 * a command, `--help`, `--version`, or `help [command]`. It runs what needs no person: `io.ask`
 * is not passed on, so `play --human` is refused here (use {@link startCli}).
 *
 * @example
 * const code = runCli(['play', '--seed', 'demo', '--quiet'], { out: console.log, err: console.error });
 */
export function runCli(argv: readonly string[], io: CliIo): ExitCodeValue {
  const { ask: _ask, ...noPerson } = io;
  const code = startCli(argv, noPerson);
  // Only a command that asks a person answers later, and this io has nobody to ask.
  return typeof code === 'number' ? code : runGuarded(io, () => {
    throw new Error('a command waited for a person without io.ask');
  });
}

/**
 * {@link runCli} for every command, those that ask a person too (`play --human` with `io.ask`):
 * their exit code comes as a promise. `main.ts` runs the program through it.
 *
 * @example
 * const code = await startCli(['play', '--game', 'lost-valley', '--human', '0'], io);
 */
export function startCli(argv: readonly string[], io: CliIo): ExitCodeValue | Promise<ExitCodeValue> {
  const [first, ...rest] = argv;
  const names = cliCommands.map((command) => command.spec.name).join(', ');
  if (first === '--help' || first === '-h') return printLines(io, programHelp(cliCommands.map((c) => c.spec)));
  if (first === '--version' || first === '-V') return printLines(io, [CLI_VERSION]);
  if (first === '--v8-flags') return printLines(io, v8FlagsReport(appliedV8Tuning()));
  if (first === 'help') {
    const topic = rest[0];
    if (topic === undefined) return printLines(io, programHelp(cliCommands.map((c) => c.spec)));
    const command = cliCommands.find((c) => c.spec.name === topic);
    if (command) return printLines(io, commandHelp(command.spec));
    return runGuarded(io, () => {
      throw usageError('', `unknown command '${topic}'; commands: ${names}`);
    });
  }
  const command = cliCommands.find((c) => c.spec.name === first);
  if (command) return command.run(rest, io);
  return runGuarded(io, () => {
    if (first === undefined) throw usageError('', `no command given; commands: ${names}`);
    if (first.startsWith('-')) throw usageError('', `unknown option '${first}'; a command comes first (${names})`);
    throw usageError('', `unknown command '${first}'; commands: ${names}`);
  });
}

function printLines(io: CliIo, lines: readonly string[]): ExitCodeValue {
  for (const line of lines) io.out(line);
  return ExitCode.ok;
}

import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { runGuarded } from './cli-failure.js';
import { commandHelp } from './help-text.js';
import { parseArgs, wantsHelp, type CommandSpec, type ParsedArgs } from './parse-args.js';

/**
 * What every command does first: `--help` prints the command's help; otherwise the arguments are
 * parsed against its spec and the body runs guarded (a failure becomes one `error:` line and its
 * exit code).
 *
 * @example
 * return runCommand(playSpec, argv, io, (args) => { io.out('hello'); return ExitCode.ok; });
 */
export function runCommand(
  spec: CommandSpec,
  argv: readonly string[],
  io: CliIo,
  body: (args: ParsedArgs) => ExitCodeValue,
): ExitCodeValue {
  if (wantsHelp(argv)) {
    for (const line of commandHelp(spec)) io.out(line);
    return ExitCode.ok;
  }
  return runGuarded(io, () => body(parseArgs(argv, spec)));
}

import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';

/**
 * The program's name, as users type it.
 *
 * @example
 * io.out(`Usage: ${PROGRAM} <command> [options]`);
 */
export const PROGRAM = 'lost-valley-engine';

/**
 * Why a command stops early: a one-line message, the exit code, and for usage errors the command
 * whose `--help` to suggest. Commands throw it; {@link runGuarded} turns it into an `error:` line.
 *
 * @example
 * throw new CliFailure("unknown option '--colour'", ExitCode.usage, 'play');
 */
export class CliFailure extends Error {
  /** The process exit code to give. */
  readonly exitCode: ExitCodeValue;
  /** For a usage error, the command whose help to suggest (`''` for the program's own). */
  readonly helpFor: string | null;
  constructor(message: string, exitCode: ExitCodeValue, helpFor: string | null = null) {
    // The engine's sentences end with a full stop; the line goes on with a hint, so drop it.
    super(oneLine(message).replace(/\.$/, ''));
    this.name = 'CliFailure';
    this.exitCode = exitCode;
    this.helpFor = helpFor;
  }
}

/**
 * A usage error of a command (exit code 2), suggesting that command's `--help`.
 *
 * @example
 * throw usageError('play', "option '--seed' needs a value");
 */
export function usageError(command: string, message: string): CliFailure {
  return new CliFailure(message, ExitCode.usage, command);
}

/**
 * Collapses a message to one line: the engine's messages are sentences, but a newline in one (or
 * in a file name) must not split the `error:` line.
 *
 * @example
 * oneLine('a\n  b'); // 'a b'
 */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/**
 * Runs a command body and returns its exit code: a {@link CliFailure} becomes one `error:` line on
 * standard error (with a `--help` hint for usage errors), and any other exception, which would be
 * a fault in the program or the engine, becomes one `internal error:` line and exit code 1.
 *
 * @example
 * const code = runGuarded(io, () => { io.out('hello'); return ExitCode.ok; });
 */
export function runGuarded(io: CliIo, body: () => ExitCodeValue): ExitCodeValue {
  try {
    return body();
  } catch (error) {
    return reportFailure(io, error);
  }
}

/**
 * What {@link runGuarded} does with what a command threw, for commands that finish later (a
 * promise's rejection): one `error:` or `internal error:` line, and the exit code.
 *
 * @example
 * playing.catch((error: unknown) => reportFailure(io, error));
 */
export function reportFailure(io: CliIo, error: unknown): ExitCodeValue {
  if (error instanceof CliFailure) {
    const hint = error.helpFor === null ? '' : ` (see '${helpCommand(error.helpFor)}')`;
    io.err(`error: ${error.message}${hint}`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.err(`internal error: ${oneLine(message)}`);
  return ExitCode.failure;
}

function helpCommand(command: string): string {
  return command === '' ? `${PROGRAM} --help` : `${PROGRAM} ${command} --help`;
}

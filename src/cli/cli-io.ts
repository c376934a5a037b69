/**
 * Where a command writes: whole lines to standard output and standard error, and optionally a
 * status line that a terminal redraws in place. `main.ts` wires it to the process; tests collect
 * the lines in arrays.
 *
 * @example
 * const lines: string[] = [];
 * const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
 */
export interface CliIo {
  /** Writes one line (without its newline) to standard output. */
  out(line: string): void;
  /** Writes one line (without its newline) to standard error. */
  err(line: string): void;
  /**
   * Redraws the status line on standard error; `''` clears it. Given only when standard error
   * is a terminal: elsewhere progress is reported as ordinary `err` lines.
   */
  status?(text: string): void;
  /** The clock in milliseconds (default `performance.now`); tests pass a fake one. */
  now?(): number;
}

/**
 * The exit codes of the program: success, a failure while running (a file that cannot be read or
 * written, a bad record, a fault in the engine), and a usage error (a bad command line or a setup
 * the engine refuses).
 *
 * @example
 * process.exitCode = ExitCode.usage;
 */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
} as const;

/**
 * One of the {@link ExitCode} values.
 *
 * @example
 * const code: ExitCodeValue = ExitCode.ok;
 */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * The clock of an {@link CliIo}: its own if it has one, else `performance.now`.
 *
 * @example
 * const started = clockOf(io)();
 */
export function clockOf(io: CliIo): () => number {
  const now = io.now;
  return now ? () => now.call(io) : () => performance.now();
}

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
  /**
   * Asks a person for one line after showing `prompt` (`play --human`); absent where nobody can
   * answer. `main.ts` reads the terminal; tests pass scripted answers.
   */
  ask?(prompt: string): Promise<Answer>;
}

/**
 * What {@link CliIo.ask} gets back: the line typed (without its newline), the end of the input
 * (Ctrl-D, a closed pipe), or an interrupt (Ctrl-C).
 *
 * @example
 * const answer: Answer = { kind: 'line', text: '3' };
 */
export type Answer = { readonly kind: 'line'; readonly text: string } | { readonly kind: 'end' } | { readonly kind: 'interrupt' };

/**
 * The exit codes of the program: success, a failure while running (a file that cannot be read or
 * written, a bad record, a fault in the engine), a usage error (a bad command line or a setup
 * the engine refuses), and an interrupt (Ctrl-C during `play --human`, the shell's 128 + SIGINT).
 *
 * @example
 * process.exitCode = ExitCode.usage;
 */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  interrupted: 130,
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

import type { CliIo } from '../../src/cli/cli-io.js';
import { runCli } from '../../src/cli/program.js';

/**
 * Runs the program in process and collects what it wrote: the exit code and the lines of
 * standard output and standard error.
 *
 * @example
 * const { code, out } = runCaptured(['play', '--quiet']);
 */
export function runCaptured(argv: readonly string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { code: runCli(argv, io), out, err };
}

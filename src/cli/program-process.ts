/**
 * The program's process once its V8 flags are set: wires the process (arguments, standard output
 * and error, exit code) to {@link startCli}, or serves as a worker thread of `simulate --workers`.
 * `main.ts` loads it after `applyV8Tuning`, so that the engine is compiled with the flags.
 * @packageDocumentation
 */
import type { CliIo } from './cli-io.js';
import { startCli } from './program.js';
import { terminalAnswers } from './terminal-answers.js';
import { serveAsGameWorker, useWorkerScript } from './simulation/worker-thread.js';

/**
 * Runs the program in this process: a worker thread plays its games; the main thread runs the
 * command line. `entry` is the program's entry script, which worker threads start from.
 *
 * @example
 * runProgramProcess(new URL(import.meta.url)); // in main.ts
 */
export function runProgramProcess(entry: URL): void {
  // A worker thread of `simulate --workers` starts from the same entry: it plays its games and ends.
  if (serveAsGameWorker()) return;
  // `lost-valley-engine play | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  let statusShown = false;
  // Standard input is read only once a command asks a person (`play --human`).
  const answers = terminalAnswers(process.stdin, process.stdout);
  const io: CliIo = {
    ask: (prompt) => answers.ask(prompt),
    out: (line) => {
      process.stdout.write(`${line}\n`);
    },
    err: (line) => {
      // A line on standard error first clears a progress bar, so neither is garbled.
      if (statusShown) process.stderr.write('\r\x1b[K');
      statusShown = false;
      process.stderr.write(`${line}\n`);
    },
    ...(process.stderr.isTTY
      ? {
          status: (text: string) => {
            process.stderr.write(`\r\x1b[K${text}`);
            statusShown = text !== '';
          },
        }
      : {}),
  };
  useWorkerScript(entry);
  // Set the code rather than call process.exit, so that buffered output is written first.
  const code = startCli(process.argv.slice(2), io);
  if (typeof code === 'number') process.exitCode = code;
  else
    void code.then((done) => {
      process.exitCode = done;
      answers.close();
    });
}

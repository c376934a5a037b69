#!/usr/bin/env node
/**
 * The `lost-valley-engine` program: wires the process (arguments, standard output and error,
 * exit code) to {@link runCli}. Everything else lives in functions that tests call directly.
 * @packageDocumentation
 */
import type { CliIo } from './cli-io.js';
import { runCli } from './program.js';
import { serveAsGameWorker, useWorkerScript } from './simulation/worker-thread.js';

// `lost-valley-engine play | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

let statusShown = false;
const io: CliIo = {
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

// Set the code rather than call process.exit, so that buffered output is written first.
// A worker thread of `simulate --workers` starts from this same entry: it plays its games and ends.
if (!serveAsGameWorker()) {
  useWorkerScript(new URL(import.meta.url));
  process.exitCode = runCli(process.argv.slice(2), io);
}

import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { usageError } from './cli-failure.js';
import { flagOption, type CommandSpec } from './parse-args.js';
import { runCommand } from './run-command.js';
import { createBridgeSession } from './serve/bridge-session.js';
import { createBridgeReader, serveStdioSync } from './serve/bridge-stdio.js';

/**
 * The `serve` command: its options and help.
 *
 * @example
 * commandHelp(serveSpec);
 */
export const serveSpec: CommandSpec = {
  name: 'serve',
  summary: 'Answer JSON-lines requests on standard input (the Python bridge).',
  description: [
    'Reads one JSON request per line on standard input and writes one JSON answer per line on',
    'standard output, in order: create, status, legal, agent, chance, step, observe, view, determinize,',
    'save, load, close (docs/python.md); and binary step frames (protocol 5). It ends when standard',
    'input closes.',
    'examples/python/lost_valley_engine/ is a client with a PettingZoo-style environment.',
  ].join('\n'),
  options: [{ name: 'stdio', description: 'Speak over standard input and output (the only transport so far).' }],
  positionals: [],
};

/**
 * Runs `serve`: answers each request on standard input until it closes. Without `input`, on
 * Linux with a pipe or file for standard input, it reads and writes the file descriptors
 * synchronously and returns when the input has closed (no stream, no event-loop turn per
 * request); otherwise it reads `input` (default `process.stdin`) as a stream, answering JSON lines
 * through `io.out` and answer frames through `writeBytes`, and returns at once. `input` and
 * `writeBytes` are for tests.
 *
 * @example
 * runServe(['--stdio'], io);
 */
export function runServe(
  argv: readonly string[],
  io: CliIo,
  input?: NodeJS.ReadableStream,
  writeBytes: (bytes: Uint8Array) => void = (bytes) => process.stdout.write(bytes),
): ExitCodeValue {
  return runCommand(serveSpec, argv, io, (args) => {
    if (!flagOption(args, 'stdio')) throw usageError(serveSpec.name, 'serve needs --stdio, its only transport so far');
    const session = createBridgeSession();
    if (input === undefined && serveStdioSync(session)) return ExitCode.ok;
    const reader = createBridgeReader(session, (answer) => (typeof answer === 'string' ? io.out(answer.slice(0, -1)) : writeBytes(answer)));
    const stream = input ?? process.stdin;
    stream.on('data', (chunk: Buffer | string) => reader.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk));
    stream.on('end', () => reader.end());
    return ExitCode.ok;
  });
}

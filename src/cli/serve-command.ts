import { createInterface } from 'node:readline';
import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { usageError } from './cli-failure.js';
import { flagOption, type CommandSpec } from './parse-args.js';
import { runCommand } from './run-command.js';
import { createBridgeSession } from './serve/bridge-session.js';

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
    'save, load, close (docs/python.md). It ends when standard input closes.',
    'examples/python/lost_valley_engine/ is a client with a PettingZoo-style environment.',
  ].join('\n'),
  options: [{ name: 'stdio', description: 'Speak over standard input and output (the only transport so far).' }],
  positionals: [],
};

/**
 * Runs `serve`: answers each line of standard input until it closes. `input` is for tests.
 *
 * @example
 * runServe(['--stdio'], io);
 */
export function runServe(argv: readonly string[], io: CliIo, input: NodeJS.ReadableStream = process.stdin): ExitCodeValue {
  return runCommand(serveSpec, argv, io, (args) => {
    if (!flagOption(args, 'stdio')) throw usageError(serveSpec.name, 'serve needs --stdio, its only transport so far');
    const session = createBridgeSession();
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      if (line.trim() !== '') io.out(session.answer(line));
    });
    return ExitCode.ok;
  });
}

import { createInterface, type Interface } from 'node:readline';
import type { Answer } from './cli-io.js';

/**
 * Lines a person types, read from standard input one at a time: `ask` shows a prompt and waits
 * for the next line. Lines that arrive before they are asked for (a pasted block, a pipe) wait in
 * order. After the input ends every `ask` answers `end`; Ctrl-C answers `interrupt`. `close`
 * lets the process end when the game is over.
 *
 * @example
 * const reader = terminalAnswers(process.stdin, process.stdout);
 * const answer = await reader.ask('Your choice: ');
 * reader.close();
 */
export interface TerminalAnswers {
  ask(prompt: string): Promise<Answer>;
  close(): void;
}

/**
 * Opens the reader lazily: nothing touches standard input until the first question, so commands
 * that ask nothing never hold the process open.
 *
 * @example
 * const reader = terminalAnswers(process.stdin, process.stdout);
 */
export function terminalAnswers(input: NodeJS.ReadableStream & { isTTY?: boolean }, output: NodeJS.WritableStream): TerminalAnswers {
  let lines: Interface | null = null;
  const queued: Answer[] = [];
  let waiting: ((answer: Answer) => void) | null = null;
  let ended = false;
  const deliver = (answer: Answer): void => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(answer);
    } else queued.push(answer);
  };
  const open = (): Interface => {
    const opened = createInterface({ input, output, terminal: input.isTTY === true, crlfDelay: Number.POSITIVE_INFINITY });
    opened.on('line', (text) => deliver({ kind: 'line', text }));
    opened.on('SIGINT', () => deliver({ kind: 'interrupt' }));
    opened.on('close', () => {
      ended = true;
      deliver({ kind: 'end' });
    });
    return opened;
  };
  return {
    ask(prompt) {
      lines ??= open();
      const next = queued.shift();
      if (next) return Promise.resolve(next);
      if (ended) return Promise.resolve({ kind: 'end' });
      lines.setPrompt(prompt);
      lines.prompt();
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    close() {
      lines?.close();
    },
  };
}

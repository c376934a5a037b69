import { readFileSync, writeFileSync } from 'node:fs';
import type { Action } from '../core/actions.js';
import type { GameSetup } from '../core/create.js';
import { ExitCode } from './cli-io.js';
import { CliFailure } from './cli-failure.js';

/**
 * A game record as `play --record` writes it and `replay` reads it: the setup and every applied
 * action in order, chance outcomes included (the shape of the core's `GameRecordSchema`).
 *
 * @example
 * const record: SavedRecord = { setup: { game: 'mountain-river-duel', players: 2, seed: 'demo' }, actions: [] };
 */
export interface SavedRecord {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
}

/**
 * A record as JSON text: the setup on one line, then one action per line, so a record reads
 * (and diffs) as a list of moves. It parses back to the same value.
 *
 * @example
 * formatRecord({ setup, actions }); // '{\n  "setup": {...},\n  "actions": [\n    {...},\n ...'
 */
export function formatRecord(record: SavedRecord): string {
  const actions = record.actions.map((action) => `    ${JSON.stringify(action)}`).join(',\n');
  const list = record.actions.length === 0 ? '[]' : `[\n${actions}\n  ]`;
  return `{\n  "setup": ${JSON.stringify(record.setup)},\n  "actions": ${list}\n}\n`;
}

/**
 * Writes a record to a file; a file that cannot be written fails with exit code 1.
 *
 * @example
 * writeRecordFile('game.json', { setup, actions });
 */
export function writeRecordFile(path: string, record: SavedRecord): void {
  try {
    writeFileSync(path, formatRecord(record), 'utf8');
  } catch (error) {
    throw new CliFailure(`cannot write '${path}': ${fileErrorText(error)}`, ExitCode.failure);
  }
}

/**
 * Reads a file and parses it as JSON; a missing or unreadable file, or text that is not JSON,
 * fails with exit code 1. Whether the value is a valid record is the engine's to say.
 *
 * @example
 * const value = readJsonFile('game.json');
 */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliFailure(`cannot read '${path}': ${fileErrorText(error)}`, ExitCode.failure);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliFailure(`'${path}' is not JSON: ${reason}`, ExitCode.failure);
  }
}

// Node's messages repeat the syscall and path ("ENOENT: no such file or directory, open 'x'"):
// keep the words people need.
function fileErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

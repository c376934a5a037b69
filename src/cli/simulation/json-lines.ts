import { readFileSync, writeFileSync } from 'node:fs';
import type * as z from 'zod';
import { ExitCode } from '../cli-io.js';
import { CliFailure } from '../cli-failure.js';
import { GameSummarySchema, type GameSummary } from './game-summary.js';

/**
 * Writes games as JSON Lines, one game per line in index order, so the same games give the same
 * bytes however they were played. A file that cannot be written is a failure (exit code 1).
 *
 * @example
 * writeGameLines('run.jsonl', games);
 */
export function writeGameLines(path: string, games: readonly { readonly index: number }[]): void {
  const ordered = [...games].sort((a, b) => a.index - b.index);
  const text = ordered.map((game) => JSON.stringify(game)).join('\n');
  try {
    writeFileSync(path, ordered.length > 0 ? `${text}\n` : '');
  } catch (error) {
    throw new CliFailure(`cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`, ExitCode.failure);
  }
}

/**
 * Reads a JSON Lines file of games (blank lines skipped). A file that cannot be read, or a line
 * that is not a game record, is a failure naming the file and the line.
 *
 * @example
 * const games = readGameLines('shard-0.jsonl');
 */
export function readGameLines(path: string): GameSummary[] {
  return readRecordLines(path, GameSummarySchema);
}

/**
 * Reads a JSON Lines file whose every line the schema accepts (blank lines skipped): the shared
 * reader of `simulate` and `arena` files. A file that cannot be read, or a line the schema
 * refuses, is a failure naming the file and the line.
 *
 * @example
 * const lines = readRecordLines('arena-0.jsonl', ArenaLineSchema);
 */
export function readRecordLines<T>(path: string, schema: z.ZodType<T>): T[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliFailure(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, ExitCode.failure);
  }
  const games: T[] = [];
  text.split('\n').forEach((line, at) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new CliFailure(`${path}, line ${at + 1}: not JSON`, ExitCode.failure);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CliFailure(`${path}, line ${at + 1}: not a game record (${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'})`, ExitCode.failure);
    }
    games.push(parsed.data);
  });
  return games;
}

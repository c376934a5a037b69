import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * The rows (cells trimmed, backticks dropped) of the first table after `heading` within the
 * section of a doc that starts at `section`: tests read the documented layout this way and check
 * it against the code.
 *
 * @example
 * const rows = docTable('docs/python.md', '### Binary step frames (protocol 5)', '**The request**');
 */
export function docTable(file: string, section: string, heading: string): string[][] {
  const text = docText(file);
  const from = text.indexOf(section);
  expect(from, `${file} has "${section}"`).toBeGreaterThanOrEqual(0);
  const start = text.indexOf(heading, from);
  expect(start, `${file} has "${heading}" after "${section}"`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split('|').map((cell) => cell.trim().replaceAll('`', '')));
  }
  return rows;
}

/**
 * A doc's text, from the repository's root.
 *
 * @example
 * const hello = docText('docs/python.md').split('\n').find((line) => line.startsWith('| `hello` |'));
 */
export function docText(file: string): string {
  return readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
}

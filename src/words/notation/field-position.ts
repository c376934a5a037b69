import { fail, jsonToken, type TextLine } from './position-text.js';

/*
 * The position text of a game without a board notation of its own (Goldfield Gully, The Lost
 * Dutchman, the duel, and any game registered from outside): one line per field of the game's
 * part, in the state's own field names and order, its value as JSON with plain words unquoted;
 * a list of records is written one record per line (`prospectors+ {…}`), so a seat's sheet is
 * one line.
 */

const PLAIN = /^[a-z][a-z0-9-]*$/;
const RESERVED = new Set(['true', 'false', 'null']);

function value(v: unknown): string {
  return typeof v === 'string' && PLAIN.test(v) && !RESERVED.has(v) ? v : JSON.stringify(v);
}

function unvalue(text: string): unknown {
  return PLAIN.test(text) && !RESERVED.has(text) ? text : jsonToken(text);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The lines of a game's part, field by field.
 *
 * @example
 * formatFields({ round: 4, phase: 'commit' }); // ['round 4', 'phase commit']
 */
export function formatFields(g: unknown): string[] {
  if (!isRecord(g)) return [`value ${JSON.stringify(g)}`];
  const lines: string[] = [];
  for (const [key, v] of Object.entries(g)) {
    if (v === undefined) continue;
    if (Array.isArray(v) && v.length > 0 && v.every(isRecord)) for (const item of v) lines.push(`${key}+ ${JSON.stringify(item)}`);
    else lines.push(`${key} ${value(v)}`);
  }
  return lines;
}

/**
 * Reads the lines {@link formatFields} writes back into the game's part.
 *
 * @example
 * parseFields(textLines('round 4\nphase commit')); // { round: 4, phase: 'commit' }
 */
export function parseFields(lines: readonly TextLine[]): unknown {
  if (lines.length === 1 && lines[0]!.keyword === 'value') return jsonToken(lines[0]!.rest);
  const g: Record<string, unknown> = {};
  for (const line of lines) {
    const many = line.keyword.endsWith('+');
    const key = many ? line.keyword.slice(0, -1) : line.keyword;
    if (key.length === 0 || key === '__proto__') fail(`line ${line.number}: no field name`);
    if (!many) {
      if (Object.hasOwn(g, key)) fail(`line ${line.number}: '${key}' is given twice`);
      g[key] = unvalue(line.rest);
      continue;
    }
    const list = Object.hasOwn(g, key) ? g[key] : [];
    if (!Array.isArray(list)) fail(`line ${line.number}: '${key}' is given twice`);
    list.push(jsonToken(line.rest));
    g[key] = list;
  }
  return g;
}

import type { AnyGameState } from '../../core/runtime.js';
import { fail, jsonToken, keyed, wholeToken, type PositionCodec, type TextLine } from './position-text.js';

/*
 * The position text of a game written field by field (Goldfield Gully, The Lost Dutchman, the
 * duel, and any game registered from outside): one line per field of the game's part, in the
 * state's own field names and order, its value a plain word or JSON. A list of records is one
 * line per record (`prospectors+ character=old-timer space=24 …`); a game may gather lists kept
 * per seat (or per building) into one table line per seat (`seat 0 banked=0 unbanked=20 …`),
 * and give a field a compact form of its own (the duel's board).
 */

const PLAIN = /^[a-z][a-z0-9-]*$/;
const RESERVED = new Set(['true', 'false', 'null']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one token: `-` for null, a plain word as it is, else JSON with its spaces escaped. */
function valueToken(v: unknown): string {
  if (v === null) return '-';
  return typeof v === 'string' && PLAIN.test(v) && !RESERVED.has(v) ? v : JSON.stringify(v).replace(/ /g, '\\u0020');
}

function tokenValue(token: string): unknown {
  if (token === '-') return null;
  return PLAIN.test(token) && !RESERVED.has(token) ? token : jsonToken(token);
}

/** A value as the rest of a field's line: a plain word as it is, else JSON. */
const restText = (v: unknown): string => (typeof v === 'string' && PLAIN.test(v) && !RESERVED.has(v) ? v : JSON.stringify(v));
const restValue = (text: string): unknown => (PLAIN.test(text) && !RESERVED.has(text) ? text : jsonToken(text));

const recordLine = (record: Record<string, unknown>): string =>
  Object.entries(record)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => ` ${key}=${valueToken(v)}`)
    .join('');

function lineRecord(tokens: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, token] of keyed(tokens, [])) {
    if (key === '__proto__') fail("'__proto__' is no field");
    record[key] = tokenValue(token);
  }
  return record;
}

/**
 * Lists of the game's part that are kept one entry per seat (or per building…), written as one
 * table line per entry: `line` is the line's keyword, `from` the number of the first entry.
 *
 * @example
 * const seats: FieldTable = { line: 'seat', from: 0, fields: ['banked', 'unbanked'] };
 */
export interface FieldTable {
  readonly line: string;
  readonly from: number;
  readonly fields: readonly string[];
}

/**
 * A field's compact form of its own: its text and its reading back (which may `fail`). In a
 * table it is one cell's form (no spaces), and `-` still stands for null.
 *
 * @example
 * const board: CompactField = { format: (v) => String(v), parse: (text) => Number(text) };
 */
export interface CompactField {
  format(value: unknown): string;
  parse(text: string): unknown;
}

/**
 * How a game's part is written field by field: its tables and compact fields (none by default).
 *
 * @example
 * fieldPosition({ tables: [{ line: 'seat', from: 0, fields: ['banked'] }] });
 */
export interface FieldLayout {
  readonly tables?: readonly FieldTable[];
  readonly compact?: Readonly<Record<string, CompactField>>;
}

function tableOf(g: Record<string, unknown>, table: FieldTable): unknown[][] | null {
  const columns = table.fields.map((field) => g[field]);
  const length = Array.isArray(columns[0]) ? columns[0].length : -1;
  return columns.every((column) => Array.isArray(column) && column.length === length) ? (columns as unknown[][]) : null;
}

/**
 * The lines of a game's part, field by field, in a layout.
 *
 * @example
 * formatFields({ round: 4, phase: 'commit' }); // ['round 4', 'phase commit']
 */
export function formatFields(g: unknown, layout: FieldLayout = {}): string[] {
  if (!isRecord(g)) return [`value ${JSON.stringify(g)}`];
  const tabled = new Map<string, { table: FieldTable; columns: unknown[][] }>();
  for (const table of layout.tables ?? []) {
    const columns = tableOf(g, table);
    if (columns) for (const field of table.fields) tabled.set(field, { table, columns });
  }
  const lines: string[] = [];
  for (const [key, v] of Object.entries(g)) {
    if (v === undefined) continue;
    const inTable = tabled.get(key);
    if (inTable) {
      // The whole table is written where its first field stands.
      if (inTable.table.fields[0] !== key) continue;
      const { table, columns } = inTable;
      for (let i = 0; i < columns[0]!.length; i++) {
        const cell = (field: string, c: number): string => {
          const v = columns[c]![i];
          const own = layout.compact?.[field];
          return own && v !== null ? own.format(v) : valueToken(v);
        };
        lines.push(`${table.line} ${table.from + i}${table.fields.map((field, c) => ` ${field}=${cell(field, c)}`).join('')}`);
      }
      continue;
    }
    const compact = layout.compact?.[key];
    if (compact) lines.push(`${key} ${compact.format(v)}`);
    else if (Array.isArray(v) && v.length > 0 && v.every(isRecord)) for (const item of v) lines.push(`${key}+${recordLine(item)}`);
    else lines.push(`${key} ${restText(v)}`);
  }
  return lines;
}

/**
 * Reads the lines {@link formatFields} writes back into the game's part.
 *
 * @example
 * parseFields(textLines('round 4\nphase commit')); // { round: 4, phase: 'commit' }
 */
export function parseFields(lines: readonly TextLine[], layout: FieldLayout = {}): unknown {
  if (lines.length === 1 && lines[0]!.keyword === 'value') return jsonToken(lines[0]!.rest);
  const g: Record<string, unknown> = {};
  const tables = new Map((layout.tables ?? []).map((table) => [table.line, table]));
  const set = (key: string, value: unknown, line: TextLine): void => {
    if (key.length === 0 || key === '__proto__' || Object.hasOwn(g, key)) fail(`line ${line.number}: '${key}' is no field, or given twice`);
    g[key] = value;
  };
  for (const line of lines) {
    const table = tables.get(line.keyword);
    if (table) {
      const row = wholeToken(line.tokens[0]) - table.from;
      const values = keyed(line.tokens.slice(1), table.fields);
      if (values.size !== table.fields.length) fail(`line ${line.number}: a ${table.line} line holds ${table.fields.join(', ')}`);
      for (const field of table.fields) {
        if (row === 0) set(field, [], line);
        const column = g[field];
        if (!Array.isArray(column) || column.length !== row) fail(`line ${line.number}: ${table.line} lines are numbered from ${table.from} in order`);
        const own = layout.compact?.[field];
        const text = values.get(field)!;
        column.push(own && text !== '-' ? own.parse(text) : tokenValue(text));
      }
      continue;
    }
    if (line.keyword.endsWith('+')) {
      const key = line.keyword.slice(0, -1);
      if (!Object.hasOwn(g, key)) set(key, [], line);
      const list = g[key];
      if (!Array.isArray(list)) fail(`line ${line.number}: '${key}' is given twice`);
      list.push(lineRecord(line.tokens));
      continue;
    }
    const compact = layout.compact?.[line.keyword];
    set(line.keyword, compact ? compact.parse(line.rest) : restValue(line.rest), line);
  }
  return g;
}

/**
 * A game's position codec written field by field in a layout.
 *
 * @example
 * const gully = fieldPosition({ tables: [{ line: 'seat', from: 0, fields: ['banked', 'unbanked'] }] });
 */
export function fieldPosition(layout: FieldLayout = {}): PositionCodec {
  return {
    format: (state: AnyGameState) => formatFields(state.g, layout),
    parse: (lines) => parseFields(lines, layout),
  };
}

import { ruleError, type RuleError } from '../../core/errors.js';
import type { AnyGameState } from '../../core/runtime.js';

/*
 * The pieces every game's position text is made of (docs/notation.md, "Positions as text"): one
 * line per part, `keyword token token …`; a token is a word, `key=value`, or a list joined by
 * commas; `-` is an empty list or no value. Ids from component data are percent-encoded so that
 * any id reads back and no id holds a space, comma, `=`, `*`, `/`, `@` or `^`.
 */

/**
 * Why a text is no position: `position/unreadable` (not the format), `position/unknown-game`, or
 * `position/impossible` (it reads, but describes a position no game can hold).
 *
 * @example
 * throw new PositionFault(unreadable('no rng line'));
 */
export class PositionFault extends Error {
  readonly error: RuleError;
  constructor(error: RuleError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * A `position/unreadable` refusal naming what is wrong, for a {@link PositionFault}.
 *
 * @example
 * unreadable("line 4: 'tile' needs a kind");
 */
export function unreadable(message: string): RuleError {
  return ruleError('position/unreadable', `The text is not a position (docs/notation.md, "Positions as text"): ${message}.`);
}

/**
 * Fails the reading of a position: caught by `parsePosition`, which returns the refusal.
 *
 * @example
 * const n = Number(text); if (!Number.isInteger(n)) fail(`'${text}' is not a number`);
 */
export function fail(message: string): never {
  throw new PositionFault(unreadable(message));
}

/**
 * A component id as a token: percent-encoded, with the characters the format uses encoded too.
 *
 * @example
 * idToken('pick axe'); // 'pick%20axe'
 */
export function idToken(id: string): string {
  return encodeURIComponent(id).replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Reads a token written by {@link idToken}.
 *
 * @example
 * tokenId('pick%20axe'); // 'pick axe'
 */
export function tokenId(token: string): string {
  if (token.length === 0) fail('an id is empty');
  try {
    return decodeURIComponent(token);
  } catch {
    return fail(`'${token}' is not a percent-encoded id`);
  }
}

/**
 * A whole number token (non-negative unless `signed`).
 *
 * @example
 * wholeToken('12'); // 12
 */
export function wholeToken(token: string | undefined, signed = false): number {
  if (token === undefined || !(signed ? /^-?\d{1,15}$/ : /^\d{1,15}$/).test(token)) return fail(`'${String(token)}' is not a whole number`);
  return Number(token);
}

/**
 * A list token: the items joined by commas, `-` for none.
 *
 * @example
 * listToken(['a', 'b']); // 'a,b'
 */
export function listToken(items: readonly string[]): string {
  return items.length === 0 ? '-' : items.join(',');
}

/**
 * Reads a list token.
 *
 * @example
 * tokenList('a,b'); // ['a', 'b']
 */
export function tokenList(token: string | undefined): string[] {
  if (token === undefined) return fail('a list is missing');
  return token === '-' ? [] : token.split(',');
}

/**
 * The `key=value` tokens of a line, by key (each key once, none missing of `required`).
 *
 * @example
 * keyed(['seat=0', 'at=K3'], ['seat', 'at']).get('at'); // 'K3'
 */
export function keyed(tokens: readonly string[], required: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const token of tokens) {
    const equals = token.indexOf('=');
    if (equals <= 0) fail(`'${token}' is not key=value`);
    const key = token.slice(0, equals);
    if (map.has(key)) fail(`'${key}' is given twice`);
    map.set(key, token.slice(equals + 1));
  }
  for (const key of required) if (!map.has(key)) fail(`'${key}=' is missing`);
  return map;
}

/**
 * A JSON value on a line (for the rare, nested parts the format writes as data).
 *
 * @example
 * jsonToken('{"a":1}'); // { a: 1 }
 */
export function jsonToken(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(`'${text.slice(0, 40)}' is not JSON`);
  }
}

/**
 * What a game's position text needs: its own part's lines, and their reading back (given the
 * options and component data the head names). `parse` may fail with {@link fail}.
 *
 * @example
 * const codec: PositionCodec = { format: (state) => formatFields(state.g), parse: (lines) => parseFields(lines) };
 */
export interface PositionCodec {
  format(state: AnyGameState): string[];
  parse(lines: readonly TextLine[], head: { readonly options: Record<string, unknown>; readonly data: unknown; readonly players: number }): unknown;
}

/**
 * The lines of a text, split into keyword and tokens; blank lines and `#` comments are skipped.
 *
 * @example
 * textLines('ply 3\n# note').map((line) => line.keyword); // ['ply']
 */
export interface TextLine {
  readonly keyword: string;
  readonly tokens: readonly string[];
  /** Everything after the keyword, for lines that hold JSON. */
  readonly rest: string;
  readonly number: number;
}

/**
 * Splits a text into {@link TextLine}s.
 *
 * @example
 * textLines('ply 3').length; // 1
 */
export function textLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  String(text)
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line.length === 0 || line.startsWith('#')) return;
      const space = line.indexOf(' ');
      const keyword = space < 0 ? line : line.slice(0, space);
      const rest = space < 0 ? '' : line.slice(space + 1).trim();
      lines.push({ keyword, tokens: rest.length === 0 ? [] : rest.split(/\s+/), rest, number: index + 1 });
    });
  return lines;
}

/**
 * A value that survives `JSON.stringify` and `JSON.parse` unchanged: every state, action, event
 * and view of the engine is one.
 *
 * @example
 * const v: JsonValue = { areas: [1, 2], ok: true };
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Structural equality of two JSON values (key order ignored). Used to match an action against the
 * legal list, so it is written for speed: no allocation, early exit.
 *
 * @example
 * jsonEqual({ a: [1, 2] }, { a: [1, 2] }); // true
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let count = 0;
  for (const key in ra) {
    if (!Object.prototype.hasOwnProperty.call(ra, key)) continue;
    count++;
    if (!Object.prototype.hasOwnProperty.call(rb, key) || !jsonEqual(ra[key], rb[key])) return false;
  }
  for (const key in rb) if (Object.prototype.hasOwnProperty.call(rb, key)) count--;
  return count === 0;
}

/**
 * JSON text with object keys sorted, so equal values give equal strings (for hashing and keys).
 *
 * @example
 * stableStringify({ b: 1, a: 2 }); // '{"a":2,"b":1}'
 */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(record[key])}`).join(',')}}`;
}

import type { ComponentSetRef } from './component-ref-schema.js';

export type { ComponentSetRef } from './component-ref-schema.js';

/**
 * What a state's `data` holds: a reference to a named set of its game, or the (custom) data itself.
 *
 * @example
 * const data: ComponentData<Board> = state.data;
 */
export type ComponentData<D> = D | ComponentSetRef;

// The hash as ComponentSetRefSchema wants it: 16 lowercase hex digits (componentSetHash).
const HASH = /^[0-9a-f]{16}$/;

/**
 * Whether a state's `data` is a reference to a named set: an object of exactly `set` (a non-empty
 * string) and `hash` (16 lowercase hex digits), as `ComponentSetRefSchema` accepts.
 *
 * @example
 * isComponentSetRef(createGame({ game: 'lost-valley', players: 3, seed: 1 }).data); // true
 */
export function isComponentSetRef(data: unknown): data is ComponentSetRef {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  // The two field tests first: custom data (an object of many keys) fails them at once.
  const set = record['set'];
  const hash = record['hash'];
  if (typeof set !== 'string' || set.length === 0 || typeof hash !== 'string' || !HASH.test(hash)) return false;
  let keys = 0;
  for (const key in record) if (Object.hasOwn(record, key)) keys++;
  return keys === 2;
}

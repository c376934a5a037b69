import type { ComponentSetRef } from './component-ref-schema.js';

export type { ComponentSetRef } from './component-ref-schema.js';

/**
 * What a state's `data` holds: a reference to a named set of its game, or the (custom) data itself.
 *
 * @example
 * const data: ComponentData<Board> = state.data;
 */
export type ComponentData<D> = D | ComponentSetRef;

/**
 * Whether a state's `data` is a reference to a named set (an object of exactly `set` and `hash`).
 *
 * @example
 * isComponentSetRef(createGame({ game: 'lost-valley', players: 3, seed: 1 }).data); // true
 */
export function isComponentSetRef(data: unknown): data is ComponentSetRef {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  // The two field tests first: custom data (an object of many keys) fails them at once.
  if (typeof record['set'] !== 'string' || typeof record['hash'] !== 'string') return false;
  let keys = 0;
  for (const key in record) if (Object.hasOwn(record, key)) keys++;
  return keys === 2;
}

import * as z from 'zod/mini';

/**
 * Schema of a reference to a named component set: the set's id and the hash of its content, so
 * a save written against another version of the set is refused instead of played on other data.
 *
 * @example
 * ComponentSetRefSchema.safeParse({ set: 'lost-valley/second-edition', hash: '0123456789abcdef' }).success; // true
 */
export const ComponentSetRefSchema = z.strictObject({
  set: z.string().check(z.minLength(1)),
  hash: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
});

/**
 * A reference to a named component set, as a state holds it in place of the data.
 *
 * @example
 * const ref: ComponentSetRef = { set: 'mountain-river-duel/reference-board', hash: '0123456789abcdef' };
 */
export type ComponentSetRef = z.infer<typeof ComponentSetRefSchema>;

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

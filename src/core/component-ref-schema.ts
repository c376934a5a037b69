// Apart from `isComponentSetRef`, so that a reader of component data (the words) bundles no zod.
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

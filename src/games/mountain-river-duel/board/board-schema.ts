import * as z from 'zod/mini';

const Index = z.int().check(z.nonnegative());

/**
 * One prospecting area: its place on the hexagon (axial q, r), its mountain, river and gold.
 * Every area is part of one mountain and one river at once (MRD-MAT-5, MRD-IDEA-3); `gold` is
 * the gold points of its marker (MRD-MAT-1).
 *
 * @example
 * AreaSchema.parse({ id: 0, q: 0, r: 0, mountain: 0, river: 0, gold: 1 });
 * @internal
 */
export const AreaSchema = z.strictObject({
  id: Index,
  q: z.int(),
  r: z.int(),
  mountain: Index,
  river: Index,
  gold: z.int().check(z.nonnegative()),
});

/**
 * A prospecting area.
 *
 * @example
 * const a: Area = { id: 0, q: -5, r: 0, mountain: 1, river: 4, gold: 1 };
 */
export type Area = z.infer<typeof AreaSchema>;

/**
 * A duel board: the areas and the two partitions of them (mountains and rivers, by area id).
 *
 * @example
 * BoardSchema.safeParse(JSON.parse(text)).success;
 */
export const BoardSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  note: z.optional(z.string()),
  areas: z.array(AreaSchema).check(z.minLength(3)),
  mountains: z.array(z.array(Index)).check(z.minLength(1)),
  rivers: z.array(z.array(Index)).check(z.minLength(1)),
});

/**
 * A duel board, as `data` of the setup.
 *
 * @example
 * createGame({ game: 'mountain-river-duel', players: 2, seed: 1, data: myBoard });
 */
export type Board = z.infer<typeof BoardSchema>;

import * as z from 'zod/mini';
import { GullyStateSchema } from './schemas.js';

/**
 * What a seat (or a spectator) sees of Goldfield Gully's game part: the state's part, but while
 * seats commit, each other seat's commitment made and not yet revealed is `'secret'` (GG-READ-2;
 * the value of `SECRET`). The view test parses `view` over random play with this schema.
 *
 * @example
 * GullyViewSchema.parse(goldfieldGullyFace.view(state, 0).g);
 */
export const GullyViewSchema = z.extend(GullyStateSchema, {
  choice: z.array(z.nullable(z.union([z.int().check(z.minimum(0), z.maximum(6)), z.literal('secret')]))).check(z.minLength(2), z.maxLength(5)),
});

/**
 * What a seat sees of Goldfield Gully's part (see {@link GullyViewSchema}): each commitment is
 * typed `number | 'secret' | null`.
 *
 * @example
 * const seen: GullyView = goldfieldGullyFace.view(state, 0).g;
 */
export type GullyView = z.infer<typeof GullyViewSchema>;

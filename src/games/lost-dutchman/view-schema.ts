import type * as z from 'zod';
import { DutchmanStateSchema } from './schemas.js';

/**
 * What a seat (or a spectator) sees of The Lost Dutchman's game part: all of it (the state holds
 * no secret: a face-down land tile is not in the state until it is revealed), so the view's schema
 * is the state part's.
 *
 * @example
 * DutchmanViewSchema.parse(lostDutchmanFace.view(state, 0).g);
 */
export const DutchmanViewSchema = DutchmanStateSchema;

/**
 * What a seat sees of The Lost Dutchman's game part (see {@link DutchmanViewSchema}).
 *
 * @example
 * const seen: DutchmanView = lostDutchmanFace.view(state, 2).g;
 */
export type DutchmanView = z.infer<typeof DutchmanViewSchema>;

import type * as z from 'zod/mini';
import { DuelStateSchema } from './schemas.js';

/**
 * What a seat (or a spectator) sees of the duel's game part: all of it (the duel hides nothing),
 * so the view's schema is the state part's.
 *
 * @example
 * DuelViewSchema.parse(mountainRiverDuelFace.view(state, 0).g);
 */
export const DuelViewSchema = DuelStateSchema;

/**
 * What a seat sees of the duel's game part (see {@link DuelViewSchema}).
 *
 * @example
 * const seen: DuelView = mountainRiverDuelFace.view(state, 1).g;
 */
export type DuelView = z.infer<typeof DuelViewSchema>;

import * as z from 'zod/mini';
import { ItemId, ProspectorIndex, Seat } from './ids.js';

/*
 * The team variant's action and task shapes (LV-TEAM-8 … LV-TEAM-13); schemas.ts composes them
 * into the game's unions.
 */

/**
 * The team action: the prospector whose turn it is gives one raw material or gear item to an
 * adjacent partner (`to`, a prospector index), as a free action (LV-TEAM-8, LV-TEAM-21).
 *
 * @example
 * z.discriminatedUnion('type', teamActionSchemas).parse({ type: 'give', player: 0, to: 2, item: 'food' });
 */
export const teamActionSchemas = [z.strictObject({ type: z.literal('give'), player: Seat, to: ProspectorIndex, item: ItemId })] as const;

/**
 * The team task: a partner over capacity after a gift discards down to its limits, one item at a
 * time, by its own seat's choice (LV-TEAM-12).
 *
 * @example
 * z.discriminatedUnion('task', teamTaskSchemas).parse({ task: 'partner-discard', seat: 2, prospector: 2 });
 */
export const teamTaskSchemas = [z.strictObject({ task: z.literal('partner-discard'), seat: Seat, prospector: ProspectorIndex })] as const;

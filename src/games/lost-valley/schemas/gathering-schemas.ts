import * as z from 'zod/mini';
import { MarkerId, ProspectorIndex, Seat, TileIndex } from './ids.js';

/*
 * Gathering raw materials and the triangles' actions (LV-FISH, LV-TIMBER, LV-HUNT, LV-EVENT,
 * LV-TRI): their action and task shapes. schemas.ts composes them into the game's unions.
 */

/**
 * The actions of gathering: fishing, cutting timber, hunting an animal marker, taking an event
 * marker from a tile (paying food or timber), looking at adjacent events for free (Adventurer),
 * and the triangles' actions (Whiskey Still, Lost Mine, Food Spit).
 *
 * @example
 * z.discriminatedUnion('type', gatherActionSchemas).parse({ type: 'fish', player: 0 });
 * @internal
 */
export const gatherActionSchemas = [
  z.strictObject({ type: z.literal('fish'), player: Seat }),
  z.strictObject({ type: z.literal('cut-timber'), player: Seat }),
  z.strictObject({ type: z.literal('hunt'), player: Seat, marker: MarkerId }),
  /** `pay: 'free'` only for the Adventurer under the option `adventurer: 'free-event'`. */
  z.strictObject({ type: z.literal('take-event'), player: Seat, tile: TileIndex, pay: z.enum(['food', 'timber', 'free']) }),
  z.strictObject({ type: z.literal('look-at-events'), player: Seat, tile: TileIndex }),
  z.strictObject({ type: z.literal('whiskey-still'), player: Seat, tile: TileIndex, pay: z.enum(['none', 'food', 'timber']) }),
  z.strictObject({ type: z.literal('lost-mine'), player: Seat, tile: TileIndex, timberOr: z.union([z.literal('timber'), MarkerId]) }),
  z.strictObject({ type: z.literal('food-spit'), player: Seat, tile: TileIndex }),
] as const;

/**
 * The tasks of gathering: a roll of the hunting die for a prospector at an animal (a chance
 * node; `reroll` marks the Trapper's second roll).
 *
 * @example
 * z.discriminatedUnion('task', gatherTaskSchemas).parse({ task: 'hunt-roll', prospector: 0, marker: 4, reroll: false });
 * @internal
 */
export const gatherTaskSchemas = [
  z.strictObject({ task: z.literal('hunt-roll'), prospector: ProspectorIndex, marker: MarkerId, reroll: z.boolean() }),
] as const;

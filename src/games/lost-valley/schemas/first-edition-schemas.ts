import * as z from 'zod/mini';
import { MarkerId, ProspectorIndex, Seat, TileIndex } from './ids.js';

/*
 * The first edition's own actions and tasks (LV-FEA-…): events for any two raw materials, the
 * quiet nook's whiskey, dried fish, and hunting by opposed rolls. schemas.ts composes them into
 * the game's unions.
 */

/** Two raw materials given at once, in ascending order of their ids (`['food', 'timber']`). */
const TwoRawMaterials = z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]);

/**
 * The first edition's own actions: taking an event marker for any two raw materials
 * (LV-FEA-EVENT-1), a whiskey at the quiet nook for any two raw materials (LV-FEA-NOOK-1), and
 * turning dried fish into four food (LV-FEA-EVENT-6).
 *
 * @example
 * z.discriminatedUnion('type', firstEditionActionSchemas).parse({ type: 'eat-dried-fish', player: 0 });
 */
export const firstEditionActionSchemas = [
  z.strictObject({ type: z.literal('take-event-for-two'), player: Seat, tile: TileIndex, pay: TwoRawMaterials }),
  z.strictObject({ type: z.literal('quiet-nook'), player: Seat, tile: TileIndex, pay: TwoRawMaterials }),
  z.strictObject({ type: z.literal('eat-dried-fish'), player: Seat }),
] as const;

/**
 * The first edition's tasks: the opposed rolls of a hunt (two chance nodes: the hunter's die,
 * then the animal's, `hunter` holding the first roll once made; LV-FEA-HUNT-2) and the kill
 * that follows a won hunt once the animal is turned up (LV-FEA-HUNT-3).
 *
 * @example
 * z.discriminatedUnion('task', firstEditionTaskSchemas).parse({ task: 'opposed-roll', prospector: 0, marker: 4, hunter: null });
 */
export const firstEditionTaskSchemas = [
  z.strictObject({ task: z.literal('opposed-roll'), prospector: ProspectorIndex, marker: MarkerId, hunter: z.nullable(z.int().check(z.minimum(1), z.maximum(6))) }),
  z.strictObject({ task: z.literal('animal-kill'), prospector: ProspectorIndex, marker: MarkerId, tile: TileIndex }),
] as const;

import * as z from 'zod/mini';
import { LostValleyStateSchema, TaskSchema } from './game-schemas.js';
import { ProspectorIndex, Seat, SkillIdSchema } from './ids.js';

/*
 * What a seat sees of Lost Valley's game part (LV-HIDDEN-1): the state's part, with what the seat
 * may not know replaced. The view function is game/hidden-information.ts; the view test parses
 * its output over random play with this schema.
 */

/** What stands in a view for a skill tile the seat may not know (the value of `HIDDEN`). */
const Hidden = z.literal('hidden');
const SeenSkill = z.union([SkillIdSchema, Hidden]);

/** Another seat's skill draw, with the tiles drawn shown as `'hidden'`. */
const hiddenDraws = [
  z.strictObject({ task: z.literal('draw-skill'), seat: Seat, prospector: ProspectorIndex, drawn: z.array(SeenSkill), count: z.int().check(z.minimum(1)), setup: z.boolean() }),
  z.strictObject({ task: z.literal('keep-skill'), seat: Seat, prospector: ProspectorIndex, drawn: z.array(SeenSkill), setup: z.boolean() }),
] as const;

/**
 * A task as a seat sees it: as in the state, but another seat's skill draw lists its tiles as
 * `'hidden'`.
 *
 * @example
 * ViewTaskSchema.parse({ task: 'keep-skill', seat: 1, prospector: 1, drawn: ['hidden', 'hidden'], setup: true });
 */
export const ViewTaskSchema = z.union([TaskSchema, ...hiddenDraws]);

/**
 * What a seat (or a spectator) sees of Lost Valley's game part: the state's part, but the
 * face-down skill tiles are each `'hidden'` (only their count shows), another seat's drawn skill
 * tiles are `'hidden'`, and a marker the seat has not seen (face down, never looked at by it) has
 * `identity: null`, as a marker nobody has drawn yet.
 *
 * @example
 * LostValleyViewSchema.parse(lostValleyFace.view(state, 0).g);
 */
export const LostValleyViewSchema = z.extend(LostValleyStateSchema, {
  tasks: z.array(ViewTaskSchema),
  skills: z.strictObject({ faceDown: z.array(Hidden), faceUp: z.array(SkillIdSchema) }),
});

/**
 * What a seat sees of Lost Valley's game part (see {@link LostValleyViewSchema}):
 * `skills.faceDown` is typed `'hidden'[]`, a drawn skill tile `SkillId | 'hidden'`.
 *
 * @example
 * const seen: LostValleyView = lostValleyFace.view(state, 0).g;
 * seen.skills.faceDown.length; // how many skill tiles lie face down
 */
export type LostValleyView = z.infer<typeof LostValleyViewSchema>;

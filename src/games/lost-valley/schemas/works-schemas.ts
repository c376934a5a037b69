import * as z from 'zod/mini';
import { MarkerSlotSchema } from './marker-slot.js';
import { EdgeId, ItemId, ProspectorIndex, Seat, SkillIdSchema, TileIndex } from './ids.js';

/*
 * Works, water, experience, skills and claims (LV-WORK, LV-WATER, LV-XP, LV-SKILL, LV-CLAIM):
 * their state, action and task shapes. schemas.ts composes them into the game's unions.
 */

/**
 * A work on the board (LV-WORK-1): fish traps, sawmills and hunting traps stand on an
 * intersection (`at` is a node), a mine on a mountain tile (`at` is a tile index), flumes and
 * bridges on an edge (`at` is an edge). `builder` is the prospector who built it; only experience
 * reads it, as anyone may use any work (LV-WORK-2; the fee for a claimed mine: gold/claim-fee.ts).
 *
 * @example
 * WorkSchema.parse({ work: 'mine', at: 7, builder: 0 });
 * @internal
 */
export const WorkSchema = z.strictObject({
  work: z.enum(['fish-trap', 'sawmill', 'hunting-trap', 'mine', 'flume', 'bridge']),
  at: z.int().check(z.nonnegative()),
  builder: ProspectorIndex,
});
/** @example const work: Work = { work: 'bridge', at: 40, builder: 1 }; */
export type Work = z.infer<typeof WorkSchema>;

/**
 * A claim marker on a mine (LV-CLAIM-1): the mine's tile and the payments left on it, items
 * and markers.
 *
 * @example
 * ClaimSchema.parse({ tile: 7, items: [{ item: 'food', count: 1 }], markers: [] });
 * @internal
 */
export const ClaimSchema = z.strictObject({
  tile: TileIndex,
  items: z.array(z.strictObject({ item: ItemId, count: z.int().check(z.minimum(1)) })),
  markers: z.array(MarkerSlotSchema),
});
/** @example const claim: Claim = { tile: 7, items: [], markers: [] }; */
export type Claim = z.infer<typeof ClaimSchema>;

/**
 * The skill tiles not held by anyone: face down (unordered, sorted ids) and face up.
 *
 * @example
 * SkillPoolSchema.parse({ faceDown: ['miner', 'scout'], faceUp: [] });
 * @internal
 */
export const SkillPoolSchema = z.strictObject({ faceDown: z.array(SkillIdSchema), faceUp: z.array(SkillIdSchema) });
/** @example const pool: SkillPool = { faceDown: [], faceUp: ['trader'] }; */
export type SkillPool = z.infer<typeof SkillPoolSchema>;

/** The winter die's symbols (schemas.ts's WinterFaceSchema, repeated here to avoid an import cycle). */
const WinterSymbol = z.enum(['sun', 'blank', 'snowflake', 'two-snowflakes']);

/**
 * The actions of building and of skills: the works (a mine with or without the claim marker,
 * and the gear item given instead of the tool by a Mine Builder; two flumes name their edges in
 * ascending order), collecting claim payments,
 * the Runner's second movement, and the answers to the skill tasks.
 *
 * @example
 * z.discriminatedUnion('type', buildActionSchemas).parse({ type: 'build-bridge', player: 0, edge: 12 });
 * @internal
 */
export const buildActionSchemas = [
  z.strictObject({ type: z.literal('build-fish-trap'), player: Seat }),
  z.strictObject({ type: z.literal('build-sawmill'), player: Seat }),
  z.strictObject({ type: z.literal('build-hunting-trap'), player: Seat }),
  z.strictObject({ type: z.literal('build-mine'), player: Seat, tile: TileIndex, claim: z.boolean(), toolInstead: z.nullable(ItemId) }),
  z.strictObject({ type: z.literal('build-flumes'), player: Seat, edges: z.union([z.tuple([EdgeId]), z.tuple([EdgeId, EdgeId])]) }),
  z.strictObject({ type: z.literal('build-bridge'), player: Seat, edge: EdgeId }),
  z.strictObject({ type: z.literal('collect-claim'), player: Seat }),
  z.strictObject({ type: z.literal('run'), player: Seat }),
  z.strictObject({ type: z.literal('take-skill'), player: Seat, skill: SkillIdSchema }),
  z.strictObject({ type: z.literal('draw-skills'), player: Seat }),
  z.strictObject({ type: z.literal('keep-skill'), player: Seat, skill: SkillIdSchema }),
  z.strictObject({ type: z.literal('forecast'), player: Seat, face: WinterSymbol }),
  /** The Scout keeps one of the two land diamonds drawn (LV-SKILL-SCOUT-1). */
  z.strictObject({ type: z.literal('scout-keep'), player: Seat, tile: z.string().check(z.minLength(1)) }),
] as const;

/**
 * The tasks of skills: learning one (take a face-up skill or draw three), the draws (chance
 * nodes, one tile each), keeping one of the drawn tiles (the setup's draft too), the
 * Forecaster's naming of a symbol before an ice test, and that ice test's roll, and the Scout's
 * draw of two land diamonds and choice of one.
 *
 * @example
 * z.discriminatedUnion('task', buildTaskSchemas).parse({ task: 'learn-skill', seat: 0, prospector: 0 });
 * @internal
 */
export const buildTaskSchemas = [
  z.strictObject({ task: z.literal('learn-skill'), seat: Seat, prospector: ProspectorIndex }),
  z.strictObject({ task: z.literal('draw-skill'), seat: Seat, prospector: ProspectorIndex, drawn: z.array(SkillIdSchema), count: z.int().check(z.minimum(1)), setup: z.boolean() }),
  z.strictObject({ task: z.literal('keep-skill'), seat: Seat, prospector: ProspectorIndex, drawn: z.array(SkillIdSchema), setup: z.boolean() }),
  z.strictObject({ task: z.literal('forecast'), seat: Seat }),
  /** The winter die of an ice test with Forecasters in play: the symbols named, and whether this is the re-roll (LV-SKILL-FORECASTER-1). */
  z.strictObject({ task: z.literal('winter-roll'), named: z.array(WinterSymbol), reroll: z.boolean() }),
  /**
   * The Scout draws two diamonds (chance nodes while the unseen pile lasts, then its known
   * bottom), LV-SKILL-SCOUT-1: land diamonds, or river diamonds when `pile` is `'river'` (absent: land; LV-SKILL-SCOUT-2).
   */
  z.strictObject({ task: z.literal('scout-draw'), seat: Seat, drawn: z.array(z.string().check(z.minLength(1))), pile: z.optional(z.literal('river')) }),
  /** The Scout chooses which drawn diamond to place; the other goes to the bottom of its pile (`pile` as in `scout-draw`). */
  z.strictObject({ task: z.literal('scout-choose'), seat: Seat, drawn: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)), pile: z.optional(z.literal('river')) }),
] as const;


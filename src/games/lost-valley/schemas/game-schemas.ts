import * as z from 'zod/mini';
import { buildActionSchemas, buildTaskSchemas, ClaimSchema, SkillPoolSchema, WorkSchema } from './works-schemas.js';
import { HuntFaceSchema, MarkerPoolSchema } from '../data/index.js';
import { firstEditionActionSchemas, firstEditionTaskSchemas } from './first-edition-schemas.js';
import { gatherActionSchemas, gatherTaskSchemas } from './gathering-schemas.js';
import { goldActionSchemas, goldTaskSchemas, TradeStateSchema, WeighingSchema } from './gold-schemas.js';
import { MarkerSlotSchema } from './marker-slot.js';
import { teamActionSchemas, teamTaskSchemas } from './team-schemas.js';
import { FaceId, EdgeId, ItemId, MarkerId, NodeId, ProspectorIndex, Seat, SkillIdSchema, TurnPartSchema } from './ids.js';

export { MarkerSlotSchema, type MarkerSlot } from './marker-slot.js';


/**
 * A count of one supply item (food, tool, timber, whiskey…).
 *
 * @example
 * ItemStackSchema.parse({ item: 'food', count: 2 });
 * @internal
 */
export const ItemStackSchema = z.strictObject({ item: ItemId, count: z.int().check(z.minimum(1)) });
/** @example const stack: ItemStack = { item: 'tool', count: 2 }; */
export type ItemStack = z.infer<typeof ItemStackSchema>;

/**
 * A tile on the board: which tile, what it is, the faces it covers (two for a diamond, one for a
 * triangle or the spring), which way round a diamond lies (see board/diamond.ts), the markers
 * laid on it and the supply items laid on a triangle (whiskey, dynamite sticks, jerky).
 *
 * @example
 * PlacedTileSchema.parse({ tile: 'L01', kind: 'land', faces: [4, 5], way: 0, markers: [], contents: [] });
 * @internal
 */
export const PlacedTileSchema = z.strictObject({
  tile: z.string().check(z.minLength(1)),
  kind: z.enum(['land', 'river', 'triangle', 'spring']),
  faces: z.array(FaceId).check(z.minLength(1), z.maxLength(2)),
  way: z.union([z.literal(0), z.literal(1)]),
  markers: z.array(MarkerSlotSchema),
  contents: z.array(z.strictObject({ marker: z.string().check(z.minLength(1)), count: z.int().check(z.minimum(1)) })),
});
/** @example const placed: PlacedTile = state.g.board.tiles[0]!; */
export type PlacedTile = z.infer<typeof PlacedTileSchema>;

/**
 * The board: tiles in the order they were laid, holes (gaps that stay empty for good), the river
 * (its tiles from the mouth upstream, the spring, the open edge and the headwater face behind it).
 *
 * @example
 * BoardStateSchema.parse(state.g.board).tiles.length;
 * @internal
 */
export const BoardStateSchema = z.strictObject({
  tiles: z.array(PlacedTileSchema),
  holes: z.array(FaceId),
  /** Indices into `tiles` of the river diamonds, from the mouth upstream. */
  river: z.array(z.int().check(z.nonnegative())),
  /** Index into `tiles` of the spring, once it is out. */
  spring: z.nullable(z.int().check(z.nonnegative())),
  /** The edge the river flows in through at its open end; `null` once the spring is out. */
  openEdge: z.nullable(EdgeId),
  /** The empty face behind the open edge, reserved for a river tile or the spring. */
  headwater: z.nullable(FaceId),
  /** Works built, in the order they were built (LV-WORK-1). */
  works: z.array(WorkSchema),
});
/** @example const board: BoardState = state.g.board; */
export type BoardState = z.infer<typeof BoardStateSchema>;

/**
 * A prospector's inventory sheet (LV-INV-1 … LV-INV-6): backpack, cart (`null` until bought,
 * LV-INV-2), gear area (LV-INV-3), gold bag (unlimited, face-down markers and furs, LV-INV-4;
 * first edition: gold worth 1 to 4 each, LV-FE-INV-6), face-down one-time gear from events, XP
 * and miss markers, skills. The first edition's sheet is the same (LV-FE-INV-1).
 *
 * @example
 * InventoryStateSchema.parse({ backpack: [], cart: null, gear: [], goldBag: [], hiddenGear: [], xp: 0, missMarker: false, skills: [] });
 * @internal
 */
export const InventoryStateSchema = z.strictObject({
  backpack: z.array(ItemStackSchema),
  cart: z.nullable(z.array(ItemStackSchema)),
  gear: z.array(ItemStackSchema),
  goldBag: z.array(MarkerSlotSchema),
  /** One-time gear taken from events lies face down (LV-EVENT-4): markers, known to the owner. */
  hiddenGear: z.array(MarkerSlotSchema),
  xp: z.int().check(z.minimum(0), z.maximum(1)),
  missMarker: z.boolean(),
  skills: z.array(SkillIdSchema),
});
/** @example const sheet: InventoryState = state.g.prospectors[0]!.inventory; */
export type InventoryState = z.infer<typeof InventoryStateSchema>;

/**
 * A prospector: the seat that leads it, where it stands (node 0 is the trading post), its
 * inventory, its claim marker when it lies on a mine (LV-CLAIM-1), and the face-up animal it
 * missed and is bound to hunt (LV-HUNT-5).
 *
 * @example
 * ProspectorSchema.parse({ seat: 0, node: 0, inventory, claim: null, quarry: null });
 * @internal
 */
export const ProspectorSchema = z.strictObject({
  seat: Seat,
  node: NodeId,
  inventory: InventoryStateSchema,
  claim: z.nullable(ClaimSchema),
  quarry: z.nullable(MarkerId),
});
/** @example const p: Prospector = state.g.prospectors[0]!; */
export type Prospector = z.infer<typeof ProspectorSchema>;

/**
 * The exploration in progress at node `node`: which step it is in (river LV-EXP2-R1 …, triangle LV-EXP2-T1 …, land LV-EXP2-L1 …) and
 * whether the optional triangle has been offered.
 *
 * @example
 * ExplorationSchema.parse({ node: 5, step: 'river', triangleOffered: false });
 * @internal
 */
export const ExplorationSchema = z.strictObject({
  node: NodeId,
  step: z.enum(['river', 'triangle', 'land']),
  triangleOffered: z.boolean(),
});
/** @example const e: Exploration = { node: 5, step: 'land', triangleOffered: true }; */
export type Exploration = z.infer<typeof ExplorationSchema>;

/**
 * The game's own tasks (tasks.ts): a marker's identity seen by some seats or by all (a chance
 * node while it has none), a marker taken into a prospector's inventory, and a choice among
 * markers a seat has looked at (which ones to keep, and what becomes of the rest, by `purpose`).
 *
 * @example
 * z.discriminatedUnion('task', coreTaskSchemas).parse({ task: 'reveal', marker: 4, to: [0], faceUp: false });
 * @internal
 */
export const coreTaskSchemas = [
  z.strictObject({ task: z.literal('reveal'), marker: MarkerId, to: z.array(Seat), faceUp: z.boolean() }),
  z.strictObject({ task: z.literal('take'), prospector: ProspectorIndex, marker: MarkerId }),
  z.strictObject({
    task: z.literal('choose'),
    seat: Seat,
    prospector: ProspectorIndex,
    purpose: z.enum(['event', 'river-gold', 'mountain-gold', 'black-market']),
    candidates: z.array(MarkerId).check(z.minLength(1)),
    keep: z.int().check(z.minimum(1)),
  }),
] as const;

/**
 * Something the game must do before the turn goes on, first in `tasks` first: an automatic
 * step, a chance node or one seat's decision (tasks.ts says which).
 *
 * @example
 * TaskSchema.parse({ task: 'hunt-roll', prospector: 0, marker: 4, reroll: false });
 * @internal
 */
export const TaskSchema = z.discriminatedUnion('task', [...coreTaskSchemas, ...gatherTaskSchemas, ...buildTaskSchemas, ...goldTaskSchemas, ...firstEditionTaskSchemas, ...teamTaskSchemas]);
/** @example const task: Task = { task: 'take', prospector: 0, marker: 4 }; */
export type Task = z.infer<typeof TaskSchema>;

/**
 * What the game waits for: the current prospector's turn (move or end it), a draw from a pile
 * (a chance node), the placement of a drawn tile, the choice of an optional triangle, the ice
 * test (a chance node), or nothing (the game is over).
 *
 * @example
 * PendingSchema.parse({ kind: 'draw', pile: 'land', face: null });
 * @internal
 */
export const PendingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('turn') }),
  z.strictObject({ kind: z.literal('draw'), pile: z.enum(['river', 'land', 'triangle']), face: z.nullable(FaceId) }),
  z.strictObject({ kind: z.literal('place'), pile: z.enum(['river', 'land']), tile: z.string().check(z.minLength(1)) }),
  z.strictObject({ kind: z.literal('triangle-choice') }),
  z.strictObject({ kind: z.literal('ice-test') }),
  /** The first task waits for a seat's decision. */
  z.strictObject({ kind: z.literal('task'), seat: Seat }),
  /** The first task is a chance node. */
  z.strictObject({ kind: z.literal('task-chance') }),
  z.strictObject({ kind: z.literal('over') }),
]);
/** @example const p: Pending = { kind: 'turn' }; */
export type Pending = z.infer<typeof PendingSchema>;

/**
 * Lost Valley's own part of the game state.
 *
 * @example
 * LostValleyStateSchema.safeParse(state.g).success; // true
 */
export const LostValleyStateSchema = z.strictObject({
  board: BoardStateSchema,
  piles: z.strictObject({
    /** Land diamonds not yet drawn (unordered, sorted ids). */
    land: z.array(z.string()),
    /** Land diamonds the Scout put under the pile, in order (drawn once `land` is empty); absent until then (LV-SKILL-SCOUT-1). */
    landBottom: z.optional(z.array(z.string())),
    /** River diamonds: the unseen part (unordered) and the known bottom, in order. */
    river: z.strictObject({ unseen: z.array(z.string()), bottom: z.array(z.string()) }),
    /** Triangles not yet drawn; the pile is drawn A first, then B, then C (LV-SETUP-3). */
    triangles: z.array(z.string()),
  }),
  /** Face-down markers of each pool not yet laid on the board. */
  markerSupply: z.record(MarkerPoolSchema, z.int().check(z.nonnegative())),
  /** Face-down markers on the start tile's trading post (the second edition's clues). */
  tradingPostMarkers: z.array(MarkerSlotSchema),
  /** The general store and the supply of raw materials: item id → how many are left. */
  supply: z.record(z.string(), z.int().check(z.nonnegative())),
  prospectors: z.array(ProspectorSchema).check(z.minLength(2)),
  /** Prospector indices in turn order (A1, B1, A2, B2 with two each). */
  turnOrder: z.array(z.int().check(z.nonnegative())).check(z.minLength(2)),
  turn: z.strictObject({
    number: z.int().check(z.positive()),
    /** Position in `turnOrder` of the prospector whose turn it is. */
    index: z.int().check(z.nonnegative()),
    /** Parts used this turn (LV-TURN-1). */
    movements: z.int().check(z.nonnegative()),
    actions: z.int().check(z.nonnegative()),
    trades: z.int().check(z.nonnegative()),
    /** Whiskeys drunk this turn (LV-WHISKEY-1). */
    whiskeys: z.int().check(z.nonnegative()),
    /** The Whiskey Still was used this turn (LV-TRI-STILL-1: once per turn); absent until then. */
    stillUsed: z.optional(z.literal(true)),
    /** A gift to a partner took this turn's trade (LV-TEAM-21); absent until then: later gifts this turn are that same trade. */
    giving: z.optional(z.literal(true)),
    /** Parts added to this turn by whiskey or the Runner, beyond one of each. */
    extra: z.strictObject({ movements: z.int().check(z.nonnegative()), actions: z.int().check(z.nonnegative()), trades: z.int().check(z.nonnegative()) }),
  }),
  /** Tasks before the turn goes on, the first one first (tasks.ts). */
  tasks: z.array(TaskSchema),
  /** The id the next marker to come into play gets. */
  nextMarker: MarkerId,
  /** Markers out of the game (spent gold and furs, used clues), face up. */
  spent: z.array(MarkerSlotSchema),
  /** The skill tiles nobody holds (LV-SKILL-1). */
  skills: SkillPoolSchema,
  /** The trade in progress, if any (LV-TRADE). */
  trade: z.nullable(TradeStateSchema),
  /** The last weighing (LV-WEIGH), if any. */
  weighing: z.nullable(WeighingSchema),
  explore: z.nullable(ExplorationSchema),
  /** Enclosed gaps waiting for a triangle (filled in order). */
  gapQueue: z.array(FaceId),
  explorationOver: z.boolean(),
  ice: z.strictObject({ out: z.boolean(), position: z.int().check(z.nonnegative()) }),
  pending: PendingSchema,
  ended: z.nullable(z.enum(['ice-at-waterfall', 'weighed', 'turn-limit', 'announced'])),
});
/** @example const g: LostValleyGameState = state.g; */
export type LostValleyGameState = z.infer<typeof LostValleyStateSchema>;

/**
 * How a prospector moves (LV-MOVE-3 … LV-MOVE-7): on foot, on foot after emptying backpack and
 * cart (second edition), by horse, by boat.
 *
 * @example
 * MoveModeSchema.parse('boat');
 * @internal
 */
export const MoveModeSchema = z.enum(['foot', 'foot-unburdened', 'horse', 'boat']);
/** @example const mode: MoveMode = 'foot'; */
export type MoveMode = z.infer<typeof MoveModeSchema>;

/**
 * Lost Valley's board and turn actions: move (a destination and a mode), end the turn, place the
 * drawn diamond (its two faces, ascending, and which way round), place or decline the optional
 * triangle, discard an item (LV-INV-5), eat jerky (LV-JERKY-1), drink a whiskey for one more part
 * of the turn (LV-WHISKEY-1), and the markers kept from a look (a `choose` task).
 *
 * @example
 * z.discriminatedUnion('type', coreActionSchemas).parse({ type: 'place-diamond', player: 0, faces: [4, 5], way: 1 });
 * @internal
 */
export const coreActionSchemas = [
  z.strictObject({ type: z.literal('move'), player: Seat, mode: MoveModeSchema, to: NodeId }),
  z.strictObject({ type: z.literal('end-turn'), player: Seat }),
  z.strictObject({ type: z.literal('place-diamond'), player: Seat, faces: z.tuple([FaceId, FaceId]), way: z.union([z.literal(0), z.literal(1)]) }),
  z.strictObject({ type: z.literal('place-triangle'), player: Seat, face: FaceId }),
  z.strictObject({ type: z.literal('decline-triangle'), player: Seat }),
  z.strictObject({ type: z.literal('discard'), player: Seat, item: ItemId }),
  z.strictObject({ type: z.literal('eat-jerky'), player: Seat }),
  z.strictObject({ type: z.literal('drink-whiskey'), player: Seat, part: TurnPartSchema }),
  z.strictObject({ type: z.literal('choose-markers'), player: Seat, markers: z.array(MarkerId).check(z.minLength(1)) }),
  // First edition: announcing the end at the trading post with ten gold markers (LV-FE-END-1).
  z.strictObject({ type: z.literal('announce-end'), player: Seat }),
] as const;

/**
 * Every Lost Valley action: the board and turn actions above, and those of gathering, building
 * and gold (gather-schemas.ts, build-schemas.ts, gold-schemas.ts).
 *
 * @example
 * LostValleyActionSchema.parse({ type: 'fish', player: 0 });
 */
export const LostValleyActionSchema = z.discriminatedUnion('type', [...coreActionSchemas, ...gatherActionSchemas, ...buildActionSchemas, ...goldActionSchemas, ...firstEditionActionSchemas, ...teamActionSchemas]);
/** @example const a: LostValleyAction = { type: 'end-turn', player: 0 }; */
export type LostValleyAction = z.infer<typeof LostValleyActionSchema>;

/**
 * The winter die's faces (second edition, LV-ICE-3).
 *
 * @example
 * WinterFaceSchema.parse('two-snowflakes');
 * @internal
 */
export const WinterFaceSchema = z.enum(['sun', 'blank', 'snowflake', 'two-snowflakes']);
/** @example const face: WinterFace = 'sun'; */
export type WinterFace = z.infer<typeof WinterFaceSchema>;

/**
 * A chance outcome: a tile drawn from a pile, the first edition's die, the winter die, the
 * identity of a marker seen for the first time, the hunting die, or a skill tile drawn.
 *
 * @example
 * LostValleyChanceSchema.parse({ draw: 'land', tile: 'L07' });
 */
export const LostValleyChanceSchema = z.union([
  z.strictObject({ draw: z.enum(['river', 'land', 'triangle']), tile: z.string().check(z.minLength(1)) }),
  z.strictObject({ die: z.int().check(z.minimum(1), z.maximum(6)) }),
  z.strictObject({ winter: WinterFaceSchema }),
  z.strictObject({ marker: z.string().check(z.minLength(1)) }),
  z.strictObject({ hunt: HuntFaceSchema }),
  z.strictObject({ skill: SkillIdSchema }),
]);
/** @example const c: LostValleyChance = { die: 5 }; */
export type LostValleyChance = z.infer<typeof LostValleyChanceSchema>;

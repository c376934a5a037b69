import * as z from 'zod';
import { AttributeSchema } from './data/data-schema.js';
import { TaskSchema } from './tasks.js';

const Seat = z.number().int().min(0).max(4);
const Count = z.number().int().nonnegative();
const Space = z.number().int().min(0).max(25);

/**
 * A land stack: how many face-down tiles it holds (their identities are not in the state until
 * a tile is revealed) and its face-up top tile, if any.
 *
 * @example
 * StackSchema.parse({ hidden: 5, top: null });
 * @internal
 */
export const StackSchema = z.strictObject({ hidden: Count, top: z.string().nullable() });

/**
 * A land stack.
 *
 * @example
 * const s: Stack = { hidden: 4, top: 'gila-monster' };
 */
export type Stack = z.infer<typeof StackSchema>;

/**
 * A treasure tile a prospector holds: its id for the rules (`uid`), its value, and whether it is
 * buried (safe from bandits and the Ghost).
 *
 * @example
 * HeldTreasureSchema.parse({ uid: 3, value: 2, buried: false });
 * @internal
 */
export const HeldTreasureSchema = z.strictObject({ uid: Count, value: Count, buried: z.boolean() });

/**
 * A held treasure tile.
 *
 * @example
 * const t: HeldTreasure = { uid: 3, value: 2, buried: false };
 */
export type HeldTreasure = z.infer<typeof HeldTreasureSchema>;

/**
 * A prospector's attributes.
 *
 * @example
 * AttributesSchema.parse({ health: 4, vigor: 1, foresight: 2, ingenuity: 1 });
 * @internal
 */
export const AttributesSchema = z.strictObject({ health: z.number().int(), vigor: z.number().int(), foresight: z.number().int(), ingenuity: z.number().int() });

/**
 * A prospector's attributes.
 *
 * @example
 * const a: Attributes = { health: 4, vigor: 1, foresight: 2, ingenuity: 1 };
 */
export type Attributes = z.infer<typeof AttributesSchema>;

/**
 * One prospector: his board, his mining token's space, his tiles, and his place on the treasure
 * map (`camp` or the id of the last spot whose token he overcame; `mapFrom` is where he stood
 * before, for the step back of LD-MINE-4).
 *
 * @example
 * const p = state.g.prospectors[0];
 * @internal
 */
export const ProspectorSchema = z.strictObject({
  character: z.string().nullable(),
  space: Space,
  attributes: AttributesSchema,
  items: z.array(z.string()),
  hunters: z.array(z.string()),
  treasures: z.array(HeldTreasureSchema),
  /** Defeated creature and disaster tiles, by tile id, in the order taken. */
  trophies: z.array(z.string()),
  map: z.string(),
  mapFrom: z.string().nullable(),
  foundMine: z.boolean(),
});

/**
 * One prospector.
 *
 * @example
 * const p: Prospector = state.g.prospectors[0]!;
 */
export type Prospector = z.infer<typeof ProspectorSchema>;

/**
 * Why the game ended.
 *
 * @example
 * EndReasonSchema.parse('mine-found');
 * @internal
 */
export const EndReasonSchema = z.enum(['water-ran-dry', 'mine-found', 'turn-limit', 'stall']);

/**
 * Why the game ended.
 *
 * @example
 * const r: EndReason = 'water-ran-dry';
 */
export type EndReason = z.infer<typeof EndReasonSchema>;

/**
 * The game's own part of the state. `queue` is the work still to do, head first: the head is
 * always a decision of a seat or a chance node (see `tasks.ts`); it is empty once the game is over.
 *
 * @example
 * DutchmanStateSchema.safeParse(state.g).success;
 */
export const DutchmanStateSchema = z.strictObject({
  stacks: z.array(StackSchema).length(24),
  /** Unseen land tiles per tile type, in catalog order (public: it follows from what was seen). */
  pool: z.array(Count),
  water: Count,
  /** Each map spot's token id once face up; `null` while face down. */
  tokens: z.array(z.string().nullable()),
  /** Face-down challenge token ids (the unseen part). */
  tokenPool: z.array(z.string()),
  /** Event tiles left in the face-down pile, per event kind. */
  eventPool: z.array(Count),
  prospectors: z.array(ProspectorSchema).min(2).max(5),
  /** The treasure uid the Dutchman Ghost haunts; `null` while he defends his mine. */
  ghost: z.number().int().nonnegative().nullable(),
  active: Seat,
  turn: Count,
  /** Turns ended in a row without any change to the land area (the stall rule, LD-END-6). */
  stillTurns: Count.default(0),
  /** Ratings of creatures and disasters the active prospector defeated this turn, not yet used on the map. */
  defeated: z.array(z.number().int()),
  nextUid: Count,
  endTrigger: EndReasonSchema.nullable(),
  ended: EndReasonSchema.nullable(),
  tieBreak: z.strictObject({ rule: z.enum(['mine-finder', 'most-tiles', 'roll-off']), winners: z.array(Seat) }).nullable(),
  queue: z.array(TaskSchema),
});

/**
 * The game's own part of the state.
 *
 * @example
 * const g: DutchmanGameState = state.g;
 */
export type DutchmanGameState = z.infer<typeof DutchmanStateSchema>;

const Uid = z.number().int().nonnegative();

/**
 * Every action of Legend of the Lost Dutchman (see `docs/rules/lost-dutchman.md`).
 *
 * @example
 * DutchmanActionSchema.safeParse({ type: 'move', player: 0, path: [1, 5] }).success;
 */
export const DutchmanActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('choose-character'), player: Seat, character: z.string() }),
  z.strictObject({ type: z.literal('reveal-setup'), player: Seat, stack: z.number().int().min(0).max(23) }),
  z.strictObject({ type: z.literal('roll'), player: Seat }),
  z.strictObject({ type: z.literal('use-item'), player: Seat, item: z.string(), target: z.number().int().nonnegative().nullable() }),
  z.strictObject({ type: z.literal('fight-ghost'), player: Seat }),
  z.strictObject({ type: z.literal('special-bury'), player: Seat }),
  z.strictObject({ type: z.literal('move-ghost'), player: Seat, treasure: Uid.nullable() }),
  z.strictObject({ type: z.literal('bury'), player: Seat, treasure: Uid.nullable() }),
  z.strictObject({ type: z.literal('move'), player: Seat, path: z.array(Space).max(12) }),
  z.strictObject({ type: z.literal('crevice'), player: Seat, space: Space }),
  z.strictObject({ type: z.literal('bandit'), player: Seat, mode: z.enum(['fight', 'steal']), target: Seat, treasure: Uid }),
  z.strictObject({ type: z.literal('cross'), player: Seat, spot: z.string() }),
  z.strictObject({ type: z.literal('end-turn'), player: Seat }),
  z.strictObject({ type: z.literal('raise'), player: Seat, attribute: AttributeSchema.exclude(['health']) }),
  z.strictObject({ type: z.literal('take-tile'), player: Seat, from: Seat, tile: z.string() }),
]);

/**
 * A Lost Dutchman action.
 *
 * @example
 * const a: DutchmanAction = { type: 'roll', player: 0 };
 */
export type DutchmanAction = z.infer<typeof DutchmanActionSchema>;

/**
 * A chance outcome: an action die, the movement die, a revealed land tile, a turned challenge
 * token, or a drawn event tile.
 *
 * @example
 * DutchmanChanceSchema.parse({ tile: 'gila-monster' });
 */
export const DutchmanChanceSchema = z.union([
  z.strictObject({ die: z.number().int() }),
  z.strictObject({ movement: z.union([z.number().int(), z.literal('special')]) }),
  z.strictObject({ tile: z.string() }),
  z.strictObject({ token: z.string() }),
  z.strictObject({ event: z.string() }),
]);

/**
 * A chance outcome.
 *
 * @example
 * const c: DutchmanChance = { die: 4 };
 */
export type DutchmanChance = z.infer<typeof DutchmanChanceSchema>;

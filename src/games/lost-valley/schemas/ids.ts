import * as z from 'zod/mini';

/*
 * The small id schemas every Lost Valley schema file shares (kept apart so that the area schema
 * files can import them without importing schemas.ts, which imports them).
 */

/**
 * A seat number (0 … 5).
 *
 * @example
 * Seat.parse(3);
 * @internal
 */
export const Seat = z.int().check(z.minimum(0), z.maximum(5));
/**
 * A lattice node (intersection) id; node 0 is the trading post.
 *
 * @example
 * NodeId.parse(0);
 * @internal
 */
export const NodeId = z.int().check(z.nonnegative());
/**
 * A lattice face id.
 *
 * @example
 * FaceId.parse(12);
 * @internal
 */
export const FaceId = z.int().check(z.nonnegative());
/**
 * A lattice edge id.
 *
 * @example
 * EdgeId.parse(40);
 * @internal
 */
export const EdgeId = z.int().check(z.nonnegative());
/**
 * The index of a tile in `board.tiles` (the order tiles were laid).
 *
 * @example
 * TileIndex.parse(0);
 * @internal
 */
export const TileIndex = z.int().check(z.nonnegative());
/**
 * The index of a prospector in `prospectors`.
 *
 * @example
 * ProspectorIndex.parse(1);
 * @internal
 */
export const ProspectorIndex = z.int().check(z.nonnegative());
/**
 * A marker's id: markers are numbered as they come into play and keep their number wherever
 * they go (board, bag, claim, out of the game), so tasks and actions can name them.
 *
 * @example
 * MarkerId.parse(17);
 * @internal
 */
export const MarkerId = z.int().check(z.nonnegative());
/**
 * A supply item id (food, tool, timber, whiskey, axe…), as the component data names it.
 *
 * @example
 * ItemId.parse('timber');
 * @internal
 */
export const ItemId = z.string().check(z.minLength(1));

/**
 * The parts of a turn (LV-TURN-1): a whiskey adds one of them (LV-WHISKEY-1).
 *
 * @example
 * TurnPartSchema.parse('trade');
 * @internal
 */
export const TurnPartSchema = z.enum(['movement', 'action', 'trade']);
/** @example const part: TurnPart = 'action'; */
export type TurnPart = z.infer<typeof TurnPartSchema>;

/**
 * The 19 skills of the second edition ("List of Skills").
 *
 * @example
 * SkillIdSchema.parse('gold-nose');
 * @internal
 */
export const SkillIdSchema = z.enum([
  'adventurer',
  'boatsman',
  'bush-cutter',
  'drunkard',
  'flume-builder',
  'forecaster',
  'geologist',
  'gold-nose',
  'horseman',
  'haggler',
  'trapper',
  'mine-builder',
  'miner',
  'fur-trader',
  'runner',
  'scout',
  'swimmer',
  'trader',
  'treasure-hunter',
]);
/** @example const skill: SkillId = 'trapper'; */
export type SkillId = z.infer<typeof SkillIdSchema>;

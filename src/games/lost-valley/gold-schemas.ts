import * as z from 'zod';
import { ItemId, MarkerId, Seat, TileIndex } from './schema-ids.js';

/*
 * Gold, treasure, trade and weighing (LV-GOLD, LV-TREASURE, LV-TRADE, LV-WEIGH): their state,
 * action and task shapes. schemas.ts composes them into the game's unions.
 */

/**
 * A payment for a claim fee (LV-CLAIM-3): one raw material or gear item, or one marker from the
 * gold bag (gold, fur, clue) or an event marker held as gear.
 *
 * @example
 * FeeSchema.parse({ item: 'food' });
 */
export const FeeSchema = z.union([z.strictObject({ item: ItemId }), z.strictObject({ marker: MarkerId })]);
/** @example const fee: Fee = { marker: 12 }; */
export type Fee = z.infer<typeof FeeSchema>;

/**
 * A trade in progress (LV-TRADE): where, what is in the basket, what has been paid.
 *
 * @example
 * TradeStateSchema.parse({ tile: null, basket: [], clue: false, paidMarkers: [], paidItems: [] });
 */
export const TradeStateSchema = z.strictObject({
  /** `null` at the start tile's trading post, else the Trading Outpost's tile index. */
  tile: TileIndex.nullable(),
  basket: z.array(z.strictObject({ item: ItemId, count: z.int().min(1) })),
  clue: z.boolean(),
  paidMarkers: z.array(MarkerId),
  paidItems: z.array(z.strictObject({ item: ItemId, count: z.int().min(1) })),
});
/** @example const trade: TradeState = { tile: null, basket: [], clue: false, paidMarkers: [], paidItems: [] }; */
export type TradeState = z.infer<typeof TradeStateSchema>;

/**
 * A weighing in progress or done (LV-WEIGH): who weighed, what the revealed gold was worth, and
 * the seat that must now show more (if any).
 *
 * @example
 * WeighingSchema.parse({ weigher: 0, value: 31 });
 */
export const WeighingSchema = z.strictObject({ weigher: Seat, value: z.int().nonnegative() });
/** @example const weighing: Weighing = { weigher: 2, value: 27 }; */
export type Weighing = z.infer<typeof WeighingSchema>;

/**
 * The actions of gold and trade: river and mountain gold, the Miner, treasure, weighing and the
 * answer to a weighing, and trading at a store or the Black Market.
 *
 * @example
 * z.discriminatedUnion('type', goldActionSchemas).parse({ type: 'weigh', player: 0 });
 */
export const goldActionSchemas = [
  z.strictObject({ type: z.literal('river-gold'), player: Seat, tile: TileIndex }),
  z.strictObject({ type: z.literal('mountain-gold'), player: Seat, tile: TileIndex, dynamite: z.enum(['none', 'box', 'stick']), fee: FeeSchema.nullable() }),
  z.strictObject({ type: z.literal('miner'), player: Seat, tile: TileIndex }),
  z.strictObject({ type: z.literal('dig-treasure'), player: Seat }),
  z.strictObject({ type: z.literal('weigh'), player: Seat }),
  z.strictObject({ type: z.literal('show-marker'), player: Seat, marker: MarkerId }),
  z.strictObject({ type: z.literal('black-market'), player: Seat, tile: TileIndex, give: MarkerId }),
] as const;

/**
 * The tasks of weighing: the seat that must show markers worth more than the weigher's.
 *
 * @example
 * z.discriminatedUnion('task', goldTaskSchemas).parse({ task: 'show-gold', seat: 1, needed: 32, shown: [] });
 */
export const goldTaskSchemas = [
  z.strictObject({ task: z.literal('show-gold'), seat: Seat, needed: z.int().positive(), shown: z.array(MarkerId) }),
] as const;

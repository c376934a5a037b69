import * as z from 'zod/mini';
import { ItemId, MarkerId, Seat, TileIndex } from './ids.js';

/*
 * Gold, treasure, trade and weighing (LV-GOLD, LV-TREASURE, LV-TRADE, LV-WEIGH): their state,
 * action and task shapes. schemas.ts composes them into the game's unions.
 */

/**
 * A payment of one piece: a raw material or gear item (`item`), or one marker (`marker`): from
 * the gold bag (gold, fur, clue) or a face-down event marker held as gear. A claim fee is one
 * (LV-CLAIM-3); a trade is paid piece by piece (LV-TRADE-3).
 *
 * @example
 * FeeSchema.parse({ item: 'food' });
 * @internal
 */
export const FeeSchema = z.union([z.strictObject({ item: ItemId }), z.strictObject({ marker: MarkerId })]);
/** @example const fee: Fee = { marker: 12 }; */
export type Fee = z.infer<typeof FeeSchema>;

/**
 * A trade in progress (LV-TRADE): where, what is in the basket (bought goods and at most one
 * clue), and what has been paid so far (markers from the bag, gear items).
 *
 * @example
 * TradeStateSchema.parse({ tile: null, basket: [], clue: false, paidMarkers: [], paidItems: [] });
 * @internal
 */
export const TradeStateSchema = z.strictObject({
  /** `null` at the start tile's trading post, else the Trading Outpost's tile index. */
  tile: z.nullable(TileIndex),
  basket: z.array(z.strictObject({ item: ItemId, count: z.int().check(z.minimum(1)) })),
  clue: z.boolean(),
  paidMarkers: z.array(MarkerId),
  paidItems: z.array(z.strictObject({ item: ItemId, count: z.int().check(z.minimum(1)) })),
});
/** @example const trade: TradeState = { tile: null, basket: [], clue: false, paidMarkers: [], paidItems: [] }; */
export type TradeState = z.infer<typeof TradeStateSchema>;

/**
 * The last weighing (LV-WEIGH): the seat that weighed and what its revealed gold was worth.
 *
 * @example
 * WeighingSchema.parse({ weigher: 0, value: 31 });
 * @internal
 */
export const WeighingSchema = z.strictObject({ weigher: Seat, value: z.int().check(z.nonnegative()) });
/** @example const weighing: Weighing = { weigher: 2, value: 27 }; */
export type Weighing = z.infer<typeof WeighingSchema>;

/**
 * Which dynamite a dig for mountain gold uses (LV-GOLD-4): none, the box (always), or one
 * stick (used up).
 *
 * @example
 * DynamiteSchema.parse('stick');
 * @internal
 */
export const DynamiteSchema = z.enum(['none', 'box', 'stick']);

/**
 * The actions of gold and trade: river and mountain gold (the markers drawn, by id: markers
 * nobody has shown the digger are taken in id order), the Miner, treasure, weighing and the
 * answer to a weighing, a trade at a store as a short sequence (open, add goods or the clue,
 * pay piece by piece, close or cancel), and the Black Market.
 *
 * @example
 * z.discriminatedUnion('type', goldActionSchemas).parse({ type: 'weigh', player: 0 });
 * @internal
 */
export const goldActionSchemas = [
  z.strictObject({ type: z.literal('river-gold'), player: Seat, markers: z.array(MarkerId).check(z.minLength(1), z.maxLength(3)) }),
  z.strictObject({
    type: z.literal('mountain-gold'),
    player: Seat,
    tile: TileIndex,
    markers: z.array(MarkerId).check(z.minLength(1), z.maxLength(3)),
    dynamite: DynamiteSchema,
    fee: z.nullable(FeeSchema),
  }),
  z.strictObject({ type: z.literal('miner'), player: Seat, tile: TileIndex }),
  z.strictObject({ type: z.literal('dig-treasure'), player: Seat }),
  z.strictObject({ type: z.literal('weigh'), player: Seat }),
  z.strictObject({ type: z.literal('show-marker'), player: Seat, marker: MarkerId }),
  z.strictObject({ type: z.literal('open-trade'), player: Seat, tile: z.nullable(TileIndex) }),
  z.strictObject({ type: z.literal('trade-buy'), player: Seat, item: ItemId }),
  z.strictObject({ type: z.literal('trade-clue'), player: Seat }),
  z.strictObject({ type: z.literal('trade-pay'), player: Seat, payment: FeeSchema }),
  z.strictObject({ type: z.literal('close-trade'), player: Seat }),
  z.strictObject({ type: z.literal('cancel-trade'), player: Seat }),
  z.strictObject({ type: z.literal('black-market'), player: Seat, tile: TileIndex, give: MarkerId }),
] as const;

/**
 * The task of weighing: the seat that must show markers worth at least `needed` (each of its
 * prospectors, in the team rules), and the markers it has shown so far.
 *
 * @example
 * z.discriminatedUnion('task', goldTaskSchemas).parse({ task: 'show-gold', seat: 1, needed: 32, shown: [] });
 * @internal
 */
export const goldTaskSchemas = [
  z.strictObject({ task: z.literal('show-gold'), seat: Seat, needed: z.int().check(z.positive()), shown: z.array(MarkerId) }),
] as const;

import * as z from 'zod/mini';
import {
  DiamondTileSchema,
  HuntFaceSchema,
  ItemCategorySchema,
  MarkerSetSchema,
  PlayerCountMarkSchema,
  TriangleTileSchema,
} from './tile-and-marker-schemas.js';

/*
 * A whole Lost Valley component set: the tiles, the face-down marker pools, the supply (the
 * general store's square and rectangular markers and the timber), the starting inventory and
 * the inventory sheet. Reference sets: docs/rules/lost-valley-components.md.
 */

/**
 * How many of an item a set holds from a player count on: rows without `minPlayers` are always
 * in the game, rows marked 4+, 5+ or 6+ leave it below that count (LV-COMP-22).
 *
 * @example
 * ItemCountSchema.parse({ count: 1, minPlayers: 5 });
 * @internal
 */
export const ItemCountSchema = z.strictObject({
  count: z.int().check(z.minimum(1)),
  minPlayers: z.optional(PlayerCountMarkSchema),
});
/** @example const row: ItemCount = { count: 3 }; */
export type ItemCount = z.infer<typeof ItemCountSchema>;

/**
 * The raw materials a work costs to build (rulebook "Cost of Building Works").
 *
 * @example
 * BuildCostSchema.parse({ tool: 1, food: 1, timber: 1 }); // a mine
 * @internal
 */
export const BuildCostSchema = z.strictObject({
  tool: z.optional(z.int().check(z.minimum(1))),
  food: z.optional(z.int().check(z.minimum(1))),
  timber: z.optional(z.int().check(z.minimum(1))),
});
/** @example const cost: BuildCost = { tool: 1 }; */
export type BuildCost = z.infer<typeof BuildCostSchema>;

/**
 * A store price: `nuggets` of gold, plus `x` parts that may each be paid with a nugget, a raw
 * material or an item (the first edition's "X").
 *
 * @example
 * PriceSchema.parse({ nuggets: 3, x: 1 });
 * @internal
 */
export const PriceSchema = z.strictObject({
  nuggets: z.int().check(z.minimum(0)),
  x: z.optional(z.int().check(z.minimum(1))),
});
/** @example const price: Price = { nuggets: 4 }; */
export type Price = z.infer<typeof PriceSchema>;

/**
 * One item of the supply: its id, category, the physical piece (`square` or `rectangular`
 * marker, `wooden` timber), the inventory spaces it takes (none for works and tokens), its
 * price if the store sells it, its build cost if it is a work, and its counts. Items with
 * `perColour` belong to the player colours (second-edition boats and horses): a game uses one
 * per seat.
 *
 * @example
 * SupplyItemSchema.parse({ id: 'horse', category: 'permanent-gear', piece: 'rectangular', spaces: 2, price: { nuggets: 5 }, counts: [{ count: 6 }], perColour: true });
 * @internal
 */
export const SupplyItemSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  category: ItemCategorySchema,
  piece: z.enum(['square', 'rectangular', 'wooden']),
  spaces: z.optional(z.int().check(z.minimum(1), z.maximum(3))),
  price: z.optional(PriceSchema),
  buildCost: z.optional(BuildCostSchema),
  counts: z.array(ItemCountSchema).check(z.minLength(1)),
  perColour: z.optional(z.boolean()),
});
/** @example const food: SupplyItem = { id: 'food', category: 'raw-material', piece: 'square', spaces: 1, price: { nuggets: 1 }, counts: [{ count: 20 }] }; */
export type SupplyItem = z.infer<typeof SupplyItemSchema>;

/**
 * One line of the starting inventory: a supply item id and how many each prospector gets.
 *
 * @example
 * StartingItemSchema.parse({ item: 'tool', count: 2 });
 * @internal
 */
export const StartingItemSchema = z.strictObject({
  item: z.string().check(z.minLength(1)),
  count: z.int().check(z.minimum(1)),
});
/** @example const line: StartingItem = { item: 'food', count: 2 }; */
export type StartingItem = z.infer<typeof StartingItemSchema>;

/**
 * One area of the inventory sheet: its spaces and the item categories it holds.
 *
 * @example
 * InventoryAreaSchema.parse({ spaces: 6, holds: ['raw-material', 'one-time-gear'] });
 * @internal
 */
export const InventoryAreaSchema = z.strictObject({
  spaces: z.int().check(z.minimum(1)),
  holds: z.array(ItemCategorySchema).check(z.minLength(1)),
});
/** @example const area: InventoryArea = { spaces: 4, holds: ['raw-material'] }; */
export type InventoryArea = z.infer<typeof InventoryAreaSchema>;

/**
 * The inventory sheet: the backpack, the cart (extra spaces once a cart is owned) and the gear
 * area. The gold bag is unlimited and has no entry.
 *
 * @example
 * InventorySchema.parse({ backpack: { spaces: 6, holds: ['raw-material'] }, cart: { spaces: 4, holds: ['raw-material'] }, gearArea: { spaces: 6, holds: ['permanent-gear', 'one-time-gear'] } });
 * @internal
 */
export const InventorySchema = z.strictObject({
  backpack: InventoryAreaSchema,
  cart: InventoryAreaSchema,
  gearArea: InventoryAreaSchema,
});
/** @example const sheet: Inventory = { backpack: { spaces: 6, holds: ['raw-material'] }, cart: { spaces: 4, holds: ['raw-material'] }, gearArea: { spaces: 6, holds: ['permanent-gear'] } }; */
export type Inventory = z.infer<typeof InventorySchema>;

/**
 * A whole component set of one edition. `triangles` is the pile without the spring; the
 * spring is `spring`. `storeClues` (second edition) is how many clue markers lie face down on
 * the start tile's trading post, `cluePrice` what one of them costs, and `huntingDie` the six faces
 * of the hunting die (LV-COMP-57; rolled in gathering/hunting.ts).
 *
 * @example
 * LostValleyComponentsSchema.parse(secondEditionComponents).edition; // 'second'
 */
export const LostValleyComponentsSchema = z.strictObject({
  edition: z.enum(['first', 'second']),
  landDiamonds: z.array(DiamondTileSchema),
  riverDiamonds: z.array(DiamondTileSchema),
  triangles: z.array(TriangleTileSchema),
  spring: TriangleTileSchema,
  markers: MarkerSetSchema,
  supply: z.array(SupplyItemSchema),
  startingInventory: z.array(StartingItemSchema),
  inventory: InventorySchema,
  storeClues: z.optional(z.int().check(z.minimum(0))),
  cluePrice: z.optional(PriceSchema),
  /** The hunting die's six faces (second edition; the rulebook names the symbols, not how many of each). */
  huntingDie: z.optional(z.array(HuntFaceSchema).check(z.length(6))),
});
/** @example const edition: LostValleyComponents['edition'] = 'first'; */
export type LostValleyComponents = z.infer<typeof LostValleyComponentsSchema>;

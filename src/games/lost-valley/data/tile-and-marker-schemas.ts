import * as z from 'zod/mini';

/*
 * The shape of a Lost Valley component set (tiles and markers), shared by both editions.
 * The printed tiles are not published, so the package ships a reference set per edition
 * (see docs/rules/lost-valley-components.md) and accepts the printed one as setup `data`.
 *
 * Diamond convention (docs/rules/lost-valley.md): a diamond's corners are numbered 0-3
 * anticlockwise starting at an acute corner (0 and 2 acute, 1 and 3 obtuse); edge i joins
 * corner i and corner (i + 1) % 4. A triangle's corners and edges are numbered 0-2
 * anticlockwise, edge i joining corner i and corner (i + 1) % 3.
 */

/**
 * The terrain of a land tile. River tiles have no land terrain (their kind says river).
 *
 * @example
 * TerrainSchema.parse('tundra'); // 'tundra'
 * @internal
 */
export const TerrainSchema = z.enum(['forest', 'mountain', 'tundra', 'wasteland', 'lake']);
/** @example const terrain: Terrain = 'forest'; */
export type Terrain = z.infer<typeof TerrainSchema>;

/**
 * The smallest player count at which a component is used: tiles and markers marked 4+, 5+
 * or 6+ leave the game below that count (second edition).
 *
 * @example
 * PlayerCountMarkSchema.parse(5); // 5
 * @internal
 */
export const PlayerCountMarkSchema = z.union([z.literal(4), z.literal(5), z.literal(6)]);
/** @example const mark: PlayerCountMark = 6; */
export type PlayerCountMark = z.infer<typeof PlayerCountMarkSchema>;

/**
 * The face-down marker pools that symbols on tiles draw from.
 *
 * @example
 * MarkerPoolSchema.parse('river-gold'); // 'river-gold'
 * @internal
 */
export const MarkerPoolSchema = z.enum(['river-gold', 'mountain-gold', 'animal', 'event', 'clue']);
/** @example const pool: MarkerPool = 'animal'; */
export type MarkerPool = z.infer<typeof MarkerPoolSchema>;

/**
 * A symbol printed on a tile. Marker symbols (a pool and a count) get that many face-down
 * markers when the tile is laid; `fish` marks fishing without gear and takes no marker. On a
 * river tile, river gold lies on one bank: `bankCorner` names a corner (0-3) on that bank.
 *
 * @example
 * TileSymbolSchema.parse({ kind: 'river-gold', count: 2, bankCorner: 1 });
 * @internal
 */
export const TileSymbolSchema = z.strictObject({
  kind: z.union([MarkerPoolSchema, z.literal('fish')]),
  count: z.int().check(z.minimum(1), z.maximum(6)),
  bankCorner: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
});
/** @example const symbol: TileSymbol = { kind: 'animal', count: 1 }; */
export type TileSymbol = z.infer<typeof TileSymbolSchema>;

/**
 * A diamond tile: a land diamond with a terrain, or a river diamond whose river passes
 * through two of its edges (`riverEdges`, in the numbering above).
 *
 * @example
 * DiamondTileSchema.parse({ id: 'R01', kind: 'river', riverEdges: [0, 2], symbols: [] });
 * @internal
 */
export const DiamondTileSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(['land', 'river']),
  terrain: z.optional(TerrainSchema),
  riverEdges: z.optional(z.tuple([z.int().check(z.minimum(0), z.maximum(3)), z.int().check(z.minimum(0), z.maximum(3))])),
  symbols: z.array(TileSymbolSchema),
  minPlayers: z.optional(PlayerCountMarkSchema),
});
/** @example const tile: DiamondTile = { id: 'L01', kind: 'land', terrain: 'forest', symbols: [] }; */
export type DiamondTile = z.infer<typeof DiamondTileSchema>;

/**
 * The kinds of triangle tile the rulebooks name. Second edition: the eight "Triangular Pieces".
 * First edition: the bear cave (an animal that comes back after each kill), the quiet nook
 * (whiskey for any two raw materials) and `landscape`, a triangle with only its terrain and
 * symbols. The spring has its own kind.
 *
 * @example
 * TriangleKindSchema.parse('food-spit'); // 'food-spit'
 * @internal
 */
export const TriangleKindSchema = z.enum([
  'whiskey-still',
  'lost-mine',
  'animal-den',
  'trading-outpost',
  'fishing-hole',
  'oasis',
  'food-spit',
  'black-market',
  'bear-cave',
  'quiet-nook',
  'landscape',
  'spring',
]);
/** @example const kind: TriangleKind = 'oasis'; */
export type TriangleKind = z.infer<typeof TriangleKindSchema>;

/**
 * A triangle tile. Second-edition triangles carry a back letter (piles A, B, C) and a named
 * kind with its contents; first-edition triangles have no back. The spring is a separate
 * triangle, not in the pile. `name` is a {@link TriangleKind} (`validateComponents` checks it).
 * Pool markers a triangle receives (the Oasis's river gold, the Trading Outpost's clues, the
 * Animal Den's animals) are `symbols`; supply items laid on it (whiskey, dynamite sticks,
 * jerky) are `contents`.
 *
 * @example
 * TriangleTileSchema.parse({ id: 'T01', name: 'whiskey-still', terrain: 'forest', back: 'A', symbols: [], contents: [{ marker: 'whiskey', count: 6 }] });
 * @internal
 */
export const TriangleTileSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  terrain: TerrainSchema,
  back: z.optional(z.enum(['A', 'B', 'C'])),
  symbols: z.array(TileSymbolSchema),
  /** Markers laid on the tile when it is placed (whiskey, dynamite sticks, jerky...). */
  contents: z.array(z.strictObject({ marker: z.string().check(z.minLength(1)), count: z.int().check(z.minimum(1)) })),
  minPlayers: z.optional(PlayerCountMarkSchema),
  /** The tile holds water like a river or lake (Oasis, Fishing Hole, the spring): fishing with rod or trap, flume source, river gold without a flume. */
  water: z.optional(z.boolean()),
});
/** @example const tile: TriangleTile = { id: 'T01', name: 'oasis', terrain: 'wasteland', back: 'B', symbols: [], contents: [] }; */
export type TriangleTile = z.infer<typeof TriangleTileSchema>;

/**
 * What a supply item or an event's gear is: a raw material (food, tools, timber), permanent
 * gear (kept and used as often as wished), one-time gear (used once, then back to the supply),
 * a work (built on the board), or a token (XP and miss markers, kept on the portrait).
 *
 * @example
 * ItemCategorySchema.parse('one-time-gear'); // 'one-time-gear'
 * @internal
 */
export const ItemCategorySchema = z.enum(['raw-material', 'permanent-gear', 'one-time-gear', 'work', 'token']);
/** @example const category: ItemCategory = 'permanent-gear'; */
export type ItemCategory = z.infer<typeof ItemCategorySchema>;

/**
 * One kind of face-down marker in a pool, with how many the set holds. `id` is the identity
 * a draw reveals; the other fields are what that identity means (a gold value in nuggets, an
 * animal's food, a clue's terrain, an event's effect).
 *
 * @example
 * MarkerKindSchema.parse({ id: 'river-gold-2', count: 13, value: 2 });
 * @internal
 */
export const MarkerKindSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  count: z.int().check(z.minimum(1)),
  minPlayers: z.optional(PlayerCountMarkSchema),
  value: z.optional(z.int().check(z.minimum(1))),
  food: z.optional(z.int().check(z.minimum(1))),
  terrain: z.optional(TerrainSchema),
  effect: z.optional(z.string().check(z.minLength(1))),
  /** Event markers: the gear the marker is (a supply item id where the store sells the same gear). */
  item: z.optional(z.string().check(z.minLength(1))),
  /** Event markers: the gear's category (permanent or one-time gear). */
  category: z.optional(ItemCategorySchema),
  /** Event markers: the inventory spaces the gear takes. */
  spaces: z.optional(z.int().check(z.minimum(1), z.maximum(3))),
});
/** @example const kind: MarkerKind = { id: 'wolf', count: 4, food: 2 }; */
export type MarkerKind = z.infer<typeof MarkerKindSchema>;

/**
 * The face-down marker pools of a set, one list of kinds per pool.
 *
 * @example
 * MarkerSetSchema.shape.animal.parse([{ id: 'bear', count: 2, food: 4 }]);
 * @internal
 */
export const MarkerSetSchema = z.strictObject({
  'river-gold': z.array(MarkerKindSchema),
  'mountain-gold': z.array(MarkerKindSchema),
  animal: z.array(MarkerKindSchema),
  event: z.array(MarkerKindSchema),
  clue: z.array(MarkerKindSchema),
});
/** @example const empty: MarkerSet = { 'river-gold': [], 'mountain-gold': [], animal: [], event: [], clue: [] }; */
export type MarkerSet = z.infer<typeof MarkerSetSchema>;

/**
 * A face of the second edition's hunting die (LV-HUNT-2): the cross-hair always hits, the rifle
 * hits with a rifle, the trap at a hunting trap, the miss with a miss marker.
 *
 * @example
 * HuntFaceSchema.parse('crosshair');
 * @internal
 */
export const HuntFaceSchema = z.enum(['crosshair', 'rifle', 'trap', 'miss']);
/** @example const face: HuntFace = 'trap'; */
export type HuntFace = z.infer<typeof HuntFaceSchema>;

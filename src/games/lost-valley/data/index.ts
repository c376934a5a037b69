/*
 * Lost Valley component data (both editions). Exports, for the rules code:
 * - schemas and types (component-schema.ts): TerrainSchema/Terrain, PlayerCountMarkSchema,
 *   MarkerPoolSchema, TileSymbolSchema, DiamondTileSchema, TriangleKindSchema,
 *   TriangleTileSchema (optional `water`), ItemCategorySchema, MarkerKindSchema (event gear:
 *   `item`, `category`, `spaces`), MarkerSetSchema;
 * - the whole set (components-schema.ts): LostValleyComponentsSchema/LostValleyComponents
 *   { edition, landDiamonds, riverDiamonds, triangles, spring, markers, supply,
 *   startingInventory, inventory, storeClues?, cluePrice? }, SupplyItemSchema, ItemCountSchema,
 *   PriceSchema, BuildCostSchema, StartingItemSchema, InventorySchema, InventoryAreaSchema;
 * - validateComponents(set) -> RuleError | null (validate-components.ts; the game runs it through
 *   custom-data-checks.ts, which its entry lost-valley-engine/lost-valley/custom-data fills);
 * - componentsForPlayerCount(set, players), EDITION_PLAYERS (player-count.ts);
 * - firstEditionComponents, secondEditionComponents, componentsFor(edition) (reference-sets.ts);
 * - riverShape(edges), riverBanks(edges), bankOfCorner(edges, corner) (river-banks.ts).
 */
export * from './tile-and-marker-schemas.js';
export * from './component-set-schema.js';
export * from './validate-components.js';
export * from './reference-sets.js';
export * from './player-count.js';
export * from './river-banks.js';

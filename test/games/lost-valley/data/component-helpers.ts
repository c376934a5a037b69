import type { LostValleyComponents, MarkerPool, SupplyItem, TileSymbol } from '../../../../src/games/lost-valley/data/index.js';

/** The pools of a set, in one order. */
export const POOLS: readonly MarkerPool[] = ['river-gold', 'mountain-gold', 'animal', 'event', 'clue'];

/** Markers of a pool (all rows, whatever their mark). */
export function poolSize(set: LostValleyComponents, pool: MarkerPool): number {
  return set.markers[pool].reduce((sum, kind) => sum + kind.count, 0);
}

/** Markers of a pool by identity (`id` -> count), rows of one identity added up. */
export function byIdentity(set: LostValleyComponents, pool: MarkerPool): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of set.markers[pool]) counts[kind.id] = (counts[kind.id] ?? 0) + kind.count;
  return counts;
}

/** The total count of one supply item (all rows). */
export function itemTotal(item: SupplyItem): number {
  return item.counts.reduce((sum, row) => sum + row.count, 0);
}

/** Supply items of one physical piece, `id` -> total count. */
export function supplyByPiece(set: LostValleyComponents, piece: SupplyItem['piece']): Record<string, number> {
  return Object.fromEntries(set.supply.filter((item) => item.piece === piece).map((item) => [item.id, itemTotal(item)]));
}

/** Sum of the values of a record. */
export function sum(record: Record<string, number>): number {
  return Object.values(record).reduce((total, n) => total + n, 0);
}

/** Every tile of a set with its symbols (diamonds, triangles, the spring). */
export function allTiles(set: LostValleyComponents): { id: string; terrain: string; symbols: TileSymbol[]; minPlayers?: number | undefined }[] {
  return [
    ...set.landDiamonds.map((t) => ({ id: t.id, terrain: t.terrain ?? '?', symbols: t.symbols, minPlayers: t.minPlayers })),
    ...set.riverDiamonds.map((t) => ({ id: t.id, terrain: 'river', symbols: t.symbols, minPlayers: t.minPlayers })),
    ...set.triangles.map((t) => ({ id: t.id, terrain: t.terrain, symbols: t.symbols, minPlayers: t.minPlayers })),
    { id: set.spring.id, terrain: 'spring', symbols: set.spring.symbols },
  ];
}

/** Symbols of one kind on the given tiles, added up. */
export function symbolTotal(tiles: readonly { symbols: readonly TileSymbol[] }[], kind: TileSymbol['kind']): number {
  return tiles.reduce((total, tile) => total + tile.symbols.filter((s) => s.kind === kind).reduce((n, s) => n + s.count, 0), 0);
}

/** A deep copy of a reference set to break in a test. */
export function copyOf(set: LostValleyComponents): LostValleyComponents {
  return structuredClone(set);
}

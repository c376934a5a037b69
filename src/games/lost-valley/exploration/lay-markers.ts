import type { DiamondPlacement } from '../board/diamond.js';
import type { MarkerPool, TileSymbol } from '../data/index.js';
import type { MarkerSlot } from '../schemas/game-schemas.js';
import { withCount } from '../kernel/record-shapes.js';

/**
 * Lays the face-down markers for a new tile's symbols (LV-MARK-1, LV-MARK-2): one unseen marker
 * from the symbol's pool per circle, as long as the pool has markers left (LV-MARK-4); river gold
 * on a river tile lies on the bank of its symbol (LV-MARK-3). Each circle takes its pool's
 * marker: mountain gold on gray (LV-MARK-5), animals (LV-MARK-6), events (LV-MARK-7); the first
 * edition's circles the same (LV-FE-EXP-2). Fish
 * symbols take no marker.
 * Returns the slots and the pools' new counts.
 *
 * @example
 * layMarkers(tile.symbols, supply, placement, g.nextMarker);
 */
export function layMarkers(
  symbols: readonly TileSymbol[],
  supply: Readonly<Record<MarkerPool, number>>,
  where: DiamondPlacement | null,
  nextId: number,
): { slots: MarkerSlot[]; supply: Record<MarkerPool, number>; nextId: number } {
  let id = nextId;
  const slots: MarkerSlot[] = [];
  let next: Record<MarkerPool, number> | null = null;
  for (const symbol of symbols) {
    if (symbol.kind === 'fish') continue;
    const pool = symbol.kind;
    const left = (next ?? supply)[pool];
    const count = Math.min(symbol.count, left);
    if (count === 0) continue;
    next ??= withCount(supply);
    next[pool] = left - count;
    const bank = where !== null && symbol.bankCorner !== undefined ? (where.corners[symbol.bankCorner] ?? null) : null;
    for (let i = 0; i < count; i++) slots.push({ id: id++, pool, identity: null, bank, seenBy: [], faceUp: false });
  }
  return { slots, supply: next ?? withCount(supply), nextId: id };
}

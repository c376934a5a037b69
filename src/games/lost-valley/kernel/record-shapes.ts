import type { LostValleyGameState, MarkerSlot, PlacedTile } from '../schemas/game-schemas.js';
import type { TradeState } from '../schemas/gold-schemas.js';
import type { Claim, SkillPool } from '../schemas/works-schemas.js';

type G = LostValleyGameState;

// One creator per record type, so that every record of a type comes in one hidden class (V8
// map). A spread (`{ ...slot, identity }`) copies its source's map through the spread site's own
// inline cache, and a cold site builds a fresh, detached map: over 40 games the supply came in 44
// maps, the piles in 41 and a marker slot in 18 (bench/state-shapes.ts), so the code reading them
// met many maps while a short process warms up (bench/warm-up.ts). A literal naming every field
// in the schema's order, or a copy key by key into `{}`, always ends at the same map. The field
// order is the schema's, so saves and transcripts do not change.

/**
 * A copy of a count record (the supply, the marker supply) key by key, with `key` set to
 * `count` when given: a keyed copy into `{}` ends at one map for one key order, where a spread
 * makes a new map at each cold spread site.
 *
 * @example
 * withCount(g.supply, 'food', g.supply['food']! + 1);
 * @internal
 */
export function withCount<K extends string>(counts: Readonly<Record<K, number>>, key?: K, count?: number): Record<K, number> {
  const next = {} as Record<K, number>;
  for (const name in counts) next[name] = counts[name];
  if (key !== undefined && count !== undefined) next[key] = count;
  return next;
}

/**
 * The supply with one item's count changed by `delta` (an item not listed counts 0).
 *
 * @example
 * withSupplyDelta(g.supply, 'food', 1); // a food back to the supply
 * @internal
 */
export function withSupplyDelta(supply: G['supply'], item: string, delta: number): G['supply'] {
  return withCount(supply, item, (supply[item] ?? 0) + delta);
}

/**
 * A marker slot in its one shape (the schema's field order).
 *
 * @example
 * slotRecord({ ...slot, identity: 'river-gold-3' });
 * @internal
 */
export function slotRecord(s: MarkerSlot): MarkerSlot {
  return { id: s.id, pool: s.pool, identity: s.identity, bank: s.bank, seenBy: s.seenBy, faceUp: s.faceUp };
}

/**
 * A placed tile in its one shape.
 *
 * @example
 * tileRecord({ ...tile, markers: [...tile.markers, slot] });
 * @internal
 */
export function tileRecord(t: PlacedTile): PlacedTile {
  return { tile: t.tile, kind: t.kind, faces: t.faces, way: t.way, markers: t.markers, contents: t.contents };
}

/**
 * The piles in one of their two shapes: the Scout's land bottom (`landBottom`) is absent until
 * the Scout puts a tile under the land pile, and then comes last, as it always did.
 *
 * @example
 * pilesRecord({ ...g.piles, triangles: rest });
 * @internal
 */
export function pilesRecord(p: G['piles']): G['piles'] {
  const river = { unseen: p.river.unseen, bottom: p.river.bottom };
  if (p.landBottom === undefined) return { land: p.land, river, triangles: p.triangles };
  return { land: p.land, river, triangles: p.triangles, landBottom: p.landBottom };
}

/**
 * A trade in progress in its one shape.
 *
 * @example
 * tradeRecord({ ...trade, clue: true });
 * @internal
 */
export function tradeRecord(t: TradeState): TradeState {
  return { tile: t.tile, basket: t.basket, clue: t.clue, paidMarkers: t.paidMarkers, paidItems: t.paidItems };
}

/**
 * A claim marker's record in its one shape.
 *
 * @example
 * claimRecord({ ...claim, items: [] });
 * @internal
 */
export function claimRecord(c: Claim): Claim {
  return { tile: c.tile, items: c.items, markers: c.markers };
}

/**
 * The skill pool in its one shape.
 *
 * @example
 * skillPoolRecord({ faceDown: rest, faceUp: g.skills.faceUp });
 * @internal
 */
export function skillPoolRecord(s: SkillPool): SkillPool {
  return { faceDown: s.faceDown, faceUp: s.faceUp };
}

/**
 * The exploration in progress in its one shape.
 *
 * @example
 * exploreRecord({ ...explore, triangleOffered: true });
 * @internal
 */
export function exploreRecord(e: NonNullable<G['explore']>): NonNullable<G['explore']> {
  return { node: e.node, step: e.step, triangleOffered: e.triangleOffered };
}

/**
 * The turn's extra parts in their one shape.
 *
 * @example
 * extraRecord({ ...turn.extra, actions: turn.extra.actions + 1 });
 * @internal
 */
export function extraRecord(e: G['turn']['extra']): G['turn']['extra'] {
  return { movements: e.movements, actions: e.actions, trades: e.trades };
}

import { componentsForPlayerCount, type LostValleyComponents, type MarkerPool } from '../data/index.js';
import type { LostValleyGameState, MarkerSlot } from '../schemas/game-schemas.js';
import { withBoard, withFields, withProspector } from './state-copy.js';
import { sortNumbers } from '../../../core/sort-in-place.js';
import { claimRecord, slotRecord, tileRecord } from './record-shapes.js';

type G = LostValleyGameState;

/*
 * Where markers are: on a tile, on the start tile's trading post, in a gold bag, as face-down
 * gear, on a claim, or out of the game (`spent`). Every rule that moves a marker goes through
 * these helpers, so that a marker is always in exactly one place and identities can be counted
 * (a new place must be added here, to `forEachMarker`, `findMarker`, `replaceMarker` and
 * `unseenIdentities`).
 */

/**
 * Where a marker lies.
 *
 * @example
 * const place: MarkerPlace = { kind: 'tile', tile: 3 };
 * @internal
 */
export type MarkerPlace =
  | { readonly kind: 'tile'; readonly tile: number }
  | { readonly kind: 'post' }
  | { readonly kind: 'bag'; readonly prospector: number }
  | { readonly kind: 'hidden-gear'; readonly prospector: number }
  | { readonly kind: 'claim'; readonly prospector: number }
  | { readonly kind: 'spent' };

/**
 * Calls `visit` for every marker in play or spent, with its place.
 *
 * @example
 * forEachMarker(g, (slot) => count++);
 * @internal
 */
export function forEachMarker(g: G, visit: (slot: MarkerSlot, place: MarkerPlace) => void): void {
  g.board.tiles.forEach((tile, i) => {
    for (const slot of tile.markers) visit(slot, { kind: 'tile', tile: i });
  });
  for (const slot of g.tradingPostMarkers) visit(slot, { kind: 'post' });
  g.prospectors.forEach((p, i) => {
    for (const slot of p.inventory.goldBag) visit(slot, { kind: 'bag', prospector: i });
    for (const slot of p.inventory.hiddenGear) visit(slot, { kind: 'hidden-gear', prospector: i });
    if (p.claim) for (const slot of p.claim.markers) visit(slot, { kind: 'claim', prospector: i });
  });
  for (const slot of g.spent) visit(slot, { kind: 'spent' });
}

/**
 * A marker by id and where it lies, or `null`.
 *
 * @example
 * findMarker(g, 4)?.place.kind; // 'tile'
 * @internal
 */
export function findMarker(g: G, id: number): { slot: MarkerSlot; place: MarkerPlace } | null {
  // The order of `forEachMarker`, stopping at the marker: asked on every reveal and hunt.
  const tiles = g.board.tiles;
  for (let i = 0; i < tiles.length; i++) {
    for (const slot of tiles[i]!.markers) if (slot.id === id) return { slot, place: { kind: 'tile', tile: i } };
  }
  for (const slot of g.tradingPostMarkers) if (slot.id === id) return { slot, place: { kind: 'post' } };
  const prospectors = g.prospectors;
  for (let i = 0; i < prospectors.length; i++) {
    const p = prospectors[i]!;
    for (const slot of p.inventory.goldBag) if (slot.id === id) return { slot, place: { kind: 'bag', prospector: i } };
    for (const slot of p.inventory.hiddenGear) if (slot.id === id) return { slot, place: { kind: 'hidden-gear', prospector: i } };
    if (p.claim) for (const slot of p.claim.markers) if (slot.id === id) return { slot, place: { kind: 'claim', prospector: i } };
  }
  for (const slot of g.spent) if (slot.id === id) return { slot, place: { kind: 'spent' } };
  return null;
}

function mapList(list: readonly MarkerSlot[], id: number, replace: (slot: MarkerSlot) => MarkerSlot | null): MarkerSlot[] | null {
  const at = list.findIndex((slot) => slot.id === id);
  if (at < 0) return null;
  const next = replace(list[at]!);
  const copy = list.slice();
  if (next === null) copy.splice(at, 1);
  else copy[at] = next;
  return copy;
}


/**
 * The state with one marker replaced where it lies (or removed, when `replace` returns `null`);
 * the state itself when no marker has that id. Everything else is shared.
 *
 * @example
 * replaceMarker(g, 4, (slot) => ({ ...slot, faceUp: true }));
 * @internal
 */
export function replaceMarker(g: G, id: number, change: (slot: MarkerSlot) => MarkerSlot | null): G {
  const found = findMarker(g, id);
  if (!found) return g;
  // Every marker the state holds is built in its one shape (record-shapes.ts).
  const replace = (slot: MarkerSlot): MarkerSlot | null => {
    const next = change(slot);
    return next === null ? null : slotRecord(next);
  };
  const place = found.place;
  switch (place.kind) {
    case 'tile': {
      const tiles = g.board.tiles.slice();
      const tile = tiles[place.tile]!;
      tiles[place.tile] = tileRecord({ ...tile, markers: mapList(tile.markers, id, replace)! });
      return withFields(g, { board: withBoard(g.board, { tiles }) });
    }
    case 'post':
      return withFields(g, { tradingPostMarkers: mapList(g.tradingPostMarkers, id, replace)! });
    case 'spent':
      return withFields(g, { spent: mapList(g.spent, id, replace)! });
    case 'bag':
    case 'hidden-gear':
    case 'claim': {
      const p = g.prospectors[place.prospector]!;
      if (place.kind === 'claim') return withProspector(g, place.prospector, { ...p, claim: claimRecord({ ...p.claim!, markers: mapList(p.claim!.markers, id, replace)! }) });
      const key = place.kind === 'bag' ? 'goldBag' : 'hiddenGear';
      return withProspector(g, place.prospector, { ...p, inventory: { ...p.inventory, [key]: mapList(p.inventory[key], id, replace)! } });
    }
  }
}

/**
 * Takes a marker out of where it lies: the state without it, and the marker (`null` if no
 * marker has that id).
 *
 * @example
 * const { g: next, slot } = liftMarker(g, 4);
 * @internal
 */
export function liftMarker(g: G, id: number): { g: G; slot: MarkerSlot | null } {
  const found = findMarker(g, id);
  if (!found) return { g, slot: null };
  return { g: replaceMarker(g, id, () => null), slot: found.slot };
}

/**
 * Puts a marker into a place (at the end of its list).
 *
 * @example
 * dropMarker(g, slot, { kind: 'bag', prospector: 0 });
 * @internal
 */
export function dropMarker(g: G, given: MarkerSlot, place: MarkerPlace): G {
  // Every marker the state holds is built in its one shape (record-shapes.ts).
  const slot = slotRecord(given);
  switch (place.kind) {
    case 'tile': {
      const tiles = g.board.tiles.slice();
      const tile = tiles[place.tile]!;
      tiles[place.tile] = tileRecord({ ...tile, markers: [...tile.markers, slot] });
      return withFields(g, { board: withBoard(g.board, { tiles }) });
    }
    case 'post':
      return withFields(g, { tradingPostMarkers: [...g.tradingPostMarkers, slot] });
    case 'spent':
      return withFields(g, { spent: [...g.spent, slot] });
    case 'bag':
    case 'hidden-gear':
    case 'claim': {
      const p = g.prospectors[place.prospector]!;
      if (place.kind === 'claim') return withProspector(g, place.prospector, { ...p, claim: claimRecord({ ...p.claim!, markers: [...p.claim!.markers, slot] }) });
      const key = place.kind === 'bag' ? 'goldBag' : 'hiddenGear';
      return withProspector(g, place.prospector, { ...p, inventory: { ...p.inventory, [key]: [...p.inventory[key], slot] } });
    }
  }
}

const totalsCache = new WeakMap<LostValleyComponents, Map<number, Record<MarkerPool, Map<string, number>>>>();

/**
 * How many markers of each identity a pool holds in a game with this many players
 * (LV-COMP-22), cached per component set.
 *
 * @example
 * identityTotals(set, 4, 'animal').get('wolf'); // 5
 * @internal
 */
export function identityTotals(set: LostValleyComponents, players: number, pool: MarkerPool): ReadonlyMap<string, number> {
  let bySet = totalsCache.get(set);
  if (!bySet) totalsCache.set(set, (bySet = new Map()));
  let totals = bySet.get(players);
  if (!totals) {
    const inPlay = componentsForPlayerCount(set, players).markers;
    totals = { 'river-gold': new Map(), 'mountain-gold': new Map(), animal: new Map(), event: new Map(), clue: new Map() };
    for (const p of Object.keys(inPlay) as MarkerPool[]) {
      for (const kind of inPlay[p]) totals[p].set(kind.id, (totals[p].get(kind.id) ?? 0) + kind.count);
    }
    bySet.set(players, totals);
  }
  return totals[pool];
}

/**
 * The identities a pool can still reveal, with how many of each: its totals less every identity
 * already drawn (anywhere in the game, spent included). Identities in id order.
 *
 * @example
 * unseenIdentities(set, 4, g, 'animal'); // [['bear', 2], ['deer', 4], …]
 * @internal
 */
export function unseenIdentities(set: LostValleyComponents, players: number, g: G, pool: MarkerPool): [string, number][] {
  const left = new Map(identityTotals(set, players, pool));
  // Every marker `forEachMarker` visits, without making its place.
  const count = (slots: readonly MarkerSlot[]): void => {
    for (const slot of slots) if (slot.pool === pool && slot.identity !== null) left.set(slot.identity, (left.get(slot.identity) ?? 0) - 1);
  };
  for (const tile of g.board.tiles) count(tile.markers);
  count(g.tradingPostMarkers);
  for (const p of g.prospectors) {
    count(p.inventory.goldBag);
    count(p.inventory.hiddenGear);
    if (p.claim) count(p.claim.markers);
  }
  count(g.spent);
  return [...left].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The seats of `seenBy` and `more`, ascending and without repeats, as a new array.
 *
 * @example
 * withSeats([0, 2], [1, 2]); // [0, 1, 2]
 */
export function withSeats(seenBy: readonly number[], more: readonly number[]): number[] {
  const seats: number[] = [];
  for (const seat of seenBy) if (!seats.includes(seat)) seats.push(seat);
  for (const seat of more) if (!seats.includes(seat)) seats.push(seat);
  return sortNumbers(seats);
}

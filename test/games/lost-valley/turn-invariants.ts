/**
 * Independent checks of what a Lost Valley turn may never do, written from the readings and not
 * from the rules code: goods are neither created nor destroyed, markers are neither created nor
 * destroyed nor duplicated, no identity is drawn more often than the set holds it, and a view
 * never names a marker its seat has not seen. Each returns a list of faults.
 */
import { componentsOf } from '../../../src/core/components.js';
import {
  componentsForPlayerCount,
  type LostValleyState,
  type MarkerSlot,
} from '../../../src/games/lost-valley/public.js';

/** Works that are supply items (pieces taken from the supply when built). */
const WORK_ITEMS = new Set(['fish-trap', 'sawmill', 'hunting-trap', 'mine']);

/**
 * Goods: for every supply item, what the supply holds, what prospectors hold, what lies on claims
 * and triangles and the works built add up to the set's total for this player count, plus one for
 * every event marker that turned into that item (it left play as a marker).
 */
export function goodsFaults(state: LostValleyState): string[] {
  const set = componentsForPlayerCount(componentsOf(state), state.players);
  const g = state.g;
  const have = new Map<string, number>();
  const add = (item: string, n: number) => have.set(item, (have.get(item) ?? 0) + n);
  for (const [item, n] of Object.entries(g.supply)) add(item, n);
  for (const p of g.prospectors) {
    for (const list of [p.inventory.backpack, p.inventory.gear, p.inventory.cart ?? []]) for (const s of list) add(s.item, s.count);
    for (const s of p.claim?.items ?? []) add(s.item, s.count);
  }
  for (const tile of g.board.tiles) for (const c of tile.contents) add(c.marker, c.count);
  for (const work of g.board.works) if (WORK_ITEMS.has(work.work)) add(work.work, 1);
  const faults: string[] = [];
  for (const item of set.supply) {
    if (item.category === 'token') continue;
    const total = item.counts.reduce((sum, row) => sum + row.count, 0);
    const created = g.spent.filter((m) => m.pool === 'event' && set.markers.event.find((k) => k.id === m.identity)?.item === item.id).length;
    if ((have.get(item.id) ?? 0) !== total + created) faults.push(`${item.id}: ${have.get(item.id) ?? 0} in play, expected ${total + created}`);
  }
  return faults;
}

function everyMarker(state: LostValleyState): MarkerSlot[] {
  const g = state.g;
  const all: MarkerSlot[] = [...g.tradingPostMarkers, ...g.spent];
  for (const tile of g.board.tiles) all.push(...tile.markers);
  for (const p of g.prospectors) all.push(...p.inventory.goldBag, ...p.inventory.hiddenGear, ...(p.claim?.markers ?? []));
  return all;
}

/** Markers: ids are unique and below `nextMarker`; no identity is out more often than the set holds it. */
export function identityFaults(state: LostValleyState): string[] {
  const set = componentsForPlayerCount(componentsOf(state), state.players);
  const faults: string[] = [];
  const ids = new Set<number>();
  const out = new Map<string, number>();
  for (const m of everyMarker(state)) {
    if (ids.has(m.id)) faults.push(`marker ${m.id} is in two places`);
    if (m.id >= state.g.nextMarker) faults.push(`marker ${m.id} has an id not yet given out`);
    ids.add(m.id);
    if (m.identity !== null) out.set(`${m.pool}/${m.identity}`, (out.get(`${m.pool}/${m.identity}`) ?? 0) + 1);
  }
  for (const [key, n] of out) {
    const [pool, identity] = key.split('/') as [keyof typeof set.markers, string];
    const total = set.markers[pool].filter((k) => k.id === identity).reduce((sum, k) => sum + k.count, 0);
    if (n > total) faults.push(`${key} is out ${n} times, the set holds ${total}`);
  }
  return faults;
}

/** A seat's view names no identity of a face-down marker the seat has not seen. */
export function viewLeaks(state: LostValleyState, seat: number, seen: unknown): string[] {
  const secret = new Map<number, string>();
  for (const m of everyMarker(state)) if (m.identity !== null && !m.faceUp && !m.seenBy.includes(seat)) secret.set(m.id, m.identity);
  const faults: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record['id'] === 'number' && 'pool' in record && record['identity'] !== null && secret.has(record['id'])) faults.push(`seat ${seat} sees marker ${record['id']}`);
      Object.values(record).forEach(visit);
    }
  };
  visit(seen);
  return faults;
}

import type { RuleError } from '../../../core/errors.js';
import { catalogOf } from '../board/tile-catalog.js';
import { MarkerPoolSchema, type LostValleyComponents, type MarkerPool } from '../data/index.js';
import { identityTotals, type MarkerPlace } from '../kernel/marker-places.js';
import type { LostValleyGameState, MarkerSlot } from '../schemas/game-schemas.js';
import { saveFault, setInPlay, type SavePath } from './invariants-fault.js';

type G = LostValleyGameState;

/*
 * The markers of a save (LV-MARK-1, LV-MARK-2, DESIGN.md "Chance is a node"): each has one id
 * and lies in one place; the places and the face-down supply add up to each pool of the set in
 * play; an identity belongs to its marker's pool and comes out no more often than the set holds
 * it; a marker with an identity has been seen, and one in a bag or held as gear is known to its
 * owner; each place holds only the markers it can hold.
 */

interface Visit {
  readonly slot: MarkerSlot;
  readonly place: MarkerPlace;
  readonly path: SavePath;
}

/** Every marker with its place and its path in `g`, in the order of `forEachMarker`. */
function everyMarker(g: G): Visit[] {
  const all: Visit[] = [];
  g.board.tiles.forEach((tile, i) => tile.markers.forEach((slot, k) => all.push({ slot, place: { kind: 'tile', tile: i }, path: ['board', 'tiles', i, 'markers', k] })));
  g.tradingPostMarkers.forEach((slot, k) => all.push({ slot, place: { kind: 'post' }, path: ['tradingPostMarkers', k] }));
  g.prospectors.forEach((p, i) => {
    const at: SavePath = ['prospectors', i];
    p.inventory.goldBag.forEach((slot, k) => all.push({ slot, place: { kind: 'bag', prospector: i }, path: [...at, 'inventory', 'goldBag', k] }));
    p.inventory.hiddenGear.forEach((slot, k) => all.push({ slot, place: { kind: 'hidden-gear', prospector: i }, path: [...at, 'inventory', 'hiddenGear', k] }));
    p.claim?.markers.forEach((slot, k) => all.push({ slot, place: { kind: 'claim', prospector: i }, path: [...at, 'claim', 'markers', k] }));
  });
  g.spent.forEach((slot, k) => all.push({ slot, place: { kind: 'spent' }, path: ['spent', k] }));
  return all;
}

/**
 * The first fault of the markers, or `null`.
 *
 * @example
 * markerFault(g, set, players); // null for a state the engine made
 */
export function markerFault(g: G, set: LostValleyComponents, players: number): RuleError | null {
  const all = everyMarker(g);
  return idsFault(g, all) ?? countsFault(g, all, set, players) ?? all.reduce<RuleError | null>((found, visit) => found ?? slotFault(g, visit, set, players), null) ?? tilesFault(g, set) ?? quarryFault(g, all);
}

function idsFault(g: G, all: readonly Visit[]): RuleError | null {
  const seen = new Set<number>();
  for (const { slot, path } of all) {
    if (seen.has(slot.id)) return saveFault('marker-id-unique', `Two markers have the id ${slot.id}.`, [...path, 'id']);
    seen.add(slot.id);
    if (slot.id >= g.nextMarker) return saveFault('marker-id-range', `Marker ${slot.id} has an id not yet given out (the next is ${g.nextMarker}).`, [...path, 'id']);
  }
  // Markers are numbered as they come into play and never leave it: ids 0 … nextMarker − 1.
  if (seen.size !== g.nextMarker) return saveFault('marker-id-range', `${g.nextMarker} markers came into play but ${seen.size} are in the game.`, ['nextMarker']);
  return null;
}

function countsFault(g: G, all: readonly Visit[], set: LostValleyComponents, players: number): RuleError | null {
  const inPlay = setInPlay(set, players);
  const out: Record<MarkerPool, number> = { 'river-gold': 0, 'mountain-gold': 0, animal: 0, event: 0, clue: 0 };
  const identities = new Map<string, number>();
  for (const { slot } of all) {
    out[slot.pool] += 1;
    if (slot.identity !== null) identities.set(`${slot.pool}\u0000${slot.identity}`, (identities.get(`${slot.pool}\u0000${slot.identity}`) ?? 0) + 1);
  }
  for (const pool of MarkerPoolSchema.options) {
    const total = inPlay.markers[pool].reduce((sum, kind) => sum + kind.count, 0);
    const have = out[pool] + g.markerSupply[pool];
    if (have !== total) return saveFault('marker-count', `The ${pool} markers in the game and in the supply number ${have}; the set in play has ${total}.`, ['markerSupply', pool], 'LV-SETUP-5');
  }
  for (const { slot, path } of all) {
    if (slot.identity === null) continue;
    const total = identityTotals(set, players, slot.pool).get(slot.identity);
    if (total === undefined) return saveFault('marker-identity-pool', `A ${slot.pool} marker cannot be ${slot.identity}: the pool has no such marker.`, [...path, 'identity'], 'LV-MARK-2');
    const n = identities.get(`${slot.pool}\u0000${slot.identity}`) ?? 0;
    if (n > total) return saveFault('marker-identity-count', `${n} ${slot.pool} markers are ${slot.identity}; the set in play holds ${total}.`, [...path, 'identity'], 'LV-MARK-2');
  }
  return null;
}

/** Pools a gold bag holds (LV-INV-4): gold, clues, furs (face up) and the first edition's gold events. */
const BAG_POOLS: ReadonlySet<MarkerPool> = new Set(['river-gold', 'mountain-gold', 'clue', 'animal', 'event']);

function slotFault(g: G, { slot, place, path }: Visit, set: LostValleyComponents, players: number): RuleError | null {
  // Seen markers have an identity; face-down identities are drawn only when first seen (LV-MARK-2).
  if ((slot.faceUp || slot.seenBy.length > 0) !== (slot.identity !== null)) {
    return saveFault('marker-seen', slot.identity === null ? 'A marker is face up or seen but has no identity.' : 'A marker has an identity that nobody has seen.', [...path, 'identity'], 'LV-MARK-2');
  }
  for (const [k, seat] of slot.seenBy.entries()) {
    if (seat >= players || (k > 0 && seat <= slot.seenBy[k - 1]!)) return saveFault('marker-seen', 'A marker’s `seenBy` lists a seat not at the table, or not in ascending order once each.', [...path, 'seenBy', k]);
  }
  const events = setInPlay(set, players).markers.event;
  const gear = slot.pool === 'event' && slot.identity !== null ? events.find((kind) => kind.id === slot.identity) : undefined;
  switch (place.kind) {
    case 'post':
      // A clue is bought face down and first seen by its buyer (LV-TRADE-2): nobody has seen those left.
      if (slot.pool !== 'clue' || slot.identity !== null) return saveFault('marker-place', 'Only face-down clues nobody has seen lie on the start tile’s trading post.', [...path, 'pool'], 'LV-SETUP-4');
      break;
    case 'tile':
      // Only a missed animal stays face up where it lies (LV-HUNT-5).
      if (slot.faceUp && slot.pool !== 'animal') return saveFault('marker-place', `A face-up ${slot.pool} marker lies on a tile; only a missed animal stays face up there.`, [...path, 'faceUp'], 'LV-HUNT-5');
      break;
    case 'bag':
    case 'hidden-gear': {
      const owner = g.prospectors[place.prospector]!;
      // A marker the Miner or a treasure put into the bag waits there for its reveal to the owner.
      const revealing = g.tasks.some((task) => task.task === 'reveal' && task.marker === slot.id && task.to.includes(owner.seat));
      if (!slot.faceUp && !slot.seenBy.includes(owner.seat) && !revealing) return saveFault('marker-owner-knows', 'A marker in a prospector’s inventory is unknown to its seat.', [...path, 'seenBy'], 'LV-HIDDEN-1');
      if (place.kind === 'bag') {
        // Furs lie face up (LV-HUNT-3); gear from events is gear, not gold (LV-EVENT-4).
        if (!BAG_POOLS.has(slot.pool) || (slot.pool === 'animal' && !slot.faceUp) || (slot.pool === 'event' && gear?.item !== undefined)) {
          return saveFault('marker-place', `A ${slot.pool} marker${gear?.item === undefined ? '' : ` (${gear.item})`} cannot lie in the gold bag${slot.pool === 'animal' ? ' face down' : ''}.`, [...path, 'pool'], 'LV-INV-4');
        }
      } else if (slot.pool !== 'event' || gear?.category !== 'one-time-gear' || slot.faceUp) {
        return saveFault('marker-place', 'Only face-down one-time gear from events is held as a marker beside the gear.', [...path, 'pool'], 'LV-EVENT-4');
      }
      break;
    }
    case 'spent':
      if (!slot.faceUp) return saveFault('marker-place', 'A marker out of the game lies face up.', [...path, 'faceUp']);
      break;
    case 'claim':
      break;
  }
  // A river-gold marker keeps the bank it was laid on (LV-MARK-3: "on the side of the river with the symbol") wherever it goes.
  const tile = place.kind === 'tile' ? g.board.tiles[place.tile]! : null;
  const onRiver = tile?.kind === 'river' && slot.pool === 'river-gold';
  if (slot.bank !== null || onRiver) {
    const { lattice } = catalogOf(set);
    const corners = tile === null ? null : tile.faces.flatMap((f) => [0, 1, 2].map((k) => lattice.faceCorners[3 * f + k]!));
    const fits = slot.bank !== null && slot.pool === 'river-gold' && (corners === null ? slot.bank < lattice.nodeCount : onRiver && corners.includes(slot.bank));
    if (!fits) return saveFault('marker-bank', 'River gold on a river tile lies on a bank, one of that tile’s corners; no other marker has a bank.', [...path, 'bank'], 'LV-MARK-3');
  }
  return null;
}

/** How many markers of each pool a tile's symbols call for (LV-MARK-1), once per tile id. */
function symbolCounts(set: LostValleyComponents, id: string): ReadonlyMap<string, number> {
  let bySet = symbolCache.get(set);
  if (!bySet) symbolCache.set(set, (bySet = new Map()));
  let counts = bySet.get(id);
  if (!counts) {
    const { diamonds, triangles } = catalogOf(set);
    const tile = diamonds.get(id) ?? triangles.get(id) ?? (set.spring.id === id ? set.spring : undefined);
    const map = new Map<string, number>();
    for (const symbol of tile?.symbols ?? []) map.set(symbol.kind, (map.get(symbol.kind) ?? 0) + symbol.count);
    bySet.set(id, (counts = map));
  }
  return counts;
}

const symbolCache = new WeakMap<LostValleyComponents, Map<string, ReadonlyMap<string, number>>>();

function tilesFault(g: G, set: LostValleyComponents): RuleError | null {
  const { triangles } = catalogOf(set);
  for (const [i, tile] of g.board.tiles.entries()) {
    if (tile.markers.length === 0) continue;
    const wanted = symbolCounts(set, tile.tile);
    const path: SavePath = ['board', 'tiles', i, 'markers'];
    // LV-TRADE-BLACK-MARKET-1: the Black Market holds what it was laid with; a swap lays one more before one is taken.
    if (tile.kind === 'triangle' && triangles.get(tile.tile)?.name === 'black-market') {
      let laid = 0;
      for (const n of wanted.values()) laid += n;
      if (tile.markers.length > laid + 1) return saveFault('tile-marker-count', `The Black Market holds ${tile.markers.length} markers; it is laid with ${laid}.`, path, 'LV-TRADE-BLACK-MARKET-1');
      continue;
    }
    const have = new Map<string, number>();
    for (const [k, slot] of tile.markers.entries()) {
      const n = (have.get(slot.pool) ?? 0) + 1;
      have.set(slot.pool, n);
      if (n > (wanted.get(slot.pool) ?? 0)) return saveFault('tile-marker-count', `Tile ${tile.tile} holds more ${slot.pool} markers than its symbols call for.`, [...path, k], 'LV-MARK-1');
    }
  }
  return null;
}

function quarryFault(g: G, all: readonly Visit[]): RuleError | null {
  for (const [i, p] of g.prospectors.entries()) {
    if (p.quarry === null) continue;
    // LV-HUNT-5: the missed animal; it may since have been taken by another hunter, but it is an animal.
    const found = all.find((visit) => visit.slot.id === p.quarry);
    if (found?.slot.pool !== 'animal') return saveFault('quarry', 'A prospector is bound to a quarry that is no animal marker.', ['prospectors', i, 'quarry'], 'LV-HUNT-5');
  }
  return null;
}

import { TRADING_POST, MarkerPoolSchema, SkillIdSchema, type MarkerSlot, type Prospector, type LostValleyComponents } from '../games/lost-valley/api.js';
import { FeatureWriter } from './feature-writer.js';
import { valleyDims, type ValleyDims } from './valley-dims.js';

/*
 * The parts of Lost Valley's observation that come from one record each (a laid tile, a
 * prospector), written once per record object and then copied: states share the records that did
 * not change (structural sharing), so most of them are the same objects from step to step. The
 * features written are exactly those of the layout in docs/encodings.md.
 *
 * Two readers share them: a seat's view (its markers already masked: a hidden identity is null),
 * and the state itself read for one seat (`knower`), which masks as the view does (LV-HIDDEN-1,
 * LV-TEAM-22: a marker's identity counts if it lies face up or the seat has seen it). A record
 * whose features differ by seat (it holds a face-down marker someone knows) is cached per seat.
 */

const POOLS = MarkerPoolSchema.options;
const SKILLS = SkillIdSchema.options;
const TILE_KINDS = ['land', 'river', 'triangle', 'spring'] as const;

/** A laid tile as the view shows it. */
type PlacedTile = LostValleyViewTile;
type LostValleyViewTile = {
  readonly kind: string;
  readonly tile: string;
  readonly faces: readonly number[];
  readonly way?: number;
  readonly markers: readonly MarkerSlot[];
  readonly contents: readonly { readonly count: number }[];
};

/**
 * What the writers of one component set share: its sizes, the tile and marker-kind names in
 * layout order, the point of each lattice node, the widths of a tile's and a prospector's
 * features, and the caches of record features.
 *
 * @example
 * const parts = valleyParts(set); parts.tileWidth; // the features of one laid tile
 * @internal
 */
export interface ValleyParts {
  readonly dims: ValleyDims;
  readonly tileNames: ReadonlyMap<string, number>;
  readonly tileNameCount: number;
  readonly kinds: readonly string[];
  readonly kindIndex: ReadonlyMap<string, number>;
  readonly itemIndex: ReadonlyMap<string, number>;
  /** x then y of each lattice node (the trading post apart). */
  readonly nodeXY: Float64Array;
  readonly tileWidth: number;
  /** Where a tile's wet flag and its river/spring pair sit in its features. */
  readonly wetAt: number;
  readonly waterAt: number;
  /** A prospector's features before its seat's one-hot. */
  readonly prospectorWidth: number;
  readonly tiles: WeakMap<object, Float32Array>;
  readonly prospectors: WeakMap<object, Float32Array>;
  /** The same features read from the state for a seat: one array, or one per seat when they differ by seat. */
  readonly stateTiles: WeakMap<object, SeatFeatures>;
  readonly stateProspectors: WeakMap<object, SeatFeatures>;
}

/** A record's features: the same for every seat, or one array per seat (filled as seats ask). */
type SeatFeatures = Float32Array | (Float32Array | undefined)[];

/**
 * Who reads the markers: `null` for a view (identities it hides are null already), or the seat
 * whose knowledge masks the state's markers.
 *
 * @internal
 */
export type Knower = number | null;

const partsCache = new WeakMap<LostValleyComponents, ValleyParts>();

/**
 * The shared parts of a component set (cached per set object).
 *
 * @example
 * valleyParts(set).kinds; // marker kinds in layout order
 * @internal
 */
export function valleyParts(set: LostValleyComponents): ValleyParts {
  let parts = partsCache.get(set);
  if (parts) return parts;
  const dims = valleyDims(set);
  const kindSet = new Set<string>();
  for (const pool of POOLS) for (const kind of set.markers[pool]) kindSet.add(kind.id);
  const kinds = [...kindSet];
  const tileIds = [...set.landDiamonds, ...set.riverDiamonds, ...set.triangles, set.spring].map((tile) => tile.id);
  const tileNames = new Map<string, number>();
  // indexOf's answer: the first tile of a name.
  tileIds.forEach((id, at) => tileNames.has(id) || tileNames.set(id, at));
  const lattice = dims.lattice;
  const nodeXY = new Float64Array(2 * lattice.nodeCount);
  for (let node = 0; node < lattice.nodeCount; node++) {
    const x = lattice.nodeX[node]!;
    const y = lattice.nodeY[node]!;
    nodeXY[2 * node] = x + y / 2;
    nodeXY[2 * node + 1] = (y * Math.sqrt(3)) / 2;
  }
  const markerWidth = POOLS.length + kinds.length;
  const tileWidth = 1 + TILE_KINDS.length + tileIds.length + 3 + 1 + markerWidth + 1 + 2;
  const itemIndex = new Map<string, number>();
  dims.items.forEach((item, at) => itemIndex.has(item) || itemIndex.set(item, at));
  parts = {
    dims,
    tileNames,
    tileNameCount: tileIds.length,
    kinds,
    kindIndex: new Map(kinds.map((kind, at) => [kind, at])),
    itemIndex,
    nodeXY,
    tileWidth,
    wetAt: 1 + TILE_KINDS.length + tileIds.length + 3,
    waterAt: tileWidth - 2,
    prospectorWidth: 4 + dims.items.length + 1 + 2 * markerWidth + 2 + SKILLS.length + 3,
    tiles: new WeakMap(),
    prospectors: new WeakMap(),
    stateTiles: new WeakMap(),
    stateProspectors: new WeakMap(),
  };
  partsCache.set(set, parts);
  return parts;
}

/**
 * A lattice node's point in the plane (the trading post sits below the board).
 *
 * @example
 * const [x, y] = nodePoint(parts, node);
 * @internal
 */
export function nodePoint(parts: ValleyParts, node: number): [number, number] {
  if (node === TRADING_POST) return [0.5, -1];
  return [parts.nodeXY[2 * node]!, parts.nodeXY[2 * node + 1]!];
}

/**
 * A lattice face's centre: the mean of its three corners.
 *
 * @example
 * const [x, y] = facePoint(parts, face);
 * @internal
 */
export function facePoint(parts: ValleyParts, face: number): [number, number] {
  const corners = parts.dims.lattice.faceCorners;
  let sx = 0;
  let sy = 0;
  for (let k = 0; k < 3; k++) {
    const [x, y] = nodePoint(parts, corners[3 * face + k]!);
    sx += x / 3;
    sy += y / 3;
  }
  return [sx, sy];
}

// Whether the reader does not know a marker's identity: as `lostValleyView` masks it (LV-HIDDEN-1, LV-TEAM-22).
function unknownTo(slot: MarkerSlot, knower: Knower): boolean {
  return slot.identity === null || (knower !== null && !slot.faceUp && !slot.seenBy.includes(knower));
}

// Whether some marker of a list is known to some seats and not to others.
function secretIn(markers: readonly MarkerSlot[]): boolean {
  for (const slot of markers) if (slot.identity !== null && !slot.faceUp) return true;
  return false;
}

/**
 * Per pool: markers whose identity the reader does not know; per kind: markers it knows.
 *
 * @example
 * writeMarkers(out, g.spent, parts, null); // a view's markers
 * @internal
 */
export function writeMarkers(out: FeatureWriter, markers: readonly MarkerSlot[], parts: ValleyParts, knower: Knower): void {
  const start = out.at;
  out.zeros(POOLS.length + parts.kinds.length);
  if (!out.data) return;
  for (const slot of markers) {
    if (unknownTo(slot, knower)) {
      const pool = POOLS.indexOf(slot.pool);
      if (pool >= 0) out.data[start + pool]! += 1;
    } else {
      const kind = parts.kindIndex.get(slot.identity!);
      if (kind !== undefined) out.data[start + POOLS.length + kind]! += 1;
    }
  }
}

function tileFeatures(placed: PlacedTile, parts: ValleyParts, knower: Knower): Float32Array {
  const out = new FeatureWriter(new Float32Array(parts.tileWidth));
  out.flag(true);
  out.oneHot(TILE_KINDS.indexOf(placed.kind as (typeof TILE_KINDS)[number]), TILE_KINDS.length);
  out.oneHot(parts.tileNames.get(placed.tile) ?? -1, parts.tileNameCount);
  let x = 0;
  let y = 0;
  for (const face of placed.faces) {
    const [fx, fy] = facePoint(parts, face);
    x += fx / placed.faces.length;
    y += fy / placed.faces.length;
  }
  const radius = parts.dims.lattice.radius;
  out.value(x / radius);
  out.value(y / radius);
  out.value(placed.way ?? 0);
  out.flag(false); // wet: the board's, written per observation
  writeMarkers(out, placed.markers, parts, knower);
  let contents = 0;
  for (const c of placed.contents) contents += c.count;
  out.value(contents);
  out.zeros(2); // river or spring: the board's, written per observation
  return out.data!;
}

/**
 * One tile slot of the observation: zeros when no tile is laid there, else the tile's own
 * features (cached per tile object) with the board's wet flag and river/spring pair.
 *
 * @example
 * writeTile(out, g.board.tiles[t], wet.has(t), inRiver ? 0 : isSpring ? 1 : -1, parts);
 * @internal
 */
export function writeTile(out: FeatureWriter, placed: PlacedTile | undefined, wet: boolean, water: number, parts: ValleyParts): void {
  if (!placed) {
    out.zeros(parts.tileWidth);
    return;
  }
  let features = parts.tiles.get(placed);
  if (!features) parts.tiles.set(placed, (features = tileFeatures(placed, parts, null)));
  const start = out.at;
  out.copy(features);
  if (!out.data) return;
  if (wet) out.data[start + parts.wetAt] = 1;
  if (water >= 0) out.data[start + parts.waterAt + water] = 1;
}

function prospectorFeatures(p: Prospector, parts: ValleyParts, knower: Knower): Float32Array {
  const out = new FeatureWriter(new Float32Array(parts.prospectorWidth));
  const radius = parts.dims.lattice.radius;
  out.flag(true);
  const [x, y] = nodePoint(parts, p.node);
  out.value(x / radius);
  out.value(y / radius);
  out.flag(p.node === TRADING_POST);
  const inv = p.inventory;
  const itemsAt = out.at;
  out.zeros(parts.dims.items.length);
  for (const list of [inv.backpack, inv.cart ?? [], inv.gear]) {
    for (const stack of list) {
      const at = parts.itemIndex.get(stack.item);
      if (at !== undefined) out.data![itemsAt + at]! += stack.count;
    }
  }
  out.flag(inv.cart != null);
  writeMarkers(out, inv.goldBag, parts, knower);
  writeMarkers(out, inv.hiddenGear, parts, knower);
  out.value(inv.xp);
  out.flag(inv.missMarker);
  for (const skill of SKILLS) out.flag(inv.skills.includes(skill));
  out.flag(p.claim != null);
  let claimed = 0;
  if (p.claim) {
    for (const stack of p.claim.items) claimed += stack.count;
    claimed += p.claim.markers.length;
  }
  out.value(claimed);
  out.flag(p.quarry != null);
  return out.data!;
}

/**
 * One prospector slot: zeros for none, else its features (cached per prospector object) and its
 * seat from the observer as a one-hot of `players`.
 *
 * @example
 * writeProspector(out, p, relativeSeat(p.seat, observer, players), players, parts);
 * @internal
 */
export function writeProspector(out: FeatureWriter, p: Prospector | undefined, seatFromObserver: number, players: number, parts: ValleyParts): void {
  if (!p) {
    out.zeros(parts.prospectorWidth + players);
    return;
  }
  let features = parts.prospectors.get(p);
  if (!features) parts.prospectors.set(p, (features = prospectorFeatures(p, parts, null)));
  out.copy(features);
  out.oneHot(seatFromObserver, players);
}

// A record's features for a seat from a per-record cache: built once if no marker of it differs
// by seat, else once per seat.
function seatFeatures<R extends object>(cache: WeakMap<object, SeatFeatures>, record: R, seat: number, bySeat: (record: R) => boolean, build: (record: R, knower: Knower) => Float32Array): Float32Array {
  let cached = cache.get(record);
  if (cached === undefined) {
    if (!bySeat(record)) {
      const features = build(record, seat);
      cache.set(record, features);
      return features;
    }
    cache.set(record, (cached = []));
  }
  if (cached instanceof Float32Array) return cached;
  return (cached[seat] ??= build(record, seat));
}

const tileBySeat = (placed: PlacedTile): boolean => secretIn(placed.markers);
const prospectorBySeat = (p: Prospector): boolean => secretIn(p.inventory.goldBag) || secretIn(p.inventory.hiddenGear);

/**
 * A laid tile's own features as `seat` knows them, read from the state (cached per tile object,
 * per seat where they differ): what {@link writeTile} copies for that seat's view of it, without
 * its wet flag and river/spring pair.
 *
 * @example
 * out.copy(stateTileFeatures(g.board.tiles[t]!, seat, parts));
 * @internal
 */
export function stateTileFeatures(placed: PlacedTile, seat: number, parts: ValleyParts): Float32Array {
  return seatFeatures(parts.stateTiles, placed, seat, tileBySeat, (tile, knower) => tileFeatures(tile, parts, knower));
}

/**
 * One prospector slot read from the state for `seat`: what {@link writeProspector} writes for that
 * seat's view of it (features cached per prospector object, per seat where they differ).
 *
 * @example
 * writeStateProspector(out, p, seat, relativeSeat(p.seat, seat, players), players, parts);
 * @internal
 */
export function writeStateProspector(out: FeatureWriter, p: Prospector | undefined, seat: number, seatFromObserver: number, players: number, parts: ValleyParts): void {
  if (!p) {
    out.zeros(parts.prospectorWidth + players);
    return;
  }
  out.copy(seatFeatures(parts.stateProspectors, p, seat, prospectorBySeat, (record, knower) => prospectorFeatures(record, parts, knower)));
  out.oneHot(seatFromObserver, players);
}

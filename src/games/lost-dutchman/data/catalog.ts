import type { ChallengeKind, DutchmanData, EventKind, HunterKind, ItemKind, MapSpot } from './data-schema.js';

/**
 * The eight kinds of land tile (LD-TILE-1).
 *
 * @example
 * const kind: LandTileKind = 'crevice';
 */
export type LandTileKind = 'treasure' | 'creature' | 'disaster' | 'item' | 'hunter' | 'bandit' | 'crevice' | 'water-level-drop';

/**
 * One kind of land tile as the rules read it: its id (the chance outcome that identifies a
 * revealed tile), its kind, how many are in the game, and the component it stands for.
 *
 * @example
 * catalogOf(data).tiles[0]; // { id: 'treasure-1', kind: 'treasure', count: 10, value: 1, ... }
 */
export interface LandTileType {
  readonly id: string;
  readonly kind: LandTileKind;
  readonly count: number;
  /** A treasure tile's value; 0 for other kinds. */
  readonly value: number;
  readonly challenge: ChallengeKind | null;
  readonly item: ItemKind | null;
  readonly hunter: HunterKind | null;
}

/**
 * Tables computed once per component set: the land tile types in a fixed order (the pool of
 * unseen tiles counts them in this order), lookups by id, and the treasure map's graph.
 *
 * @example
 * const catalog = catalogOf(componentsOf(state));
 */
export interface DutchmanCatalog {
  readonly tiles: readonly LandTileType[];
  readonly tileIndex: ReadonlyMap<string, number>;
  /** The tile ids in catalog order. */
  readonly tileIds: readonly string[];
  readonly initialPool: readonly number[];
  readonly totalTiles: number;
  readonly items: ReadonlyMap<string, ItemKind>;
  readonly hunters: ReadonlyMap<string, HunterKind>;
  readonly events: readonly EventKind[];
  readonly eventIndex: ReadonlyMap<string, number>;
  readonly tokenIndex: ReadonlyMap<string, number>;
  readonly spots: readonly MapSpot[];
  readonly spotIndex: ReadonlyMap<string, number>;
  /** For each position (`camp` or a spot id), the spots whose token lies ahead of it. */
  readonly ahead: ReadonlyMap<string, readonly number[]>;
  readonly finalSpot: number;
  /** Every tile id of a creature kind, for the growing treasure (LD-TILE-CREATURE-1). */
  readonly creatureIds: ReadonlySet<string>;
}

const cache = new WeakMap<DutchmanData, DutchmanCatalog>();
let lastData: DutchmanData | null = null;
let lastCatalog: DutchmanCatalog | null = null;

/**
 * The catalog of a component set, computed once per data object (the last one is answered
 * first: nearly every call in a game is about the same data).
 *
 * @example
 * catalogOf(referenceSet).tiles.length; // 22 tile types
 */
export function catalogOf(data: DutchmanData): DutchmanCatalog {
  if (data === lastData && lastCatalog) return lastCatalog;
  let catalog = cache.get(data);
  if (!catalog) {
    catalog = buildCatalog(data);
    cache.set(data, catalog);
  }
  lastData = data;
  lastCatalog = catalog;
  return catalog;
}

function plain(id: string, kind: LandTileKind, count: number): LandTileType {
  return { id, kind, count, value: 0, challenge: null, item: null, hunter: null };
}

/**
 * The land tile types of a component set, in catalog order.
 *
 * @example
 * landTileTypes(referenceSet).map((t) => t.id);
 */
export function landTileTypes(data: DutchmanData): LandTileType[] {
  return [
    ...data.treasures.map((t) => ({ ...plain(`treasure-${t.value}`, 'treasure', t.count), value: t.value })),
    ...data.creatures.map((c) => ({ ...plain(c.id, 'creature', c.count), challenge: c })),
    ...data.disasters.map((c) => ({ ...plain(c.id, 'disaster', c.count), challenge: c })),
    ...data.items.map((item) => ({ ...plain(item.id, 'item', item.count), item })),
    ...data.hunters.map((hunter) => ({ ...plain(hunter.id, 'hunter', hunter.count), hunter })),
    plain('bandit', 'bandit', data.bandits),
    plain('crevice', 'crevice', data.crevices),
    plain('water-level-drop', 'water-level-drop', data.waterLevelDrops),
  ];
}

function buildCatalog(data: DutchmanData): DutchmanCatalog {
  const tiles = landTileTypes(data);
  const spots = data.treasureMap;
  const ahead = new Map<string, number[]>([['camp', []]]);
  for (const spot of spots) ahead.set(spot.id, []);
  spots.forEach((spot, index) => {
    for (const before of spot.after) ahead.get(before)?.push(index);
  });
  return {
    tiles,
    tileIndex: new Map(tiles.map((tile, index) => [tile.id, index])),
    tileIds: tiles.map((tile) => tile.id),
    initialPool: tiles.map((tile) => tile.count),
    totalTiles: tiles.reduce((sum, tile) => sum + tile.count, 0),
    items: new Map(data.items.map((item) => [item.id, item])),
    hunters: new Map(data.hunters.map((hunter) => [hunter.id, hunter])),
    events: data.events,
    eventIndex: new Map(data.events.map((event, index) => [event.id, index])),
    tokenIndex: new Map(data.challengeTokens.map((token, index) => [token.id, index])),
    spots,
    spotIndex: new Map(spots.map((spot, index) => [spot.id, index])),
    ahead,
    finalSpot: spots.findIndex((spot) => spot.final),
    creatureIds: new Set(data.creatures.map((c) => c.id)),
  };
}

import type { DiamondTile, LostValleyComponents, TriangleTile } from '../data/index.js';
import { latticeOfRadius, type Lattice } from './lattice.js';

/**
 * What the rules look up in a component set, computed once per set object: each tile by id and
 * the lattice big enough for every tile of the set.
 *
 * @example
 * catalogOf(set).diamonds.get('L01')?.terrain;
 */
export interface TileCatalog {
  readonly diamonds: ReadonlyMap<string, DiamondTile>;
  readonly triangles: ReadonlyMap<string, TriangleTile>;
  /** The ids of the tiles (diamonds and triangles) that show a fish symbol (LV-FISH-1), asked at every fishing menu. */
  readonly fishSymbols: ReadonlySet<string>;
  readonly lattice: Lattice;
}

/**
 * The radius of lattice that no exploration can outgrow: every tile touches an intersection of
 * the explored land, a diamond reaches two edges from it and a triangle one (LV-GEO-1).
 *
 * @example
 * latticeRadiusFor(secondEditionComponents); // 2 * 50 + 13 + 4
 */
export function latticeRadiusFor(set: LostValleyComponents): number {
  return 2 * (set.landDiamonds.length + set.riverDiamonds.length) + set.triangles.length + 1 + 4;
}

const catalogs = new WeakMap<LostValleyComponents, TileCatalog>();
let lastSet: LostValleyComponents | null = null;
let lastCatalog: TileCatalog | null = null;

/**
 * The catalog of a component set (cached per set object).
 *
 * @example
 * catalogOf(componentsOf(state)).lattice.radius;
 */
export function catalogOf(set: LostValleyComponents): TileCatalog {
  if (set === lastSet && lastCatalog) return lastCatalog;
  let catalog = catalogs.get(set);
  if (!catalog) {
    const diamonds = new Map<string, DiamondTile>();
    for (const tile of set.landDiamonds) diamonds.set(tile.id, tile);
    for (const tile of set.riverDiamonds) diamonds.set(tile.id, tile);
    const triangles = new Map<string, TriangleTile>();
    for (const tile of set.triangles) triangles.set(tile.id, tile);
    triangles.set(set.spring.id, set.spring);
    const fishSymbols = new Set<string>();
    for (const tile of [...diamonds.values(), ...triangles.values()]) if (tile.symbols.some((symbol) => symbol.kind === 'fish')) fishSymbols.add(tile.id);
    catalog = { diamonds, triangles, fishSymbols, lattice: latticeOfRadius(latticeRadiusFor(set)) };
    catalogs.set(set, catalog);
  }
  lastSet = set;
  lastCatalog = catalog;
  return catalog;
}

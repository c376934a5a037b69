import { TRADING_POST } from '../board/lattice.js';
import { indexOf, type RuleContext } from './rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { sortNumbers } from '../../../core/sort-in-place.js';

type G = LostValleyGameState;

/*
 * "Adjacent" (reading): a tile whose corner is the prospector's intersection; an edge that has
 * it as an end. Partners (team variant) use their own reading.
 */

/**
 * The tiles adjacent to an intersection: every tile one of whose faces has it as a corner, in
 * `board.tiles` order (the trading post on the start tile touches none). The list is shared:
 * remembered per board layout, never to be changed by the caller.
 *
 * @example
 * tilesAt(ctx, g, prospector.node); // [0, 3, 4]
 * @internal
 */
export function tilesAt(ctx: RuleContext, g: G, node: number): readonly number[] {
  if (node === TRADING_POST) return NO_TILES;
  const index = indexOf(ctx, g.board);
  // The answer depends on the layout only: remembered per layout (one `faceTile` map per layout).
  let byNode = index.faceTile === lastLayout ? lastByNode : tilesAtCache.get(index.faceTile);
  if (!byNode) {
    byNode = [];
    tilesAtCache.set(index.faceTile, byNode);
  }
  lastLayout = index.faceTile;
  lastByNode = byNode;
  const known = byNode[node];
  if (known) return known;
  const faces = index.lattice.nodeFaces;
  const found: number[] = [];
  for (let k = 0; k < 6; k++) {
    const tile = index.faceTile.get(faces[6 * node + k]!);
    if (tile !== undefined && tile >= 0 && !found.includes(tile)) found.push(tile);
  }
  byNode[node] = sortNumbers(found);
  return found;
}

const NO_TILES: readonly number[] = [];
const tilesAtCache = new WeakMap<ReadonlyMap<number, number>, (readonly number[] | undefined)[]>();
let lastLayout: ReadonlyMap<number, number> | null = null;
let lastByNode: (readonly number[] | undefined)[] | undefined;

/**
 * The lattice edges adjacent to an intersection (those that have it as an end), ascending.
 *
 * @example
 * edgesAt(ctx, prospector.node);
 * @internal
 */
export function edgesAt(ctx: RuleContext, node: number): number[] {
  if (node === TRADING_POST) return [];
  const edges = ctx.catalog.lattice.nodeEdges;
  const found: number[] = [];
  for (let k = 0; k < 6; k++) if (edges[6 * node + k]! >= 0) found.push(edges[6 * node + k]!);
  return sortNumbers(found);
}

/**
 * The terrain of a placed tile: a land diamond's or triangle's terrain, `river` for a river
 * diamond, and the spring's own terrain.
 *
 * @example
 * terrainOf(ctx, g.board.tiles[0]!); // 'forest'
 * @internal
 */
export function terrainOf(ctx: RuleContext, tile: G['board']['tiles'][number]): string {
  if (tile.kind === 'river') return 'river';
  if (tile.kind === 'land') return ctx.catalog.diamonds.get(tile.tile)?.terrain ?? 'wasteland';
  return ctx.catalog.triangles.get(tile.tile)?.terrain ?? 'wasteland';
}

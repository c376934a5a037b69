import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import type { BoardState, LostValleyGameState, PlacedTile } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/**
 * What water needs of the rule context: the tile catalog only (the renderer passes its own).
 *
 * @example
 * const ctx: WaterContext = { catalog: catalogOf(componentsOf(state)) };
 * @internal
 */
export type WaterContext = Pick<RuleContext, 'catalog'>;

/**
 * Whether a tile holds water of its own (LV-WATER-1): a river diamond, a lake, the spring, or a
 * triangle the data marks as water (Fishing Hole, Oasis: its three river gold are dug without a
 * flume, LV-GOLD-OASIS-1).
 *
 * @example
 * naturalWater(ctx, g.board.tiles[0]!);
 * @internal
 */
export function naturalWater(ctx: WaterContext, tile: PlacedTile): boolean {
  if (tile.kind === 'river' || tile.kind === 'spring') return true;
  if (tile.kind === 'land') return ctx.catalog.diamonds.get(tile.tile)?.terrain === 'lake';
  const triangle = ctx.catalog.triangles.get(tile.tile);
  return triangle?.water === true || triangle?.terrain === 'lake';
}

const wetCache = new WeakMap<BoardState, ReadonlySet<number>>();

/**
 * The tiles that have water (LV-WATER-1, LV-FEA-GOLD-2): those with water of their own, and every tile a chain
 * of flumes joins to one (a flume joins the two tiles on either side of its edge; flumes may
 * branch; a flume beside a hole joins nothing). Cached per board object.
 *
 * @example
 * wetTiles(ctx, g).has(3);
 * @internal
 */
export function wetTiles(ctx: WaterContext, g: { readonly board: BoardState }): ReadonlySet<number> {
  const board = g.board;
  const cached = wetCache.get(board);
  if (cached) return cached;
  const wet = new Set<number>();
  board.tiles.forEach((tile, i) => {
    if (naturalWater(ctx, tile)) wet.add(i);
  });
  const flumes = board.works.filter((work) => work.work === 'flume');
  if (flumes.length > 0) {
    const lattice = ctx.catalog.lattice;
    const tileOfFace = new Map<number, number>();
    board.tiles.forEach((tile, i) => {
      for (const face of tile.faces) tileOfFace.set(face, i);
    });
    const links = flumes.map((flume) => [tileOfFace.get(lattice.edgeFaces[2 * flume.at]!), tileOfFace.get(lattice.edgeFaces[2 * flume.at + 1]!)] as const);
    for (let grown = true; grown; ) {
      grown = false;
      for (const [a, b] of links) {
        if (a === undefined || b === undefined) continue;
        if (wet.has(a) !== wet.has(b)) {
          wet.add(a);
          wet.add(b);
          grown = true;
        }
      }
    }
  }
  wetCache.set(board, wet);
  return wet;
}

/**
 * Whether a tile has water (LV-WATER-1).
 *
 * @example
 * hasWater(ctx, g, 3);
 * @internal
 */
export function hasWater(ctx: RuleContext, g: G, tile: number): boolean {
  // Taking a marker makes a new board with the same water: remembered per layout (one
  // `faceTile` map per layout) and works list, which is all water depends on.
  const layout = indexOf(ctx, g.board).faceTile;
  let byWorks = wetByLayout.get(layout);
  if (!byWorks) {
    byWorks = new WeakMap();
    wetByLayout.set(layout, byWorks);
  }
  let wet = byWorks.get(g.board.works);
  if (!wet) {
    wet = wetTiles(ctx, g);
    byWorks.set(g.board.works, wet);
  }
  return wet.has(tile);
}

const wetByLayout = new WeakMap<ReadonlyMap<number, number>, WeakMap<BoardState['works'], ReadonlySet<number>>>();

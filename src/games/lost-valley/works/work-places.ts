import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { BEYOND } from '../board/lattice.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import { edgesAt, terrainOf, tilesAt } from '../kernel/adjacency.js';
import type { Work } from '../schemas/works-schemas.js';
import { naturalWater } from './water.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * Where works may stand (LV-WORK-1 … LV-WORK-8): one work per intersection, per tile and per
 * edge. Fish traps, sawmills and hunting traps share the intersection; a mine stands on a
 * mountain tile; flumes and bridges share the edge.
 */

/**
 * The kinds of work that stand on an intersection.
 *
 * @example
 * NODE_WORKS.includes('sawmill'); // true
 * @internal
 */
export const NODE_WORKS: readonly Work['work'][] = ['fish-trap', 'sawmill', 'hunting-trap'];

/**
 * The work at a place, if any: an intersection (`node`), a tile (`tile`) or an edge (`edge`).
 *
 * @example
 * workAt(g, 'edge', 40)?.work; // 'bridge'
 * @internal
 */
export function workAt(g: G, place: 'node' | 'tile' | 'edge', at: number): Work | undefined {
  return g.board.works.find((work) => work.at === at && placeOf(work.work) === place);
}

/**
 * Where a kind of work stands.
 *
 * @example
 * placeOf('mine'); // 'tile'
 * @internal
 */
export function placeOf(work: Work['work']): 'node' | 'tile' | 'edge' {
  if (work === 'mine') return 'tile';
  if (work === 'flume' || work === 'bridge') return 'edge';
  return 'node';
}

/**
 * Whether an intersection lies on a river or lake (LV-WORK-3): it touches a tile with water of
 * its own (river, lake, spring, Fishing Hole, Oasis) or is one of the mouth's two intersections.
 * `tiles` are its adjacent tiles, when the caller has them already.
 *
 * @example
 * onWater(ctx, g, node);
 */
export function onWater(ctx: RuleContext, g: G, node: number, tiles: readonly number[] = tilesAt(ctx, g, node)): boolean {
  if (ctx.catalog.lattice.mouthNodes.includes(node)) return true;
  return tiles.some((tile) => naturalWater(ctx, g.board.tiles[tile]!));
}

/**
 * Whether an intersection touches a forest tile (LV-WORK-4).
 *
 * @example
 * onForest(ctx, g, node);
 */
export function onForest(ctx: RuleContext, g: G, node: number, tiles: readonly number[] = tilesAt(ctx, g, node)): boolean {
  return tiles.some((tile) => terrainOf(ctx, g.board.tiles[tile]!) === 'forest');
}

/**
 * Whether an intersection touches an animal (LV-WORK-7): an animal marker, face down or up, on
 * a tile that has it as a corner.
 *
 * @example
 * nextToAnimal(ctx, g, node);
 */
export function nextToAnimal(ctx: RuleContext, g: G, node: number, tiles: readonly number[] = tilesAt(ctx, g, node)): boolean {
  return tiles.some((tile) => g.board.tiles[tile]!.markers.some((slot) => slot.pool === 'animal'));
}

/**
 * The mountain tiles adjacent to an intersection with no mine yet (LV-WORK-6).
 *
 * @example
 * mineSites(ctx, g, node); // [4]
 */
export function mineSites(ctx: RuleContext, g: G, node: number, tiles: readonly number[] = tilesAt(ctx, g, node)): number[] {
  return tiles.filter((tile) => terrainOf(ctx, g.board.tiles[tile]!) === 'mountain' && workAt(g, 'tile', tile) === undefined);
}

/**
 * Whether an edge borders the start tile or lies beyond the valley: one of its faces is off the
 * lattice (the start tile lies below the line y = 0; LV-WORK-11: no flume across it).
 *
 * @example
 * onStartTile(ctx, edge);
 */
export function onStartTile(ctx: RuleContext, edge: number): boolean {
  const faces = ctx.catalog.lattice.edgeFaces;
  return faces[2 * edge] === BEYOND || faces[2 * edge + 1] === BEYOND;
}

/**
 * Why a flume may not lie on an adjacent edge, or `null` if it may (LV-WORK-5, LV-WORK-11): it
 * must separate two different tiles (not a hole, not the diagonal inside a diamond), not touch
 * the start tile, and the edge must be free. No terrain stops a flume (LV-WORK-10).
 *
 * @example
 * flumeBlock(ctx, g, edge); // null
 */
export function flumeBlock(ctx: RuleContext, g: G, edge: number): 'start-tile' | 'taken' | 'not-between-tiles' | null {
  if (onStartTile(ctx, edge)) return 'start-tile';
  if (workAt(g, 'edge', edge) !== undefined) return 'taken';
  const index = indexOf(ctx, g.board);
  const faces = ctx.catalog.lattice.edgeFaces;
  const a = index.faceTile.get(faces[2 * edge]!);
  const b = index.faceTile.get(faces[2 * edge + 1]!);
  if (a === undefined || b === undefined || a < 0 || b < 0 || a === b) return 'not-between-tiles';
  return null;
}

/**
 * The edges adjacent to an intersection where a flume may lie (ascending).
 *
 * @example
 * flumeEdges(ctx, g, node);
 */
export function flumeEdges(ctx: RuleContext, g: G, node: number): number[] {
  return edgesAt(ctx, node).filter((edge) => flumeBlock(ctx, g, edge) === null);
}

/**
 * The edges adjacent to an intersection where a bridge may stand (LV-WORK-8): the river flows
 * through them (not the mouth, which the fords already cross) and they are free.
 *
 * @example
 * bridgeEdges(ctx, g, node);
 */
export function bridgeEdges(ctx: RuleContext, g: G, node: number): number[] {
  const index = indexOf(ctx, g.board);
  return edgesAt(ctx, node).filter((edge) => index.crossing.has(edge) && edge !== ctx.catalog.lattice.mouthEdge && workAt(g, 'edge', edge) === undefined);
}

const bridgeCache = new WeakMap<readonly Work[], ReadonlySet<number>>();

/**
 * The edges that carry a bridge (cached per works list), for movement (LV-WORK-8).
 *
 * @example
 * bridgesOf(g).has(edge);
 * @internal
 */
export function bridgesOf(g: G): ReadonlySet<number> {
  const works = g.board.works;
  let bridges = bridgeCache.get(works);
  if (!bridges) {
    bridges = new Set(works.filter((work) => work.work === 'bridge').map((work) => work.at));
    bridgeCache.set(works, bridges);
  }
  return bridges;
}

/**
 * The refusal of a flume across the start tile (LV-WORK-11: its bluff), for both editions'
 * works: the decision is `flumeBlock`'s `'start-tile'`.
 *
 * @example
 * flumeAcrossStartTile(edge).code; // 'lost-valley/flume-across-start-tile'
 */
export function flumeAcrossStartTile(edge: number): RuleError {
  return refusal('flume-across-start-tile', { rule: 'LV-WORK-11', details: { edge } });
}

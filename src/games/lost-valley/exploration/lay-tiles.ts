import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { isClosed, isEnclosedGap } from '../board/board-index.js';
import type { DiamondPlacement } from '../board/diamond.js';
import { symbolsLaid } from '../kernel/switches.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import { layMarkers } from './lay-markers.js';
import type { RiverPlacement } from '../board/placements.js';
import type { LostValleyGameState, PlacedTile } from '../schemas/game-schemas.js';
import { withBoard, withFields } from '../kernel/state-copy.js';
import { withCount } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/**
 * Lays a diamond (land or river) and its markers. A river diamond extends the river: its outflow
 * joins the open edge and its other river edge becomes the new open edge (LV-EXP2-R2).
 *
 * @example
 * placeDiamond(ctx, g, 'L04', where, events);
 */
export function placeDiamond(ctx: RuleContext, g: G, tileId: string, where: DiamondPlacement | RiverPlacement, events: LostValleyEvent[]): G {
  const tile = ctx.catalog.diamonds.get(tileId)!;
  // LV-MARK-8, LV-CLASSIC-2: a diamond's clues are laid in classic too (only the posts get none).
  const { slots, supply, nextId } = layMarkers(tile.symbols, g.markerSupply, where, g.nextMarker);
  const placed: PlacedTile = { tile: tileId, kind: tile.kind, faces: [where.faces[0], where.faces[1]], way: where.way, markers: slots, contents: [] };
  const tiles = [...g.board.tiles, placed];
  let board = withBoard(g.board, { tiles });
  if (tile.kind === 'river' && 'openEdge' in where) {
    board = withBoard(board, { river: [...g.board.river, tiles.length - 1], openEdge: where.openEdge, headwater: where.headwater });
  }
  events.push({ type: 'tile-placed', tile: tileId, kind: tile.kind, faces: placed.faces, way: where.way, corners: [...where.corners] });
  if (slots.length > 0) events.push({ type: 'markers-laid', tile: tileId, pools: slots.map((s) => s.pool) });
  return afterPlacement(ctx, withFields(g, { board, markerSupply: supply, nextMarker: nextId }), placed.faces, events);
}

/**
 * Lays a triangle from the pile on one face, with its markers and its contents, taken from the
 * supply (LV-TURN-5).
 *
 * @example
 * placeTriangle(ctx, g, 'T03', face, events);
 */
export function placeTriangle(ctx: RuleContext, g: G, tileId: string, face: number, events: LostValleyEvent[]): G {
  const tile = ctx.catalog.triangles.get(tileId)!;
  const { slots, supply, nextId } = layMarkers(symbolsLaid(ctx, tile.symbols), g.markerSupply, null, g.nextMarker);
  // The goods a triangle holds (whiskey, dynamite sticks, jerky) come out of the supply, as far as it goes.
  const supplyLeft = withCount(g.supply);
  const contents = tile.contents.flatMap((c) => {
    const count = Math.min(c.count, supplyLeft[c.marker] ?? 0);
    supplyLeft[c.marker] = (supplyLeft[c.marker] ?? 0) - count;
    return count > 0 ? [{ marker: c.marker, count }] : [];
  });
  const placed: PlacedTile = { tile: tileId, kind: 'triangle', faces: [face], way: 0, markers: slots, contents };
  const board = withBoard(g.board, { tiles: [...g.board.tiles, placed] });
  events.push({ type: 'tile-placed', tile: tileId, kind: 'triangle', faces: [face], way: 0, name: tile.name });
  if (slots.length > 0) events.push({ type: 'markers-laid', tile: tileId, pools: slots.map((s) => s.pool) });
  return afterPlacement(ctx, withFields(g, { board, supply: contents.length > 0 ? supplyLeft : g.supply, markerSupply: supply, nextMarker: nextId, gapQueue: g.gapQueue.filter((f) => f !== face) }), [face], events);
}

/**
 * The spring fills the headwater face and closes the river (LV-EXP2-R4, LV-GEO-10). Its markers
 * come from the data's symbols: in the first edition its mother lode, face-down mountain gold
 * (LV-EXP1-5), which a mine must be built to dig (first-edition/works.ts).
 *
 * @example
 * placeSpring(ctx, g, events);
 */
export function placeSpring(ctx: RuleContext, g: G, events: LostValleyEvent[]): G {
  const face = g.board.headwater;
  if (face === null) return g;
  const spring = ctx.set.spring;
  const { slots, supply, nextId } = layMarkers(spring.symbols, g.markerSupply, null, g.nextMarker);
  const placed: PlacedTile = { tile: spring.id, kind: 'spring', faces: [face], way: 0, markers: slots, contents: spring.contents.map((c) => ({ ...c })) };
  const tiles = [...g.board.tiles, placed];
  const board = withBoard(g.board, { tiles, spring: tiles.length - 1, headwater: null, openEdge: null });
  events.push({ type: 'spring-placed', face });
  return afterPlacement(ctx, withFields(g, { board, markerSupply: supply, nextMarker: nextId }), [face], events);
}

/**
 * A gap that needs a triangle when none is left stays empty for good (LV-GEO-9).
 *
 * @example
 * leaveHole(g, face, events);
 */
export function leaveHole(g: G, face: number, events: LostValleyEvent[]): G {
  events.push({ type: 'hole-left', face });
  return withFields(g, { board: withBoard(g.board, { holes: [...g.board.holes, face] }), gapQueue: g.gapQueue.filter((f) => f !== face) });
}

/**
 * What follows every placement: an enclosed headwater face gets the spring at once (LV-GEO-10);
 * in the first edition also a river flowing out of an enclosed diamond-shaped space (LV-EXP1-3),
 * and every new enclosed gap anywhere is queued for a triangle (LV-EXP1-2). With triangles only in
 * the final gaps (LV-CLASSIC-5, LV-CLASSIC-11) a new enclosed gap is set aside as a hole until
 * the end of exploration.
 *
 * @example
 * afterPlacement(ctx, g, [face], events);
 */
function afterPlacement(ctx: RuleContext, g: G, faces: readonly number[], events: LostValleyEvent[]): G {
  let next = g;
  if (!next.explorationOver && headwaterEnclosed(ctx, next)) next = placeSpring(ctx, next, events);
  const classic = ctx.rules.triangles === 'final-gaps';
  if ((ctx.rules.triangles === 'enclosed-gaps' || classic) && !next.explorationOver) {
    const index = indexOf(ctx, next.board);
    const n = index.lattice.faceNeighbours;
    const found: number[] = [];
    for (const face of faces) {
      for (let i = 0; i < 3; i++) {
        const gap = n[3 * face + i]!;
        if (isEnclosedGap(index, gap) && !found.includes(gap) && !next.gapQueue.includes(gap)) found.push(gap);
      }
    }
    if (found.length > 0) {
      next = classic ? withFields(next, { board: withBoard(next.board, { holes: [...next.board.holes, ...found] }) }) : withFields(next, { gapQueue: [...next.gapQueue, ...found] });
    }
  }
  return next;
}

/** The headwater is enclosed (LV-GEO-10), or, in the first edition, a diamond-shaped space with it (LV-EXP1-3). */
function headwaterEnclosed(ctx: RuleContext, g: G): boolean {
  const head = g.board.headwater;
  if (head === null) return false;
  const index = indexOf(ctx, g.board);
  const n = index.lattice.faceNeighbours;
  const closed = [0, 1, 2].map((i) => isClosed(index, n[3 * head + i]!));
  if (closed.every(Boolean)) return true;
  if (!ctx.rules.headwaterPairEncloses) return false;
  for (let i = 0; i < 3; i++) {
    if (closed[i] || !closed.every((c, j) => c || j === i)) continue;
    // The pair (headwater, other) is enclosed when other's two remaining neighbours are closed.
    const other = n[3 * head + i]!;
    const rest = [0, 1, 2].map((j) => n[3 * other + j]!).filter((f) => f !== head);
    if (rest.every((f) => isClosed(index, f))) return true;
  }
  return false;
}

import { isClosed, isEnclosedGap, isOpen, type BoardIndex } from './board-index.js';
import { diamondAt, type DiamondPlacement } from './diamond.js';
import { BEYOND, faceAcross } from './lattice.js';
import type { DiamondTile } from '../data/index.js';
import { sortNumbers, sortStable } from '../../../core/sort-in-place.js';

/**
 * A legal place for a river diamond: where it lies, and the river's new open edge and headwater.
 *
 * @example
 * const p: RiverPlacement = riverPlacements(index, tile)[0]!;
 * @internal
 */
export interface RiverPlacement extends DiamondPlacement {
  readonly openEdge: number;
  readonly headwater: number;
}

/**
 * Every placement of a river tile that extends the river (LV-EXP2-R2): it covers the headwater
 * face and one more empty face, one of its river edges lies on the open edge, and its other river
 * edge faces an empty face inside the valley (never a tile or the boundary). In a stable order.
 *
 * @example
 * riverPlacements(index, tile).length;
 * @internal
 */
export function riverPlacements(index: BoardIndex, tile: DiamondTile): RiverPlacement[] {
  const lattice = index.lattice;
  const head = index.board.headwater;
  const open = index.board.openEdge;
  const edges = tile.riverEdges;
  if (head === null || open === null || !edges) return [];
  const found: RiverPlacement[] = [];
  for (let i = 0; i < 3; i++) {
    const e = lattice.faceEdges[3 * head + i]!;
    if (e === open) continue;
    const other = lattice.faceNeighbours[3 * head + i]!;
    if (!isOpen(index, other)) continue;
    for (const way of [0, 1] as const) {
      const where = diamondAt(lattice, [head, other], way);
      if (!where) continue;
      for (let k = 0; k < 2; k++) {
        if (where.edges[edges[k]!] !== open) continue;
        const out = where.edges[edges[1 - k]!]!;
        const inside = lattice.edgeFaces[2 * out] === head || lattice.edgeFaces[2 * out] === other ? lattice.edgeFaces[2 * out]! : lattice.edgeFaces[2 * out + 1]!;
        const beyond = faceAcross(lattice, inside, out);
        if (beyond !== BEYOND && isOpen(index, beyond)) found.push({ ...where, openEdge: out, headwater: beyond });
      }
    }
  }
  return found;
}

/**
 * Whether a placement has the node as one of its corners.
 *
 * @example
 * touchesNode(placement, node);
 * @internal
 */
export function touchesNode(where: DiamondPlacement, node: number): boolean {
  const c = where.corners;
  return c[0] === node || c[1] === node || c[2] === node || c[3] === node;
}

/**
 * The legal placements of a drawn river tile at node v: those that touch v if any do, else all
 * (LV-EXP2-R3).
 *
 * @example
 * legalRiverPlacements(index, tile, v);
 * @internal
 */
export function legalRiverPlacements(index: BoardIndex, tile: DiamondTile, node: number): RiverPlacement[] {
  const all = riverPlacements(index, tile);
  const touching = all.filter((p) => touchesNode(p, node));
  return touching.length > 0 ? touching : all;
}

/**
 * Whether the river step runs at node v: the river is open and some empty face touching v is the
 * headwater face or shares an edge with it (LV-EXP2-R1).
 *
 * @example
 * riverStepNeeded(index, v);
 * @internal
 */
export function riverStepNeeded(index: BoardIndex, node: number): boolean {
  const head = index.board.headwater;
  if (head === null) return false;
  const lattice = index.lattice;
  for (let k = 0; k < 6; k++) {
    const f = lattice.nodeFaces[6 * node + k]!;
    if (!isOpen(index, f)) continue;
    if (f === head) return true;
    const n = lattice.faceNeighbours;
    if (n[3 * f] === head || n[3 * f + 1] === head || n[3 * f + 2] === head) return true;
  }
  return false;
}

/**
 * The empty faces (inside the valley, not the headwater) touching node v, ascending.
 *
 * @example
 * openFacesAt(index, v);
 * @internal
 */
export function openFacesAt(index: BoardIndex, node: number): number[] {
  const faces: number[] = [];
  for (let k = 0; k < 6; k++) {
    const f = index.lattice.nodeFaces[6 * node + k]!;
    if (isOpen(index, f) && f !== index.board.headwater) faces.push(f);
  }
  return sortNumbers(faces);
}

/**
 * The enclosed gaps touching node v, ascending (LV-EXP2-T1).
 *
 * @example
 * gapsAt(index, v);
 * @internal
 */
export function gapsAt(index: BoardIndex, node: number): number[] {
  return openFacesAt(index, node).filter((f) => isEnclosedGap(index, f));
}

/**
 * Whether covering `faces` would leave one of their empty neighbours (not the headwater)
 * enclosed; with `nearTriangle`, only gaps that share a corner with a triangle tile count.
 *
 * @example
 * createsGap(index, [f], false);
 * @internal
 */
export function createsGap(index: BoardIndex, faces: readonly number[], nearTriangle: boolean): boolean {
  const lattice = index.lattice;
  const n = lattice.faceNeighbours;
  for (const face of faces) {
    for (let i = 0; i < 3; i++) {
      const g = n[3 * face + i]!;
      if (!isOpen(index, g) || g === index.board.headwater || faces.includes(g)) continue;
      let enclosed = true;
      for (let j = 0; j < 3; j++) {
        const h = n[3 * g + j]!;
        if (!faces.includes(h) && !isClosed(index, h)) enclosed = false;
      }
      if (!enclosed) continue;
      if (!nearTriangle) return true;
      for (let j = 0; j < 3; j++) if (index.triangleCorners.has(lattice.faceCorners[3 * g + j]!)) return true;
    }
  }
  return false;
}

/**
 * Every placement of a land diamond at node v: it covers at least one empty face touching v and
 * an empty neighbour of it, never the headwater face (LV-EXP2-L1), both ways round. With
 * `avoidGapsBesideTriangles` (the second edition) a placement that leaves an enclosed gap sharing
 * a corner with a triangle tile is illegal while another placement exists (LV-EXP2-L2). Ordered by the shared edge, then way.
 *
 * @example
 * landPlacements(index, v, ctx.rules.avoidGapsBesideTriangles);
 * @internal
 */
export function landPlacements(index: BoardIndex, node: number, avoidGapsBesideTriangles: boolean): DiamondPlacement[] {
  const lattice = index.lattice;
  const seen = new Set<number>();
  const pairs: [number, number, number][] = [];
  for (const f of openFacesAt(index, node)) {
    for (let i = 0; i < 3; i++) {
      const g = lattice.faceNeighbours[3 * f + i]!;
      const e = lattice.faceEdges[3 * f + i]!;
      if (!isOpen(index, g) || g === index.board.headwater || seen.has(e)) continue;
      seen.add(e);
      pairs.push([e, Math.min(f, g), Math.max(f, g)]);
    }
  }
  sortStable(pairs, (a, b) => a[0] - b[0]);
  let candidates = pairs;
  if (avoidGapsBesideTriangles) {
    const clean = pairs.filter(([, a, b]) => !createsGap(index, [a, b], true));
    if (clean.length > 0) candidates = clean;
  }
  const placements: DiamondPlacement[] = [];
  for (const [, a, b] of candidates) {
    for (const way of [0, 1] as const) {
      const where = diamondAt(lattice, [a, b], way);
      if (where) placements.push(where);
    }
  }
  return placements;
}

/**
 * The faces where the second edition's optional triangle may go at node v (LV-EXP2-T2): an empty
 * face touching v that shares no corner with a triangle tile (the spring included) and whose
 * filling creates no enclosed gap.
 *
 * @example
 * optionalTriangleFaces(index, v);
 * @internal
 */
export function optionalTriangleFaces(index: BoardIndex, node: number): number[] {
  const c = index.lattice.faceCorners;
  return openFacesAt(index, node).filter((f) => {
    for (let j = 0; j < 3; j++) if (index.triangleCorners.has(c[3 * f + j]!)) return false;
    return !isEnclosedGap(index, f) && !createsGap(index, [f], false);
  });
}

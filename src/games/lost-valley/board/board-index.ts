import type { LostValleyComponents } from '../data/index.js';
import type { BoardState } from '../schemas/game-schemas.js';
import { catalogOf } from './tile-catalog.js';
import { BEYOND, type Lattice } from './lattice.js';
import { diamondAt } from './diamond.js';

/**
 * The entry of a hole (a gap that stays empty for good) in {@link BoardIndex.faceTile}.
 *
 * @example
 * index.faceTile.get(face) === HOLE;
 */
export const HOLE = -2;

/**
 * What the hot paths ask of a board, derived once per board object (boards are never changed in
 * place, so the object is the key): which tile covers each face, the edges the river flows
 * through, the faces whose edges are "along the river", and the corners of triangle tiles.
 *
 * @example
 * const index = boardIndexOf(componentsOf(state), state.g.board, 'second');
 * index.faceTile.get(face); // tile index, HOLE, or undefined when empty
 */
export interface BoardIndex {
  readonly lattice: Lattice;
  readonly board: BoardState;
  /** Covered faces: the index of the tile in `board.tiles`, or {@link HOLE}. */
  readonly faceTile: ReadonlyMap<number, number>;
  /** Edges the river flows through (crossed only by boat): the mouth and every river joint. */
  readonly crossing: ReadonlySet<number>;
  /** Faces of river diamonds (and, with `springOnRiver`, of the spring): their edges are along the river. */
  readonly riverSide: ReadonlySet<number>;
  /** Nodes that are corners of a river diamond (or of the spring, with `springOnRiver`), and the mouth's two nodes. */
  readonly riverNodes: ReadonlySet<number>;
  /** Nodes that are corners of a triangle tile (the spring included). */
  readonly triangleCorners: ReadonlySet<number>;
}

/*
 * The indexes of the boards asked for last, in a small ring: a rule step asks about one or two
 * boards many times, and a WeakMap entry per board (every marker taken makes a new board) cost
 * more to keep, for the collector too, than the rare rebuild a short memory causes.
 */
const RECENT = 8;
const recentBoards: (BoardState | null)[] = new Array<BoardState | null>(RECENT).fill(null);
const recentIndexes: (BoardIndex | null)[] = new Array<BoardIndex | null>(RECENT).fill(null);
const recentSets: (LostValleyComponents | null)[] = new Array<LostValleyComponents | null>(RECENT).fill(null);
const recentSprings: (boolean | null)[] = new Array<boolean | null>(RECENT).fill(null);
let nextSlot = 0;

/**
 * The index of a board (remembered for the boards asked for last). `springOnRiver` decides
 * whether the spring's edges are along the river (the first edition's rule, LV-MOVE1-2).
 *
 * @example
 * boardIndexOf(componentsOf(state), state.g.board, false).crossing.size;
 */
export function boardIndexOf(set: LostValleyComponents, board: BoardState, springOnRiver: boolean): BoardIndex {
  for (let i = 0; i < RECENT; i++) {
    if (recentBoards[i] === board && recentSets[i] === set && recentSprings[i] === springOnRiver) return recentIndexes[i]!;
  }
  let similar = -1;
  for (let i = 0; i < RECENT && similar < 0; i++) {
    const known = recentBoards[i] ?? null;
    if (known !== null && recentSets[i] === set && recentSprings[i] === springOnRiver && sameLayout(known, board)) similar = i;
  }
  // Taking a marker or building a work makes a new board object with the same tiles where they
  // were: a remembered index then holds for it too, with the new board.
  const index = similar >= 0 ? { ...recentIndexes[similar]!, board } : buildIndex(set, board, springOnRiver);
  recentBoards[nextSlot] = board;
  recentIndexes[nextSlot] = index;
  recentSets[nextSlot] = set;
  recentSprings[nextSlot] = springOnRiver;
  nextSlot = (nextSlot + 1) % RECENT;
  return index;
}

/** Whether two boards have the same tiles on the same faces, the same holes and the same river end. */
function sameLayout(a: BoardState, b: BoardState): boolean {
  if (a.tiles.length !== b.tiles.length || a.holes.length !== b.holes.length || a.headwater !== b.headwater || a.openEdge !== b.openEdge) return false;
  for (let i = 0; i < a.tiles.length; i++) {
    const x = a.tiles[i]!;
    const y = b.tiles[i]!;
    if (x !== y && (x.tile !== y.tile || x.faces !== y.faces || x.way !== y.way)) return false;
  }
  for (let i = 0; i < a.holes.length; i++) if (a.holes[i] !== b.holes[i]) return false;
  return true;
}

function buildIndex(set: LostValleyComponents, board: BoardState, springOnRiver: boolean): BoardIndex {
  const catalog = catalogOf(set);
  const lattice = catalog.lattice;
  const faceTile = new Map<number, number>();
  const crossing = new Set<number>([lattice.mouthEdge]);
  const riverSide = new Set<number>();
  const riverNodes = new Set<number>(lattice.mouthNodes);
  const triangleCorners = new Set<number>();
  board.tiles.forEach((placed, i) => {
    for (const face of placed.faces) faceTile.set(face, i);
    if (placed.kind === 'river') {
      const tile = catalog.diamonds.get(placed.tile);
      const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way);
      if (where && tile?.riverEdges) {
        crossing.add(where.edges[tile.riverEdges[0]]!);
        crossing.add(where.edges[tile.riverEdges[1]]!);
      }
      for (const face of placed.faces) riverSide.add(face);
      if (where) for (const node of where.corners) riverNodes.add(node);
    } else if (placed.kind === 'triangle' || placed.kind === 'spring') {
      const face = placed.faces[0]!;
      for (let k = 0; k < 3; k++) triangleCorners.add(lattice.faceCorners[3 * face + k]!);
      // LV-MOVE1-2: the first edition's spring is part of the river; the second's is land for
      // movement and for stopping alike (its corners on the river diamond are along the river anyway).
      if (placed.kind === 'spring' && springOnRiver) {
        riverSide.add(face);
        for (let k = 0; k < 3; k++) riverNodes.add(lattice.faceCorners[3 * face + k]!);
      }
    }
  });
  for (const hole of board.holes) faceTile.set(hole, HOLE);
  return { lattice, board, faceTile, crossing, riverSide, riverNodes, triangleCorners };
}

/**
 * Whether a face is covered by a tile or is a hole (holes count as covered, LV-GEO-9).
 *
 * @example
 * isCovered(index, index.lattice.mouthHeadwater);
 */
export function isCovered(index: BoardIndex, face: number): boolean {
  return face >= 0 && index.faceTile.has(face);
}

/**
 * Whether a face is covered or lies beyond the boundary: what completeness and walking need.
 *
 * @example
 * isClosed(index, BEYOND); // true
 */
export function isClosed(index: BoardIndex, face: number): boolean {
  return face === BEYOND || index.faceTile.has(face);
}

/**
 * Whether a face is empty and inside the valley (a tile may go there).
 *
 * @example
 * isOpen(index, face);
 */
export function isOpen(index: BoardIndex, face: number): boolean {
  return face !== BEYOND && !index.faceTile.has(face);
}

/**
 * Whether an intersection is complete: each of its six faces is covered or beyond the boundary
 * (LV-GEO-7). The trading post is complete.
 *
 * @example
 * isComplete(index, node);
 */
export function isComplete(index: BoardIndex, node: number): boolean {
  if (node === 0) return true;
  const faces = index.lattice.nodeFaces;
  for (let k = 0; k < 6; k++) if (!isClosed(index, faces[6 * node + k]!)) return false;
  return true;
}

/**
 * Whether an empty face is an enclosed triangular gap: its three neighbours are covered or beyond
 * the boundary, so no diamond can fill it; the headwater face is never a gap (LV-GEO-8).
 *
 * @example
 * isEnclosedGap(index, face);
 */
export function isEnclosedGap(index: BoardIndex, face: number): boolean {
  if (!isOpen(index, face) || face === index.board.headwater) return false;
  const n = index.lattice.faceNeighbours;
  return isClosed(index, n[3 * face]!) && isClosed(index, n[3 * face + 1]!) && isClosed(index, n[3 * face + 2]!);
}

/**
 * What a walkable edge is for movement: the river flows through it, it runs along the river, or
 * it is land.
 *
 * @example
 * const kind: EdgeKind = 'river';
 */
export type EdgeKind = 'crossing' | 'river' | 'land';

/**
 * The kind of a walkable edge: `crossing` where the river flows through it, `river` along the
 * river (an edge of a river tile, LV-GEO-5), `land` otherwise.
 *
 * @example
 * edgeKind(index, edge); // 'land'
 */
export function edgeKind(index: BoardIndex, edge: number): EdgeKind {
  if (index.crossing.has(edge)) return 'crossing';
  const f = index.lattice.edgeFaces;
  return index.riverSide.has(f[2 * edge]!) || index.riverSide.has(f[2 * edge + 1]!) ? 'river' : 'land';
}

/**
 * Whether a prospector may walk an edge: not the inner diagonal of a diamond; before the end of
 * exploration both faces covered or beyond the boundary, afterwards at least one covered
 * (LV-GEO-6, LV-END-EXP-3).
 *
 * @example
 * isWalkable(index, edge, false);
 */
export function isWalkable(index: BoardIndex, edge: number, explorationOver: boolean): boolean {
  const f = index.lattice.edgeFaces;
  const a = f[2 * edge]!;
  const b = f[2 * edge + 1]!;
  const ta = a === BEYOND ? undefined : index.faceTile.get(a);
  const tb = b === BEYOND ? undefined : index.faceTile.get(b);
  if (ta === undefined && tb === undefined) return false;
  if (ta !== undefined && ta >= 0 && ta === tb) return false;
  if (explorationOver) return true;
  return (a === BEYOND || ta !== undefined) && (b === BEYOND || tb !== undefined);
}

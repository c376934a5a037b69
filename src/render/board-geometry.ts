import { diamondAt, nodePosition, TRADING_POST, type Lattice, type PlacedTile } from '../games/lost-valley/api.js';

/*
 * Where things lie in the picture. One lattice edge is EDGE user units long; y points down, so
 * the valley (the half-plane above the boundary line y = 0) is drawn above the start tile.
 * The lattice tables do not give a placed tile's corner positions, so they are computed here from
 * `diamondAt` and `faceCorners`.
 */

/**
 * A point of the picture, in user units (x to the right, y down).
 *
 * @example
 * const origin: Point = [0, 0];
 */
export type Point = readonly [number, number];

/**
 * The length of a lattice edge in user units (fixed, so text and markers keep their size).
 *
 * @example
 * const width = columns * EDGE;
 */
export const EDGE = 100;

/**
 * The start tile below the boundary, in user units: its box, where the bluff begins (the
 * waterfall drops over it), and where the trading post stands.
 *
 * @example
 * const [x, y] = START_TILE.tradingPost;
 */
export const START_TILE = {
  left: -2 * EDGE,
  right: 1.9 * EDGE,
  top: 0,
  bottom: 1.4 * EDGE,
  /** Where the waterfall drops over the bluff (the river's last point). */
  bluffTop: 1.1 * EDGE,
  tradingPost: [-0.35 * EDGE, 0.55 * EDGE] as Point,
} as const;

/**
 * The picture position of a lattice node; the trading post (node 0) is drawn on the start tile.
 *
 * @example
 * nodePoint(lattice, lattice.mouthNodes[0]); // [0, 0]
 */
export function nodePoint(lattice: Lattice, node: number): Point {
  if (node === TRADING_POST) return START_TILE.tradingPost;
  const [x, y] = nodePosition(lattice, node);
  return [x * EDGE, -y * EDGE];
}

/**
 * The corner nodes of a placed tile, anticlockwise on the lattice: a diamond's four in its own
 * numbering (corner 0 first, see `diamondAt`), a triangle's three.
 *
 * @example
 * tileCornerNodes(lattice, state.g.board.tiles[0]!); // [12, 13, 54, 53]
 */
export function tileCornerNodes(lattice: Lattice, placed: PlacedTile): readonly number[] {
  if (placed.faces.length === 2) {
    return diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)?.corners ?? [];
  }
  return faceCornerNodes(lattice, placed.faces[0]!);
}

/**
 * The three corner nodes of a face.
 *
 * @example
 * faceCornerNodes(lattice, lattice.mouthHeadwater);
 */
export function faceCornerNodes(lattice: Lattice, face: number): readonly number[] {
  return [lattice.faceCorners[3 * face]!, lattice.faceCorners[3 * face + 1]!, lattice.faceCorners[3 * face + 2]!];
}

/**
 * The picture positions of some nodes.
 *
 * @example
 * pointsOf(lattice, tileCornerNodes(lattice, placed));
 */
export function pointsOf(lattice: Lattice, nodes: readonly number[]): Point[] {
  return nodes.map((node) => nodePoint(lattice, node));
}

/**
 * The mean of some points (a polygon's centre for the convex tiles of the lattice).
 *
 * @example
 * centreOf([[0, 0], [2, 0]]); // [1, 0]
 */
export function centreOf(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    x += px;
    y += py;
  }
  return points.length === 0 ? [0, 0] : [x / points.length, y / points.length];
}

/**
 * The midpoint of a lattice edge in the picture.
 *
 * @example
 * edgeMidpoint(lattice, lattice.mouthEdge); // [50, 0]
 */
export function edgeMidpoint(lattice: Lattice, edge: number): Point {
  const a = nodePoint(lattice, lattice.edgeEnds[2 * edge]!);
  const b = nodePoint(lattice, lattice.edgeEnds[2 * edge + 1]!);
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/**
 * The unit normal of a lattice edge pointing towards `towards` (a point on one side of it).
 *
 * @example
 * inwardNormal(lattice, lattice.mouthEdge, [50, -40]); // [0, -1]: up, into the valley
 */
export function inwardNormal(lattice: Lattice, edge: number, towards: Point): Point {
  const a = nodePoint(lattice, lattice.edgeEnds[2 * edge]!);
  const b = nodePoint(lattice, lattice.edgeEnds[2 * edge + 1]!);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  let nx = -(b[1] - a[1]) / length;
  let ny = (b[0] - a[0]) / length;
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  if (nx * (towards[0] - mx) + ny * (towards[1] - my) < 0) {
    nx = -nx;
    ny = -ny;
  }
  return [nx === 0 ? 0 : nx, ny === 0 ? 0 : ny];
}

/**
 * A point part of the way from `a` to `b`.
 *
 * @example
 * lerp([0, 0], [10, 0], 0.3); // [3, 0]
 */
export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/**
 * A box that grows to hold points.
 *
 * @example
 * const box = new BoundingBox(); box.add([0, 0]); box.width; // 0
 */
export class BoundingBox {
  minX = Number.POSITIVE_INFINITY;
  minY = Number.POSITIVE_INFINITY;
  maxX = Number.NEGATIVE_INFINITY;
  maxY = Number.NEGATIVE_INFINITY;

  /** Grows the box to hold a point. */
  add(point: Point): void {
    this.minX = Math.min(this.minX, point[0]);
    this.minY = Math.min(this.minY, point[1]);
    this.maxX = Math.max(this.maxX, point[0]);
    this.maxY = Math.max(this.maxY, point[1]);
  }

  /** The width (0 when empty). */
  get width(): number {
    return this.maxX >= this.minX ? this.maxX - this.minX : 0;
  }

  /** The height (0 when empty). */
  get height(): number {
    return this.maxY >= this.minY ? this.maxY - this.minY : 0;
  }
}

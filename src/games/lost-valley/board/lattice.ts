/*
 * The triangular lattice of Lost Valley (LV-GEO-1 … LV-GEO-6), precomputed once per size.
 *
 * Coordinates: an intersection (lattice point) is (x, y); on paper it lies at
 * (x + y / 2, y * √3 / 2). The valley is the half-plane y ≥ 0: the lattice line y = 0 runs
 * through the start tile, which lies below it, off the lattice (LV-GEO-2).
 *
 * Faces: the up face U(x, y) has corners (x, y), (x + 1, y), (x, y + 1); the down face D(x, y)
 * has corners (x + 1, y), (x, y + 1), (x + 1, y + 1). Edges join neighbouring points in three
 * directions: 0 = (1, 0), 1 = (0, 1), 2 = (-1, 1); an edge is named by its first point and its
 * direction. Ids are dense integers so that the hot paths index typed arrays.
 *
 * Node 0 is the trading post on the start tile; lattice points are 1 … nodeCount - 1. The river's
 * mouth is the edge from (0, 0) to (1, 0); the two fords join the trading post to those two points.
 */

/**
 * A face id that stands for "beyond the valley's boundary (or off the precomputed grid)".
 *
 * @example
 * faceAt(lattice, 0, -1, true) === BEYOND; // true
 */
export const BEYOND = -1;

/**
 * The node id of the trading post on the start tile (off the lattice).
 *
 * @example
 * state.g.prospectors.every((p) => p.node === TRADING_POST); // at the start
 */
export const TRADING_POST = 0;

/**
 * The precomputed lattice for one size: every table a rule or a drawing needs, as typed arrays.
 *
 * @example
 * const lattice = latticeOfRadius(20);
 * lattice.faceCorners[3 * lattice.mouthHeadwater]; // a corner of the first headwater face
 */
export interface Lattice {
  /** Points have -radius ≤ x ≤ radius and 0 ≤ y ≤ radius. */
  readonly radius: number;
  readonly nodeCount: number;
  readonly faceCount: number;
  readonly edgeCount: number;
  /** x of each node (the trading post: 0.5, drawn below the mouth). */
  readonly nodeX: Float64Array;
  /** y of each node (the trading post: -1). */
  readonly nodeY: Float64Array;
  /** 3 corners per face, anticlockwise. */
  readonly faceCorners: Int32Array;
  /** 3 edges per face; edge i joins corner i and corner (i + 1) % 3. */
  readonly faceEdges: Int32Array;
  /** 3 neighbours per face across its edges (same order as faceEdges), or {@link BEYOND}. */
  readonly faceNeighbours: Int32Array;
  /** Whether a face is an up face. */
  readonly faceUp: Uint8Array;
  /** 2 ends per edge (lattice edges; -1 for unused ids). */
  readonly edgeEnds: Int32Array;
  /** 2 faces per edge, or {@link BEYOND}. */
  readonly edgeFaces: Int32Array;
  /** 6 faces per node (or BEYOND), anticlockwise from the face to its east. */
  readonly nodeFaces: Int32Array;
  /** 6 edges per node (or -1 off the grid), anticlockwise from east. */
  readonly nodeEdges: Int32Array;
  /** 6 neighbour nodes per node (or -1), matching nodeEdges. */
  readonly nodeNeighbours: Int32Array;
  /** The river's mouth edge, (0, 0)–(1, 0). */
  readonly mouthEdge: number;
  /** The face above the mouth: the first headwater face. */
  readonly mouthHeadwater: number;
  /** The two intersections at the mouth, one on each bank: (0, 0) and (1, 0). */
  readonly mouthNodes: readonly [number, number];
}

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
];

/**
 * The id of the lattice point (x, y), or -1 off the grid.
 *
 * @example
 * nodeAt(lattice, 0, 0); // the mouth's left point
 */
export function nodeAt(lattice: Lattice, x: number, y: number): number {
  const r = lattice.radius;
  if (x < -r || x > r || y < 0 || y > r) return -1;
  return 1 + y * (2 * r + 1) + (x + r);
}

/**
 * The id of the up (`up = true`) or down face with anchor (x, y), or {@link BEYOND}.
 *
 * @example
 * faceAt(lattice, 0, 0, true) === lattice.mouthHeadwater; // true
 */
export function faceAt(lattice: Lattice, x: number, y: number, up: boolean): number {
  const r = lattice.radius;
  if (x < -r || x >= r || y < 0 || y >= r) return BEYOND;
  return 2 * (y * 2 * r + (x + r)) + (up ? 0 : 1);
}

/**
 * The id of the edge from (x, y) in direction 0, 1 or 2, or -1 off the grid.
 *
 * @example
 * edgeAt(lattice, 0, 0, 0) === lattice.mouthEdge; // true
 */
export function edgeAt(lattice: Lattice, x: number, y: number, direction: number): number {
  const from = nodeAt(lattice, x, y);
  const d = DIRECTIONS[direction];
  if (from < 0 || !d || nodeAt(lattice, x + d[0], y + d[1]) < 0) return -1;
  return 3 * (from - 1) + direction;
}

const cache = new Map<number, Lattice>();

/**
 * The lattice of a given radius, built once and shared (it is read-only).
 *
 * @example
 * latticeOfRadius(40).nodeCount;
 */
export function latticeOfRadius(radius: number): Lattice {
  let lattice = cache.get(radius);
  if (!lattice) {
    lattice = buildLattice(radius);
    cache.set(radius, lattice);
  }
  return lattice;
}

function buildLattice(radius: number): Lattice {
  const r = radius;
  const width = 2 * r + 1;
  const nodeCount = 1 + width * (r + 1);
  const faceCount = 2 * (2 * r) * r;
  const edgeCount = 3 * (nodeCount - 1);
  const nodeX = new Float64Array(nodeCount);
  const nodeY = new Float64Array(nodeCount);
  const faceCorners = new Int32Array(3 * faceCount);
  const faceEdges = new Int32Array(3 * faceCount);
  const faceNeighbours = new Int32Array(3 * faceCount).fill(BEYOND);
  const faceUp = new Uint8Array(faceCount);
  const edgeEnds = new Int32Array(2 * edgeCount).fill(-1);
  const edgeFaces = new Int32Array(2 * edgeCount).fill(BEYOND);
  const nodeFaces = new Int32Array(6 * nodeCount).fill(BEYOND);
  const nodeEdges = new Int32Array(6 * nodeCount).fill(-1);
  const nodeNeighbours = new Int32Array(6 * nodeCount).fill(-1);
  const shell = { radius: r } as Lattice;
  nodeX[TRADING_POST] = 0.5;
  nodeY[TRADING_POST] = -1;
  // Built once per process, before any of it is compiled: no arrays made per element and no
  // destructuring (which unoptimized code runs through the iterator protocol), so a short
  // process does not pay a second of allocation here (bench/warm-up.ts).
  for (let y = 0; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      const n = nodeAt(shell, x, y);
      nodeX[n] = x;
      nodeY[n] = y;
      for (let d = 0; d < 3; d++) {
        const e = edgeAt(shell, x, y, d);
        if (e < 0) continue;
        edgeEnds[2 * e] = n;
        edgeEnds[2 * e + 1] = nodeAt(shell, x + DIRECTIONS[d]![0], y + DIRECTIONS[d]![1]);
        // The two faces on either side of the edge (see the header).
        edgeFaces[2 * e] = d === 2 ? faceAt(shell, x - 1, y, true) : faceAt(shell, x, y, true);
        edgeFaces[2 * e + 1] = d === 0 ? faceAt(shell, x, y - 1, false) : faceAt(shell, x - 1, y, false);
      }
    }
  }
  function setCorner(face: number, i: number, corner: number, edge: number): void {
    faceCorners[3 * face + i] = corner;
    faceEdges[3 * face + i] = edge;
    const a = edgeFaces[2 * edge]!;
    const b = edgeFaces[2 * edge + 1]!;
    faceNeighbours[3 * face + i] = a === face ? b : a;
  }
  for (let y = 0; y < r; y++) {
    for (let x = -r; x < r; x++) {
      const up = faceAt(shell, x, y, true);
      faceUp[up] = 1;
      setCorner(up, 0, nodeAt(shell, x, y), edgeAt(shell, x, y, 0));
      setCorner(up, 1, nodeAt(shell, x + 1, y), edgeAt(shell, x + 1, y, 2));
      setCorner(up, 2, nodeAt(shell, x, y + 1), edgeAt(shell, x, y, 1));
      const down = faceAt(shell, x, y, false);
      setCorner(down, 0, nodeAt(shell, x + 1, y), edgeAt(shell, x + 1, y, 1));
      setCorner(down, 1, nodeAt(shell, x + 1, y + 1), edgeAt(shell, x, y + 1, 0));
      setCorner(down, 2, nodeAt(shell, x, y + 1), edgeAt(shell, x + 1, y, 2));
    }
  }
  // Around each point, anticlockwise from east: the edges and neighbours in directions
  // (1,0), (0,1), (-1,1), (-1,0), (0,-1), (1,-1); face k lies between edge k and edge k + 1.
  const aroundX = [1, 0, -1, -1, 0, 1];
  const aroundY = [0, 1, 1, 0, -1, -1];
  for (let y = 0; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      const n = nodeAt(shell, x, y);
      nodeFaces[6 * n] = faceAt(shell, x, y, true);
      nodeFaces[6 * n + 1] = faceAt(shell, x - 1, y, false);
      nodeFaces[6 * n + 2] = faceAt(shell, x - 1, y, true);
      nodeFaces[6 * n + 3] = faceAt(shell, x - 1, y - 1, false);
      nodeFaces[6 * n + 4] = faceAt(shell, x, y - 1, true);
      nodeFaces[6 * n + 5] = faceAt(shell, x, y - 1, false);
      for (let k = 0; k < 6; k++) {
        const dx = aroundX[k]!;
        const dy = aroundY[k]!;
        const m = nodeAt(shell, x + dx, y + dy);
        if (m < 0) continue;
        nodeNeighbours[6 * n + k] = m;
        nodeEdges[6 * n + k] = k < 3 ? edgeAt(shell, x, y, k) : edgeAt(shell, x + dx, y + dy, k - 3);
      }
    }
  }
  const mouthNodes: [number, number] = [nodeAt(shell, 0, 0), nodeAt(shell, 1, 0)];
  return {
    radius: r,
    nodeCount,
    faceCount,
    edgeCount,
    nodeX,
    nodeY,
    faceCorners,
    faceEdges,
    faceNeighbours,
    faceUp,
    edgeEnds,
    edgeFaces,
    nodeFaces,
    nodeEdges,
    nodeNeighbours,
    mouthEdge: edgeAt(shell, 0, 0, 0),
    mouthHeadwater: faceAt(shell, 0, 0, true),
    mouthNodes,
  };
}

/**
 * The edge two faces share, or -1 if they are not neighbours.
 *
 * @example
 * sharedEdge(lattice, lattice.mouthHeadwater, faceAt(lattice, 0, 0, false));
 */
export function sharedEdge(lattice: Lattice, a: number, b: number): number {
  for (let i = 0; i < 3; i++) if (lattice.faceNeighbours[3 * a + i] === b) return lattice.faceEdges[3 * a + i]!;
  return -1;
}

/**
 * The face across edge `edge` from face `face` (or {@link BEYOND}).
 *
 * @example
 * faceAcross(lattice, lattice.mouthHeadwater, lattice.mouthEdge); // BEYOND
 */
export function faceAcross(lattice: Lattice, face: number, edge: number): number {
  const a = lattice.edgeFaces[2 * edge]!;
  return a === face ? lattice.edgeFaces[2 * edge + 1]! : a;
}

/**
 * Whether a node is a corner of a face.
 *
 * @example
 * faceHasCorner(lattice, lattice.mouthHeadwater, lattice.mouthNodes[0]); // true
 */
export function faceHasCorner(lattice: Lattice, face: number, node: number): boolean {
  const c = lattice.faceCorners;
  return c[3 * face] === node || c[3 * face + 1] === node || c[3 * face + 2] === node;
}

/**
 * The paper position of a node (for drawing): x to the right, y up, edges of length 1.
 *
 * @example
 * const [px, py] = nodePosition(lattice, node);
 */
export function nodePosition(lattice: Lattice, node: number): [number, number] {
  const x = lattice.nodeX[node]!;
  const y = lattice.nodeY[node]!;
  return [x + y / 2, (y * Math.sqrt(3)) / 2];
}

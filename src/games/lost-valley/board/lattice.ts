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

/*
 * The build is the first thing a fresh process runs for Lost Valley, and it writes about 1.5
 * million entries (radius 117): it runs mostly in V8's interpreter, before an on-stack-replaced
 * version of a loop arrives from the compiler thread. So each table is filled from the id
 * formulas above (no calls, no reads of other tables) in its own small loop, which V8 compiles
 * in a fraction of the time one big function took; the ids are those of nodeAt / faceAt / edgeAt
 * (test/games/lost-valley/lattice-build.test.ts checks every entry against a build from them).
 * Row y of the points holds ids 1 + y * width … ; the anchors (i, y), i = x + r, of row y hold
 * the faces 2 * (y * 2r + i) (up) and that + 1 (down); edge d of point n is 3 * (n - 1) + d.
 */

/** Each point's position and its six neighbours and edges, anticlockwise from east. */
function fillNodes(r: number, width: number, lattice: Lattice): void {
  const { nodeX, nodeY, nodeNeighbours, nodeEdges } = lattice;
  const row = 2 * r;
  for (let y = 0; y <= r; y++) {
    for (let i = 0; i < width; i++) {
      const n = 1 + y * width + i;
      nodeX[n] = i - r;
      nodeY[n] = y;
      const k = 6 * n;
      const e = 3 * (n - 1);
      if (i < row) {
        nodeNeighbours[k] = n + 1;
        nodeEdges[k] = e;
      }
      if (y < r) {
        nodeNeighbours[k + 1] = n + width;
        nodeEdges[k + 1] = e + 1;
      }
      if (y < r && i > 0) {
        nodeNeighbours[k + 2] = n + width - 1;
        nodeEdges[k + 2] = e + 2;
      }
      // Directions 3-5 are the edges of the neighbour, in directions 0-2, that end here.
      if (i > 0) {
        nodeNeighbours[k + 3] = n - 1;
        nodeEdges[k + 3] = e - 3;
      }
      if (y > 0) {
        nodeNeighbours[k + 4] = n - width;
        nodeEdges[k + 4] = e - 3 * width + 1;
      }
      if (y > 0 && i < row) {
        nodeNeighbours[k + 5] = n - width + 1;
        nodeEdges[k + 5] = e - 3 * width + 5;
      }
    }
  }
}

/** Each point's six faces: face k lies between its edge k and edge k + 1. */
function fillNodeFaces(r: number, width: number, nodeFaces: Int32Array): void {
  const row = 2 * r;
  for (let y = 0; y <= r; y++) {
    for (let i = 0; i < width; i++) {
      const k = 6 * (1 + y * width + i);
      const up = 2 * (y * row + i);
      const below = up - 2 * row;
      if (y < r) {
        if (i < row) nodeFaces[k] = up;
        if (i > 0) {
          nodeFaces[k + 1] = up - 1;
          nodeFaces[k + 2] = up - 2;
        }
      }
      if (y > 0) {
        if (i > 0) nodeFaces[k + 3] = below - 1;
        if (i < row) {
          nodeFaces[k + 4] = below;
          nodeFaces[k + 5] = below + 1;
        }
      }
    }
  }
}

/** Each edge's two ends and the faces on either side of it. */
function fillEdges(r: number, width: number, edgeEnds: Int32Array, edgeFaces: Int32Array): void {
  const row = 2 * r;
  for (let y = 0; y <= r; y++) {
    for (let i = 0; i < width; i++) {
      const n = 1 + y * width + i;
      const j = 6 * (n - 1);
      const up = 2 * (y * row + i);
      if (i < row) {
        edgeEnds[j] = n;
        edgeEnds[j + 1] = n + 1;
        if (y < r) edgeFaces[j] = up;
        if (y > 0) edgeFaces[j + 1] = up - 2 * row + 1;
      }
      if (y < r) {
        edgeEnds[j + 2] = n;
        edgeEnds[j + 3] = n + width;
        if (i < row) edgeFaces[j + 2] = up;
        if (i > 0) {
          edgeFaces[j + 3] = up - 1;
          edgeEnds[j + 4] = n;
          edgeEnds[j + 5] = n + width - 1;
          edgeFaces[j + 4] = up - 2;
          edgeFaces[j + 5] = up - 1;
        }
      }
    }
  }
}

/** Each face's corners, edges and neighbours: the up and the down face of every anchor. */
function fillFaces(r: number, width: number, lattice: Lattice): void {
  const { faceCorners, faceEdges, faceNeighbours, faceUp } = lattice;
  const row = 2 * r;
  for (let y = 0; y < r; y++) {
    for (let i = 0; i < row; i++) {
      const n = 1 + y * width + i;
      const up = 2 * (y * row + i);
      const u = 3 * up;
      faceUp[up] = 1;
      // Up: corners (x, y), (x + 1, y), (x, y + 1); its edges (x, y)/0, (x + 1, y)/2, (x, y)/1.
      faceCorners[u] = n;
      faceCorners[u + 1] = n + 1;
      faceCorners[u + 2] = n + width;
      faceEdges[u] = 3 * n - 3;
      faceEdges[u + 1] = 3 * n + 2;
      faceEdges[u + 2] = 3 * n - 2;
      faceNeighbours[u] = y > 0 ? up - 2 * row + 1 : BEYOND;
      faceNeighbours[u + 1] = up + 1;
      faceNeighbours[u + 2] = i > 0 ? up - 1 : BEYOND;
      // Down: corners (x + 1, y), (x + 1, y + 1), (x, y + 1); edges (x + 1, y)/1, (x, y + 1)/0, (x + 1, y)/2.
      faceCorners[u + 3] = n + 1;
      faceCorners[u + 4] = n + width + 1;
      faceCorners[u + 5] = n + width;
      faceEdges[u + 3] = 3 * n + 1;
      faceEdges[u + 4] = 3 * (n + width - 1);
      faceEdges[u + 5] = 3 * n + 2;
      faceNeighbours[u + 3] = i + 1 < row ? up + 2 : BEYOND;
      faceNeighbours[u + 4] = y + 1 < r ? up + 2 * row : BEYOND;
      faceNeighbours[u + 5] = up;
    }
  }
}

function buildLattice(radius: number): Lattice {
  const r = radius;
  const width = 2 * r + 1;
  const nodeCount = 1 + width * (r + 1);
  const faceCount = 2 * (2 * r) * r;
  const edgeCount = 3 * (nodeCount - 1);
  const nodeX = new Float64Array(nodeCount);
  const nodeY = new Float64Array(nodeCount);
  nodeX[TRADING_POST] = 0.5;
  nodeY[TRADING_POST] = -1;
  const shell = { radius: r } as Lattice;
  const lattice: Lattice = {
    radius: r,
    nodeCount,
    faceCount,
    edgeCount,
    nodeX,
    nodeY,
    faceCorners: new Int32Array(3 * faceCount),
    faceEdges: new Int32Array(3 * faceCount),
    faceNeighbours: new Int32Array(3 * faceCount),
    faceUp: new Uint8Array(faceCount),
    edgeEnds: new Int32Array(2 * edgeCount).fill(-1),
    edgeFaces: new Int32Array(2 * edgeCount).fill(BEYOND),
    nodeFaces: new Int32Array(6 * nodeCount).fill(BEYOND),
    nodeEdges: new Int32Array(6 * nodeCount).fill(-1),
    nodeNeighbours: new Int32Array(6 * nodeCount).fill(-1),
    mouthEdge: edgeAt(shell, 0, 0, 0),
    mouthHeadwater: faceAt(shell, 0, 0, true),
    mouthNodes: [nodeAt(shell, 0, 0), nodeAt(shell, 1, 0)],
  };
  fillNodes(r, width, lattice);
  fillNodeFaces(r, width, lattice.nodeFaces);
  fillEdges(r, width, lattice.edgeEnds, lattice.edgeFaces);
  fillFaces(r, width, lattice);
  return lattice;
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

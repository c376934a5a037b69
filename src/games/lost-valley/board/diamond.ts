import { BEYOND, nodePosition, type Lattice } from './lattice.js';

/*
 * A diamond lies on two faces that share an edge (its short diagonal, which is not walkable).
 * The shared edge fixes the diamond's direction (one of three); `way` says which way round it
 * lies (LV-GEO-3): corner 0 of the tile (an acute corner) sits at the apex of the lower-numbered
 * face (way 0) or of the other face (way 1). Corners then run anticlockwise: 0 and 2 acute, 1 and
 * 3 obtuse; tile edge i joins corner i and corner (i + 1) % 4, as in the component data.
 */

/**
 * Where one diamond lies: its two faces (ascending), which way round, its four corners and four
 * edges in the tile's own numbering.
 *
 * @example
 * const d = diamondAt(lattice, [a, b], 0);
 * d.edges[0]; // the lattice edge under tile edge 0
 */
export interface DiamondPlacement {
  readonly faces: readonly [number, number];
  readonly way: 0 | 1;
  /** Lattice nodes under tile corners 0 … 3. */
  readonly corners: readonly [number, number, number, number];
  /** Lattice edges under tile edges 0 … 3. */
  readonly edges: readonly [number, number, number, number];
  /** The shared (interior) edge. */
  readonly interior: number;
}

/**
 * The lattice edge between two neighbouring nodes, or -1.
 *
 * @example
 * edgeBetween(lattice, lattice.mouthNodes[0], lattice.mouthNodes[1]) === lattice.mouthEdge; // true
 */
export function edgeBetween(lattice: Lattice, a: number, b: number): number {
  for (let k = 0; k < 6; k++) if (lattice.nodeNeighbours[6 * a + k] === b) return lattice.nodeEdges[6 * a + k]!;
  return -1;
}

function apexOf(lattice: Lattice, face: number, edge: number): number {
  const p = lattice.edgeEnds[2 * edge]!;
  const q = lattice.edgeEnds[2 * edge + 1]!;
  for (let i = 0; i < 3; i++) {
    const c = lattice.faceCorners[3 * face + i]!;
    if (c !== p && c !== q) return c;
  }
  return -1;
}

/**
 * The placement of a diamond on two neighbouring faces, one way round; `null` if the faces are
 * not neighbours inside the grid.
 *
 * @example
 * diamondAt(lattice, [lattice.mouthHeadwater, faceAt(lattice, -1, 0, false)], 1);
 */
export function diamondAt(lattice: Lattice, faces: readonly [number, number], way: 0 | 1): DiamondPlacement | null {
  const lo = faces[0] < faces[1] ? faces[0] : faces[1];
  const hi = faces[0] < faces[1] ? faces[1] : faces[0];
  if (lo === BEYOND || lo < 0 || hi >= lattice.faceCount) return null;
  let slot = -1;
  for (let i = 0; i < 3; i++) if (lattice.faceNeighbours[3 * lo + i] === hi) slot = i;
  if (slot < 0) return null;
  // Pure geometry, asked for by every placement search: each answer is worked out once per lattice.
  let known = placementsByLattice.get(lattice);
  if (!known) {
    known = [];
    placementsByLattice.set(lattice, known);
  }
  const key = 2 * (3 * lo + slot) + way;
  let placement = known[key];
  if (!placement) {
    placement = placementOf(lattice, lo, hi, lattice.faceEdges[3 * lo + slot]!, way);
    known[key] = placement;
  }
  return placement;
}

const placementsByLattice = new WeakMap<Lattice, DiamondPlacement[]>();

function placementOf(lattice: Lattice, lo: number, hi: number, interior: number, way: 0 | 1): DiamondPlacement {
  const a = apexOf(lattice, way === 0 ? lo : hi, interior);
  const b = apexOf(lattice, way === 0 ? hi : lo, interior);
  const p = lattice.edgeEnds[2 * interior]!;
  const q = lattice.edgeEnds[2 * interior + 1]!;
  const [ax, ay] = nodePosition(lattice, a);
  const [bx, by] = nodePosition(lattice, b);
  const [px, py] = nodePosition(lattice, p);
  // Anticlockwise a, p, b, q puts p on the right of the chord a → b.
  const pOnRight = (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0;
  const corners: [number, number, number, number] = pOnRight ? [a, p, b, q] : [a, q, b, p];
  const edges: [number, number, number, number] = [
    edgeBetween(lattice, corners[0], corners[1]),
    edgeBetween(lattice, corners[1], corners[2]),
    edgeBetween(lattice, corners[2], corners[3]),
    edgeBetween(lattice, corners[3], corners[0]),
  ];
  return { faces: [lo, hi], way, corners, edges, interior };
}

import { describe, expect, it } from 'vitest';
import { BEYOND, edgeAt, faceAt, latticeOfRadius, nodeAt, TRADING_POST, type Lattice } from '../../../src/games/lost-valley/public.js';

/*
 * The lattice is filled from id formulas in small loops (a fresh process's first cost). This is
 * the construction it replaced, written from nodeAt / faceAt / edgeAt and the geometry of the
 * header of lattice.ts; every table must match it entry for entry.
 */
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [-1, 1],
] as const;

function referenceLattice(r: number): Lattice {
  const shell = { radius: r } as Lattice;
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
  nodeX[TRADING_POST] = 0.5;
  nodeY[TRADING_POST] = -1;
  for (let y = 0; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      const n = nodeAt(shell, x, y);
      nodeX[n] = x;
      nodeY[n] = y;
      for (let d = 0; d < 3; d++) {
        const e = edgeAt(shell, x, y, d);
        if (e < 0) continue;
        const [dx, dy] = DIRECTIONS[d]!;
        edgeEnds[2 * e] = n;
        edgeEnds[2 * e + 1] = nodeAt(shell, x + dx, y + dy);
        edgeFaces[2 * e] = d === 2 ? faceAt(shell, x - 1, y, true) : faceAt(shell, x, y, true);
        edgeFaces[2 * e + 1] = d === 0 ? faceAt(shell, x, y - 1, false) : faceAt(shell, x - 1, y, false);
      }
    }
  }
  const setCorner = (face: number, i: number, corner: number, edge: number): void => {
    faceCorners[3 * face + i] = corner;
    faceEdges[3 * face + i] = edge;
    const a = edgeFaces[2 * edge]!;
    faceNeighbours[3 * face + i] = a === face ? edgeFaces[2 * edge + 1]! : a;
  };
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
  const around = [
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [0, -1],
    [1, -1],
  ] as const;
  for (let y = 0; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      const n = nodeAt(shell, x, y);
      const faces = [
        faceAt(shell, x, y, true),
        faceAt(shell, x - 1, y, false),
        faceAt(shell, x - 1, y, true),
        faceAt(shell, x - 1, y - 1, false),
        faceAt(shell, x, y - 1, true),
        faceAt(shell, x, y - 1, false),
      ];
      faces.forEach((f, k) => (nodeFaces[6 * n + k] = f));
      around.forEach(([dx, dy], k) => {
        const m = nodeAt(shell, x + dx, y + dy);
        if (m < 0) return;
        nodeNeighbours[6 * n + k] = m;
        nodeEdges[6 * n + k] = k < 3 ? edgeAt(shell, x, y, k) : edgeAt(shell, x + dx, y + dy, k - 3);
      });
    }
  }
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
    mouthNodes: [nodeAt(shell, 0, 0), nodeAt(shell, 1, 0)],
  };
}

describe('the lattice build', () => {
  // 117 is the second edition's radius (latticeRadiusFor), 0-3 the edges of the formulas.
  for (const radius of [0, 1, 2, 3, 12, 117]) {
    it(`LV-GEO-1: radius ${radius}: every table equals the construction from nodeAt, faceAt and edgeAt`, () => {
      const built = latticeOfRadius(radius);
      const reference = referenceLattice(radius);
      expect(Object.keys(built).sort()).toEqual(Object.keys(reference).sort());
      for (const key of Object.keys(reference) as (keyof Lattice)[]) {
        const a = built[key];
        const b = reference[key];
        if (ArrayBuffer.isView(b)) {
          expect(a, key).toBeInstanceOf(b.constructor);
          // The first differing entry, if any (=== : the reference's x = -r is -0 at radius 0).
          const mismatch = Array.from(b as Int32Array).findIndex((v, i) => v !== (a as Int32Array)[i]);
          expect((a as Int32Array).length, key).toBe((b as Int32Array).length);
          expect(mismatch, `${key}: first differing entry`).toBe(-1);
        } else {
          expect(a, key).toEqual(b);
        }
      }
    });
  }
});

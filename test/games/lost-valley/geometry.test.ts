import { describe, expect, it } from 'vitest';
import {
  BEYOND,
  diamondAt,
  edgeAt,
  faceAt,
  latticeOfRadius,
  nodeAt,
  nodePosition,
  riverShape,
  sharedEdge,
  TRADING_POST,
} from '../../../src/games/lost-valley/public.js';

const lattice = latticeOfRadius(12);

describe('the lattice', () => {
  it('LV-GEO-1: every face has three corners anticlockwise and three neighbours across its three edges', () => {
    for (let f = 0; f < lattice.faceCount; f++) {
      const [a, b, c] = [0, 1, 2].map((i) => nodePosition(lattice, lattice.faceCorners[3 * f + i]!));
      const area = (b![0] - a![0]) * (c![1] - a![1]) - (b![1] - a![1]) * (c![0] - a![0]);
      expect(area).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) {
        const e = lattice.faceEdges[3 * f + i]!;
        const ends = [lattice.edgeEnds[2 * e], lattice.edgeEnds[2 * e + 1]].sort();
        expect(ends).toEqual([lattice.faceCorners[3 * f + i], lattice.faceCorners[3 * f + ((i + 1) % 3)]].sort());
        const n = lattice.faceNeighbours[3 * f + i]!;
        if (n !== BEYOND) expect(sharedEdge(lattice, n, f)).toBe(e);
      }
    }
  });

  it('LV-GEO-1: an intersection inside the valley touches six faces and six edges', () => {
    const v = nodeAt(lattice, 2, 3);
    const faces = Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * v + k]!);
    expect(new Set(faces).size).toBe(6);
    for (const f of faces) expect([0, 1, 2].map((i) => lattice.faceCorners[3 * f + i])).toContain(v);
    expect(Array.from({ length: 6 }, (_, k) => lattice.nodeNeighbours[6 * v + k]).every((n) => n! > 0)).toBe(true);
  });

  it('LV-GEO-2: the valley is the half-plane above the line through the start tile; faces below are beyond', () => {
    expect(faceAt(lattice, 0, -1, true)).toBe(BEYOND);
    const onLine = nodeAt(lattice, 3, 0);
    const inside = Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * onLine + k]!).filter((f) => f !== BEYOND);
    expect(inside).toHaveLength(3);
    expect(nodePosition(lattice, TRADING_POST)[1]).toBeLessThan(0);
  });

  it('LV-GEO-4: the mouth is the edge (0,0)-(1,0) on the boundary, with the first headwater face above it', () => {
    expect(lattice.mouthEdge).toBe(edgeAt(lattice, 0, 0, 0));
    expect(lattice.mouthHeadwater).toBe(faceAt(lattice, 0, 0, true));
    expect(lattice.mouthNodes).toEqual([nodeAt(lattice, 0, 0), nodeAt(lattice, 1, 0)]);
    expect(lattice.edgeFaces[2 * lattice.mouthEdge + 1]).toBe(BEYOND);
  });
});

describe('diamonds', () => {
  it('LV-GEO-3: a diamond lies on two faces sharing an edge, in three directions and two ways round each', () => {
    const up = faceAt(lattice, 2, 2, true);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const other = lattice.faceNeighbours[3 * up + i]!;
      for (const way of [0, 1] as const) {
        const d = diamondAt(lattice, [up, other], way)!;
        expect(d.interior).toBe(lattice.faceEdges[3 * up + i]);
        expect(new Set(d.corners).size).toBe(4);
        // Corners anticlockwise: a convex quadrilateral with positive area at every turn.
        const pts = d.corners.map((c) => nodePosition(lattice, c));
        for (let k = 0; k < 4; k++) {
          const [a, b, c] = [pts[k]!, pts[(k + 1) % 4]!, pts[(k + 2) % 4]!];
          expect((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])).toBeGreaterThan(0);
        }
        // Corners 0 and 2 are the acute apexes, 1 and 3 the ends of the short diagonal.
        const ends = [lattice.edgeEnds[2 * d.interior], lattice.edgeEnds[2 * d.interior + 1]];
        expect(ends).toContain(d.corners[1]);
        expect(ends).toContain(d.corners[3]);
        expect(d.edges).not.toContain(d.interior);
        seen.add(d.corners.join(','));
      }
    }
    expect(seen.size).toBe(6);
  });

  it('LV-GEO-3: the two ways round swap the acute corners', () => {
    const a = faceAt(lattice, 1, 1, true);
    const b = faceAt(lattice, 1, 1, false);
    const w0 = diamondAt(lattice, [a, b], 0)!;
    const w1 = diamondAt(lattice, [a, b], 1)!;
    expect(w1.corners[0]).toBe(w0.corners[2]);
    expect(w1.corners[2]).toBe(w0.corners[0]);
    expect(diamondAt(lattice, [a, faceAt(lattice, 5, 5, true)], 0)).toBeNull();
  });

  it('LV-GEO-5: the straight river tiles 0-2 and 1-3 are mirror images, not rotations', () => {
    expect(riverShape([0, 2])).toBe('straight');
    expect(riverShape([1, 3])).toBe('straight');
    const a = faceAt(lattice, 1, 1, true);
    const b = faceAt(lattice, 1, 1, false);
    for (const way of [0, 1] as const) {
      const d = diamondAt(lattice, [a, b], way)!;
      // Rotating by half a turn maps edge i to edge i + 2: 0-2 stays 0-2, never 1-3.
      expect(new Set([d.edges[0], d.edges[2]])).not.toEqual(new Set([diamondAt(lattice, [a, b], way === 0 ? 1 : 0)!.edges[1], diamondAt(lattice, [a, b], way === 0 ? 1 : 0)!.edges[3]]));
    }
  });
});

/**
 * The ring of faces around an intersection (not a test file itself), shared by site-board.ts
 * `legalSite` and the scenarios built on it. The old hand-laid `site`, whose one-face "wasteland
 * pieces" no real game can hold, is gone: every scenario that used it builds a legal board.
 */
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { latticeOf } from './lv-helpers.js';

/** The six faces around an intersection in cyclic order, and the edge between each and the next. */
export function ring(state: LostValleyState, v: number): { faces: number[]; edges: number[] } {
  const lattice = latticeOf(state);
  const pairs = Array.from({ length: 6 }, (_, k) => {
    const edge = lattice.nodeEdges[6 * v + k]!;
    return { edge, a: lattice.edgeFaces[2 * edge]!, b: lattice.edgeFaces[2 * edge + 1]! };
  });
  const faces: number[] = [pairs[0]!.a];
  const edges: number[] = [];
  let current = pairs[0]!.a;
  const used = new Set<number>();
  for (let i = 0; i < 6; i++) {
    const next = pairs.find((p) => !used.has(p.edge) && (p.a === current || p.b === current))!;
    used.add(next.edge);
    edges.push(next.edge);
    current = next.a === current ? next.b : next.a;
    if (i < 5) faces.push(current);
  }
  return { faces, edges };
}

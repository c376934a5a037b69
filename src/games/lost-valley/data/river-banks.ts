/*
 * The river on a river diamond, from its two edges (corners 0-3 anticlockwise from an acute
 * corner, edge i joining corner i and corner (i + 1) % 4; see component-schema.ts).
 */

/**
 * The shape of a river diamond: `straight` (opposite edges, 0-2 or 1-3, mirror images of each
 * other), `acute-bend` (the two edges at corner 0 or 2) or `obtuse-bend` (at corner 1 or 3).
 *
 * @example
 * riverShape([3, 0]); // 'acute-bend'
 */
export type RiverShape = 'straight' | 'acute-bend' | 'obtuse-bend';

/**
 * Names the shape of the river through a diamond with these two distinct edges.
 *
 * @example
 * riverShape([0, 2]); // 'straight'
 * riverShape([0, 1]); // 'obtuse-bend' (edges 0 and 1 meet at the obtuse corner 1)
 */
export function riverShape(edges: readonly [number, number]): RiverShape {
  const [a, b] = edges;
  if ((a - b + 4) % 4 === 2) return 'straight';
  // Adjacent edges i and i+1 meet at corner i+1; even corners are the acute ones.
  const shared = (b - a + 4) % 4 === 1 ? b : a;
  return shared % 2 === 0 ? 'acute-bend' : 'obtuse-bend';
}

/**
 * The two banks of a river diamond: the corners on each side of the river, in anticlockwise
 * order. The first bank runs from the corner after the first river edge to the second edge.
 *
 * @example
 * riverBanks([0, 2]); // [[1, 2], [3, 0]]
 * riverBanks([3, 0]); // [[0], [1, 2, 3]]
 */
export function riverBanks(edges: readonly [number, number]): [number[], number[]] {
  const [a, b] = edges;
  const walk = (from: number, to: number): number[] => {
    const corners: number[] = [];
    for (let corner = from % 4; ; corner = (corner + 1) % 4) {
      corners.push(corner);
      if (corner === to) return corners;
    }
  };
  return [walk(a + 1, b), walk(b + 1, a)];
}

/**
 * Which bank (0 or 1, as {@link riverBanks} lists them) a corner of a river diamond lies on.
 *
 * @example
 * bankOfCorner([0, 2], 3); // 1
 */
export function bankOfCorner(edges: readonly [number, number], corner: number): 0 | 1 {
  return riverBanks(edges)[0].includes(corner) ? 0 : 1;
}

/**
 * The land area (facts): 24 stack spaces in hex rows of 4, 5, 6, 5 and 4, the mining camp beyond
 * the middle of the first row and the base camp beyond the middle of the last, each touching two
 * stack spaces. Spaces 0–23 are the stacks, row by row; 24 is the mining camp, 25 the base camp:
 * always revealed, at opposite ends of the land area (LD-GRID-1).
 */

/**
 * How many stacks the land area holds.
 *
 * @example
 * STACK_COUNT; // 24
 */
export const STACK_COUNT = 24;

/**
 * Tiles per stack at the start (LD-SETUP-1).
 *
 * @example
 * STACK_HEIGHT; // 5
 */
export const STACK_HEIGHT = 5;

/**
 * The mining camp's space number.
 *
 * @example
 * MINING_CAMP; // 24
 */
export const MINING_CAMP = 24;

/**
 * The base camp's space number.
 *
 * @example
 * BASE_CAMP; // 25
 */
export const BASE_CAMP = 25;

/**
 * Every space's axial hex coordinates (q, r), stacks row by row, then the two camps.
 *
 * @example
 * SPACE_COORDINATES[MINING_CAMP]; // [2, -3]
 */
export const SPACE_COORDINATES: readonly (readonly [number, number])[] = (() => {
  const rows: [number, number, number][] = [[-2, 0, 3], [-1, -1, 3], [0, -2, 3], [1, -2, 2], [2, -2, 1]];
  const coordinates: [number, number][] = [];
  for (const [r, from, to] of rows) for (let q = from; q <= to; q++) coordinates.push([q, r]);
  coordinates.push([2, -3], [-1, 3]);
  return coordinates;
})();

const STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const;

/**
 * The neighbours of every space ("any direction" is the six hex neighbours).
 *
 * @example
 * NEIGHBOURS[MINING_CAMP]; // [1, 2]
 */
export const NEIGHBOURS: readonly (readonly number[])[] = SPACE_COORDINATES.map(([q, r]) => {
  const list: number[] = [];
  for (const [dq, dr] of STEPS) {
    const index = SPACE_COORDINATES.findIndex(([oq, or]) => oq === q + dq && or === r + dr);
    if (index !== -1) list.push(index);
  }
  return list.sort((a, b) => a - b);
});

/**
 * Whether a space is a stack space (not a camp).
 *
 * @example
 * isStack(3); // true
 */
export function isStack(space: number): boolean {
  return space >= 0 && space < STACK_COUNT;
}

const pathCache: (readonly (readonly number[])[] | undefined)[][] = SPACE_COORDINATES.map(() => []);

/**
 * Every walk of exactly `length` steps from `start` that enters no space twice and does not come
 * back to the start (LD-MOVE-2, LD-MOVE-3), as the spaces entered in order. Voids are not
 * filtered here (they count as spaces); computed once per start and length.
 *
 * @example
 * simplePaths(MINING_CAMP, 1); // [[1], [2]]
 * @internal
 */
export function simplePaths(start: number, length: number): readonly (readonly number[])[] {
  const cached = pathCache[start]?.[length];
  if (cached) return cached;
  const paths: number[][] = [];
  const walk = (at: number, path: number[]): void => {
    if (path.length === length) {
      paths.push(path.slice());
      return;
    }
    for (const next of NEIGHBOURS[at]!) {
      if (next === start || path.includes(next)) continue;
      path.push(next);
      walk(next, path);
      path.pop();
    }
  };
  if (length > 0) walk(start, []);
  const frozen = Object.freeze(paths.map((path) => Object.freeze(path)));
  pathCache[start]![length] = frozen;
  return frozen;
}

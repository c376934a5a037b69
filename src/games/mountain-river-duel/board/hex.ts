/**
 * The three axes of the hexagonal grid as axial steps (q, r); lines run along them.
 *
 * @example
 * for (const [dq, dr] of AXES) console.log(dq, dr);
 */
export const AXES: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, -1],
];

/**
 * The six neighbours of an area, as axial steps.
 *
 * @example
 * NEIGHBOUR_STEPS.map(([dq, dr]) => hexKey(q + dq, r + dr));
 */
export const NEIGHBOUR_STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, -1],
  [-1, 1],
];

/**
 * A key for an axial position, for lookups.
 *
 * @example
 * hexKey(1, -2); // '1,-2'
 */
export function hexKey(q: number, r: number): string {
  return `${q},${r}`;
}

import type { Board } from './board-schema.js';
import { AXES, hexKey } from './hex.js';
import { perBoard } from './per-board-cache.js';

/**
 * What the hot paths need of a board, computed once per board object: every maximal straight
 * line of areas along the three axes (area ids in line order), and the areas of each mountain
 * and river.
 *
 * @example
 * const { lines }: BoardGeometry = geometryOf(defaultBoard);
 */
export interface BoardGeometry {
  readonly lines: readonly (readonly number[])[];
  readonly mountains: readonly (readonly number[])[];
  readonly rivers: readonly (readonly number[])[];
  /** For each area: its position in each line it lies on, as [line index, position]. */
  readonly linePositions: readonly (readonly (readonly [number, number])[])[];
}

/**
 * The precomputed geometry of a board (cached per board object).
 *
 * @example
 * geometryOf(defaultBoard).lines.length; // 33 on the default hexagon
 */
export const geometryOf: (board: Board) => BoardGeometry = perBoard(computeGeometry);

function computeGeometry(board: Board): BoardGeometry {
  const at = new Map(board.areas.map((area) => [hexKey(area.q, area.r), area.id]));
  const lines: number[][] = [];
  const linePositions: [number, number][][] = board.areas.map(() => []);
  for (const [dq, dr] of AXES) {
    for (const area of board.areas) {
      // A line starts where the area before it along this axis is off the board.
      if (at.has(hexKey(area.q - dq, area.r - dr))) continue;
      const line: number[] = [];
      for (let q = area.q, r = area.r, id = at.get(hexKey(q, r)); id !== undefined; q += dq, r += dr, id = at.get(hexKey(q, r))) {
        linePositions[id]!.push([lines.length, line.length]);
        line.push(id);
      }
      lines.push(line);
    }
  }
  return { lines, mountains: board.mountains, rivers: board.rivers, linePositions };
}

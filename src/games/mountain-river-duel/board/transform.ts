import type { Board } from './board-schema.js';
import { hexKey } from './hex.js';

/**
 * The board with its river layer turned by `sixths` sixth turns about the centre and, if
 * `reflect`, turned over first (the two-part edition's other boards, MRD-MAT-6). Returns
 * `null` if the turned layer does not fit the board's areas (a custom board without that
 * symmetry). The mountains stay.
 *
 * @example
 * const turned = turnRiverLayer(defaultBoard, 2, false);
 */
export function turnRiverLayer(board: Board, sixths: number, reflect: boolean): Board | null {
  if (sixths === 0 && !reflect) return board;
  const at = new Map(board.areas.map((area) => [hexKey(area.q, area.r), area.id]));
  const rivers: number[][] = [];
  for (const river of board.rivers) {
    const moved: number[] = [];
    for (const id of river) {
      const area = board.areas[id]!;
      let [q, r] = reflect ? [area.r, area.q] : [area.q, area.r];
      // A sixth turn in axial coordinates: (q, r) -> (-r, q + r).
      for (let i = 0; i < sixths; i++) [q, r] = [-r, q + r];
      const target = at.get(hexKey(q, r));
      if (target === undefined) return null;
      moved.push(target);
    }
    rivers.push(moved);
  }
  const riverOf = new Array<number>(board.areas.length);
  rivers.forEach((ids, index) => ids.forEach((id) => (riverOf[id] = index)));
  const areas = board.areas.map((area) => ({ ...area, river: riverOf[area.id]! }));
  const name = `${board.name} (rivers turned ${sixths}/6${reflect ? ', reflected' : ''})`;
  return { ...board, name, areas, rivers };
}

import type { Board } from './board/board-schema.js';
import { actionTableOf, RUN_SLOTS } from './action-table.js';
import type { DuelAction, Marker } from './schemas.js';

/**
 * Every straight run of exactly `length` contiguous face-down markers, each once, in line order
 * (MRD-DIG-1, MRD-DIG-2). Single markers are listed once by area id, not once per axis.
 *
 * @example
 * straightRuns(defaultBoard, markers, 3); // [[0, 1, 2], ...]
 * @internal
 */
export function straightRuns(board: Board, markers: readonly Marker[], length: number): (readonly number[])[] {
  return (actionTableOf(board).runs[length] ?? []).filter((run) => allDown(run.areas, markers)).map((run) => run.areas);
}

function allDown(areas: readonly number[], markers: readonly Marker[]): boolean {
  for (let i = 0; i < areas.length; i++) if (markers[areas[i]!] !== 'down') return false;
  return true;
}

/**
 * The mover's digs: with a throw of N, every run of N and every face-up marker to turn down
 * (MRD-DIG-3); with no discs left, every single marker and every run of two, and no turning down
 * (MRD-DISC-3, MRD-DISC-4); and `pass` only when nothing else is legal (MRD-DIG-4). The action
 * objects are shared and frozen.
 *
 * @example
 * digActions(defaultBoard, markers, 0, 3);
 */
export function digActions(board: Board, markers: readonly Marker[], player: number, thrown: number | null): DuelAction[] {
  const table = actionTableOf(board);
  const seat = player === 0 ? 0 : 1;
  const actions: DuelAction[] = [];
  const lengths = thrown === null ? [1, 2] : [thrown];
  for (const length of lengths) {
    if (length === 1) {
      const singles = table.singles[seat]!;
      for (let id = 0; id < markers.length; id++) if (markers[id] === 'down') actions.push(singles[id]!);
      continue;
    }
    // One scan per line: every cell that ends a face-down stretch of at least `length`.
    const { cells, lineStarts } = table;
    const endingAt = table.endingAt[seat]!;
    for (let l = 0; l + 1 < lineStarts.length; l++) {
      let stretch = 0;
      for (let cell = lineStarts[l]!, end = lineStarts[l + 1]!; cell < end; cell++) {
        stretch = markers[cells[cell]!] === 'down' ? stretch + 1 : 0;
        if (stretch >= length) actions.push(endingAt[cell * RUN_SLOTS + length]!);
      }
    }
  }
  if (thrown !== null) {
    const turnDowns = table.turnDowns[seat]!;
    for (let id = 0; id < markers.length; id++) if (markers[id] === 'up') actions.push(turnDowns[id]!);
  }
  if (actions.length === 0) actions.push(table.pass[seat]!);
  return actions;
}

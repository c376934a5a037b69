import type { Board } from './board/board-schema.js';
import { geometryOf } from './board/geometry.js';
import { perBoard } from './board/per-board-cache.js';
import type { DuelAction } from './schemas.js';

/**
 * A candidate run: its areas in line order and, per seat, the frozen action that turns it up.
 *
 * @example
 * actionTableOf(defaultBoard).runs[2]![0]!.areas; // the first run of two
 * @internal
 */
export interface CandidateRun {
  readonly areas: readonly number[];
  readonly actions: readonly [DuelAction, DuelAction];
}

/**
 * Every action the duel can ever offer on a board, built once and frozen, so that listing legal
 * actions filters instead of allocating (speed for search).
 *
 * @example
 * const table: DuelActionTable = actionTableOf(defaultBoard);
 * @internal
 */
export interface DuelActionTable {
  /** `runs[n]`: every straight run of n areas (n = 1…5); singles once, in area order. */
  readonly runs: readonly (readonly CandidateRun[])[];
  /** Every line's area ids one after another (the hot scan reads one flat typed array). */
  readonly cells: Int32Array;
  /** Where each line starts in `cells`; one more entry marks the end of the last. */
  readonly lineStarts: Int32Array;
  /** `endingAt[seat][cell * RUN_SLOTS + n]`: that seat's turn-up of the n areas ending at that cell, or null. */
  readonly endingAt: readonly (readonly (DuelAction | null)[])[];
  /** `singles[seat][area]`: that seat's turn-up of one area. */
  readonly singles: readonly (readonly DuelAction[])[];
  /** `turnDowns[seat][area]`. */
  readonly turnDowns: readonly (readonly DuelAction[])[];
  /** `pass[seat]`. */
  readonly pass: readonly DuelAction[];
}

const MAX_RUN = 5;
/**
 * Slots per cell in `endingAt`: run lengths 0…MAX_RUN.
 *
 * @example
 * table.endingAt[0]![cell * RUN_SLOTS + 3]; // seat 0's run of three ending at that cell
 * @internal
 */
export const RUN_SLOTS = MAX_RUN + 1;

/**
 * The action table of a board (cached per board object).
 *
 * @example
 * actionTableOf(defaultBoard).runs[3]!.length;
 * @internal
 */
export const actionTableOf: (board: Board) => DuelActionTable = perBoard((board) => buildTable(board));

function candidate(areas: readonly number[]): CandidateRun {
  const frozen = Object.freeze([...areas]);
  const action = (player: number): DuelAction => Object.freeze({ type: 'turn-up', player, areas: frozen as number[] });
  return Object.freeze({ areas: frozen, actions: Object.freeze([action(0), action(1)] as const) });
}

function buildTable(board: Board): DuelActionTable {
  const { lines } = geometryOf(board);
  const runs: CandidateRun[][] = [[], board.areas.map((area) => candidate([area.id]))];
  const lineStarts = new Int32Array(lines.length + 1);
  lines.forEach((line, index) => (lineStarts[index + 1] = lineStarts[index]! + line.length));
  const cells = Int32Array.from(lines.flat());
  const endingAt = [0, 1].map(() => new Array<DuelAction | null>(cells.length * RUN_SLOTS).fill(null));
  for (let length = 2; length <= MAX_RUN; length++) {
    const ofLength: CandidateRun[] = [];
    lines.forEach((line, index) => {
      for (let start = 0; start + length <= line.length; start++) {
        const run = candidate(line.slice(start, start + length));
        ofLength.push(run);
        const slot = (lineStarts[index]! + start + length - 1) * RUN_SLOTS + length;
        endingAt[0]![slot] = run.actions[0];
        endingAt[1]![slot] = run.actions[1];
      }
    });
    runs.push(ofLength);
  }
  const seats = [0, 1];
  return {
    runs,
    cells,
    lineStarts,
    endingAt,
    singles: [0, 1].map((seat) => runs[1]!.map((run) => run.actions[seat as 0 | 1])),
    turnDowns: seats.map((player) => board.areas.map((area) => Object.freeze({ type: 'turn-down' as const, player, area: area.id }))),
    pass: seats.map((player) => Object.freeze({ type: 'pass' as const, player })),
  };
}

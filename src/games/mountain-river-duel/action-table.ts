import type { Board } from './board/board-schema.js';
import { geometryOf } from './board/geometry.js';
import type { DuelAction } from './schemas.js';

/** A candidate run: its areas in line order and, per seat, the frozen action that turns it up. */
export interface CandidateRun {
  readonly areas: readonly number[];
  readonly actions: readonly [DuelAction, DuelAction];
}

/**
 * Every action the duel can ever offer on a board, built once and frozen, so that listing legal
 * actions filters instead of allocating (speed for search).
 */
export interface DuelActionTable {
  /** `runs[n]`: every straight run of n areas (n = 1…5); singles once, in area order. */
  readonly runs: readonly (readonly CandidateRun[])[];
  /** The board's lines (area ids in line order). */
  readonly lines: readonly (readonly number[])[];
  /** `endingAt[line][i][n]`: the run of n areas of that line that ends at position i. */
  readonly endingAt: readonly (readonly (readonly (CandidateRun | undefined)[])[])[];
  /** `turnDowns[seat][area]`. */
  readonly turnDowns: readonly (readonly DuelAction[])[];
  /** `pass[seat]`. */
  readonly pass: readonly DuelAction[];
}

const tables = new WeakMap<Board, DuelActionTable>();
const MAX_RUN = 5;

/**
 * The action table of a board (cached per board object).
 *
 * @example
 * actionTableOf(defaultBoard).runs[3]!.length;
 */
export function actionTableOf(board: Board): DuelActionTable {
  let table = tables.get(board);
  if (!table) {
    table = buildTable(board);
    tables.set(board, table);
  }
  return table;
}

function candidate(areas: readonly number[]): CandidateRun {
  const frozen = Object.freeze([...areas]);
  const action = (player: number): DuelAction => Object.freeze({ type: 'turn-up', player, areas: frozen as number[] });
  return Object.freeze({ areas: frozen, actions: Object.freeze([action(0), action(1)] as const) });
}

function buildTable(board: Board): DuelActionTable {
  const { lines } = geometryOf(board);
  const runs: CandidateRun[][] = [[], board.areas.map((area) => candidate([area.id]))];
  const endingAt: (CandidateRun | undefined)[][][] = lines.map((line) => line.map(() => []));
  for (let length = 2; length <= MAX_RUN; length++) {
    const ofLength: CandidateRun[] = [];
    lines.forEach((line, index) => {
      for (let start = 0; start + length <= line.length; start++) {
        const run = candidate(line.slice(start, start + length));
        ofLength.push(run);
        endingAt[index]![start + length - 1]![length] = run;
      }
    });
    runs.push(ofLength);
  }
  const seats = [0, 1];
  return {
    runs,
    lines,
    endingAt,
    turnDowns: seats.map((player) => board.areas.map((area) => Object.freeze({ type: 'turn-down' as const, player, area: area.id }))),
    pass: seats.map((player) => Object.freeze({ type: 'pass' as const, player })),
  };
}

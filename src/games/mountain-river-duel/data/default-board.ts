import { BoardSchema, type Board } from '../board/board-schema.js';
import boardJson from './default-board.json';

/**
 * The default duel board, shipped unchanged from the reference data: 91 areas on a hexagon of
 * side 6, 17 mountains and the 17 rivers that mirror them (MRD-MAT-3, MRD-MAT-4).
 *
 * @example
 * defaultBoard.areas.length; // 91
 */
export const defaultBoard: Board = BoardSchema.parse(boardJson);

import type { Board } from './board-schema.js';

/**
 * Wraps a computation over a board so that it runs once per board object: a WeakMap, with the
 * last board answered before it (nearly every call in a game is about the same board, and a
 * WeakMap lookup on the hot path costs more than the comparison).
 *
 * @example
 * const linesOf = perBoard((board) => computeLines(board));
 */
export function perBoard<T>(compute: (board: Board) => T): (board: Board) => T {
  const cache = new WeakMap<Board, T>();
  let lastBoard: Board | null = null;
  let lastValue: T | undefined;
  return (board) => {
    if (board === lastBoard) return lastValue as T;
    let value = cache.get(board);
    if (value === undefined) {
      value = compute(board);
      cache.set(board, value);
    }
    lastBoard = board;
    lastValue = value;
    return value;
  };
}

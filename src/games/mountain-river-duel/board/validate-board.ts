import { ruleError, type RuleError } from '../../../core/errors.js';
import type { Board } from './board-schema.js';
import { hexKey, NEIGHBOUR_STEPS } from './hex.js';

/**
 * Sizes a mountain or river may have (MRD-MAT-7).
 *
 * @example
 * PART_SIZE.max; // 8
 */
export const PART_SIZE = { min: 3, max: 8 } as const;

/**
 * Checks a board beyond its schema: area ids 0…n-1 in order, one area per position, and both
 * the mountains and the rivers a partition of the areas into connected parts of 3 to 8 areas
 * that agree with each area's `mountain` and `river`, so that each area is part of one mountain
 * and one river (MRD-MAT-5, MRD-IDEA-3). Returns the first fault.
 *
 * @example
 * validateBoard(defaultBoard); // null
 */
export function validateBoard(board: Board): RuleError | null {
  const seen = new Set<string>();
  for (const [index, area] of board.areas.entries()) {
    if (area.id !== index) return fault(`area ${index} has id ${area.id}; ids must be 0…n-1 in order`, ['areas', index, 'id']);
    const key = hexKey(area.q, area.r);
    if (seen.has(key)) return fault(`two areas lie at q=${area.q}, r=${area.r}`, ['areas', index]);
    seen.add(key);
  }
  return checkPartition(board, 'mountains') ?? checkPartition(board, 'rivers');
}

function checkPartition(board: Board, kind: 'mountains' | 'rivers'): RuleError | null {
  const field = kind === 'mountains' ? 'mountain' : 'river';
  const owner = new Array<number>(board.areas.length).fill(-1);
  for (const [part, ids] of board[kind].entries()) {
    if (ids.length < PART_SIZE.min || ids.length > PART_SIZE.max) {
      return fault(`${kind} ${part} has ${ids.length} areas; each holds ${PART_SIZE.min} to ${PART_SIZE.max}`, [kind, part]);
    }
    for (const id of ids) {
      if (id >= board.areas.length) return fault(`${kind} ${part} names area ${id}, which does not exist`, [kind, part]);
      if (owner[id] !== -1) return fault(`area ${id} is in ${kind} ${owner[id]} and ${part}`, [kind, part]);
      owner[id] = part;
      if (board.areas[id]?.[field] !== part) return fault(`area ${id} says ${field} ${board.areas[id]?.[field]}, but ${kind} ${part} lists it`, ['areas', id, field]);
    }
    if (!isConnected(board, ids)) return fault(`${kind} ${part} is not connected`, [kind, part]);
  }
  const orphan = owner.indexOf(-1);
  if (orphan !== -1) return fault(`area ${orphan} is in no ${field}`, ['areas', orphan]);
  return null;
}

function isConnected(board: Board, ids: readonly number[]): boolean {
  const members = new Map(ids.map((id) => [hexKey(board.areas[id]!.q, board.areas[id]!.r), id]));
  const reached = new Set<number>([ids[0]!]);
  const queue = [ids[0]!];
  while (queue.length > 0) {
    const area = board.areas[queue.pop()!]!;
    for (const [dq, dr] of NEIGHBOUR_STEPS) {
      const next = members.get(hexKey(area.q + dq, area.r + dr));
      if (next !== undefined && !reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached.size === ids.length;
}

function fault(message: string, path: (string | number)[]): RuleError {
  return ruleError('invalid-setup', `Invalid board: ${message} (MRD-MAT-7).`, { path: ['data', ...path], rule: 'MRD-MAT-7' });
}

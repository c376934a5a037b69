import type { PlayerAction } from '../core/actions.js';
import type { DutchmanAction } from '../games/lost-dutchman/api.js';
import { actionKey } from './planning.js';

/**
 * The Lost Dutchman's action classes for search (`ismctsBot`'s `actionClass`): a move is known
 * by the space where it ends, since only the space a prospector stops on is resolved or draws an
 * event (LD-MOVE-4, LD-RESOLVE-1) and the spaces walked through change nothing; every other
 * action is its own class. A roll of 3 offers some two dozen walks to a handful of spaces, so the
 * search's iterations are no longer spread over walks that lead to the same state.
 *
 * @example
 * dutchmanActionClass({ type: 'move', player: 0, path: [4, 5] }); // 'move:0:5'
 */
export function dutchmanActionClass(action: PlayerAction): string {
  const move = action as DutchmanAction;
  if (move.type !== 'move' || move.path.length === 0) return actionKey(action);
  return `move:${move.player}:${move.path[move.path.length - 1]!}`;
}

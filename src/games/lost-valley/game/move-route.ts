import type { LostValleyAction } from '../schemas/game-schemas.js';
import type { LostValleyState } from '../kernel/rule-context.js';
import { routeOf } from '../movement/move-route.js';
import { contextOf } from './context-of.js';

/**
 * The intersections a move action passes, from where the prospector whose turn it is stands to
 * the action's destination (both included), as the movement rules find the way (the fewest
 * edges); `null` for a move no rule of its mode allows, or when no prospector's turn is under way.
 * It reads only what every seat sees (the board, where prospectors stand, their gear), so a
 * seat's view will do: a table draws the route on hover.
 *
 * @example
 * moveRoute(view, { type: 'move', player: 0, mode: 'foot', to: 12 }); // [0, 5, 12]
 */
export function moveRoute(state: LostValleyState, action: Extract<LostValleyAction, { type: 'move' }>): number[] | null {
  const g = state.g;
  const mover = g.turnOrder[g.turn.index];
  if (mover === undefined || g.prospectors[mover]?.seat !== action.player) return null;
  return routeOf(contextOf(state), g, mover, action.mode, action.to);
}

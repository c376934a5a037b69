import { jsonEqual } from '../../../core/json.js';
import type { LostValleyState } from '../kernel/rule-context.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';
import { contextOf } from './context-of.js';
import { lostValleyLegalActions } from './turn.js';
import { turnMenuHas } from './turn-menu.js';

/**
 * Lost Valley's `isLegalAction` hook: whether `lostValleyLegalActions` lists this action, the
 * same answer without the whole list during a turn (LV-TURN-1: only the part of the turn menu that can hold
 * the action's type, {@link turnMenuHas}); at a task, a placement or a triangle choice the list
 * itself, which is short.
 *
 * @example
 * lostValleyIsLegal(state, { type: 'end-turn', player: 0 });
 * @internal
 */
export function lostValleyIsLegal(state: LostValleyState, action: LostValleyAction): boolean {
  const g = state.g;
  if (g.ended === null && g.pending.kind === 'turn') return turnMenuHas(contextOf(state), g, action);
  return lostValleyLegalActions(state, action.player).some((candidate) => jsonEqual(candidate, action));
}

import type { GameEvent } from '../../core/actions.js';
import type { TaskHandler, TurnArea } from './turn-area.js';
import { popTask } from './turn-area.js';

/*
 * Gathering raw materials and the triangles' actions. Issue 9 (work in progress): this area is
 * being written; until then it offers no action, and its task is never created.
 */

/**
 * Gathering's share of the turn menu (fishing, timber, hunting, events, triangle actions).
 *
 * @example
 * gatherArea.menu(ctx, g, actor, left); // []
 */
export const gatherArea: TurnArea = {
  costs: {},
  menu: () => [],
  apply: (_ctx, g) => g,
};

/**
 * Gathering's task handlers: the hunting die.
 *
 * @example
 * gatherTaskHandlers['hunt-roll'].mode(ctx, g, task);
 */
export const gatherTaskHandlers: Readonly<Record<'hunt-roll', TaskHandler>> = {
  'hunt-roll': { mode: () => 'auto', run: (_ctx, g) => popTask(g) },
};

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeGatherEvent({ type: 'turn-ended', player: 0, turn: 1 }); // undefined
 */
export function describeGatherEvent(_event: GameEvent): string | undefined {
  return undefined;
}

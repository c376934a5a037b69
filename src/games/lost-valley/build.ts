import type { GameEvent } from '../../core/actions.js';
import type { TaskHandler, TurnArea } from './turn-area.js';
import { popTask } from './turn-area.js';

/*
 * Works, water, experience, skills and claims. Issue 9 (work in progress): this area is being
 * written; until then it offers no action, and its tasks are never created.
 */

/**
 * Building's share of the turn menu (works, claims, the Runner).
 *
 * @example
 * buildArea.menu(ctx, g, actor, left); // []
 */
export const buildArea: TurnArea = {
  costs: {},
  menu: () => [],
  apply: (_ctx, g) => g,
};

const pending: TaskHandler = { mode: () => 'auto', run: (_ctx, g) => popTask(g) };

/**
 * Building's task handlers: learning a skill, drawing and keeping skill tiles, the Forecaster.
 *
 * @example
 * buildTaskHandlers['learn-skill'].mode(ctx, g, task);
 */
export const buildTaskHandlers: Readonly<Record<'learn-skill' | 'draw-skill' | 'keep-skill' | 'forecast', TaskHandler>> = {
  'learn-skill': pending,
  'draw-skill': pending,
  'keep-skill': pending,
  forecast: pending,
};

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeBuildEvent({ type: 'turn-ended', player: 0, turn: 1 }); // undefined
 */
export function describeBuildEvent(_event: GameEvent): string | undefined {
  return undefined;
}

import type { GameEvent } from '../../core/actions.js';
import type { TaskHandler, TurnArea } from './turn-area.js';
import { popTask } from './turn-area.js';

/*
 * Gold, treasure, trade and weighing. Issue 9 (work in progress): this area is being written;
 * until then it offers no action, and its task is never created.
 */

/**
 * Gold's share of the turn menu (river and mountain gold, treasure, trade, weighing).
 *
 * @example
 * goldArea.menu(ctx, g, actor, left); // []
 */
export const goldArea: TurnArea = {
  costs: {},
  menu: () => [],
  apply: (_ctx, g) => g,
};

/**
 * Gold's task handlers: showing gold against a weighing.
 *
 * @example
 * goldTaskHandlers['show-gold'].mode(ctx, g, task);
 */
export const goldTaskHandlers: Readonly<Record<'show-gold', TaskHandler>> = {
  'show-gold': { mode: () => 'auto', run: (_ctx, g) => popTask(g) },
};

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeGoldEvent({ type: 'turn-ended', player: 0, turn: 1 }); // undefined
 */
export function describeGoldEvent(_event: GameEvent): string | undefined {
  return undefined;
}

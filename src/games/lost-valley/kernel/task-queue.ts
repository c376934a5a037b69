import type { LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { withFields } from './state-copy.js';

type G = LostValleyGameState;

/*
 * The task queue (`g.tasks`): what must happen before the turn goes on, first in first. A rule
 * pushes the tasks that follow its step (a reveal, a die, a choice); a task's handler removes
 * its task when done; game/settle.ts runs the queue.
 */

/**
 * The state without its first task.
 *
 * @example
 * popTask(g).tasks.length; // one fewer
 * @internal
 */
export function popTask(g: G): G {
  return withFields(g, { tasks: g.tasks.slice(1) });
}

/**
 * The state with tasks put first, in the order given, before the tasks already waiting.
 *
 * @example
 * pushTasks(g, [{ task: 'reveal', marker: 4, to: [0], faceUp: false }, { task: 'take', prospector: 0, marker: 4 }]);
 * @internal
 */
export function pushTasks(g: G, tasks: readonly Task[]): G {
  if (tasks.length === 0) return g;
  return withFields(g, { tasks: [...tasks, ...g.tasks] });
}

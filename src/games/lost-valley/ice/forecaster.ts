import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleContext, TaskHandler } from '../kernel/rule-context.js';
import { applyIceTest, iceTestOutcomes } from './ice-test.js';
import type { LostValleyAction, LostValleyGameState, Task, WinterFace } from '../schemas/game-schemas.js';
import { hasSkill } from '../skills/skills.js';
import { popTask } from '../kernel/task-queue.js';
import { withFields } from '../kernel/state-copy.js';

type G = LostValleyGameState;

const FACES: readonly WinterFace[] = ['sun', 'blank', 'snowflake', 'two-snowflakes'];

/*
 * The Forecaster (LV-SKILL-FORECASTER-1, LV-ICE-4): before every ice test, of any player, the Forecaster
 * names a symbol; if the winter die shows it, the die is rolled again once, with no naming.
 * With a Forecaster in play the ice test runs as tasks (`forecast` decisions, then the
 * `winter-roll` chance node); without one it stays the plain `ice-test` step.
 */

/**
 * The tasks of an ice test with Forecasters in play (one `forecast` per Forecaster, in turn
 * order, then the roll), or `null` when there is none (the second edition's ice test).
 *
 * @example
 * iceTestTasks(ctx, g); // null without a Forecaster
 */
export function iceTestTasks(_ctx: RuleContext, g: G): Task[] | null {
  const seats = g.turnOrder.map((i) => g.prospectors[i]!).filter((p) => hasSkill(p, 'forecaster')).map((p) => p.seat);
  if (seats.length === 0) return null;
  return [...seats.map((seat): Task => ({ task: 'forecast', seat })), { task: 'winter-roll', named: [], reroll: false }];
}

/** A Forecaster names a symbol; it is written on the roll that follows. */
export const forecastHandler: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'forecast' ? task.seat : -1),
  legal: (_ctx, _g, task, player) => (task.task === 'forecast' && player === task.seat ? FACES.map((face): LostValleyAction => ({ type: 'forecast', player, face })) : []),
  answer: (_ctx, g, task, action, events) => {
    if (task.task !== 'forecast' || action.type !== 'forecast') return g;
    events.push({ type: 'forecast-named', player: task.seat, face: action.face });
    const rest = popTask(g);
    const at = rest.tasks.findIndex((t) => t.task === 'winter-roll');
    if (at < 0) return rest;
    const roll = rest.tasks[at]!;
    const tasks = rest.tasks.slice();
    if (roll.task === 'winter-roll') tasks[at] = { ...roll, named: [...roll.named, action.face] };
    return { ...rest, tasks };
  },
};

/** The winter die with Forecasters: a named symbol on the first roll forces one re-roll. */
export const winterRollHandler: TaskHandler = {
  mode: () => 'chance',
  outcomes: (ctx) => iceTestOutcomes(ctx),
  resolve: (ctx, g, task, outcome, events: LostValleyEvent[]) => {
    if (task.task !== 'winter-roll' || !('winter' in outcome)) return g;
    if (!task.reroll && task.named.includes(outcome.winter)) {
      events.push({ type: 'forecast-hit', face: outcome.winter });
      return withFields(g, { tasks: [{ task: 'winter-roll', named: [], reroll: true }, ...g.tasks.slice(1)] });
    }
    return applyIceTest(ctx, popTask(g), outcome, events);
  },
};

import { huntRoll } from '../gathering/hunting.js';
import { forecastHandler, winterRollHandler } from '../ice/forecaster.js';
import { chooseHandler, revealHandler, takeHandler } from '../kernel/marker-tasks.js';
import type { TaskHandler } from '../kernel/rule-context.js';
import type { Task } from '../schemas/game-schemas.js';
import { scoutChooseHandler, scoutDrawHandler } from '../skills/scout.js';
import { drawSkillHandler, keepSkillHandler, learnSkillHandler } from '../skills/skill-draws.js';
import { partnerDiscard } from '../team/give.js';
import { showGold } from '../weighing/weighing.js';

/*
 * Every kind of task with its handler. The rule areas define their tasks' handlers; only this
 * registry, at the top of the game, knows them all, so no area imports another through it. The
 * first edition's own tasks (its opposed hunt, LV-FEA-HUNT-1) come with its entry
 * (game/editions.ts, loadEdition).
 */

const HANDLERS: Partial<Record<Task['task'], TaskHandler>> = {
  // Markers (kernel/marker-tasks.ts), LV-MARK-2, LV-EVENT-2.
  reveal: revealHandler,
  take: takeHandler,
  choose: chooseHandler,
  // Gathering: the hunting die (LV-HUNT-2).
  'hunt-roll': huntRoll,
  // Skills (LV-XP-2, LV-INV-9, LV-SKILL-SCOUT-1) and the Forecaster's ice test (LV-SKILL-FORECASTER-1).
  'learn-skill': learnSkillHandler,
  'draw-skill': drawSkillHandler,
  'keep-skill': keepSkillHandler,
  forecast: forecastHandler,
  'winter-roll': winterRollHandler,
  'scout-draw': scoutDrawHandler,
  'scout-choose': scoutChooseHandler,
  // Weighing: showing gold against it (LV-WEIGH-4); teams: a partner's discard (LV-TEAM-12).
  'show-gold': showGold,
  'partner-discard': partnerDiscard,
};

/**
 * Adds the handlers of an edition's own tasks (game/editions.ts calls it as the edition loads).
 *
 * @example
 * addTaskHandlers({ 'opposed-roll': opposedRoll, 'animal-kill': animalKill });
 * @internal
 */
export function addTaskHandlers(handlers: Readonly<Partial<Record<Task['task'], TaskHandler>>>): void {
  Object.assign(HANDLERS, handlers);
}

/**
 * Whether a task's handler is loaded: every second-edition task is; the first edition's once its
 * entry is imported (a save's check refuses a task whose rules are not loaded).
 *
 * @example
 * hasTaskHandler({ task: 'opposed-roll', marker: 3 }); // true once the first edition is loaded
 * @internal
 */
export function hasTaskHandler(task: Task): boolean {
  return HANDLERS[task.task] !== undefined;
}

// Reached only with a first-edition task whose edition is not loaded, on a state no entry point
// checked: a plain error, which applyAction and the queries' guards turn into a refusal.
const NOT_LOADED: TaskHandler = {
  mode: (_ctx, _g, task) => {
    throw new Error(`The task '${task.task}' is a first-edition task, and the first edition is not loaded.`);
  },
};

/**
 * The handler of a task.
 *
 * @example
 * taskHandler(g.tasks[0]!).mode(ctx, g, g.tasks[0]!);
 * @internal
 */
export function taskHandler(task: Task): TaskHandler {
  return HANDLERS[task.task] ?? NOT_LOADED;
}

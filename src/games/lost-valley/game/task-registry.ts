import { animalKill, opposedRoll } from '../first-edition/opposed-hunting.js';
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
 * registry, at the top of the game, knows them all, so no area imports another through it.
 */

const HANDLERS: Readonly<Record<Task['task'], TaskHandler>> = {
  // Markers (kernel/marker-tasks.ts), LV-MARK-2, LV-EVENT-2.
  reveal: revealHandler,
  take: takeHandler,
  choose: chooseHandler,
  // Gathering: the hunting die (LV-HUNT-2); the first edition's opposed rolls (LV-FEA-HUNT-1).
  'hunt-roll': huntRoll,
  'opposed-roll': opposedRoll,
  'animal-kill': animalKill,
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
 * The handler of a task.
 *
 * @example
 * taskHandler(g.tasks[0]!).mode(ctx, g, g.tasks[0]!);
 * @internal
 */
export function taskHandler(task: Task): TaskHandler {
  return HANDLERS[task.task];
}

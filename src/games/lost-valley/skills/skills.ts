import { usesSkills } from '../kernel/switches.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { SkillPool } from '../schemas/works-schemas.js';
import { SkillIdSchema, type SkillId } from '../schemas/ids.js';
import type { Prospector, Task } from '../schemas/game-schemas.js';

/**
 * The skill tiles at the start: all 19 face down in the second edition, none in the first
 * (LV-SKILL-1) nor in a game without skills (LV-CLASSIC-1).
 *
 * @example
 * initialSkillPool(ctx).faceDown.length; // 19
 */
export function initialSkillPool(ctx: RuleContext): SkillPool {
  return { faceDown: usesSkills(ctx) ? [...SkillIdSchema.options].sort() : [], faceUp: [] };
}

/**
 * The tasks the game starts with: the setup's skill draft (LV-INV-9, option `skillDraft`,
 * second edition only). Every prospector draws three tiles (chance nodes), then each keeps one
 * in turn order (a decision of its seat); the unchosen go back face down. A prospector who
 * finds fewer than three tiles face down draws what is left (more than six prospectors).
 *
 * @example
 * setupTasks(ctx, prospectors).length; // 3 draws
 */
export function setupTasks(ctx: RuleContext, prospectors: readonly Prospector[]): Task[] {
  // LV-CLASSIC-1: no skills, no draft.
  if (!usesSkills(ctx) || !ctx.options.skillDraft) return [];
  return prospectors.map((p, prospector): Task => ({ task: 'draw-skill', seat: p.seat, prospector, drawn: [], count: 3, setup: true }));
}

/**
 * Whether a prospector has a skill.
 *
 * @example
 * hasSkill(prospector, 'runner');
 * @internal
 */
export function hasSkill(prospector: Prospector, skill: SkillId): boolean {
  return prospector.inventory.skills.includes(skill);
}

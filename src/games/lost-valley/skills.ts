import type { LostValleyOptions } from './options.js';
import type { SkillPool } from './build-schemas.js';
import { SkillIdSchema } from './schema-ids.js';
import type { Prospector, Task } from './schemas.js';

/**
 * The skill tiles at the start: all 19 face down in the second edition, none in the first
 * (LV-SKILL-1).
 *
 * @example
 * initialSkillPool(options).faceDown.length; // 19
 */
export function initialSkillPool(options: LostValleyOptions): SkillPool {
  return { faceDown: options.edition === 'second' ? [...SkillIdSchema.options].sort() : [], faceUp: [] };
}

/**
 * The tasks the game starts with: the setup's skill draft, each prospector drawing three and
 * keeping one (LV-INV-9). The draft is being written (issue 9); until then the game starts
 * with no task.
 *
 * @example
 * setupTasks(options, 3, prospectors); // []
 */
export function setupTasks(_options: LostValleyOptions, _players: number, _prospectors: readonly Prospector[]): Task[] {
  return [];
}

import type { ActionCost } from '../kernel/rule-context.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';

/**
 * The action types that build a work, each costing the turn's action (LV-WORK-1, LV-FEA-WORK-1):
 * the same six in both editions' works areas.
 *
 * @example
 * BUILD_ACTION_COSTS['build-mine']; // 'action'
 */
export const BUILD_ACTION_COSTS = {
  'build-fish-trap': 'action',
  'build-sawmill': 'action',
  'build-hunting-trap': 'action',
  'build-mine': 'action',
  'build-flumes': 'action',
  'build-bridge': 'action',
} as const satisfies Readonly<Partial<Record<LostValleyAction['type'], ActionCost>>>;

/**
 * An action that builds a work.
 *
 * @example
 * const action: BuildAction = { type: 'build-sawmill', player: 0 };
 */
export type BuildAction = Extract<LostValleyAction, { type: keyof typeof BUILD_ACTION_COSTS }>;

const BUILD_TYPES: ReadonlySet<string> = new Set(Object.keys(BUILD_ACTION_COSTS));

/**
 * Whether an action builds a work.
 *
 * @example
 * isBuildAction({ type: 'build-sawmill', player: 0 }); // true
 */
export function isBuildAction(action: LostValleyAction): action is BuildAction {
  return BUILD_TYPES.has(action.type);
}

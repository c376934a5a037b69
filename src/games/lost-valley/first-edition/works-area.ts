import { ruleError } from '../../../core/errors.js';
import type { TurnArea } from '../kernel/rule-context.js';
import { BUILD_ACTION_COSTS, isBuildAction } from '../works/build-actions.js';
import { applyFirstBuild, explainFirstBuild, firstBuildMenu } from './works.js';

/*
 * The first edition's works as a turn area (LV-FEA-WORK-1 … LV-FEA-WORK-8): fish traps,
 * sawmills, flumes and mines, with no XP, claims or skills. Its costs list the second edition's
 * claim and Runner too, so that they are refused with words that name the edition.
 */

/**
 * The first edition's building share of the turn menu: its works, while the action is left.
 *
 * @example
 * firstEditionWorksArea.menu(ctx, g, actor, left);
 */
export const firstEditionWorksArea: TurnArea = {
  costs: {
    ...BUILD_ACTION_COSTS,
    'collect-claim': 'free',
    run: 'action',
  },
  menu: (ctx, g, actor, left) => (left.action > 0 ? firstBuildMenu(ctx, g, actor) : []),
  apply: (ctx, g, action, actor, events) => (isBuildAction(action) ? applyFirstBuild(ctx, g, action, actor, events) : g),
  explain: (ctx, g, action, actor) =>
    isBuildAction(action) ? explainFirstBuild(ctx, g, action, actor) : ruleError('lost-valley/not-in-edition', 'The first edition has no claims and no skills.', { rule: 'LV-FEA-WORK-1' }),
};

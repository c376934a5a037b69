import { ruleError } from '../../../core/errors.js';
import type { TurnArea } from '../kernel/rule-context.js';
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
    'build-fish-trap': 'action',
    'build-sawmill': 'action',
    'build-hunting-trap': 'action',
    'build-mine': 'action',
    'build-flumes': 'action',
    'build-bridge': 'action',
    'collect-claim': 'free',
    run: 'action',
  },
  menu: (ctx, g, actor, left) => (left.action > 0 ? firstBuildMenu(ctx, g, actor) : []),
  apply: (ctx, g, action, actor, events) => {
    switch (action.type) {
      case 'build-fish-trap':
      case 'build-sawmill':
      case 'build-hunting-trap':
      case 'build-mine':
      case 'build-flumes':
      case 'build-bridge':
        return applyFirstBuild(ctx, g, action, actor, events);
      default:
        return g;
    }
  },
  explain: (ctx, g, action, actor) => {
    switch (action.type) {
      case 'build-fish-trap':
      case 'build-sawmill':
      case 'build-hunting-trap':
      case 'build-mine':
      case 'build-flumes':
      case 'build-bridge':
        return explainFirstBuild(ctx, g, action, actor);
      default:
        return ruleError('lost-valley/not-in-edition', 'The first edition has no claims and no skills.', { rule: 'LV-FEA-WORK-1' });
    }
  },
};

import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { refusal } from '../kernel/refusal.js';
import { claimMenu, collectClaim, explainCollect } from './claims.js';
import { hasSkill } from '../skills/skills.js';
import type { TurnArea } from '../kernel/rule-context.js';
import { applyBuild, buildMenu, explainBuild } from './works.js';
import { BUILD_ACTION_COSTS, isBuildAction } from './build-actions.js';
import { withFields, withTurn } from '../kernel/state-copy.js';
import { extraRecord } from '../kernel/record-shapes.js';

/*
 * Works, water, experience and claims (second edition): building's share of the turn menu. The
 * rules live in works.ts (and work-places.ts, water.ts, experience.ts) and claims.ts; the skills
 * learned with XP in skills/, bridges for movement in movement/. The first edition's works (no
 * XP, claims or skills) are in first-edition/works.ts.
 */

/**
 * Building's share of the turn menu: the works (an action), collecting a claim (free) and the
 * Runner's second movement (an action, offered once the movement is used up).
 *
 * @example
 * worksArea.menu(ctx, g, actor, left);
 */
export const worksArea: TurnArea = {
  costs: {
    ...BUILD_ACTION_COSTS,
    'collect-claim': 'free',
    run: 'action',
  },
  menu: (ctx, g, actor, left) => {
    const actions = left.action > 0 ? buildMenu(ctx, g, actor) : [];
    actions.push(...claimMenu(ctx, g, actor));
    // LV-SKILL-RUNNER-1, LV-MOVE-12: the second movement, offered when the first is used (earlier it changes nothing).
    if (left.action > 0 && left.movement === 0 && hasSkill(actor.prospector, 'runner')) actions.push({ type: 'run', player: actor.seat });
    return actions;
  },
  apply: (ctx, g, action, actor, events: LostValleyEvent[]) => {
    if (isBuildAction(action)) return applyBuild(ctx, g, action, actor, events);
    switch (action.type) {
      case 'collect-claim':
        return collectClaim(ctx, g, actor, events);
      case 'run':
        events.push({ type: 'runner-runs', player: actor.seat, prospector: actor.index });
        return withFields(g, { turn: withTurn(g.turn, { extra: extraRecord({ ...g.turn.extra, movements: g.turn.extra.movements + 1 }) }) });
      default:
        return g;
    }
  },
  explain: (ctx, g, action, actor) => {
    if (isBuildAction(action)) return explainBuild(ctx, g, action, actor);
    switch (action.type) {
      case 'collect-claim':
        return explainCollect(ctx, g, actor);
      case 'run':
        if (!hasSkill(actor.prospector, 'runner')) return refusal('not-runner', { rule: 'LV-SKILL-RUNNER-1' });
        return null;
      default:
        return null;
    }
  },
};

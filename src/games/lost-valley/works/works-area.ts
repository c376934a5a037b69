import type { GameEvent } from '../../../core/actions.js';
import { ruleError } from '../../../core/errors.js';
import { claimMenu, collectClaim, explainCollect } from './claims.js';
import { forecastHandler, winterRollHandler } from '../ice/forecaster.js';
import { scoutChooseHandler, scoutDrawHandler } from '../skills/scout.js';
import { hasSkill } from '../skills/skills.js';
import { describeSkillEvent, drawSkillHandler, keepSkillHandler, learnSkillHandler } from '../skills/skill-draws.js';
import type { TaskHandler, TurnArea } from '../kernel/turn-area.js';
import { applyFirstBuild, explainFirstBuild, firstBuildMenu } from '../first-edition/works.js';
import { applyBuild, buildMenu, explainBuild } from './works.js';

/*
 * Works, water, experience, skills and claims: building's share of the turn menu and its tasks.
 * The rules live in works.ts (and work-places.ts, experience.ts), claims.ts, skill-draws.ts and
 * forecast.ts; movement skills and bridges in movement.ts. The first edition's works (no XP,
 * claims or skills) are in first-edition-works.ts.
 */

/**
 * Building's share of the turn menu: the works (an action), collecting a claim (free) and the
 * Runner's second movement (an action, offered once the movement is used up).
 *
 * @example
 * buildArea.menu(ctx, g, actor, left);
 */
export const buildArea: TurnArea = {
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
  menu: (ctx, g, actor, left) => {
    if (ctx.options.edition === 'first') return left.action > 0 ? firstBuildMenu(ctx, g, actor) : [];
    const actions = left.action > 0 ? buildMenu(ctx, g, actor) : [];
    actions.push(...claimMenu(ctx, g, actor));
    // LV-SKILL-RUNNER-1: the second movement, offered when the first is used (earlier it changes nothing).
    if (left.action > 0 && left.movement === 0 && hasSkill(actor.prospector, 'runner')) actions.push({ type: 'run', player: actor.seat });
    return actions;
  },
  apply: (ctx, g, action, actor, events: GameEvent[]) => {
    switch (action.type) {
      case 'build-fish-trap':
      case 'build-sawmill':
      case 'build-hunting-trap':
      case 'build-mine':
      case 'build-flumes':
      case 'build-bridge':
        return ctx.options.edition === 'first' ? applyFirstBuild(ctx, g, action, actor, events) : applyBuild(ctx, g, action, actor, events);
      case 'collect-claim':
        return collectClaim(ctx, g, actor, events);
      case 'run':
        events.push({ type: 'runner-runs', player: actor.seat, prospector: actor.index });
        return { ...g, turn: { ...g.turn, extra: { ...g.turn.extra, movements: g.turn.extra.movements + 1 } } };
      default:
        return g;
    }
  },
  explain: (ctx, g, action, actor) => {
    if (ctx.options.edition === 'first') {
      if (action.type.startsWith('build-')) return explainFirstBuild(ctx, g, action as Parameters<typeof explainFirstBuild>[2], actor);
      return ruleError('lost-valley/not-in-edition', 'The first edition has no claims and no skills.', { rule: 'LV-FEA-WORK-1' });
    }
    switch (action.type) {
      case 'build-fish-trap':
      case 'build-sawmill':
      case 'build-hunting-trap':
      case 'build-mine':
      case 'build-flumes':
      case 'build-bridge':
        return explainBuild(ctx, g, action, actor);
      case 'collect-claim':
        return explainCollect(ctx, g, actor);
      case 'run':
        if (!hasSkill(actor.prospector, 'runner')) return ruleError('lost-valley/not-runner', 'Only the Runner may make a second movement as an action.', { rule: 'LV-SKILL-RUNNER-1' });
        return null;
      default:
        return null;
    }
  },
};

/**
 * Building's task handlers: learning a skill, drawing and keeping skill tiles, the Forecaster's
 * naming and the ice test's roll with Forecasters, the Scout's draw and choice.
 *
 * @example
 * buildTaskHandlers['learn-skill'].mode(ctx, g, task);
 */
export const buildTaskHandlers: Readonly<Record<'learn-skill' | 'draw-skill' | 'keep-skill' | 'forecast' | 'winter-roll' | 'scout-draw' | 'scout-choose', TaskHandler>> = {
  'learn-skill': learnSkillHandler,
  'draw-skill': drawSkillHandler,
  'keep-skill': keepSkillHandler,
  forecast: forecastHandler,
  'winter-roll': winterRollHandler,
  'scout-draw': scoutDrawHandler,
  'scout-choose': scoutChooseHandler,
};

/**
 * One plain sentence for an event of this area, for narration; `undefined` for other events.
 *
 * @example
 * describeBuildEvent({ type: 'work-built', player: 0, prospector: 0, work: 'sawmill', at: 12 }); // 'Seat 0 builds a sawmill (at 12).'
 */
export function describeBuildEvent(event: GameEvent): string | undefined {
  const seat = `Seat ${String(event['player'])}`;
  switch (event.type) {
    case 'work-built':
      return `${seat} builds a ${String(event['work'])} (at ${String(event['at'])}).`;
    case 'xp-gained':
      return `${seat} gains an XP marker.`;
    case 'xp-turned-in':
      return `${seat} turns in an XP marker to learn a skill.`;
    case 'claim-placed':
      return `${seat} lays the claim marker on the mine on tile ${String(event['tile'])}.`;
    case 'claim-forfeited':
      return `${seat} forfeits the payments left on the old claim (tile ${String(event['tile'])}).`;
    case 'claim-collected':
      return `${seat} collects the payments on the claim.`;
    case 'runner-runs':
      return `${seat} runs: one more movement.`;
    case 'forecast-named':
      return `${seat} forecasts ${String(event['face'])}.`;
    case 'scout-tile-to-bottom':
      return `${seat}'s Scout puts land diamond ${String(event['tile'])} under the pile.`;
    case 'forecast-hit':
      return `The forecast ${String(event['face'])} comes up: the winter die is rolled again.`;
    default:
      return describeSkillEvent(event);
  }
}

import type { ChanceOption, GameEvent } from '../../../core/actions.js';
import { ruleError } from '../../../core/errors.js';
import type { RuleContext, TaskHandler } from '../kernel/rule-context.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { hasSkill } from './skills.js';
import { usesSkills } from '../kernel/switches.js';
import { popTask } from '../kernel/task-queue.js';

type G = LostValleyGameState;

/*
 * The Scout (LV-SKILL-SCOUT-1, LV-EXP2-S1): "Draw 2 diamond shaped tiles and choose 1 when exploring." At
 * each land draw of its exploration, while two land diamonds are left, the Scout draws two (in
 * the open, as every exploration draw), places the one it keeps, and the other goes to the
 * bottom of the pile (`piles.landBottom`), drawn once the unseen pile is empty.
 */

/**
 * How many land diamonds are left to draw: the unseen pile and the known bottom.
 *
 * @example
 * landLeft(g); // 34
 * @internal
 */
export function landLeft(g: G): number {
  return g.piles.land.length + (g.piles.landBottom?.length ?? 0);
}

/**
 * The Scout's draw task for the land step, or `null` when the explorer is no Scout or fewer than
 * two land diamonds are left.
 *
 * @example
 * scoutDraw(ctx, g); // { task: 'scout-draw', seat: 0, drawn: [] }
 */
export function scoutDraw(ctx: RuleContext, g: G): Task | null {
  if (!usesSkills(ctx) || landLeft(g) < 2) return null;
  const explorer = g.prospectors[g.turnOrder[g.turn.index]!]!;
  return hasSkill(explorer, 'scout') ? { task: 'scout-draw', seat: explorer.seat, drawn: [] } : null;
}

/**
 * The state with the first land diamond of the known bottom taken off (for a draw once the
 * unseen pile is empty).
 *
 * @example
 * takeBottom(g).tile; // 'L07'
 */
export function takeBottom(g: G): { g: G; tile: string | null } {
  const [tile, ...rest] = g.piles.landBottom ?? [];
  if (tile === undefined) return { g, tile: null };
  const piles = { ...g.piles };
  if (rest.length > 0) piles.landBottom = rest;
  else delete piles.landBottom;
  return { g: { ...g, piles }, tile };
}

function placing(g: G, tile: string): G {
  return { ...g, pending: { kind: 'place', pile: 'land', tile } };
}

/** The Scout's two draws: chance nodes over the unseen pile, then the known bottom in order. */
export const scoutDrawHandler: TaskHandler = {
  mode: (_ctx, g, task) => (task.task === 'scout-draw' && task.drawn.length < 2 && g.piles.land.length > 0 ? 'chance' : 'auto'),
  outcomes: (_ctx, g) => g.piles.land.map((tile): ChanceOption<LostValleyChance> => ({ outcome: { draw: 'land', tile }, probability: 1 / g.piles.land.length })),
  resolve: (_ctx, g, task, outcome, events: GameEvent[]) => {
    if (task.task !== 'scout-draw' || !('draw' in outcome) || !g.piles.land.includes(outcome.tile)) return g;
    events.push({ type: 'tile-drawn', pile: 'land', tile: outcome.tile });
    const next: Task = { ...task, drawn: [...task.drawn, outcome.tile] };
    return { ...g, tasks: [next, ...g.tasks.slice(1)], piles: { ...g.piles, land: g.piles.land.filter((id) => id !== outcome.tile) } };
  },
  run: (_ctx, start, task, events) => {
    if (task.task !== 'scout-draw') return popTask(start);
    let g = start;
    const drawn = [...task.drawn];
    while (drawn.length < 2) {
      const bottom = takeBottom(g);
      if (bottom.tile === null) break;
      events.push({ type: 'tile-drawn', pile: 'land', tile: bottom.tile });
      drawn.push(bottom.tile);
      g = bottom.g;
    }
    if (drawn.length < 2) return drawn.length === 1 ? placing(popTask(g), drawn[0]!) : popTask(g);
    return { ...g, tasks: [{ task: 'scout-choose', seat: task.seat, drawn }, ...g.tasks.slice(1)] };
  },
};

/** The Scout keeps one drawn diamond to place; the other goes under the pile. */
export const scoutChooseHandler: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'scout-choose' ? task.seat : -1),
  legal: (_ctx, _g, task, player) =>
    task.task === 'scout-choose' && player === task.seat ? [...new Set(task.drawn)].sort().map((tile): LostValleyAction => ({ type: 'scout-keep', player, tile })) : [],
  answer: (_ctx, g, task, action, events) => {
    if (task.task !== 'scout-choose' || action.type !== 'scout-keep' || !task.drawn.includes(action.tile)) return g;
    const rest = [...task.drawn];
    rest.splice(rest.indexOf(action.tile), 1);
    for (const tile of rest) events.push({ type: 'scout-tile-to-bottom', player: task.seat, tile });
    const next = popTask(g);
    return placing({ ...next, piles: { ...next.piles, landBottom: [...(next.piles.landBottom ?? []), ...rest] } }, action.tile);
  },
  explain: (_ctx, _g, task, action) =>
    task.task === 'scout-choose' && action.type === 'scout-keep' && !task.drawn.includes(action.tile)
      ? ruleError('lost-valley/tile-not-drawn', `${action.tile} is not one of the two diamonds the Scout drew.`, { rule: 'LV-SKILL-SCOUT-1' })
      : null,
};

import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { refusal } from '../kernel/refusal.js';
import { legalRiverPlacements } from '../board/placements.js';
import { indexOf, type RuleContext, type TaskHandler } from '../kernel/rule-context.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { hasSkill } from './skills.js';
import { usesSkills } from '../kernel/switches.js';
import { popTask } from '../kernel/task-queue.js';
import { withFields } from '../kernel/state-copy.js';
import { pilesRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;
type ScoutPile = 'land' | 'river';

/*
 * The Scout (LV-SKILL-SCOUT-1, LV-SKILL-SCOUT-2, LV-EXP2-S1): "Draw 2 diamond shaped tiles and choose 1 when
 * exploring." Diamonds are land and river tiles alike, so at each land draw, and at each river
 * draw, of its exploration, while two diamonds of that pile are left, the Scout draws two (in
 * the open, as every exploration draw), places the one it keeps, and the other goes to the
 * bottom of its pile (`piles.landBottom`, the river pile's `bottom`), drawn once the unseen part
 * is empty. A river diamond is kept only where it can be laid (LV-EXP2-R2, LV-EXP2-R3); two that
 * cannot both go to the bottom, as a single river draw that cannot be laid does (LV-EXP2-R4).
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

function left(g: G, pile: ScoutPile): number {
  return pile === 'land' ? landLeft(g) : g.piles.river.unseen.length + g.piles.river.bottom.length;
}

function unseenOf(g: G, pile: ScoutPile): readonly string[] {
  return pile === 'land' ? g.piles.land : g.piles.river.unseen;
}

const pileOf = (task: Task): ScoutPile => ('pile' in task && task.pile === 'river' ? 'river' : 'land');

/**
 * The Scout's draw task for the land step (or the river step, `pile: 'river'`), or `null` when
 * the explorer is no Scout or fewer than two diamonds of that pile are left.
 *
 * @example
 * scoutDraw(ctx, g); // { task: 'scout-draw', seat: 0, drawn: [] }
 * scoutDraw(ctx, g, 'river'); // { task: 'scout-draw', seat: 0, drawn: [], pile: 'river' }
 */
export function scoutDraw(ctx: RuleContext, g: G, pile: ScoutPile = 'land'): Task | null {
  if (!usesSkills(ctx) || left(g, pile) < 2) return null;
  const explorer = g.prospectors[g.turnOrder[g.turn.index]!]!;
  if (!hasSkill(explorer, 'scout')) return null;
  return pile === 'land' ? { task: 'scout-draw', seat: explorer.seat, drawn: [] } : { task: 'scout-draw', seat: explorer.seat, drawn: [], pile };
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
  // Rebuilt rather than `delete`d: a deleted field leaves the record in dictionary mode.
  const { land, river, triangles } = g.piles;
  const piles = pilesRecord(rest.length > 0 ? { land, river, triangles, landBottom: rest } : { land, river, triangles });
  return { g: withFields(g, { piles }), tile };
}

function takeFromBottom(g: G, pile: ScoutPile): { g: G; tile: string | null } {
  if (pile === 'land') return takeBottom(g);
  const [tile, ...rest] = g.piles.river.bottom;
  if (tile === undefined) return { g, tile: null };
  return { g: withFields(g, { piles: pilesRecord({ ...g.piles, river: { ...g.piles.river, bottom: rest } }) }), tile };
}

function toBottom(g: G, pile: ScoutPile, tiles: readonly string[]): G {
  if (tiles.length === 0) return g;
  if (pile === 'land') return withFields(g, { piles: pilesRecord({ ...g.piles, landBottom: [...(g.piles.landBottom ?? []), ...tiles] }) });
  return withFields(g, { piles: pilesRecord({ ...g.piles, river: { ...g.piles.river, bottom: [...g.piles.river.bottom, ...tiles] } }) });
}

function placing(g: G, pile: ScoutPile, tile: string): G {
  return withFields(g, { pending: { kind: 'place', pile, tile } });
}

// The drawn diamonds the Scout may keep: every land diamond; a river diamond only where it can be laid.
function keepable(ctx: RuleContext, g: G, pile: ScoutPile, drawn: readonly string[]): string[] {
  const unique = [...new Set(drawn)].sort();
  if (pile === 'land') return unique;
  const index = indexOf(ctx, g.board);
  const v = g.explore?.node ?? 0;
  return unique.filter((tile) => legalRiverPlacements(index, ctx.catalog.diamonds.get(tile)!, v).length > 0);
}

/** The Scout's two draws: chance nodes over the unseen pile, then the known bottom in order. */
export const scoutDrawHandler: TaskHandler = {
  mode: (_ctx, g, task) => (task.task === 'scout-draw' && task.drawn.length < 2 && unseenOf(g, pileOf(task)).length > 0 ? 'chance' : 'auto'),
  outcomes: (_ctx, g, task) => {
    const pile = pileOf(task);
    const unseen = unseenOf(g, pile);
    return unseen.map((tile): ChanceOption<LostValleyChance> => ({ outcome: { draw: pile, tile }, probability: 1 / unseen.length }));
  },
  resolve: (_ctx, g, task, outcome, events: LostValleyEvent[]) => {
    const pile = pileOf(task);
    if (task.task !== 'scout-draw' || !('draw' in outcome) || outcome.draw !== pile || !unseenOf(g, pile).includes(outcome.tile)) return g;
    events.push({ type: 'tile-drawn', pile, tile: outcome.tile });
    const next: Task = { ...task, drawn: [...task.drawn, outcome.tile] };
    const piles =
      pile === 'land'
        ? pilesRecord({ ...g.piles, land: g.piles.land.filter((id) => id !== outcome.tile) })
        : pilesRecord({ ...g.piles, river: { ...g.piles.river, unseen: g.piles.river.unseen.filter((id) => id !== outcome.tile) } });
    return withFields(g, { tasks: [next, ...g.tasks.slice(1)], piles });
  },
  run: (ctx, start, task, events) => {
    if (task.task !== 'scout-draw') return popTask(start);
    const pile = pileOf(task);
    let g = start;
    const drawn = [...task.drawn];
    while (drawn.length < 2) {
      const bottom = takeFromBottom(g, pile);
      if (bottom.tile === null) break;
      events.push({ type: 'tile-drawn', pile, tile: bottom.tile });
      drawn.push(bottom.tile);
      g = bottom.g;
    }
    const choices = keepable(ctx, g, pile, drawn);
    if (choices.length === 0) {
      // LV-EXP2-R4: river diamonds that cannot be laid go to the bottom; the river step draws again.
      for (const tile of drawn) events.push({ type: 'tile-to-bottom', tile });
      return toBottom(popTask(g), pile, drawn);
    }
    if (drawn.length < 2) return placing(popTask(g), pile, drawn[0]!);
    const choose: Task = pile === 'land' ? { task: 'scout-choose', seat: task.seat, drawn } : { task: 'scout-choose', seat: task.seat, drawn, pile };
    return withFields(g, { tasks: [choose, ...g.tasks.slice(1)] });
  },
};

/** The Scout keeps one drawn diamond to place; the other goes under its pile. */
export const scoutChooseHandler: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'scout-choose' ? task.seat : -1),
  legal: (ctx, g, task, player) =>
    task.task === 'scout-choose' && player === task.seat ? keepable(ctx, g, pileOf(task), task.drawn).map((tile): LostValleyAction => ({ type: 'scout-keep', player, tile })) : [],
  answer: (ctx, g, task, action, events) => {
    if (task.task !== 'scout-choose' || action.type !== 'scout-keep' || !keepable(ctx, g, pileOf(task), task.drawn).includes(action.tile)) return g;
    const pile = pileOf(task);
    const rest = [...task.drawn];
    rest.splice(rest.indexOf(action.tile), 1);
    for (const tile of rest) events.push({ type: 'scout-tile-to-bottom', player: task.seat, tile, ...(pile === 'river' ? { pile } : {}) });
    return placing(toBottom(popTask(g), pile, rest), pile, action.tile);
  },
  explain: (_ctx, _g, task, action) => {
    if (task.task !== 'scout-choose' || action.type !== 'scout-keep') return null;
    if (!task.drawn.includes(action.tile)) return refusal('tile-not-drawn', { rule: 'LV-SKILL-SCOUT-1' }, { tile: action.tile });
    return refusal('breaks-river#scout', { rule: 'LV-SKILL-SCOUT-1' }, { tile: action.tile });
  },
};

import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { TRADING_POST } from '../board/lattice.js';
import type { RuleContext, Actor, TaskHandler } from '../kernel/rule-context.js';
import { replaceMarker } from '../kernel/marker-places.js';
import { countsAsGold, dealValue } from '../kernel/gold-values.js';
import type { LostValleyAction, LostValleyGameState, Prospector, Task } from '../schemas/game-schemas.js';
import { teamOf, teamProspectors } from '../kernel/teams.js';
import { popTask, pushTasks } from '../kernel/task-queue.js';
import { withFields } from '../kernel/state-copy.js';
import { slotRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * Weighing gold (LV-WEIGH-1 … LV-WEIGH-5): at the start tile's trading post, a prospector with
 * at least 10 gold and fur markers may use its action to reveal them all. It wins at once unless
 * another seat, clockwise from it, can show at least one nugget more: the first that can must
 * show such a set of its choice, one marker at a time (`show-gold`), and those become public;
 * play goes on. Teams (teams.ts: partners across seats, or a seat's own two prospectors) play the
 * team rules (LV-WEIGH-5, LV-TEAM-15, LV-TEAM-16): every partner reveals and the lower counts; to
 * block, every partner must show more, each seat showing its own prospectors' markers.
 */

/**
 * The least number of gold and fur markers a weighing needs (LV-WEIGH-1).
 *
 * @example
 * WEIGH_MARKERS; // 10
 */
export const WEIGH_MARKERS = 10;

/** Gold and fur markers in the bag (a clue too where clues are nuggets, LV-CLASSIC-9). */
function goldFurCount(ctx: RuleContext, p: Prospector): number {
  let n = 0;
  for (const slot of p.inventory.goldBag) if (countsAsGold(ctx, slot)) n++;
  return n;
}

/**
 * What a prospector's gold and furs are worth on the scales (Fur Trader: a fur counts 2),
 * all of them or only those face up.
 *
 * @example
 * scaleValue(ctx, p, false); // 31
 */
export function scaleValue(ctx: RuleContext, p: Prospector, faceUpOnly: boolean): number {
  let total = 0;
  for (const slot of p.inventory.goldBag) if (countsAsGold(ctx, slot) && (!faceUpOnly || slot.faceUp)) total += dealValue(ctx, p, slot);
  return total;
}


/**
 * The weighing action, if the prospector whose turn it is may weigh.
 *
 * @example
 * weighMenu(ctx, actor); // [{ type: 'weigh', player: 0 }]
 */
export function weighMenu(ctx: RuleContext, actor: Actor): LostValleyAction[] {
  if (actor.prospector.node !== TRADING_POST || goldFurCount(ctx, actor.prospector) < WEIGH_MARKERS) return [];
  return [{ type: 'weigh', player: actor.seat }];
}

function turnUp(g: G, id: number, events: LostValleyEvent[]): G {
  return replaceMarker(g, id, (slot) => {
    events.push({ type: 'marker-seen', marker: id, pool: slot.pool, identity: slot.identity, by: 'all' });
    return slotRecord({ ...slot, faceUp: true });
  });
}

/**
 * Weighs: the seat's gold and furs turn face up, then the first seat clockwise that can show
 * more must (a `show-gold` task), or the weigher wins.
 *
 * @example
 * applyWeigh(ctx, g, actor, events);
 */
export function applyWeigh(ctx: RuleContext, start: G, actor: Actor, events: LostValleyEvent[]): G {
  let g = start;
  const mine = teamProspectors(ctx, g, actor.seat);
  for (const index of mine) {
    for (const slot of g.prospectors[index]!.inventory.goldBag) if (countsAsGold(ctx, slot) && !slot.faceUp) g = turnUp(g, slot.id, events);
  }
  const value = Math.min(...mine.map((index) => scaleValue(ctx, g.prospectors[index]!, false)));
  events.push({ type: 'gold-weighed', player: actor.seat, prospector: actor.index, value });
  g = withFields(g, { weighing: { weigher: actor.seat, value } });
  const needed = value + 1;
  // Clockwise from the weigher, each other team once, at the first of its seats met (LV-TEAM-23).
  const asked = new Set([teamOf(ctx, actor.seat)]);
  for (let k = 1; k < ctx.players; k++) {
    const seat = (actor.seat + k) % ctx.players;
    if (asked.has(teamOf(ctx, seat))) continue;
    asked.add(teamOf(ctx, seat));
    const theirs = teamProspectors(ctx, g, seat);
    if (theirs.length > 0 && theirs.every((index) => scaleValue(ctx, g.prospectors[index]!, false) >= needed)) {
      const task: Task = { task: 'show-gold', seat, needed, shown: [] };
      return finishShowing(ctx, pushTasks(g, [task]), task, events);
    }
  }
  // LV-END-5: nobody can show more, so the weigher ends the game and wins.
  events.push({ type: 'game-ended', reason: 'weighed', winner: actor.seat, value });
  return withFields(g, { ended: 'weighed' });
}

/**
 * Pops the show-gold task once every prospector of the team shows enough (public markers count);
 * while the task's seat has nothing left to show, the turn to show passes to the partner seat
 * whose prospector is still short.
 */
function finishShowing(ctx: RuleContext, g: G, task: Extract<Task, { task: 'show-gold' }>, events: LostValleyEvent[]): G {
  const short = teamProspectors(ctx, g, task.seat).filter((index) => scaleValue(ctx, g.prospectors[index]!, true) < task.needed);
  if (short.length > 0) {
    if (short.some((index) => g.prospectors[index]!.seat === task.seat)) return g;
    const next: Task = { ...task, seat: g.prospectors[short[0]!]!.seat };
    return withFields(g, { tasks: [next, ...g.tasks.slice(1)] });
  }
  events.push({ type: 'weighing-blocked', player: task.seat, needed: task.needed, shown: task.shown.length });
  return popTask(g);
}

/**
 * The show-gold task: the blocking seat turns up one face-down gold marker at a time, of a
 * prospector that does not yet show enough, until each shows at least `needed` nuggets.
 *
 * @example
 * showGold.legal?.(ctx, g, task, 1);
 */
export const showGold: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'show-gold' ? task.seat : -1),
  legal: (ctx, g, task, player) => {
    if (task.task !== 'show-gold' || player !== task.seat) return [];
    const actions: LostValleyAction[] = [];
    for (const index of teamProspectors(ctx, g, task.seat)) {
      const p = g.prospectors[index]!;
      if (p.seat !== task.seat) continue;
      if (scaleValue(ctx, p, true) >= task.needed) continue;
      for (const slot of p.inventory.goldBag) if (countsAsGold(ctx, slot) && !slot.faceUp) actions.push({ type: 'show-marker', player, marker: slot.id });
    }
    return actions.sort((a, b) => (a.type === 'show-marker' && b.type === 'show-marker' ? a.marker - b.marker : 0));
  },
  answer: (ctx, g, task, action, events) => {
    if (task.task !== 'show-gold' || action.type !== 'show-marker') return g;
    const next = turnUp(g, action.marker, events);
    const updated: Task = { ...task, shown: [...task.shown, action.marker] };
    return finishShowing(ctx, withFields(next, { tasks: [updated, ...next.tasks.slice(1)] }), updated, events);
  },
  explain: (_ctx, _g, task, action) => {
    if (task.task !== 'show-gold') return null;
    return refusal('show-gold', { rule: 'LV-WEIGH-4', details: { needed: task.needed } }, { seat: task.seat, needed: task.needed, type: action.type });
  },
};

/**
 * Why a weighing is refused: away from the start tile's trading post, or fewer than 10 gold and
 * fur markers (LV-WEIGH-1).
 *
 * @example
 * explainWeigh(ctx, g, actor)?.code; // 'lost-valley/not-at-post'
 */
export function explainWeigh(ctx: RuleContext, _g: G, actor: Actor): RuleError | null {
  if (actor.prospector.node !== TRADING_POST) {
    return refusal('not-at-post', { rule: 'LV-WEIGH-1' });
  }
  const n = goldFurCount(ctx, actor.prospector);
  if (n < WEIGH_MARKERS) return refusal('too-few-markers', { rule: 'LV-WEIGH-1', details: { markers: n } }, { WEIGH_MARKERS, n });
  return null;
}

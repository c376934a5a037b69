import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { isComplete } from '../board/board-index.js';
import { leaveHole, placeSpring } from '../exploration/lay-tiles.js';
import { trianglesInFinalGaps } from '../kernel/switches.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import { gapsAt, legalRiverPlacements, optionalTriangleFaces, riverPlacements, riverStepNeeded } from '../board/placements.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { endExploration } from '../exploration/end-exploration.js';
import { landLeft, scoutDraw, takeBottom } from '../skills/scout.js';
import { taskHandler } from './task-registry.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withFields } from '../kernel/state-copy.js';
import { nextTurn } from '../kernel/turn-order.js';
import { exploreRecord, pilesRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/**
 * Runs every step that needs nobody's decision (automatic tasks, the spring, holes, draws from
 * the known bottom, the order of the exploration steps, the end of exploration) until the game
 * waits for a seat or a chance node, and says which in `pending`.
 *
 * @example
 * const next = settle(ctx, g, events);
 */
export function settle(ctx: RuleContext, start: G, events: LostValleyEvent[]): G {
  let g = start;
  for (;;) {
    if (g.ended !== null) return withFields(g, { pending: { kind: 'over' } });
    if (g.tasks.length > 0) {
      // Tasks come first (tasks.ts): automatic ones run, the others wait for chance or a seat.
      const task = g.tasks[0]!;
      const handler = taskHandler(task);
      const mode = handler.mode(ctx, g, task);
      if (mode === 'chance') return withFields(g, { pending: { kind: 'task-chance' } });
      if (mode === 'decision') return withFields(g, { pending: { kind: 'task', seat: handler.seat?.(task) ?? 0 } });
      g = handler.run?.(ctx, g, task, events) ?? withFields(g, { tasks: g.tasks.slice(1) });
      continue;
    }
    if (g.gapQueue.length > 0) {
      const face = g.gapQueue[0]!;
      // LV-EXP2-T1 / LV-EXP1-2: a gap takes the top triangle; with none left it stays a hole.
      if (g.piles.triangles.length > 0) return withFields(g, { pending: { kind: 'draw', pile: 'triangle', face } });
      g = leaveHole(g, face, events);
      continue;
    }
    const explore = g.explore;
    if (explore !== null) {
      const v = explore.node;
      const index = indexOf(ctx, g.board);
      if (explore.step === 'river') {
        // LV-SKILL-SCOUT-1: the river diamond the Scout kept waits for its placement.
        if (g.pending.kind === 'place' && g.pending.pile === 'river') return g;
        if (riverStepNeeded(index, v)) {
          const river = g.piles.river;
          const fits = (id: string): boolean => riverPlacements(index, ctx.catalog.diamonds.get(id)!).length > 0;
          if (!river.unseen.some(fits) && !river.bottom.some(fits)) {
            // LV-EXP2-R4: no remaining river tile fits, or none is left: the spring.
            g = placeSpring(ctx, g, events);
            continue;
          }
          // LV-SKILL-SCOUT-2: a Scout draws two river diamonds and keeps one that can be laid.
          const scout = scoutDraw(ctx, g, 'river');
          if (scout) {
            g = pushTasks(g, [scout]);
            continue;
          }
          // LV-FE-EXP-1, LV-FE-QA-5: the river first, a face-down tile drawn at random, placed by the player.
          if (river.unseen.length > 0) return withFields(g, { pending: { kind: 'draw', pile: 'river', face: null } });
          const [top, ...rest] = river.bottom;
          if (legalRiverPlacements(index, ctx.catalog.diamonds.get(top!)!, v).length > 0) {
            events.push({ type: 'tile-drawn', pile: 'river', tile: top! });
            return withFields(g, { piles: pilesRecord({ ...g.piles, river: { unseen: [], bottom: rest } }), pending: { kind: 'place', pile: 'river', tile: top! } });
          }
          events.push({ type: 'tile-drawn', pile: 'river', tile: top! }, { type: 'tile-to-bottom', tile: top! });
          g = withFields(g, { piles: pilesRecord({ ...g.piles, river: { unseen: [], bottom: [...rest, top!] } }) });
          continue;
        }
        // LV-CLASSIC-5: with triangles only in the final gaps there is no triangle step; nor in
        // the first edition (LV-EXP1-1), where triangles fill enclosed gaps as they appear.
        const triangleStep = ctx.rules.triangles === 'explore';
        g = withFields(g, { explore: exploreRecord({ ...explore, step: triangleStep ? 'triangle' : 'land' }) });
        continue;
      }
      if (ctx.rules.triangles === 'explore') {
        const gaps = gapsAt(index, v);
        if (gaps.length > 0) {
          // LV-EXP2-T2: the optional triangle is offered only where no gap had to be filled.
          g = withFields(g, { gapQueue: gaps, explore: exploreRecord({ ...explore, triangleOffered: true }) });
          continue;
        }
      }
      if (explore.step === 'triangle') {
        if (!explore.triangleOffered) {
          g = withFields(g, { explore: exploreRecord({ ...explore, triangleOffered: true }) });
          if (g.piles.triangles.length > 0 && optionalTriangleFaces(index, v).length > 0) return withFields(g, { pending: { kind: 'triangle-choice' } });
        }
        g = withFields(g, { explore: exploreRecord({ ...g.explore!, step: 'land' }) });
        continue;
      }
      // LV-SKILL-SCOUT-1: the diamond the Scout kept waits for its placement.
      if (g.pending.kind === 'place' && g.pending.pile === 'land') return g;
      if (landLeft(g) > 0 && !isComplete(index, v)) {
        const scout = scoutDraw(ctx, g);
        if (scout) {
          g = pushTasks(g, [scout]);
          continue;
        }
        if (g.piles.land.length > 0) return withFields(g, { pending: { kind: 'draw', pile: 'land', face: null } });
        // Only the Scout's diamonds under the pile are left: the top one is drawn, no chance.
        const bottom = takeBottom(g);
        events.push({ type: 'tile-drawn', pile: 'land', tile: bottom.tile! });
        return { ...bottom.g, pending: { kind: 'place', pile: 'land', tile: bottom.tile! } };
      }
      events.push({ type: 'exploration-finished', node: v, complete: isComplete(index, v) });
      g = withFields(g, { explore: null });
      if (landLeft(g) === 0) g = endExploration(ctx, g, events);
      continue;
    }
    // LV-CLASSIC-5: the final gaps are filled; now exploration ends.
    if (!g.explorationOver && landLeft(g) === 0 && trianglesInFinalGaps(ctx)) {
      g = endExploration(ctx, g, events);
      continue;
    }
    // LV-TURN-1: the turn menu until the player ends the turn.
    return g.pending.kind === 'turn' ? g : withFields(g, { pending: { kind: 'turn' } });
  }
}


/**
 * Ends the current prospector's turn: the ice test follows once the ice is out (LV-ICE-1,
 * LV-FE-TURN-3);
 * otherwise the next prospector in turn order begins.
 *
 * @example
 * endTurn(ctx, g, events);
 */
export function endTurn(ctx: RuleContext, g: G, events: LostValleyEvent[]): G {
  events.push({ type: 'turn-ended', player: g.prospectors[g.turnOrder[g.turn.index]!]!.seat, turn: g.turn.number });
  if (g.ice.out) {
    // LV-SKILL-FORECASTER-1: with a Forecaster in play the test runs as tasks (ice/forecaster.ts).
    const tasks = ctx.rules.iceTestTasks(ctx, g);
    return tasks ? pushTasks(g, tasks) : withFields(g, { pending: { kind: 'ice-test' } });
  }
  return nextTurn(ctx, g, events);
}

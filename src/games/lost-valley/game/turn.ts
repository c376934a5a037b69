import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { StepResult } from '../../../core/definition.js';
import { isComplete } from '../board/board-index.js';
import { placeDiamond, placeTriangle } from '../exploration/lay-tiles.js';
import { contextOf } from './context-of.js';
import { indexOf, type LostValleyState, type RuleContext } from '../kernel/rule-context.js';
import { endTurn, settle } from './settle.js';
import { applyIceTest, iceTestOutcomes } from '../ice/ice-test.js';
import { applyMove } from '../movement/movement.js';
import { landPlacements, legalRiverPlacements, optionalTriangleFaces } from '../board/placements.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState } from '../schemas/game-schemas.js';
import { taskHandler } from './task-registry.js';
import { applyTurnAction, turnMenu } from './turn-menu.js';
import { withFields } from '../kernel/state-copy.js';
import { currentSeat } from '../kernel/turn-order.js';
import { pilesRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/**
 * The seats that may act: the seat of the prospector whose turn it is, unless a chance node is
 * pending or the game is over.
 *
 * @example
 * lostValleyActivePlayers(state); // [0]
 */
export function lostValleyActivePlayers(state: LostValleyState): number[] {
  const pending = state.g.pending;
  if (pending.kind === 'turn' || pending.kind === 'place' || pending.kind === 'triangle-choice') return [currentSeat(state.g)];
  if (pending.kind === 'task') return [pending.seat];
  return [];
}


/**
 * Every legal action of a seat, in a stable order: the turn menu (turn-menu.ts); a task's
 * answers (tasks.ts); the placements of a drawn diamond (by shared edge, then way); the optional
 * triangle's faces then `decline-triangle`.
 *
 * @example
 * lostValleyLegalActions(state, 0);
 */
export function lostValleyLegalActions(state: LostValleyState, player: number): LostValleyAction[] {
  const g = state.g;
  if (g.ended !== null || !lostValleyActivePlayers(state).includes(player)) return [];
  const ctx = contextOf(state);
  const pending = g.pending;
  // LV-FE-TURN-4: a movement's exploration is pending steps, so no action comes during it.
  if (pending.kind === 'turn') return turnMenu(ctx, g, player);
  if (pending.kind === 'task') {
    const task = g.tasks[0]!;
    return taskHandler(task).legal?.(ctx, g, task, player) ?? [];
  }
  const v = g.explore?.node ?? 0;
  const index = indexOf(ctx, g.board);
  if (pending.kind === 'place') {
    const placements =
      pending.pile === 'river'
        ? legalRiverPlacements(index, ctx.catalog.diamonds.get(pending.tile)!, v)
        : landPlacements(index, v, ctx.rules.avoidGapsBesideTriangles);
    return placements.map((p) => ({ type: 'place-diamond', player, faces: [p.faces[0], p.faces[1]], way: p.way }));
  }
  if (pending.kind === 'triangle-choice') {
    const faces: LostValleyAction[] = optionalTriangleFaces(index, v).map((face) => ({ type: 'place-triangle', player, face }));
    return [...faces, { type: 'decline-triangle', player }];
  }
  return [];
}

/**
 * Applies a legal action and everything that follows it without a decision.
 *
 * @example
 * applyLostValleyAction(state, { type: 'end-turn', player: 0 });
 */
export function applyLostValleyAction(state: LostValleyState, action: LostValleyAction): StepResult<G> {
  const ctx = contextOf(state);
  const events: LostValleyEvent[] = [];
  let g = state.g;
  switch (action.type) {
    case 'move': {
      g = applyMove(g, action, events);
      const index = indexOf(ctx, g.board);
      // LV-MOVE-9, LV-EXP-1: arriving at an incomplete intersection ends the move and explores it.
      if (!g.explorationOver && !isComplete(index, action.to)) {
        events.push({ type: 'exploration-started', player: action.player, node: action.to });
        g = withFields(g, { explore: { node: action.to, step: 'river', triangleOffered: false } });
      }
      break;
    }
    case 'end-turn':
      g = endTurn(ctx, g, events);
      if (g.pending.kind === 'ice-test') return { g, events };
      break;
    case 'place-diamond': {
      const pending = g.pending;
      if (pending.kind !== 'place') break;
      const v = g.explore?.node ?? 0;
      const index = indexOf(ctx, g.board);
      const options =
        pending.pile === 'river'
          ? legalRiverPlacements(index, ctx.catalog.diamonds.get(pending.tile)!, v)
          : landPlacements(index, v, ctx.rules.avoidGapsBesideTriangles);
      const where = options.find((p) => p.faces[0] === action.faces[0] && p.faces[1] === action.faces[1] && p.way === action.way)!;
      g = placeDiamond(ctx, withFields(g, { pending: { kind: 'turn' } }), pending.tile, where, events);
      break;
    }
    case 'place-triangle':
      events.push({ type: 'triangle-chosen', player: action.player, face: action.face });
      return { g: withFields(g, { pending: { kind: 'draw', pile: 'triangle', face: action.face } }), events };
    case 'decline-triangle':
      events.push({ type: 'triangle-declined', player: action.player });
      break;
    default: {
      if (g.pending.kind === 'task') {
        const task = g.tasks[0]!;
        g = taskHandler(task).answer?.(ctx, g, task, action, events) ?? g;
      } else {
        g = applyTurnAction(ctx, g, action, events);
      }
    }
  }
  return { g: settle(ctx, g, events), events };
}

/**
 * The outcomes of the pending chance node: a uniform draw from the pile (the river pile's unseen
 * part; the triangle pile's top letter, LV-SETUP-3), the ice test, or a task's chance node (a
 * marker's identity, the hunting die, a skill tile). `[]` when none is pending.
 *
 * @example
 * lostValleyChanceOutcomes(state);
 */
export function lostValleyChanceOutcomes(state: LostValleyState): readonly ChanceOption<LostValleyChance>[] {
  const g = state.g;
  const pending = g.pending;
  if (pending.kind === 'ice-test') return iceTestOutcomes(contextOf(state));
  if (pending.kind === 'task-chance') {
    const task = g.tasks[0]!;
    return taskHandler(task).outcomes?.(contextOf(state), g, task) ?? [];
  }
  if (pending.kind !== 'draw') return [];
  const tiles = drawable(contextOf(state), g, pending.pile);
  const probability = 1 / tiles.length;
  return tiles.map((tile) => ({ outcome: { draw: pending.pile, tile }, probability }));
}

const BACK_ORDER = ['A', 'B', 'C'] as const;

/**
 * The tiles a draw from a pile may give now: any unseen land or river diamond, and of the
 * triangles only those of the top back (A, then B, then C). The position builder lays tiles by
 * the same rule.
 *
 * @example
 * drawable(ctx, g, 'triangle'); // the A triangles while any is left
 * @internal
 */
export function drawable(ctx: RuleContext, g: G, pile: 'river' | 'land' | 'triangle'): readonly string[] {
  if (pile === 'land') return g.piles.land;
  if (pile === 'river') return g.piles.river.unseen;
  // The triangle pile is A on top, then B, then C, each shuffled (LV-SETUP-3).
  const backs = g.piles.triangles.map((id) => ctx.catalog.triangles.get(id)?.back);
  const top = BACK_ORDER.find((letter) => backs.includes(letter)) ?? null;
  return top === null ? g.piles.triangles : g.piles.triangles.filter((_, i) => backs[i] === top || backs[i] === undefined);
}

/**
 * Applies a chance outcome: a drawn tile (placed by the player, sent to the bottom, or laid on
 * its gap) or an ice test.
 *
 * @example
 * applyLostValleyChance(state, { draw: 'land', tile: 'L07' });
 */
export function applyLostValleyChance(state: LostValleyState, outcome: LostValleyChance): StepResult<G> {
  const ctx = contextOf(state);
  const events: LostValleyEvent[] = [];
  let g = state.g;
  if (g.pending.kind === 'task-chance') {
    const task = g.tasks[0]!;
    return { g: settle(ctx, taskHandler(task).resolve?.(ctx, g, task, outcome, events) ?? g, events), events };
  }
  if (!('draw' in outcome)) return { g: settle(ctx, applyIceTest(ctx, g, outcome, events), events), events };
  const tile = outcome.tile;
  events.push({ type: 'tile-drawn', pile: outcome.draw, tile });
  if (outcome.draw === 'land') {
    g = withFields(g, { piles: pilesRecord({ ...g.piles, land: g.piles.land.filter((id) => id !== tile) }), pending: { kind: 'place', pile: 'land', tile } });
    return { g, events };
  }
  if (outcome.draw === 'river') {
    const unseen = g.piles.river.unseen.filter((id) => id !== tile);
    const v = g.explore?.node ?? 0;
    if (legalRiverPlacements(indexOf(ctx, g.board), ctx.catalog.diamonds.get(tile)!, v).length > 0) {
      return { g: withFields(g, { piles: pilesRecord({ ...g.piles, river: { ...g.piles.river, unseen } }), pending: { kind: 'place', pile: 'river', tile } }), events };
    }
    // LV-EXP2-R4: a tile with no legal placement goes to the bottom of the river pile.
    events.push({ type: 'tile-to-bottom', tile });
    g = withFields(g, { piles: pilesRecord({ ...g.piles, river: { unseen, bottom: [...g.piles.river.bottom, tile] } }) });
    return { g: settle(ctx, g, events), events };
  }
  const face = g.pending.kind === 'draw' ? (g.pending.face ?? 0) : 0;
  g = withFields(g, { piles: pilesRecord({ ...g.piles, triangles: g.piles.triangles.filter((id) => id !== tile) }) });
  g = placeTriangle(ctx, withFields(g, { pending: { kind: 'turn' } }), tile, face, events);
  return { g: settle(ctx, g, events), events };
}

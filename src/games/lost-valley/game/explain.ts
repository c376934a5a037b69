import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { isComplete, isOpen, type BoardIndex } from '../board/board-index.js';
import { diamondAt } from '../board/diamond.js';
import { BEYOND, faceHasCorner } from '../board/lattice.js';
import { contextOf } from './context-of.js';
import { indexOf, type LostValleyState } from '../kernel/rule-context.js';
import { destinations, hasRoom, modesOf, stepsFrom } from '../movement/movement.js';
import { createsGap, landPlacements, riverPlacements } from '../board/placements.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { taskHandler } from './task-registry.js';
import { isOverCapacity } from '../kernel/inventory.js';
import { currentActor } from '../kernel/turn-order.js';
import { explainTurnAction } from './turn-menu.js';
import { partsLeft } from '../kernel/turn-parts.js';

type G = LostValleyGameState;

/**
 * Says why a well-formed Lost Valley action is not legal, naming the rule. Legality itself is
 * decided by the legal list; this only finds the words.
 *
 * @example
 * explainLostValleyIllegal(state, { type: 'move', player: 0, mode: 'boat', to: 3 })?.code; // 'lost-valley/mode-unavailable'
 */
export function explainLostValleyIllegal(state: LostValleyState, action: LostValleyAction): RuleError | null {
  const g = state.g;
  const ctx = contextOf(state);
  const index = indexOf(ctx, g.board);
  const pending = g.pending.kind;
  switch (action.type) {
    case 'end-turn':
    case 'move': {
      if (pending !== 'turn') return notNow(action.type, 'not-now#turn');
      const actor = currentActor(g);
      const discardNow = action.type === 'end-turn' || ctx.rules.discardBy === 'movement';
      if (discardNow && isOverCapacity(ctx, actor.prospector.inventory)) {
        // LV-INV-5: before moving or ending the turn; LV-FE-INV-5: before ending the turn only.
        if (ctx.rules.discardBy === 'end-of-turn') {
          return refusal('over-capacity#end-of-turn', { rule: 'LV-FE-INV-5' });
        }
        return refusal('over-capacity#before-moving', { rule: 'LV-INV-5' });
      }
      const sides = ctx.rules.refuseMoveOrEnd?.(ctx, g, action) ?? null;
      if (sides) return sides;
      if (action.type === 'end-turn') return null;
      if (partsLeft(ctx, g, actor).movement === 0) return explainTurnAction(ctx, g, action);
      const mover = g.turnOrder[g.turn.index]!;
      const modes = modesOf(ctx, g.prospectors[mover]!);
      if (!ctx.rules.passesOccupied && modes.includes(action.mode) && destinations({ ...ctx, rules: { ...ctx.rules, passesOccupied: true } }, g, mover, action.mode).includes(action.to)) {
        return refusal('occupied-in-the-way', { rule: 'LV-MOVE-4', path: ['to'] });
      }
      return explainMove(ctx.rules.unburdenedWalk, index, g, action, modes);
    }
    case 'place-diamond':
      if (pending !== 'place' || g.pending.kind !== 'place') return notNow('place-diamond', 'not-now#place');
      return explainDiamond(index, g, action, g.pending.pile === 'river' ? ctx.catalog.diamonds.get(g.pending.tile)! : null, ctx.rules.avoidGapsBesideTriangles);
    case 'place-triangle':
    case 'decline-triangle':
      if (pending !== 'triangle-choice') return notNow(action.type, 'not-now#triangle');
      if (action.type === 'decline-triangle') return null;
      return explainTriangle(index, g, action.face);
    default: {
      if (g.pending.kind === 'task') {
        const task = g.tasks[0]!;
        return taskHandler(task).explain?.(ctx, g, task, action) ?? refusal('not-now#task', { rule: 'LV-TURN-1' }, { type: action.type, task: task.task });
      }
      if (pending !== 'turn') return notNow(action.type, 'not-now#turn');
      return explainTurnAction(ctx, g, action);
    }
  }
}

function notNow(what: string, key: 'not-now#turn' | 'not-now#place' | 'not-now#triangle'): RuleError {
  return refusal(key, { rule: 'LV-TURN-1' }, { what });
}

function explainMove(unburdenedWalk: boolean, index: BoardIndex, g: G, action: Extract<LostValleyAction, { type: 'move' }>, modes: readonly string[]): RuleError {
  const mover = g.turnOrder[g.turn.index]!;
  const origin = g.prospectors[mover]!.node;
  if (!modes.includes(action.mode)) {
    return refusal('mode-unavailable', { rule: action.mode === 'horse' ? 'LV-MOVE-5' : action.mode === 'boat' ? 'LV-MOVE-6' : 'LV-MOVE-8', path: ['mode'] }, { mode: action.mode, unburdenedWalk });
  }
  if (action.to === origin) return refusal('no-move', { rule: 'LV-MOVE-11', path: ['to'] });
  const reach = (kinds: readonly string[], most: number, passIncomplete: boolean): boolean => {
    const seen = new Set<number>();
    const walk = (node: number, left: number): void => {
      for (const step of stepsFrom(index, node, g.explorationOver)) {
        if (!kinds.includes(step.kind)) continue;
        seen.add(step.to);
        if (left > 1 && (passIncomplete || g.explorationOver || isComplete(index, step.to))) walk(step.to, left - 1);
      }
    };
    walk(origin, most);
    return seen.has(action.to);
  };
  const most = action.mode === 'boat' ? 3 : 2;
  const kinds = action.mode === 'boat' ? ['river', 'crossing'] : ['land', 'river'];
  if (reach(kinds, most, false) && !hasRoom(index, g, action.to, mover)) {
    return refusal('intersection-full', { rule: 'LV-MOVE-10', path: ['to'] });
  }
  if (reach(kinds, most, true) && !reach(kinds, most, false)) {
    return refusal('incomplete-intersection', { rule: 'LV-MOVE-9', path: ['to'] });
  }
  const acrossRiver = stepsFrom(index, origin, g.explorationOver).some((step) => step.to === action.to && step.kind === 'crossing');
  if (action.mode !== 'boat' && (acrossRiver || (reach(['land', 'river', 'crossing'], most, true) && !reach(kinds, most, true)))) {
    return refusal('river-in-the-way', { rule: 'LV-MOVE-2', path: ['to'] });
  }
  if (reach(['land', 'river', 'crossing'], 3, true)) {
    return refusal('too-far', { rule: action.mode === 'foot' ? 'LV-MOVE-3' : action.mode === 'horse' ? 'LV-MOVE-5' : action.mode === 'boat' ? 'LV-MOVE-6' : 'LV-MOVE-8', path: ['to'] }, { mode: action.mode });
  }
  return refusal('no-path', { rule: 'LV-MOVE-1', path: ['to'] });
}

function explainDiamond(index: BoardIndex, g: G, action: Extract<LostValleyAction, { type: 'place-diamond' }>, riverTile: Parameters<typeof riverPlacements>[1] | null, avoidGaps: boolean): RuleError {
  const [a, b] = action.faces;
  const lattice = index.lattice;
  const v = g.explore?.node ?? 0;
  if (a >= lattice.faceCount || b >= lattice.faceCount) {
    return refusal('outside-valley', { rule: 'LV-GEO-2', path: ['faces'] });
  }
  if (a >= b || !diamondAt(lattice, [a, b], 0)) {
    return refusal('not-a-diamond', { rule: 'LV-GEO-3', path: ['faces'] });
  }
  if (!isOpen(index, a) || !isOpen(index, b)) {
    return refusal('overlap#diamond', { rule: 'LV-GEO-3', path: ['faces'] });
  }
  const head = g.board.headwater;
  if (riverTile) {
    if (a !== head && b !== head) return refusal('breaks-river#headwater', { rule: 'LV-EXP2-R2', path: ['faces'] });
    const all = riverPlacements(index, riverTile);
    const here = all.filter((p) => p.faces[0] === a && p.faces[1] === b);
    if (here.length > 0 && !here.some((p) => p.way === action.way)) {
      return refusal('wrong-orientation', { rule: 'LV-EXP2-R2', path: ['way'] });
    }
    if (here.length > 0) return refusal('must-touch-prospector', { rule: 'LV-EXP2-R3', path: ['faces'] });
    return refusal('breaks-river#blocked-end', { rule: 'LV-EXP2-R2', path: ['faces'] });
  }
  if (a === head || b === head) return refusal('breaks-river#kept-face', { rule: 'LV-GEO-5', path: ['faces'] });
  if (!faceHasCorner(lattice, a, v) && !faceHasCorner(lattice, b, v)) {
    return refusal('not-touching#diamond', { rule: 'LV-EXP2-L1', path: ['faces'] });
  }
  if (avoidGaps && createsGap(index, [a, b], true) && landPlacements(index, v, avoidGaps).length > 0) {
    return refusal('gap-next-to-triangle', { rule: 'LV-EXP2-L2', path: ['faces'] });
  }
  return refusal('not-touching#diamond', { rule: 'LV-EXP2-L1', path: ['faces'] });
}

function explainTriangle(index: BoardIndex, g: G, face: number): RuleError {
  const v = g.explore?.node ?? 0;
  const lattice = index.lattice;
  if (face >= lattice.faceCount || face === BEYOND || !faceHasCorner(lattice, face, v)) {
    return refusal('not-touching#triangle', { rule: 'LV-EXP2-T2', path: ['face'] });
  }
  if (!isOpen(index, face) || face === g.board.headwater) return refusal('overlap#triangle', { rule: 'LV-EXP2-T2', path: ['face'] });
  for (let j = 0; j < 3; j++) {
    if (index.triangleCorners.has(lattice.faceCorners[3 * face + j]!)) {
      return refusal('triangle-touches-triangle', { rule: 'LV-EXP2-T2', path: ['face'] });
    }
  }
  return refusal('triangle-makes-gap', { rule: 'LV-EXP2-T2', path: ['face'] });
}


import { ruleError, type RuleError } from '../../../core/errors.js';
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
      if (pending !== 'turn') return notNow(action.type, 'a tile must be placed or the exploration finished first');
      const actor = currentActor(g);
      const discardNow = action.type === 'end-turn' || ctx.rules.discardBy === 'movement';
      if (discardNow && isOverCapacity(ctx, actor.prospector.inventory)) {
        // LV-INV-5: before moving or ending the turn; LV-FE-INV-5: before ending the turn only.
        if (ctx.rules.discardBy === 'end-of-turn') {
          return ruleError('lost-valley/over-capacity', 'The prospector holds more than the backpack, cart and gear area allow: at the end of the turn it discards down to capacity (its choice) before the turn can end.', { rule: 'LV-FE-INV-5' });
        }
        return ruleError('lost-valley/over-capacity', 'The prospector holds more than the backpack, cart and gear area allow: discard down to capacity before moving or ending the turn.', { rule: 'LV-INV-5' });
      }
      const sides = ctx.rules.refuseMoveOrEnd?.(ctx, g, action) ?? null;
      if (sides) return sides;
      if (action.type === 'end-turn') return null;
      if (partsLeft(ctx, g, actor).movement === 0) return explainTurnAction(ctx, g, action);
      const mover = g.turnOrder[g.turn.index]!;
      const modes = modesOf(ctx, g.prospectors[mover]!);
      if (!ctx.rules.passesOccupied && modes.includes(action.mode) && destinations({ ...ctx, rules: { ...ctx.rules, passesOccupied: true } }, g, mover, action.mode).includes(action.to)) {
        return ruleError('lost-valley/occupied-in-the-way', 'A prospector may not pass through an intersection where another stands (it goes around).', { rule: 'LV-MOVE-4', path: ['to'] });
      }
      return explainMove(ctx.rules.unburdenedWalk, index, g, action, modes);
    }
    case 'place-diamond':
      if (pending !== 'place' || g.pending.kind !== 'place') return notNow('place-diamond', 'no diamond has been drawn');
      return explainDiamond(index, g, action, g.pending.pile === 'river' ? ctx.catalog.diamonds.get(g.pending.tile)! : null, ctx.rules.avoidGapsBesideTriangles);
    case 'place-triangle':
    case 'decline-triangle':
      if (pending !== 'triangle-choice') return notNow(action.type, 'no optional triangle is being offered');
      if (action.type === 'decline-triangle') return null;
      return explainTriangle(index, g, action.face);
    default: {
      if (g.pending.kind === 'task') {
        const task = g.tasks[0]!;
        return taskHandler(task).explain?.(ctx, g, task, action) ?? ruleError('lost-valley/not-now', `A ${action.type} is not an answer to what is being decided now (${task.task}).`, { rule: 'LV-TURN-1' });
      }
      if (pending !== 'turn') return notNow(action.type, 'a tile must be placed or the exploration finished first');
      return explainTurnAction(ctx, g, action);
    }
  }
}

function notNow(what: string, why: string): RuleError {
  return ruleError('lost-valley/not-now', `A ${what} is not possible now: ${why}.`, { rule: 'LV-TURN-1' });
}

function explainMove(unburdenedWalk: boolean, index: BoardIndex, g: G, action: Extract<LostValleyAction, { type: 'move' }>, modes: readonly string[]): RuleError {
  const mover = g.turnOrder[g.turn.index]!;
  const origin = g.prospectors[mover]!.node;
  if (!modes.includes(action.mode)) {
    const why = action.mode === 'foot-unburdened' ? (unburdenedWalk ? 'the backpack and cart are already empty: walk on foot' : 'the first edition has no such walk') : `the prospector has no ${action.mode}`;
    return ruleError('lost-valley/mode-unavailable', `That mode of movement is not available: ${why}.`, { rule: action.mode === 'horse' ? 'LV-MOVE-5' : action.mode === 'boat' ? 'LV-MOVE-6' : 'LV-MOVE-8', path: ['mode'] });
  }
  if (action.to === origin) return ruleError('lost-valley/no-move', 'A move must end somewhere else; end the turn to stay.', { rule: 'LV-MOVE-11', path: ['to'] });
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
    return ruleError('lost-valley/intersection-full', 'That intersection is full: one prospector may stop there, two where it touches the river.', { rule: 'LV-MOVE-10', path: ['to'] });
  }
  if (reach(kinds, most, true) && !reach(kinds, most, false)) {
    return ruleError('lost-valley/incomplete-intersection', 'A move ends at the first incomplete intersection: it cannot pass one.', { rule: 'LV-MOVE-9', path: ['to'] });
  }
  const acrossRiver = stepsFrom(index, origin, g.explorationOver).some((step) => step.to === action.to && step.kind === 'crossing');
  if (action.mode !== 'boat' && (acrossRiver || (reach(['land', 'river', 'crossing'], most, true) && !reach(kinds, most, true)))) {
    return ruleError('lost-valley/river-in-the-way', 'The river is crossed only by boat or at the fords.', { rule: 'LV-MOVE-2', path: ['to'] });
  }
  if (reach(['land', 'river', 'crossing'], 3, true)) {
    return ruleError('lost-valley/too-far', `That is too far ${action.mode === 'foot' ? 'on foot: one land edge or two along the river' : `for this mode (${action.mode})`}.`, { rule: action.mode === 'foot' ? 'LV-MOVE-3' : action.mode === 'horse' ? 'LV-MOVE-5' : action.mode === 'boat' ? 'LV-MOVE-6' : 'LV-MOVE-8', path: ['to'] });
  }
  return ruleError('lost-valley/no-path', 'Prospectors walk along tile edges only: no walkable path leads there (tiles cannot be crossed, unexplored land cannot be walked).', { rule: 'LV-MOVE-1', path: ['to'] });
}

function explainDiamond(index: BoardIndex, g: G, action: Extract<LostValleyAction, { type: 'place-diamond' }>, riverTile: Parameters<typeof riverPlacements>[1] | null, avoidGaps: boolean): RuleError {
  const [a, b] = action.faces;
  const lattice = index.lattice;
  const v = g.explore?.node ?? 0;
  if (a >= lattice.faceCount || b >= lattice.faceCount) {
    return ruleError('lost-valley/outside-valley', 'No tile may lie beyond the valley\'s boundary.', { rule: 'LV-GEO-2', path: ['faces'] });
  }
  if (a >= b || !diamondAt(lattice, [a, b], 0)) {
    return ruleError('lost-valley/not-a-diamond', 'A diamond covers two neighbouring faces, listed in ascending order.', { rule: 'LV-GEO-3', path: ['faces'] });
  }
  if (!isOpen(index, a) || !isOpen(index, b)) {
    return ruleError('lost-valley/overlap', 'Tiles may not overlap: a face there is already covered.', { rule: 'LV-GEO-3', path: ['faces'] });
  }
  const head = g.board.headwater;
  if (riverTile) {
    if (a !== head && b !== head) return ruleError('lost-valley/breaks-river', 'A river tile must extend the river: it covers the headwater face behind the open end.', { rule: 'LV-EXP2-R2', path: ['faces'] });
    const all = riverPlacements(index, riverTile);
    const here = all.filter((p) => p.faces[0] === a && p.faces[1] === b);
    if (here.length > 0 && !here.some((p) => p.way === action.way)) {
      return ruleError('lost-valley/wrong-orientation', 'Turned that way the tile\'s river does not join the open end of the river.', { rule: 'LV-EXP2-R2', path: ['way'] });
    }
    if (here.length > 0) return ruleError('lost-valley/must-touch-prospector', 'A river tile must touch the prospector\'s intersection where it can.', { rule: 'LV-EXP2-R3', path: ['faces'] });
    return ruleError('lost-valley/breaks-river', 'There the river would run into a tile or the boundary: its new end must face an empty face inside the valley.', { rule: 'LV-EXP2-R2', path: ['faces'] });
  }
  if (a === head || b === head) return ruleError('lost-valley/breaks-river', 'The headwater face behind the river\'s open end is kept for a river tile or the spring.', { rule: 'LV-GEO-5', path: ['faces'] });
  if (!faceHasCorner(lattice, a, v) && !faceHasCorner(lattice, b, v)) {
    return ruleError('lost-valley/not-touching', 'A land diamond must cover an empty face at the prospector\'s intersection.', { rule: 'LV-EXP2-L1', path: ['faces'] });
  }
  if (avoidGaps && createsGap(index, [a, b], true) && landPlacements(index, v, avoidGaps).length > 0) {
    return ruleError('lost-valley/gap-next-to-triangle', 'That placement leaves an enclosed gap beside a triangle tile while another placement avoids it.', { rule: 'LV-EXP2-L2', path: ['faces'] });
  }
  return ruleError('lost-valley/not-touching', 'A land diamond must cover an empty face at the prospector\'s intersection.', { rule: 'LV-EXP2-L1', path: ['faces'] });
}

function explainTriangle(index: BoardIndex, g: G, face: number): RuleError {
  const v = g.explore?.node ?? 0;
  const lattice = index.lattice;
  if (face >= lattice.faceCount || face === BEYOND || !faceHasCorner(lattice, face, v)) {
    return ruleError('lost-valley/not-touching', 'The optional triangle goes on an empty face at the prospector\'s intersection.', { rule: 'LV-EXP2-T2', path: ['face'] });
  }
  if (!isOpen(index, face) || face === g.board.headwater) return ruleError('lost-valley/overlap', 'That face is covered or kept for the river.', { rule: 'LV-EXP2-T2', path: ['face'] });
  for (let j = 0; j < 3; j++) {
    if (index.triangleCorners.has(lattice.faceCorners[3 * face + j]!)) {
      return ruleError('lost-valley/triangle-touches-triangle', 'A triangle may not share a corner with another triangle tile (the spring included).', { rule: 'LV-EXP2-T2', path: ['face'] });
    }
  }
  return ruleError('lost-valley/triangle-makes-gap', 'A triangle may not be laid where it leaves an enclosed gap.', { rule: 'LV-EXP2-T2', path: ['face'] });
}


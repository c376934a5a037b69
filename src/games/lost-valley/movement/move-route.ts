import { isComplete, type EdgeKind } from '../board/board-index.js';
import { TRADING_POST } from '../board/lattice.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState, MoveMode } from '../schemas/game-schemas.js';
import { bridgesOf } from '../works/work-places.js';
import { rulesOf, stepsFrom } from './movement.js';

/*
 * The way a movement goes, for a table that shows it: the same steps and limits as
 * `destinations` (LV-MOVE-3 … LV-MOVE-12: the mode's edge kinds and counts, passing on only
 * through complete intersections until exploration is over, never on from another prospector's
 * intersection where the edition forbids it), searched breadth first, so the route has the
 * fewest edges. Not on the hot path: asked once per move spot.
 */

/**
 * The intersections a prospector's movement in `mode` passes, from where it stands to `to` (both
 * included), with the fewest edges any of the mode's rules allows; `null` when no rule reaches
 * `to`.
 *
 * @example
 * routeOf(ctx, g, 0, 'foot', to); // [origin, middle, to]
 * @internal
 */
export function routeOf(ctx: RuleContext, g: LostValleyGameState, prospectorIndex: number, mode: MoveMode, to: number): number[] | null {
  const prospector = g.prospectors[prospectorIndex];
  if (!prospector || to === prospector.node) return null;
  const index = indexOf(ctx, g.board);
  const bridges = bridgesOf(g);
  const blocked = ctx.rules.passesOccupied ? null : new Set(g.prospectors.filter((_, i) => i !== prospectorIndex).map((p) => p.node));
  blocked?.delete(TRADING_POST);
  let best: number[] | null = null;
  for (const [kinds, most] of rulesOf(ctx, mode, prospector)) {
    const found = search(prospector.node, to, kinds, most, (node) => (g.explorationOver || isComplete(index, node)) && !blocked?.has(node), (node) => stepsFrom(index, node, g.explorationOver, bridges));
    if (found && (best === null || found.length < best.length)) best = found;
  }
  return best;
}

// Breadth first from `origin` over steps of the allowed kinds, at most `most` edges, walking on
// only from nodes `passable` says may be passed.
function search(
  origin: number,
  to: number,
  kinds: ReadonlySet<EdgeKind>,
  most: number,
  passable: (node: number) => boolean,
  steps: (node: number) => readonly { readonly to: number; readonly kind: EdgeKind }[],
): number[] | null {
  const cameFrom = new Map<number, number>([[origin, -1]]);
  let frontier = [origin];
  for (let depth = 0; depth < most && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const node of frontier) {
      if (node !== origin && !passable(node)) continue;
      for (const step of steps(node)) {
        if (!kinds.has(step.kind) || cameFrom.has(step.to)) continue;
        cameFrom.set(step.to, node);
        if (step.to === to) return routeBack(cameFrom, to);
        next.push(step.to);
      }
    }
    frontier = next;
  }
  return null;
}

function routeBack(cameFrom: ReadonlyMap<number, number>, to: number): number[] {
  const route = [to];
  for (let node = cameFrom.get(to)!; node !== -1; node = cameFrom.get(node)!) route.push(node);
  return route.reverse();
}

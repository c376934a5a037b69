import { tilesAt } from './adjacency.js';
import type { RuleContext } from './rule-context.js';
import type { BoardState, LostValleyGameState } from '../schemas/game-schemas.js';

/*
 * The tiles around the prospector's intersection, asked for by every gathering action while the
 * menu is built (fishing, timber, hunting, events, triangles): remembered for the last board
 * object, intersection and component set, so one menu computes them once.
 */

let lastSet: RuleContext['set'] | null = null;
let lastBoard: BoardState | null = null;
let lastNode = -1;
let lastTiles: readonly number[] = [];

/**
 * The tiles adjacent to an intersection (`tilesAt`), remembered for the last board and node.
 *
 * @example
 * tilesAround(ctx, g, actor.prospector.node); // [0, 3, 4]
 */
export function tilesAround(ctx: RuleContext, g: LostValleyGameState, node: number): readonly number[] {
  if (g.board === lastBoard && node === lastNode && ctx.set === lastSet) return lastTiles;
  lastTiles = tilesAt(ctx, g, node);
  lastBoard = g.board;
  lastSet = ctx.set;
  lastNode = node;
  return lastTiles;
}

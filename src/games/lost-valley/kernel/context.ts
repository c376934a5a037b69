import type { GameState } from '../../../core/state.js';
import { boardIndexOf, type BoardIndex } from '../board/board-index.js';
import { catalogOf, type TileCatalog } from '../board/tile-catalog.js';
import type { LostValleyComponents } from '../data/index.js';
import type { LostValleyOptions } from '../schemas/options.js';
import type { BoardState, LostValleyGameState } from '../schemas/game-schemas.js';

/**
 * A Lost Valley state: the core envelope around the game's own part.
 *
 * @example
 * const state = createGame({ game: 'lost-valley', players: 3, seed: 1 }) as LostValleyState;
 */
export type LostValleyState = GameState<LostValleyGameState, LostValleyOptions, LostValleyComponents>;

/**
 * What every rule step reads besides the game part: the component set, its catalog, the options
 * and the player count.
 *
 * @example
 * const ctx = contextOf(state);
 */
export interface RuleContext {
  readonly set: LostValleyComponents;
  readonly catalog: TileCatalog;
  readonly options: LostValleyOptions;
  readonly players: number;
}

/**
 * The rule context of a state.
 *
 * @example
 * contextOf(state).catalog.lattice.radius;
 */
export function contextOf(state: LostValleyState): RuleContext {
  // Every hook asks for it; a game's states share their data and options objects.
  if (lastContext !== null && lastContext.set === state.data && lastContext.options === state.options && lastContext.players === state.players) return lastContext;
  lastContext = { set: state.data, catalog: catalogOf(state.data), options: state.options, players: state.players };
  return lastContext;
}

let lastContext: RuleContext | null = null;

/**
 * The board index of a board under a context.
 *
 * @example
 * indexOf(ctx, g.board).faceTile.size;
 */
export function indexOf(ctx: RuleContext, board: BoardState): BoardIndex {
  return boardIndexOf(ctx.set, board, ctx.options.edition);
}

import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAt } from '../kernel/adjacency.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { drawTasks } from '../gold/gold-draws.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';

type G = LostValleyGameState;
type BlackMarketAction = Extract<LostValleyAction, { type: 'black-market' }>;

/*
 * The Black Market (LV-TRADE-BLACK-MARKET-1): as a trade, a prospector at one of
 * its corners lays one event marker (face-down one-time gear) or treasure clue from its
 * inventory face down on it, looks at the markers that were there and keeps one; the others
 * stay face down, now known to it. The laid marker stays known to its former owner.
 */

/**
 * The Black Market tiles at an intersection that hold markers to choose from.
 *
 * @example
 * blackMarketsAt(ctx, g, node); // [12]
 */
export function blackMarketsAt(ctx: RuleContext, g: G, node: number): number[] {
  return tilesAt(ctx, g, node).filter((tile) => {
    const placed = g.board.tiles[tile]!;
    return placed.kind === 'triangle' && placed.markers.length > 0 && ctx.catalog.triangles.get(placed.tile)?.name === 'black-market';
  });
}

/** The markers a prospector may lay: event markers and clues (in classic too, LV-CLASSIC-12). */
function giveable(actor: Actor): number[] {
  const inv = actor.prospector.inventory;
  return [...inv.hiddenGear.map((s) => s.id), ...inv.goldBag.filter((s) => s.pool === 'clue').map((s) => s.id)].sort((a, b) => a - b);
}

/**
 * The Black Market swaps the prospector whose turn it is can make.
 *
 * @example
 * blackMarketMenu(ctx, g, actor, 1);
 */
export function blackMarketMenu(ctx: RuleContext, g: G, actor: Actor, tradesLeft: number): LostValleyAction[] {
  if (tradesLeft === 0 || g.trade !== null) return [];
  const gives = giveable(actor);
  if (gives.length === 0) return [];
  const actions: LostValleyAction[] = [];
  for (const tile of blackMarketsAt(ctx, g, actor.prospector.node)) {
    for (const give of gives) actions.push({ type: 'black-market', player: actor.seat, tile, give });
  }
  return actions;
}

/**
 * Lays the given marker on the Black Market and looks at its markers to keep one.
 *
 * @example
 * applyBlackMarket(ctx, g, action, actor, events);
 */
export function applyBlackMarket(_ctx: RuleContext, g: G, action: BlackMarketAction, actor: Actor, events: LostValleyEvent[]): G {
  const candidates = g.board.tiles[action.tile]!.markers.map((slot) => slot.id);
  const lifted = liftMarker(g, action.give);
  if (!lifted.slot || candidates.length === 0) return g;
  const next = dropMarker(lifted.g, { ...lifted.slot, faceUp: false }, { kind: 'tile', tile: action.tile });
  events.push({ type: 'black-market-swap', player: actor.seat, prospector: actor.index, tile: action.tile, pool: lifted.slot.pool, from: candidates.length });
  return pushTasks(next, drawTasks(next, actor.index, candidates, 1, 'black-market'));
}

/**
 * Why a Black Market swap is refused.
 *
 * @example
 * explainBlackMarket(ctx, g, action, actor)?.code; // 'lost-valley/no-black-market'
 */
export function explainBlackMarket(ctx: RuleContext, g: G, action: BlackMarketAction, actor: Actor): RuleError | null {
  if (!blackMarketsAt(ctx, g, actor.prospector.node).includes(action.tile)) {
    return refusal('no-black-market', { rule: 'LV-TRADE-BLACK-MARKET-1', details: { tile: action.tile } });
  }
  if (!giveable(actor).includes(action.give)) {
    return refusal('not-a-payment#black-market', { rule: 'LV-TRADE-BLACK-MARKET-1', details: { marker: action.give } });
  }
  return null;
}

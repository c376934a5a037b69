import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { gainFromSupply } from './gather-goods.js';
import { owns } from '../kernel/inventory.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { naturalWater } from '../works/water.js';

type G = LostValleyGameState;

/*
 * Fishing (LV-FISH-1 … LV-FISH-3): one fish for a rod where the intersection touches water of
 * its own, one for a fish trap at the intersection, one for a fish symbol on a tile touching
 * it; at most three, a food each.
 */

/**
 * What a prospector standing at `node` would catch: one fish per source, at most 3 (LV-FISH-2).
 * A rod needs a tile with water of its own at the intersection (river, spring, Fishing Hole,
 * Oasis: LV-FISH-3); water brought by flumes does not hold fish.
 *
 * @example
 * fishSources(ctx, g, actor.prospector.node, actor.prospector.inventory); // { rod: true, trap: false, symbol: true }
 */
export function fishSources(ctx: RuleContext, g: G, node: number, inventory: G['prospectors'][number]['inventory']): { rod: boolean; trap: boolean; symbol: boolean } {
  const tiles = tilesAround(ctx, g, node);
  let water = false;
  let symbol = false;
  for (const i of tiles) {
    const tile = g.board.tiles[i]!;
    if (naturalWater(ctx, tile)) water = true;
    if (ctx.catalog.fishSymbols.has(tile.tile)) symbol = true;
  }
  const trap = g.board.works.some((work) => work.work === 'fish-trap' && work.at === node);
  return { rod: water && owns(inventory, 'fishing-rod'), trap, symbol };
}

/**
 * How many food a `fish` action gives now: one per source (LV-FISH-1, LV-FISH-2, LV-FEA-FISH-2), as many as
 * the supply still holds (LV-GATHER-1). Fishing is legal when this is at least 1.
 *
 * @example
 * fishCatch(ctx, g, actor); // 2
 */
export function fishCatch(ctx: RuleContext, g: G, actor: Actor): number {
  const s = fishSources(ctx, g, actor.prospector.node, actor.prospector.inventory);
  const fish = (s.rod ? 1 : 0) + (s.trap ? 1 : 0) + (s.symbol ? 1 : 0);
  return Math.min(fish, g.supply['food'] ?? 0);
}

/**
 * Applies `fish`: a food per fish into the prospector's inventory.
 *
 * @example
 * applyFish(ctx, g, actor, events);
 */
export function applyFish(ctx: RuleContext, g: G, actor: Actor, events: LostValleyEvent[]): G {
  const { g: next, got } = gainFromSupply(ctx, g, actor.index, 'food', fishCatch(ctx, g, actor));
  events.push({ type: 'fished', player: actor.seat, prospector: actor.index, food: got });
  return next;
}

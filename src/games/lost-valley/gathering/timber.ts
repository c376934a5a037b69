import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { terrainOf } from '../kernel/adjacency.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { gainFromSupply } from './gather-goods.js';
import { owns } from '../kernel/inventory.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * Cutting timber (LV-TIMBER-1, LV-TIMBER-2, LV-FEA-TIMBER-2, LV-SKILL-BUSH-CUTTER-1): an adjacent forest gives 1;
 * 2 with an axe or at a sawmill; 3 with both. The Bush Cutter with an axe gets 1 from a
 * wasteland where no forest is at hand.
 */

/**
 * How many timber a `cut-timber` action would give a prospector, before the supply's limit.
 *
 * @example
 * timberYield(ctx, g, actor); // 3 with an axe at a sawmill by a forest
 */
export function timberYield(ctx: RuleContext, g: G, actor: Actor): number {
  const node = actor.prospector.node;
  let forest = false;
  let wasteland = false;
  for (const i of tilesAround(ctx, g, node)) {
    const terrain = terrainOf(ctx, g.board.tiles[i]!);
    if (terrain === 'forest') forest = true;
    else if (terrain === 'wasteland') wasteland = true;
  }
  const axe = owns(actor.prospector.inventory, 'axe');
  if (forest) {
    const sawmill = g.board.works.some((work) => work.work === 'sawmill' && work.at === node);
    return 1 + (axe ? 1 : 0) + (sawmill ? 1 : 0);
  }
  if (wasteland && axe && actor.prospector.inventory.skills.includes('bush-cutter')) return 1;
  return 0;
}

/**
 * How many timber a `cut-timber` action gives now: the yield, as many as the supply holds
 * (LV-GATHER-1). Cutting is legal when this is at least 1.
 *
 * @example
 * timberCut(ctx, g, actor); // 1
 */
export function timberCut(ctx: RuleContext, g: G, actor: Actor): number {
  return Math.min(timberYield(ctx, g, actor), g.supply['timber'] ?? 0);
}

/**
 * Applies `cut-timber`.
 *
 * @example
 * applyCutTimber(ctx, g, actor, events);
 */
export function applyCutTimber(ctx: RuleContext, g: G, actor: Actor, events: LostValleyEvent[]): G {
  const { g: next, got } = gainFromSupply(ctx, g, actor.index, 'timber', timberCut(ctx, g, actor));
  events.push({ type: 'timber-cut', player: actor.seat, prospector: actor.index, timber: got });
  return next;
}

import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { usesSkills } from '../kernel/switches.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withProspector } from '../kernel/state-copy.js';
import { wetTiles } from './water.js';

type G = LostValleyGameState;

/**
 * A prospector earns experience for a work (LV-XP-1, LV-XP-2): with no XP marker it gets one;
 * with one already it turns it in and learns a skill (the `learn-skill` task). Without skills
 * and XP markers (LV-CLASSIC-1) a work earns nothing.
 *
 * @example
 * gainExperience(ctx, g, 0, events);
 */
export function gainExperience(ctx: RuleContext, g: G, prospector: number, events: LostValleyEvent[]): G {
  if (!usesSkills(ctx)) return g;
  const p = g.prospectors[prospector]!;
  if (p.inventory.xp === 0) {
    events.push({ type: 'xp-gained', player: p.seat, prospector });
    return withProspector(g, prospector, { ...p, inventory: { ...p.inventory, xp: 1 } });
  }
  events.push({ type: 'xp-turned-in', player: p.seat, prospector });
  const next = withProspector(g, prospector, { ...p, inventory: { ...p.inventory, xp: 0 } });
  return pushTasks(next, [{ task: 'learn-skill', seat: p.seat, prospector }]);
}

/**
 * Whether flumes just built brought water to river gold that had none (LV-XP-3): a tile holding
 * a river-gold marker is wet after and was dry before.
 *
 * @example
 * wateredGold(ctx, before, after);
 */
export function wateredGold(ctx: RuleContext, before: G, after: G): boolean {
  const dry = wetTiles(ctx, before);
  const wet = wetTiles(ctx, after);
  return after.board.tiles.some((tile, i) => wet.has(i) && !dry.has(i) && tile.markers.some((slot) => slot.pool === 'river-gold'));
}

import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAt, terrainOf } from '../kernel/adjacency.js';
import { isComplete } from '../board/board-index.js';
import { notInVariant, usesTreasures } from '../kernel/switches.js';
import { indexOf, type RuleContext, type Actor } from '../kernel/rule-context.js';
import { fromSupply } from './gold-draws.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyAction, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';

type G = LostValleyGameState;

/*
 * Treasures (LV-TREASURE-1 … LV-TREASURE-4): at an intersection whose surrounding land diamonds
 * are all explored (where unexplored land touches it, only after the end of exploration), hand
 * in one clue for each distinct terrain of those diamonds, triangles ignored, and gain mountain
 * gold equal to the clues minus one (Treasure Hunter: one river gold more); the clues leave the
 * game.
 */

/**
 * The terrains a treasure at an intersection asks for (one clue each), or `null` where no
 * treasure can be dug yet (unexplored land around it before the end of exploration, or no land
 * diamond around it).
 *
 * @example
 * treasureTerrains(ctx, g, node); // ['forest', 'mountain']
 */
export function treasureTerrains(ctx: RuleContext, g: G, node: number): string[] | null {
  if (!g.explorationOver && !isComplete(indexOf(ctx, g.board), node)) return null;
  const terrains = new Set<string>();
  for (const tile of tilesAt(ctx, g, node)) {
    const placed = g.board.tiles[tile]!;
    if (placed.kind === 'land') terrains.add(terrainOf(ctx, placed));
  }
  return terrains.size === 0 ? null : [...terrains].sort();
}

/**
 * The clues a prospector hands in for a treasure: the lowest-id clue of each terrain asked for,
 * or `null` if it lacks one.
 *
 * @example
 * cluesFor(ctx, actor.prospector, ['forest']); // [12]
 */
export function cluesFor(ctx: RuleContext, prospector: Actor['prospector'], terrains: readonly string[]): number[] | null {
  const ids: number[] = [];
  for (const terrain of terrains) {
    let best: number | null = null;
    for (const slot of prospector.inventory.goldBag) {
      if (slot.pool !== 'clue' || slot.identity === null) continue;
      if (ctx.set.markers.clue.find((kind) => kind.id === slot.identity)?.terrain !== terrain) continue;
      if (best === null || slot.id < best) best = slot.id;
    }
    if (best === null) return null;
    ids.push(best);
  }
  return ids;
}

/**
 * The treasure action of the prospector whose turn it is, if it can dig one here.
 *
 * @example
 * treasureMenu(ctx, g, actor); // [{ type: 'dig-treasure', player: 0 }]
 */
export function treasureMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  if (!usesTreasures(ctx)) return [];
  if (!actor.prospector.inventory.goldBag.some((slot) => slot.pool === 'clue')) return [];
  const terrains = treasureTerrains(ctx, g, actor.prospector.node);
  if (!terrains || !cluesFor(ctx, actor.prospector, terrains)) return [];
  return [{ type: 'dig-treasure', player: actor.seat }];
}

/**
 * Digs a treasure: the clues go out of the game face up, mountain gold (clues − 1) and the
 * Treasure Hunter's river gold come from the supply into the bag.
 *
 * @example
 * applyTreasure(ctx, g, actor, events);
 */
export function applyTreasure(ctx: RuleContext, g: G, actor: Actor, events: LostValleyEvent[]): G {
  const terrains = treasureTerrains(ctx, g, actor.prospector.node);
  const clues = terrains && cluesFor(ctx, actor.prospector, terrains);
  if (!clues) return g;
  let next = g;
  for (const id of clues) {
    const lifted = liftMarker(next, id);
    if (!lifted.slot) continue;
    events.push({ type: 'marker-seen', marker: id, pool: 'clue', identity: lifted.slot.identity, by: 'all' });
    next = dropMarker(lifted.g, { ...lifted.slot, faceUp: true }, { kind: 'spent' });
  }
  const tasks: Task[] = [];
  const mountain = fromSupply(ctx, next, actor.index, 'mountain-gold', clues.length - 1);
  next = mountain.g;
  tasks.push(...mountain.tasks);
  let river = 0;
  // LV-SKILL-TREASURE-HUNTER-1: one river gold more.
  if (actor.prospector.inventory.skills.includes('treasure-hunter')) {
    const hunter = fromSupply(ctx, next, actor.index, 'river-gold', 1);
    next = hunter.g;
    river = hunter.given;
    tasks.push(...hunter.tasks);
  }
  events.push({ type: 'treasure-dug', player: actor.seat, prospector: actor.index, node: actor.prospector.node, clues: clues.length, mountainGold: mountain.given, riverGold: river });
  return pushTasks(next, tasks);
}

/**
 * Why a treasure cannot be dug here.
 *
 * @example
 * explainTreasure(ctx, g, actor)?.code; // 'lost-valley/clues-missing'
 */
export function explainTreasure(ctx: RuleContext, g: G, actor: Actor): RuleError | null {
  // LV-CLASSIC-2: a second-edition game without treasures digs none.
  if (!usesTreasures(ctx)) return notInVariant('Treasures', 'LV-CLASSIC-2');
  const terrains = treasureTerrains(ctx, g, actor.prospector.node);
  if (!terrains) {
    return refusal('treasure-unexplored', { rule: 'LV-TREASURE-3' });
  }
  if (!cluesFor(ctx, actor.prospector, terrains)) {
    return refusal('clues-missing', { rule: 'LV-TREASURE-1', details: { terrains } }, { terrains: terrains.join(', ') });
  }
  return null;
}

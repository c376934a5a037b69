import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAt } from '../kernel/adjacency.js';
import { diamondAt } from '../board/diamond.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { bankOfCorner } from '../data/index.js';
import { drawSets, drawTasks, isDrawSet, type DrawCandidate } from './gold-draws.js';
import { countOf, owns, removeItem } from '../kernel/inventory.js';
import type { LostValleyAction, LostValleyGameState, PlacedTile } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withFields, withProspector } from '../kernel/state-copy.js';
import { hasWater } from '../works/water.js';
import { withSupplyDelta } from '../kernel/record-shapes.js';

type G = LostValleyGameState;
type RiverGoldAction = Extract<LostValleyAction, { type: 'river-gold' }>;

/*
 * River gold (LV-GOLD-1 … LV-GOLD-3): one food for a green marker from an adjacent tile with
 * water (its own, or by flumes); on a river tile only from the digger's bank; two with a sieve;
 * Gold Nose draws one more and keeps the best.
 */

/**
 * Whether a node lies on the same bank of a river diamond as another corner of it (LV-GOLD-2).
 * Both must be corners of the tile; a tile that is not a river diamond has one bank.
 *
 * @example
 * sameBank(ctx, g.board.tiles[3]!, prospector.node, slot.bank);
 */
export function sameBank(ctx: RuleContext, tile: PlacedTile, node: number, bank: number): boolean {
  if (tile.kind !== 'river') return true;
  const edges = ctx.catalog.diamonds.get(tile.tile)?.riverEdges;
  const where = diamondAt(ctx.catalog.lattice, [tile.faces[0]!, tile.faces[1]!], tile.way);
  if (!edges || !where) return true;
  const a = where.corners.indexOf(node);
  const b = where.corners.indexOf(bank);
  if (a < 0 || b < 0) return false;
  return bankOfCorner(edges, a) === bankOfCorner(edges, b);
}

/**
 * The river-gold markers a prospector may dig: on adjacent tiles with water, on its own bank
 * of a river tile (LV-GOLD-1, LV-GOLD-2).
 *
 * @example
 * riverGoldCandidates(ctx, g, actor.prospector.node);
 */
export function riverGoldCandidates(ctx: RuleContext, g: G, node: number): DrawCandidate[] {
  const found: DrawCandidate[] = [];
  for (const tile of tilesAt(ctx, g, node)) {
    const placed = g.board.tiles[tile]!;
    if (!placed.markers.some((slot) => slot.pool === 'river-gold') || !hasWater(ctx, g, tile)) continue;
    for (const slot of placed.markers) {
      if (slot.pool === 'river-gold' && (slot.bank === null || sameBank(ctx, placed, node, slot.bank))) found.push({ tile, slot });
    }
  }
  return found;
}

/**
 * How many river-gold markers a prospector draws and keeps from `available`: one, two with a
 * sieve (LV-GOLD-3, LV-FEA-GOLD-3); Gold Nose draws one more (LV-SKILL-GOLD-NOSE-1).
 *
 * @example
 * riverGoldCounts(actor.prospector, 5); // { draw: 1, keep: 1 }
 */
export function riverGoldCounts(prospector: Actor['prospector'], available: number): { draw: number; keep: number } {
  const base = owns(prospector.inventory, 'sieve') ? 2 : 1;
  const bonus = prospector.inventory.skills.includes('gold-nose') ? 1 : 0;
  const draw = Math.min(available, base + bonus);
  return { draw, keep: Math.min(base, draw) };
}

/**
 * The river-gold actions of the prospector whose turn it is.
 *
 * @example
 * riverGoldMenu(ctx, g, actor);
 */
export function riverGoldMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  if (countOf(actor.prospector.inventory, 'food') < 1) return [];
  const candidates = riverGoldCandidates(ctx, g, actor.prospector.node);
  if (candidates.length === 0) return [];
  const { draw } = riverGoldCounts(actor.prospector, candidates.length);
  return drawSets(candidates, actor.seat, draw).map((markers): LostValleyAction => ({ type: 'river-gold', player: actor.seat, markers }));
}

/**
 * Digs river gold: one food to the supply, then the draw (LV-GOLD-1, LV-GOLD-3; the first
 * edition's cost, LV-FEA-GOLD-6).
 *
 * @example
 * applyRiverGold(ctx, g, action, actor, events);
 */
export function applyRiverGold(ctx: RuleContext, g: G, action: RiverGoldAction, actor: Actor, events: LostValleyEvent[]): G {
  const p = actor.prospector;
  const inventory = removeItem(ctx, p.inventory, 'food', 1);
  if (!inventory) return g;
  const candidates = riverGoldCandidates(ctx, g, p.node);
  const { keep } = riverGoldCounts(p, candidates.length);
  const paid = withProspector(withFields(g, { supply: withSupplyDelta(g.supply, 'food', 1) }), actor.index, { ...p, inventory });
  events.push({ type: 'river-gold-dug', player: actor.seat, prospector: actor.index, drawn: action.markers.length, kept: Math.min(keep, action.markers.length) });
  return pushTasks(paid, drawTasks(paid, actor.index, action.markers, keep, 'river-gold'));
}

/**
 * Why a river-gold action is refused: no food, a marker that is not river gold on an adjacent
 * tile, a tile without water (LV-GOLD-1), the other bank (LV-GOLD-2), or the wrong number drawn.
 *
 * @example
 * explainRiverGold(ctx, g, action, actor)?.code; // 'lost-valley/no-water'
 */
export function explainRiverGold(ctx: RuleContext, g: G, action: RiverGoldAction, actor: Actor): RuleError | null {
  const node = actor.prospector.node;
  const adjacent = tilesAt(ctx, g, node);
  for (const id of action.markers) {
    const tile = adjacent.find((t) => g.board.tiles[t]!.markers.some((slot) => slot.id === id && slot.pool === 'river-gold'));
    if (tile === undefined) return refusal('not-adjacent#river-gold', { rule: 'LV-GOLD-1', details: { marker: id } }, { id });
    if (!hasWater(ctx, g, tile)) {
      return refusal('no-water', { rule: 'LV-GOLD-1', details: { tile } });
    }
    const placed = g.board.tiles[tile]!;
    const slot = placed.markers.find((s) => s.id === id)!;
    if (slot.bank !== null && !sameBank(ctx, placed, node, slot.bank)) {
      return refusal('other-bank', { rule: 'LV-GOLD-2', details: { tile, marker: id } });
    }
  }
  if (countOf(actor.prospector.inventory, 'food') < 1) return refusal('cannot-pay#river-gold', { rule: 'LV-GOLD-1' });
  const candidates = riverGoldCandidates(ctx, g, node);
  const { draw } = riverGoldCounts(actor.prospector, candidates.length);
  if (action.markers.length !== draw) {
    return refusal('draw-count#river-gold', { rule: 'LV-GOLD-3', details: { draw } }, { draw });
  }
  if (!isDrawSet(candidates, actor.seat, draw, action.markers)) {
    return refusal('draw-order', { rule: 'LV-GOLD-1' });
  }
  return null;
}

import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { fromSupply } from './gold-draws.js';
import { countOf, removeItem } from '../kernel/inventory.js';
import { dropMarker } from '../kernel/marker-places.js';
import { minesAt } from './mountain-gold.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withBoard, withFields, withProspector } from '../kernel/state-copy.js';
import { withCount, withSupplyDelta } from '../kernel/record-shapes.js';

type G = LostValleyGameState;
type MinerAction = Extract<LostValleyAction, { type: 'miner' }>;

/*
 * The Miner (LV-SKILL-MINER-1): as an action, one food for one river-gold marker from the
 * supply at an adjacent mine with no mountain gold left; the mine leaves the board. No claim fee
 * (FAQ, LV-SKILL-MINER-2): the mine is empty. A claim marker on it goes back to its owner and the payments left on
 * it are forfeited to the supply, as when a claim is moved.
 */

function exhaustedMines(ctx: RuleContext, g: G, node: number): number[] {
  return minesAt(ctx, g, node).filter((tile) => !g.board.tiles[tile]!.markers.some((slot) => slot.pool === 'mountain-gold'));
}

/**
 * The Miner's actions of the prospector whose turn it is.
 *
 * @example
 * minerMenu(ctx, g, actor); // [{ type: 'miner', player: 0, tile: 7 }]
 */
export function minerMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  const p = actor.prospector;
  if (!p.inventory.skills.includes('miner') || countOf(p.inventory, 'food') < 1 || g.markerSupply['river-gold'] < 1) return [];
  return exhaustedMines(ctx, g, p.node).map((tile): LostValleyAction => ({ type: 'miner', player: actor.seat, tile }));
}

/**
 * The Miner digs an exhausted mine: food to the supply, the mine (and any claim on it) off the
 * board, one river gold from the supply into the bag, seen by its owner.
 *
 * @example
 * applyMiner(ctx, g, action, actor, events);
 */
export function applyMiner(ctx: RuleContext, g: G, action: MinerAction, actor: Actor, events: LostValleyEvent[]): G {
  const p = actor.prospector;
  const inventory = removeItem(ctx, p.inventory, 'food', 1);
  if (!inventory) return g;
  const works = g.board.works.filter((w) => !(w.work === 'mine' && w.at === action.tile));
  let next: G = withFields(g, {
    board: withBoard(g.board, { works }),
    supply: withSupplyDelta(withSupplyDelta(g.supply, 'food', 1), 'mine', 1),
  });
  next = withProspector(next, actor.index, { ...p, inventory });
  const owner = next.prospectors.findIndex((q) => q.claim !== null && q.claim.tile === action.tile);
  if (owner >= 0) {
    const claim = next.prospectors[owner]!.claim!;
    const supply = withCount(next.supply);
    for (const stack of claim.items) supply[stack.item] = (supply[stack.item] ?? 0) + stack.count;
    next = withProspector(withFields(next, { supply }), owner, { ...next.prospectors[owner]!, claim: null });
    for (const slot of claim.markers) next = dropMarker(next, { ...slot, faceUp: true }, { kind: 'spent' });
  }
  const drawn = fromSupply(ctx, next, actor.index, 'river-gold', 1);
  events.push({ type: 'miner-dug', player: actor.seat, prospector: actor.index, tile: action.tile, claimReturned: owner >= 0 ? owner : null });
  return pushTasks(drawn.g, drawn.tasks);
}

/**
 * Why a Miner's action is refused.
 *
 * @example
 * explainMiner(ctx, g, action, actor)?.code; // 'lost-valley/mine-not-exhausted'
 */
export function explainMiner(ctx: RuleContext, g: G, action: MinerAction, actor: Actor): RuleError | null {
  const p = actor.prospector;
  if (!p.inventory.skills.includes('miner')) return refusal('skill-missing', { rule: 'LV-SKILL-MINER-1' });
  if (!minesAt(ctx, g, p.node).includes(action.tile)) return refusal('no-mine#miner', { rule: 'LV-SKILL-MINER-1', details: { tile: action.tile } });
  if (!exhaustedMines(ctx, g, p.node).includes(action.tile)) {
    return refusal('mine-not-exhausted', { rule: 'LV-SKILL-MINER-1', details: { tile: action.tile } });
  }
  if (countOf(p.inventory, 'food') < 1) return refusal('cannot-pay#miner', { rule: 'LV-SKILL-MINER-1' });
  if (g.markerSupply['river-gold'] < 1) return refusal('supply-empty', { rule: 'LV-SKILL-MINER-1' });
  return null;
}

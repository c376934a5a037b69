import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAt } from '../kernel/adjacency.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { claimOwnerAt, feeOptions, payFee } from './claim-fee.js';
import { drawSets, drawTasks, isDrawSet, type DrawCandidate } from './gold-draws.js';
import type { Fee } from '../schemas/gold-schemas.js';
import { countOf, owns, removeItem } from '../kernel/inventory.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { holdsOneTimeGear, useOneTimeGear } from '../inventory/inventory-actions.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withFields, withProspector } from '../kernel/state-copy.js';
import { withSupplyDelta } from '../kernel/record-shapes.js';

type G = LostValleyGameState;
type MountainGoldAction = Extract<LostValleyAction, { type: 'mountain-gold' }>;

/*
 * Mountain gold (LV-GOLD-4 … LV-GOLD-6): one food and one timber for a gray marker at an
 * adjacent mine; two with dynamite (a box always, a stick used up); Geologist draws one more and
 * keeps the best; a claim marker of another seat on the mine takes a fee (claim-fee.ts).
 */

/**
 * The adjacent tiles with a mine (LV-GOLD-4).
 *
 * @example
 * minesAt(ctx, g, actor.prospector.node); // [7]
 */
export function minesAt(ctx: RuleContext, g: G, node: number): number[] {
  const works = g.board.works;
  if (!works.some((w) => w.work === 'mine')) return [];
  return tilesAt(ctx, g, node).filter((tile) => works.some((w) => w.work === 'mine' && w.at === tile));
}

function candidatesOn(g: G, tile: number): DrawCandidate[] {
  return g.board.tiles[tile]!.markers.filter((slot) => slot.pool === 'mountain-gold').map((slot) => ({ tile, slot }));
}

/**
 * The dynamite a prospector may use: the box whenever it owns one, else a stick or none
 * (a stick only where there are two markers to take) (LV-GOLD-5).
 *
 * @example
 * dynamiteChoices(ctx, actor.prospector, 3); // ['none', 'stick']
 */
export function dynamiteChoices(ctx: RuleContext, prospector: Actor['prospector'], available: number): MountainGoldAction['dynamite'][] {
  if (owns(prospector.inventory, 'dynamite-box')) return ['box'];
  if (available >= 2 && holdsOneTimeGear(ctx, prospector.inventory, 'dynamite-stick')) return ['none', 'stick'];
  return ['none'];
}

function counts(prospector: Actor['prospector'], dynamite: MountainGoldAction['dynamite'], available: number): { draw: number; keep: number } {
  const base = dynamite === 'none' ? 1 : 2;
  const bonus = prospector.inventory.skills.includes('geologist') ? 1 : 0;
  const draw = Math.min(available, base + bonus);
  return { draw, keep: Math.min(base, draw) };
}

/**
 * Pays the dig's food, timber and stick (LV-GOLD-4, LV-GOLD-5; in the first edition too,
 * LV-FEA-GOLD-4, LV-FEA-GOLD-6) back to the supply; `null` if it cannot.
 */
function payDig(ctx: RuleContext, g: G, actor: Actor, dynamite: MountainGoldAction['dynamite'], events: LostValleyEvent[]): G | null {
  const p = actor.prospector;
  const noFood = removeItem(ctx, p.inventory, 'food', 1);
  const inventory = noFood && removeItem(ctx, noFood, 'timber', 1);
  if (!inventory) return null;
  const supply = withSupplyDelta(withSupplyDelta(g.supply, 'food', 1), 'timber', 1);
  const paid = withProspector(withFields(g, { supply }), actor.index, { ...p, inventory });
  return dynamite === 'stick' ? useOneTimeGear(ctx, paid, actor.index, 'dynamite-stick', events) : paid;
}

/**
 * The mountain-gold actions of the prospector whose turn it is: per adjacent mine with gold,
 * dynamite choice and draw, each fee a claim of another seat asks for.
 *
 * @example
 * mountainGoldMenu(ctx, g, actor);
 */
export function mountainGoldMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  const inv = actor.prospector.inventory;
  if (countOf(inv, 'food') < 1 || countOf(inv, 'timber') < 1) return [];
  const actions: LostValleyAction[] = [];
  for (const tile of minesAt(ctx, g, actor.prospector.node)) {
    const candidates = candidatesOn(g, tile);
    if (candidates.length === 0) continue;
    const owner = claimOwnerAt(ctx, g, tile, actor.seat);
    for (const dynamite of dynamiteChoices(ctx, actor.prospector, candidates.length)) {
      const { draw } = counts(actor.prospector, dynamite, candidates.length);
      let fees: (Fee | null)[] = [null];
      if (owner !== null) {
        const paid = payDig(ctx, g, actor, dynamite, []);
        fees = paid ? feeOptions(ctx, paid, actor.index) : [];
      }
      for (const markers of drawSets(candidates, actor.seat, draw)) {
        for (const fee of fees) actions.push({ type: 'mountain-gold', player: actor.seat, tile, markers, dynamite, fee });
      }
    }
  }
  return actions;
}

/**
 * Digs mountain gold: food, timber and any stick to the supply, the claim fee onto the claim,
 * then the draw.
 *
 * @example
 * applyMountainGold(ctx, g, action, actor, events);
 */
export function applyMountainGold(ctx: RuleContext, g: G, action: MountainGoldAction, actor: Actor, events: LostValleyEvent[]): G {
  let next = payDig(ctx, g, actor, action.dynamite, events);
  if (!next) return g;
  const owner = claimOwnerAt(ctx, next, action.tile, actor.seat);
  if (owner !== null && action.fee) next = payFee(ctx, next, actor.index, owner, action.fee, events);
  const { keep } = counts(actor.prospector, action.dynamite, candidatesOn(g, action.tile).length);
  events.push({ type: 'mountain-gold-dug', player: actor.seat, prospector: actor.index, tile: action.tile, dynamite: action.dynamite, drawn: action.markers.length, kept: Math.min(keep, action.markers.length) });
  return pushTasks(next, drawTasks(next, actor.index, action.markers, keep, 'mountain-gold'));
}

/**
 * Why a mountain-gold action is refused: no mine there, nothing left, cannot pay, dynamite not
 * held, the claim fee missing or not allowed, the wrong draw.
 *
 * @example
 * explainMountainGold(ctx, g, action, actor)?.code;
 */
export function explainMountainGold(ctx: RuleContext, g: G, action: MountainGoldAction, actor: Actor): RuleError | null {
  if (!minesAt(ctx, g, actor.prospector.node).includes(action.tile)) {
    return refusal('no-mine#mountain-gold', { rule: 'LV-GOLD-4', details: { tile: action.tile } });
  }
  const candidates = candidatesOn(g, action.tile);
  if (candidates.length === 0) return refusal('mine-exhausted', { rule: 'LV-GOLD-4', details: { tile: action.tile } });
  const inv = actor.prospector.inventory;
  if (countOf(inv, 'food') < 1 || countOf(inv, 'timber') < 1) return refusal('cannot-pay#mountain-gold', { rule: 'LV-GOLD-4' });
  if (!dynamiteChoices(ctx, actor.prospector, candidates.length).includes(action.dynamite)) {
    return refusal('no-dynamite', { rule: 'LV-GOLD-5', details: { dynamite: action.dynamite } });
  }
  const owner = claimOwnerAt(ctx, g, action.tile, actor.seat);
  if (owner !== null && action.fee === null) return refusal('claim-fee#due', { rule: 'LV-GOLD-6' });
  if (owner === null && action.fee !== null) return refusal('no-claim-fee', { rule: 'LV-GOLD-6' });
  if (owner !== null && action.fee !== null) {
    const paid = payDig(ctx, g, actor, action.dynamite, []);
    const allowed = paid ? feeOptions(ctx, paid, actor.index) : [];
    if (!allowed.some((fee) => JSON.stringify(fee) === JSON.stringify(action.fee))) {
      return refusal('claim-fee#item', { rule: 'LV-CLAIM-3', details: { fee: action.fee } });
    }
  }
  const { draw } = counts(actor.prospector, action.dynamite, candidates.length);
  if (action.markers.length !== draw || !isDrawSet(candidates, actor.seat, draw, action.markers)) {
    return refusal('draw-count#mountain-gold', { rule: 'LV-GOLD-5', details: { draw } }, { draw });
  }
  return null;
}

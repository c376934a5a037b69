import type { RuleError } from '../../../core/errors.js';
import { positionFault } from '../../../core/position-check.js';
import { MarkerPoolSchema, type MarkerPool } from '../data/index.js';
import { addItem, removeItem } from '../kernel/inventory.js';
import { findMarker, replaceMarker } from '../kernel/marker-places.js';
import type { RuleContext } from '../kernel/rule-context.js';
import { withProspector } from '../kernel/state-copy.js';
import type { SkillId } from '../schemas/ids.js';
import type { InventoryState, LostValleyGameState, MarkerSlot, Prospector } from '../schemas/game-schemas.js';
import type { Work } from '../schemas/works-schemas.js';
import { placeOf } from '../works/work-places.js';
import { edgeOf, nodeOf, tileOf, type Place } from './places.js';

type G = LostValleyGameState;

/*
 * The piece steps of the position builder: every piece comes from where the component set keeps
 * it (goods and works from the supply, skills from their piles, markers from the face-down
 * supply, the next marker id) and goes back there, so a built position holds exactly the set in
 * play. Capacities, identities and where an item may lie are the save invariants' to judge.
 */

function prospectorOf(g: G, index: number): Prospector | RuleError {
  const p = g.prospectors[index];
  return p ?? positionFault('prospector-seat', `There is no prospector ${index} (the game has ${g.prospectors.length}).`, ['prospectors', index]);
}

function withInventory(g: G, index: number, p: Prospector, inventory: InventoryState): G {
  return withProspector(g, index, { ...p, inventory });
}

/**
 * Stands a prospector on an intersection (`post` for the trading post).
 *
 * @example
 * standAt(ctx, g, 0, 'M0');
 * @internal
 */
export function standAt(ctx: RuleContext, g: G, index: number, at: Place): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  const node = nodeOf(ctx.catalog.lattice, at);
  return typeof node === 'number' ? withProspector(g, index, { ...p, node }) : node;
}

/**
 * Moves `count` of an item from the supply to a prospector, packed as the game packs it
 * (backpack, cart, gear area: LV-INV-1 … LV-INV-3); a cart is bought into its own area.
 *
 * @example
 * takeFromSupply(ctx, g, 0, 'food', 2);
 * @internal
 */
export function takeFromSupply(ctx: RuleContext, g: G, index: number, item: string, count: number): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  const left = g.supply[item];
  if (left === undefined) return positionFault('supply-item', `${item} is no supply item of this component set.`, ['supply', item]);
  if (!Number.isInteger(count) || count < 1 || left < count) return positionFault('goods-count', `The supply holds ${left} ${item}; ${count} cannot be taken.`, ['supply', item], { rule: 'LV-INV-8' });
  return withInventory({ ...g, supply: { ...g.supply, [item]: left - count } }, index, p, addItem(ctx, p.inventory, item, count));
}

/**
 * Moves `count` of an item from a prospector back to the supply.
 *
 * @example
 * returnToSupply(ctx, g, 0, 'tool', 1);
 * @internal
 */
export function returnToSupply(ctx: RuleContext, g: G, index: number, item: string, count: number): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  const inventory = Number.isInteger(count) && count >= 1 ? removeItem(ctx, p.inventory, item, count) : null;
  if (!inventory) return positionFault('goods-count', `Prospector ${index} does not hold ${count} ${item}.`, ['prospectors', index, 'inventory'], { rule: 'LV-INV-8' });
  return withInventory({ ...g, supply: { ...g.supply, [item]: (g.supply[item] ?? 0) + count } }, index, p, inventory);
}

/**
 * Gives a prospector a skill tile from the pile it lies in (face down or face up, LV-SKILL-1).
 *
 * @example
 * grantSkill(g, 0, 'miner');
 * @internal
 */
export function grantSkill(g: G, index: number, skill: SkillId): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  const { faceDown, faceUp } = g.skills;
  if (!faceDown.includes(skill) && !faceUp.includes(skill)) return positionFault('skill-once', `The skill tile ${skill} lies in no pile (held already, or not in play).`, ['skills'], { rule: 'LV-SKILL-1' });
  const skills = { faceDown: faceDown.filter((s) => s !== skill), faceUp: faceUp.filter((s) => s !== skill) };
  return withInventory({ ...g, skills }, index, p, { ...p.inventory, skills: [...p.inventory.skills, skill] });
}

/**
 * Puts the XP marker on a prospector's sheet (LV-XP-1); XP tokens are not counted out of the
 * supply.
 *
 * @example
 * grantXp(g, 0);
 * @internal
 */
export function grantXp(g: G, index: number): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  if (p.inventory.xp > 0) return positionFault('xp-marker', `Prospector ${index} holds its XP marker already.`, ['prospectors', index, 'inventory', 'xp']);
  return withInventory(g, index, p, { ...p.inventory, xp: 1 });
}

/**
 * Gives a prospector its miss marker, bound to hunt the face-up animal `quarry` (LV-HUNT-5).
 *
 * @example
 * bindToQuarry(g, 1, 7);
 * @internal
 */
export function bindToQuarry(g: G, index: number, quarry: number): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  return withProspector(g, index, { ...p, quarry, inventory: { ...p.inventory, missMarker: true } });
}

function poolOf(ctx: RuleContext, identity: string): MarkerPool | null {
  return MarkerPoolSchema.options.find((pool) => ctx.set.markers[pool].some((kind) => kind.id === identity)) ?? null;
}

/**
 * Puts into a prospector's gold bag a marker of the given identity (a gold marker, a fur), taken
 * from its pool's face-down supply with the next marker id, known to the owner (LV-INV-4); furs
 * lie face up, as hunting leaves them.
 *
 * @example
 * bagMarker(ctx, g, 0, 'mountain-gold-6');
 * @internal
 */
export function bagMarker(ctx: RuleContext, g: G, index: number, identity: string): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  const pool = poolOf(ctx, identity);
  if (!pool) return positionFault('marker-identity-pool', `${identity} is the identity of no marker of this component set.`, ['markerSupply']);
  if ((g.markerSupply[pool] ?? 0) < 1) return positionFault('marker-count', `No face-down ${pool} marker is left in the supply.`, ['markerSupply', pool]);
  const slot: MarkerSlot = { id: g.nextMarker, pool, identity, bank: null, seenBy: [p.seat], faceUp: pool === 'animal' };
  const next = { ...g, markerSupply: { ...g.markerSupply, [pool]: g.markerSupply[pool]! - 1 }, nextMarker: g.nextMarker + 1 };
  return withInventory(next, index, p, { ...p.inventory, goldBag: [...p.inventory.goldBag, slot] });
}

/**
 * Gives a marker in play its identity, known to `seenBy` (face down) or to everyone (`faceUp`).
 *
 * @example
 * setIdentity(g, 8, 'river-gold-3', { seenBy: [0] });
 * @internal
 */
export function setIdentity(g: G, marker: number, identity: string, seen: { seenBy?: readonly number[]; faceUp?: boolean }): G | RuleError {
  if (!findMarker(g, marker)) return positionFault('marker-id-range', `No marker ${marker} is in play.`, ['nextMarker']);
  return replaceMarker(g, marker, (slot) => ({ ...slot, identity, seenBy: [...(seen.seenBy ?? slot.seenBy)], faceUp: seen.faceUp ?? slot.faceUp }));
}

/**
 * Builds a work where that kind stands (a trap, sawmill or fish trap on an intersection, a mine
 * on a tile, a flume or bridge on an edge: LV-WORK-1), taking its piece from the supply when the
 * set has one.
 *
 * @example
 * buildWork(ctx, g, 'hunting-trap', 'M0', 0);
 * @internal
 */
export function buildWork(ctx: RuleContext, g: G, work: Work['work'], at: Place, builder: number): G | RuleError {
  const lattice = ctx.catalog.lattice;
  const kind = placeOf(work);
  const place = kind === 'tile' ? tileOf(g, at) : kind === 'edge' ? edgeOf(lattice, at) : nodeOf(lattice, at);
  if (typeof place !== 'number') return place;
  const left = g.supply[work];
  if (left !== undefined && left < 1) return positionFault('goods-count', `The supply holds no more ${work}.`, ['supply', work], { rule: 'LV-WORK-1' });
  const supply = left === undefined ? g.supply : { ...g.supply, [work]: left - 1 };
  return { ...g, supply, board: { ...g.board, works: [...g.board.works, { work, at: place, builder }] } };
}

/**
 * Lays a prospector's claim marker on a mine (LV-CLAIM-1), with nothing on it yet.
 *
 * @example
 * stakeClaim(g, 0, 'L11');
 * @internal
 */
export function stakeClaim(g: G, index: number, mine: Place): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  const tile = tileOf(g, mine);
  if (typeof tile !== 'number') return tile;
  return withProspector(g, index, { ...p, claim: { tile, items: [], markers: [] } });
}

/**
 * Lays a payment on a prospector's claim (LV-CLAIM-3), as digging at someone else's mine leaves
 * it: an item from the supply, or a marker of an identity from its pool's face-down supply (the
 * next marker id), known to the payer `by`; a pool's name lays a marker nobody has looked at.
 *
 * @example
 * payOnClaim(ctx, g, 0, 'river-gold-3', 1);
 * @internal
 */
export function payOnClaim(ctx: RuleContext, g: G, index: number, payment: string, by: number | null): G | RuleError {
  const p = prospectorOf(g, index);
  if ('code' in p) return p;
  if (!p.claim) return positionFault('claim-mine', `Prospector ${index} has no claim marker to pay on.`, ['prospectors', index, 'claim'], { rule: 'LV-CLAIM-3' });
  const left = g.supply[payment];
  if (left !== undefined) {
    if (left < 1) return positionFault('goods-count', `The supply holds no ${payment}.`, ['supply', payment], { rule: 'LV-INV-8' });
    const stack = p.claim.items.find((s) => s.item === payment);
    const items = stack ? p.claim.items.map((s) => (s === stack ? { ...s, count: s.count + 1 } : s)) : [...p.claim.items, { item: payment, count: 1 }];
    return withProspector({ ...g, supply: { ...g.supply, [payment]: left - 1 } }, index, { ...p, claim: { ...p.claim, items } });
  }
  const unseen = MarkerPoolSchema.options.find((name) => name === payment);
  const pool = unseen ?? poolOf(ctx, payment);
  if (!pool) return positionFault('marker-identity-pool', `${payment} is neither a supply item nor a marker of this component set.`, ['markerSupply']);
  if ((g.markerSupply[pool] ?? 0) < 1) return positionFault('marker-count', `No face-down ${pool} marker is left in the supply.`, ['markerSupply', pool]);
  const slot: MarkerSlot = { id: g.nextMarker, pool, identity: unseen ? null : payment, bank: null, seenBy: by === null || unseen ? [] : [by], faceUp: false };
  const next = { ...g, markerSupply: { ...g.markerSupply, [pool]: g.markerSupply[pool]! - 1 }, nextMarker: g.nextMarker + 1 };
  return withProspector(next, index, { ...p, claim: { ...p.claim, markers: [...p.claim.markers, slot] } });
}

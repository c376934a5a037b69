import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { Fee } from '../schemas/gold-schemas.js';
import { goodsOf, removeItem } from '../kernel/inventory.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { teamOf } from '../kernel/teams.js';
import { withProspector } from '../kernel/state-copy.js';
import { claimRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * The claim fee (LV-GOLD-6, LV-CLAIM-3, LV-WORK-2: the one price of using a work): whoever digs mountain gold at a mine under another
 * seat's claim marker pays one item onto the claim: a raw material, gear, gold, fur, clue or
 * event marker, never XP, a miss marker or a skill. Team-mates (a seat's own prospectors, or
 * partners across seats) use each other's claims as their own (LV-TEAM-14). Collecting the payments is the building area's.
 */

/**
 * The prospector whose claim marker lies on a mine's tile and who is not of the digger's team
 * (a seat's own prospectors, or partners across seats: LV-TEAM-14), or `null`.
 *
 * @example
 * claimOwnerAt(ctx, g, 7, actor.seat); // 2
 */
export function claimOwnerAt(ctx: RuleContext, g: G, tile: number, seat: number): number | null {
  const owner = g.prospectors.findIndex((p) => p.claim !== null && p.claim.tile === tile);
  if (owner < 0 || teamOf(ctx, g.prospectors[owner]!.seat) === teamOf(ctx, seat)) return null;
  return owner;
}

/**
 * Every fee a prospector can pay, in a stable order: one of each item it holds (by id), then
 * each marker of its gold bag and each face-down event marker (by id).
 *
 * @example
 * feeOptions(ctx, g, 0); // [{ item: 'food' }, { item: 'tool' }, { marker: 14 }]
 */
export function feeOptions(_ctx: RuleContext, g: G, prospector: number): Fee[] {
  const inv = g.prospectors[prospector]!.inventory;
  const items = goodsOf(inv)
    .map((stack) => stack.item)
    .sort();
  const markers = [...inv.goldBag, ...inv.hiddenGear].map((slot) => slot.id).sort((a, b) => a - b);
  return [...items.map((item): Fee => ({ item })), ...markers.map((marker): Fee => ({ marker }))];
}

/**
 * Moves a fee from the digger onto the owner's claim (LV-CLAIM-3); the state itself if the
 * digger does not hold it.
 *
 * @example
 * payFee(ctx, g, 0, 1, { item: 'food' }, events);
 */
export function payFee(ctx: RuleContext, g: G, payer: number, owner: number, fee: Fee, events: LostValleyEvent[]): G {
  const p = g.prospectors[payer]!;
  if ('item' in fee) {
    const inventory = removeItem(ctx, p.inventory, fee.item, 1);
    if (!inventory) return g;
    const next = withProspector(g, payer, { ...p, inventory });
    const o = next.prospectors[owner]!;
    const claim = o.claim!;
    const has = claim.items.some((s) => s.item === fee.item);
    const items = has ? claim.items.map((s) => (s.item === fee.item ? { ...s, count: s.count + 1 } : s)) : [...claim.items, { item: fee.item, count: 1 }];
    events.push({ type: 'claim-fee-paid', player: p.seat, prospector: payer, owner, item: fee.item });
    return withProspector(next, owner, { ...o, claim: claimRecord({ ...claim, items }) });
  }
  const lifted = liftMarker(g, fee.marker);
  if (!lifted.slot) return g;
  events.push({ type: 'claim-fee-paid', player: p.seat, prospector: payer, owner, marker: fee.marker });
  return dropMarker(lifted.g, lifted.slot, { kind: 'claim', prospector: owner });
}

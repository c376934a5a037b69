import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAt } from '../kernel/adjacency.js';
import { notInVariant } from '../kernel/switches.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { addItem } from '../kernel/inventory.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyAction, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';
import { withFields, withProspector } from '../kernel/state-copy.js';
import { claimRecord, withCount } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * Claim markers (LV-CLAIM-1 … LV-CLAIM-4): the builder of a mine may lay its claim marker on it,
 * moving it from an older mine and forfeiting what was paid there; payments (made by whoever
 * digs at the mine, gold.ts) lie on the claim until its owner, adjacent to the mine, collects
 * them as a free action.
 */

/**
 * Lays a prospector's claim marker on a mine (LV-CLAIM-2). Payments left on its old mine are
 * forfeited: items go back to the supply, markers leave the game face up.
 *
 * @example
 * moveClaim(g, 0, 7, events);
 */
export function moveClaim(start: G, prospector: number, tile: number, events: LostValleyEvent[]): G {
  let g = start;
  const old = g.prospectors[prospector]!.claim;
  if (old) {
    const supply = withCount(g.supply);
    for (const stack of old.items) supply[stack.item] = (supply[stack.item] ?? 0) + stack.count;
    g = withFields(g, { supply });
    for (const slot of old.markers) {
      const lifted = liftMarker(g, slot.id);
      if (lifted.slot) g = dropMarker(lifted.g, { ...lifted.slot, faceUp: true }, { kind: 'spent' });
    }
    if (old.items.length > 0 || old.markers.length > 0) {
      events.push({ type: 'claim-forfeited', player: g.prospectors[prospector]!.seat, prospector, tile: old.tile, items: old.items.map((s) => ({ ...s })), markers: old.markers.length });
    }
  }
  const p = g.prospectors[prospector]!;
  events.push({ type: 'claim-placed', player: p.seat, prospector, tile });
  return withProspector(g, prospector, { ...p, claim: { tile, items: [], markers: [] } });
}

function canCollect(ctx: RuleContext, g: G, actor: Actor): boolean {
  const claim = actor.prospector.claim;
  if (claim === null || (claim.items.length === 0 && claim.markers.length === 0)) return false;
  return tilesAt(ctx, g, actor.prospector.node).includes(claim.tile);
}

/**
 * `collect-claim` when the prospector whose turn it is stands adjacent to its claim's mine and
 * something lies on it (LV-CLAIM-4).
 *
 * @example
 * claimMenu(ctx, g, actor); // [{ type: 'collect-claim', player: 0 }]
 */
export function claimMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  return canCollect(ctx, g, actor) ? [{ type: 'collect-claim', player: actor.seat }] : [];
}

/**
 * Collects what lies on the claim (LV-CLAIM-4): items into the inventory (discards follow if
 * it overflows, LV-INV-5), markers taken as if found (tasks.ts `take`: gold and clues into the
 * bag, furs face up, event gear as gear).
 *
 * @example
 * collectClaim(ctx, g, actor, events);
 */
export function collectClaim(ctx: RuleContext, g: G, actor: Actor, events: LostValleyEvent[]): G {
  const claim = actor.prospector.claim;
  if (claim === null) return g;
  let inventory = actor.prospector.inventory;
  for (const stack of claim.items) inventory = addItem(ctx, inventory, stack.item, stack.count);
  events.push({ type: 'claim-collected', player: actor.seat, prospector: actor.index, items: claim.items.map((s) => ({ ...s })), markers: claim.markers.length });
  const next = withProspector(g, actor.index, { ...actor.prospector, inventory, claim: claimRecord({ ...claim, items: [] }) });
  return pushTasks(next, claim.markers.map((slot): Task => ({ task: 'take', prospector: actor.index, marker: slot.id })));
}

/**
 * Words for a refused `collect-claim` (LV-CLAIM-4).
 *
 * @example
 * explainCollect(ctx, g, actor)?.code; // 'lost-valley/no-claim'
 */
export function explainCollect(ctx: RuleContext, g: G, actor: Actor): RuleError | null {
  if (!ctx.options.claims) return notInVariant('Claim markers', 'LV-CLASSIC-6');
  const claim = actor.prospector.claim;
  if (claim === null) return refusal('no-claim', { rule: 'LV-CLAIM-4' });
  if (!tilesAt(ctx, g, actor.prospector.node).includes(claim.tile)) {
    return refusal('not-adjacent#claims', { rule: 'LV-CLAIM-4', details: { tile: claim.tile } });
  }
  return refusal('claim-empty', { rule: 'LV-CLAIM-4' });
}

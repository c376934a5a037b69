import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleContext, Actor, TurnArea } from '../kernel/rule-context.js';
import { addItem, countOf, goodsOf, isOverCapacity, removeItem } from '../kernel/inventory.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import type { InventoryState, LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { withField, withFields, withProspector, withTurn } from '../kernel/state-copy.js';
import { extraRecord, withSupplyDelta } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * The free parts of a turn that belong to no rule area: discarding down to capacity (LV-INV-5,
 * LV-FE-INV-5: the player chooses, item by item, before `end-turn`),
 * eating jerky (LV-JERKY-1) and drinking whiskey for one more part of the turn (LV-WHISKEY-1).
 */

/**
 * Whether a prospector holds one-time gear `item`, as a visible item or as a face-down event
 * marker of that kind (LV-EVENT-4).
 *
 * @example
 * holdsOneTimeGear(ctx, inventory, 'whiskey');
 * @internal
 */
export function holdsOneTimeGear(ctx: RuleContext, inventory: InventoryState, item: string): boolean {
  return countOf(inventory, item) > 0 || hiddenOf(ctx, inventory, item) !== null;
}

function hiddenOf(ctx: RuleContext, inventory: InventoryState, item: string): number | null {
  for (const slot of inventory.hiddenGear) {
    if (ctx.set.markers.event.find((kind) => kind.id === slot.identity)?.item === item) return slot.id;
  }
  return null;
}

/**
 * Uses up one piece of one-time gear: a visible item goes back to the supply; a face-down event
 * marker is turned up and leaves play, and its item goes to the supply (discarded after use,
 * FAQ "Where do discarded pieces go?"). Visible items are used first. The state is unchanged
 * when the prospector holds none.
 *
 * @example
 * useOneTimeGear(ctx, g, actor.index, 'whiskey', events);
 * @internal
 */
export function useOneTimeGear(ctx: RuleContext, g: G, prospector: number, item: string, events: LostValleyEvent[]): G {
  const p = g.prospectors[prospector]!;
  const supply = withSupplyDelta(g.supply, item, 1);
  const visible = removeItem(ctx, p.inventory, item, 1);
  if (visible) return withProspector(withFields(g, { supply }), prospector, { ...p, inventory: visible });
  const id = hiddenOf(ctx, p.inventory, item);
  if (id === null) return g;
  const lifted = liftMarker(g, id);
  events.push({ type: 'marker-seen', marker: id, pool: 'event', identity: lifted.slot!.identity, by: 'all' });
  return withField(dropMarker(lifted.g, { ...lifted.slot!, faceUp: true }, { kind: 'spent' }), 'supply', supply);
}

function whiskeyLimit(actor: Actor): number {
  return actor.prospector.inventory.skills.includes('drunkard') ? 2 : 1;
}

/**
 * Discards, jerky and whiskey.
 *
 * @example
 * inventoryActions.menu(ctx, g, actor, left);
 */
export const inventoryActions: TurnArea = {
  costs: { discard: 'free', 'eat-jerky': 'free', 'drink-whiskey': 'free' },
  menu: (ctx, g, actor, left) => {
    const player = actor.seat;
    const inventory = actor.prospector.inventory;
    const actions: LostValleyAction[] = [];
    if (isOverCapacity(ctx, inventory)) {
      const items = new Set(goodsOf(inventory).map((stack) => stack.item));
      for (const slot of inventory.hiddenGear) {
        const item = ctx.set.markers.event.find((kind) => kind.id === slot.identity)?.item;
        if (item !== undefined) items.add(item);
      }
      for (const item of [...items].sort()) actions.push({ type: 'discard', player, item });
    }
    if (holdsOneTimeGear(ctx, inventory, 'jerky')) actions.push({ type: 'eat-jerky', player });
    if (g.turn.whiskeys < whiskeyLimit(actor) && holdsOneTimeGear(ctx, inventory, 'whiskey')) {
      // LV-FE-WHISKEY-1: a whiskey gives one more of a part the edition's turn has, as soon as
      // that part is used, even the first action (LV-FE-QA-4).
      for (const part of ctx.rules.turnParts) if (left[part] === 0) actions.push({ type: 'drink-whiskey', player, part });
    }
    return actions;
  },
  apply: (ctx, g, action, actor, events) => {
    switch (action.type) {
      case 'discard': {
        // LV-INV-5: discards go back to the supply (FAQ).
        const p = actor.prospector;
        const visible = removeItem(ctx, p.inventory, action.item, 1);
        events.push({ type: 'discarded', player: actor.seat, prospector: actor.index, item: action.item });
        if (visible) return withProspector(withFields(g, { supply: withSupplyDelta(g.supply, action.item, 1) }), actor.index, { ...p, inventory: visible });
        return useOneTimeGear(ctx, g, actor.index, action.item, events);
      }
      case 'eat-jerky': {
        // LV-JERKY-1: jerky gives four food, as a free action.
        const used = useOneTimeGear(ctx, g, actor.index, 'jerky', events);
        const food = Math.min(4, used.supply['food'] ?? 0);
        const p = used.prospectors[actor.index]!;
        events.push({ type: 'jerky-eaten', player: actor.seat, prospector: actor.index, food });
        return withProspector(withFields(used, { supply: withSupplyDelta(used.supply, 'food', -food) }), actor.index, { ...p, inventory: addItem(ctx, p.inventory, 'food', food) });
      }
      case 'drink-whiskey': {
        // LV-WHISKEY-1: one more movement, action or trade; LV-SKILL-DRUNKARD-1: a second whiskey costs any XP marker.
        let next = useOneTimeGear(ctx, g, actor.index, 'whiskey', events);
        const key = action.part === 'movement' ? 'movements' : action.part === 'action' ? 'actions' : 'trades';
        next = withFields(next, { turn: withTurn(next.turn, { whiskeys: next.turn.whiskeys + 1, extra: extraRecord({ ...next.turn.extra, [key]: next.turn.extra[key] + 1 }) }) });
        events.push({ type: 'whiskey-drunk', player: actor.seat, prospector: actor.index, part: action.part });
        if (next.turn.whiskeys === 2) {
          const p = next.prospectors[actor.index]!;
          if (p.inventory.xp > 0) next = withProspector(next, actor.index, { ...p, inventory: { ...p.inventory, xp: 0 } });
        }
        return next;
      }
      default:
        return g;
    }
  },
};

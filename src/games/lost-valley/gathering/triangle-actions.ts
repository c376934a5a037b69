import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { contentsOf, payToSupply, takeFromTile } from './gather-goods.js';
import { countOf } from '../kernel/inventory.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { withFields, withTurn } from '../kernel/state-copy.js';

type G = LostValleyGameState;

/*
 * The triangles' own actions (LV-TRI-STILL-1, LV-TRI-LOST-MINE-1, LV-TRI-SPIT-1): each takes a
 * supply item laid on the triangle into the inventory, for the price the triangle names. The
 * prospector stands at an intersection the triangle touches.
 */

type TriangleAction = Extract<LostValleyAction, { type: 'whiskey-still' | 'lost-mine' | 'food-spit' }>;

const KIND: Readonly<Record<TriangleAction['type'], { name: string; item: string; rule: string }>> = {
  'whiskey-still': { name: 'whiskey-still', item: 'whiskey', rule: 'LV-TRI-STILL-1' },
  'lost-mine': { name: 'lost-mine', item: 'dynamite-stick', rule: 'LV-TRI-LOST-MINE-1' },
  'food-spit': { name: 'food-spit', item: 'jerky', rule: 'LV-TRI-SPIT-1' },
};

/**
 * The triangles of a kind (`whiskey-still`, `lost-mine`, `food-spit`) touching a prospector's
 * intersection that still hold their item, in `board.tiles` order.
 *
 * @example
 * trianglesAt(ctx, g, actor, 'whiskey-still'); // [5]
 */
export function trianglesAt(ctx: RuleContext, g: G, actor: Actor, type: TriangleAction['type']): number[] {
  const { name, item } = KIND[type];
  return tilesAround(ctx, g, actor.prospector.node).filter((i) => {
    const tile = g.board.tiles[i]!;
    return tile.kind === 'triangle' && ctx.catalog.triangles.get(tile.tile)?.name === name && contentsOf(tile, item) > 0;
  });
}

/**
 * The gold and fur markers a prospector may give for the Lost Mine's timber (LV-TRI-LOST-MINE-1):
 * one marker of each identity it knows, the lowest id (markers of one identity are alike).
 *
 * @example
 * goldOrFurForTimber(actor); // [14, 20]
 */
export function goldOrFurForTimber(actor: Actor): number[] {
  const seen = new Set<string>();
  const ids: number[] = [];
  const bag = [...actor.prospector.inventory.goldBag].sort((a, b) => a.id - b.id);
  for (const slot of bag) {
    if (slot.pool === 'clue' || slot.pool === 'event') continue;
    const key = `${slot.pool}:${slot.identity ?? '?'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(slot.id);
  }
  return ids;
}

/**
 * The legal triangle actions of a prospector, in a stable order (the action part must be left).
 *
 * @example
 * triangleMenu(ctx, g, actor);
 */
export function triangleMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  const player = actor.seat;
  const inventory = actor.prospector.inventory;
  const actions: LostValleyAction[] = [];
  if (g.turn.stillUsed !== true) {
    for (const tile of trianglesAt(ctx, g, actor, 'whiskey-still')) {
      actions.push({ type: 'whiskey-still', player, tile, pay: 'none' });
      if (contentsOf(g.board.tiles[tile]!, 'whiskey') >= 2) {
        for (const pay of ['food', 'timber'] as const) if (countOf(inventory, pay) > 0) actions.push({ type: 'whiskey-still', player, tile, pay });
      }
    }
  }
  if (countOf(inventory, 'food') > 0) {
    for (const tile of trianglesAt(ctx, g, actor, 'lost-mine')) {
      if (countOf(inventory, 'timber') > 0) actions.push({ type: 'lost-mine', player, tile, timberOr: 'timber' });
      for (const marker of goldOrFurForTimber(actor)) actions.push({ type: 'lost-mine', player, tile, timberOr: marker });
    }
  }
  if (countOf(inventory, 'food') >= 2) {
    for (const tile of trianglesAt(ctx, g, actor, 'food-spit')) actions.push({ type: 'food-spit', player, tile });
  }
  return actions;
}

/**
 * Applies a triangle action (it is legal): the price to the supply (a gold or fur marker given
 * for the Lost Mine's timber leaves the game face up), the item from the triangle into the
 * inventory.
 *
 * @example
 * applyTriangleAction(ctx, g, actor, { type: 'food-spit', player: 0, tile: 5 }, events);
 */
export function applyTriangleAction(ctx: RuleContext, g: G, actor: Actor, action: TriangleAction, events: LostValleyEvent[]): G {
  let next: G | null = g;
  let want = 1;
  const paid: string[] = [];
  if (action.type === 'whiskey-still') {
    // LV-TRI-STILL-1: 1 whiskey free, or 2 for a food or a timber; once per turn.
    if (action.pay !== 'none') {
      next = payToSupply(ctx, next, actor.index, action.pay, 1);
      paid.push(action.pay);
      want = 2;
    }
    if (next) next = withFields(next, { turn: withTurn(next.turn, { stillUsed: true }) });
  } else if (action.type === 'lost-mine') {
    // LV-TRI-LOST-MINE-1: 1 food and 1 timber, or a gold or fur marker instead of the timber.
    next = payToSupply(ctx, next, actor.index, 'food', 1);
    paid.push('food');
    if (next && action.timberOr === 'timber') {
      next = payToSupply(ctx, next, actor.index, 'timber', 1);
      paid.push('timber');
    } else if (next && action.timberOr !== 'timber') {
      const lifted = liftMarker(next, action.timberOr);
      if (!lifted.slot) return g;
      events.push({ type: 'marker-seen', marker: lifted.slot.id, pool: lifted.slot.pool, identity: lifted.slot.identity, by: 'all' });
      next = dropMarker(lifted.g, { ...lifted.slot, faceUp: true }, { kind: 'spent' });
      paid.push(lifted.slot.pool === 'animal' ? 'fur' : 'gold');
    }
  } else {
    // LV-TRI-SPIT-1: 2 food for 1 jerky.
    next = payToSupply(ctx, next, actor.index, 'food', 2);
    paid.push('food', 'food');
  }
  if (!next) return g;
  const { item } = KIND[action.type];
  const taken = takeFromTile(ctx, next, actor.index, action.tile, item, want);
  events.push({ type: 'triangle-used', player: actor.seat, prospector: actor.index, tile: action.tile, triangle: KIND[action.type].name, item, count: taken.got, paid });
  return taken.g;
}

/**
 * Words for a refused triangle action, or `null` when it is possible (the turn's action may
 * still be used up).
 *
 * @example
 * explainTriangleAction(ctx, g, actor, action)?.code;
 */
export function explainTriangleAction(ctx: RuleContext, g: G, actor: Actor, action: TriangleAction): RuleError | null {
  const { name, item, rule } = KIND[action.type];
  if (action.type === 'whiskey-still' && g.turn.stillUsed === true) {
    return refusal('once-per-turn', { rule });
  }
  if (!trianglesAt(ctx, g, actor, action.type).includes(action.tile)) {
    return refusal('no-triangle', { rule, details: { tile: action.tile } }, { tile: action.tile, name, item });
  }
  if (!triangleMenu(ctx, g, actor).some((a) => JSON.stringify(a) === JSON.stringify(action))) {
    return refusal('cannot-pay#triangle-actions', { rule, details: { tile: action.tile } }, { name, item });
  }
  return null;
}

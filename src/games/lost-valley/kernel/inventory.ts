import type { ItemCategory } from '../data/index.js';
import type { RuleContext } from './rule-context.js';
import type { InventoryState, ItemStack } from '../schemas/game-schemas.js';
import { sortStable } from '../../../core/sort-in-place.js';

/*
 * The inventory sheet (LV-INV-1 … LV-INV-9). Goods are kept in a canonical packing, recomputed
 * whenever they change, so no rule ever asks where an item lies: permanent gear on the gear area;
 * raw materials in the backpack, then the cart, the larger first; one-time gear on what is left
 * of the gear area, then the backpack, then the cart, as far as the data lets each area hold them
 * (first edition: special goods only on the gear area, tools only in the backpack). This packing
 * fits everything whenever any packing does (timber takes 2 spaces and every area holds an even
 * number), so "over capacity" means the prospector must discard (LV-INV-5).
 */

/**
 * What an item is and how many spaces it takes: from the supply data, else from the event
 * marker kind that gives it (first edition: timber 2, food and tools 1, LV-FE-INV-2; gear 1 or
 * 2, special goods 1, LV-FE-INV-4).
 *
 * @example
 * itemInfo(ctx, 'timber'); // { category: 'raw-material', spaces: 2 }
 * @internal
 */
export function itemInfo(ctx: RuleContext, item: string): { category: ItemCategory; spaces: number } {
  // Asked for every stack of every inventory on every menu: answered once per component set.
  let known = itemInfoCache.get(ctx.set);
  if (!known) {
    known = new Map();
    itemInfoCache.set(ctx.set, known);
  }
  let info = known.get(item);
  if (!info) {
    info = Object.freeze(lookUpItem(ctx, item));
    known.set(item, info);
  }
  return info;
}

const itemInfoCache = new WeakMap<RuleContext['set'], Map<string, Readonly<{ category: ItemCategory; spaces: number }>>>();

function lookUpItem(ctx: RuleContext, item: string): { category: ItemCategory; spaces: number } {
  const supplied = ctx.set.supply.find((s) => s.id === item);
  if (supplied) return { category: supplied.category, spaces: supplied.spaces ?? 1 };
  const event = ctx.set.markers.event.find((kind) => kind.item === item);
  return { category: event?.category ?? 'one-time-gear', spaces: event?.spaces ?? 1 };
}

/**
 * How many of an item a prospector holds (stacks in every area; face-down event gear included).
 *
 * @example
 * countOf(inventory, 'food'); // 2
 */
export function countOf(inventory: InventoryState, item: string): number {
  let n = 0;
  for (const stack of inventory.backpack) if (stack.item === item) n += stack.count;
  if (inventory.cart) for (const stack of inventory.cart) if (stack.item === item) n += stack.count;
  for (const stack of inventory.gear) if (stack.item === item) n += stack.count;
  return n;
}

/**
 * Whether a prospector holds at least one of an item. Two identical gear items never add up
 * (LV-INV-10): rules ask this, not how many.
 *
 * @example
 * owns(inventory, 'axe');
 */
export function owns(inventory: InventoryState, item: string): boolean {
  return countOf(inventory, item) > 0;
}

/**
 * Every item held, merged across the areas, in first-seen order.
 *
 * @example
 * goodsOf(inventory); // [{ item: 'tool', count: 2 }, …]
 */
export function goodsOf(inventory: InventoryState): ItemStack[] {
  const merged = new Map<string, number>();
  for (const list of [inventory.gear, inventory.backpack, inventory.cart ?? []]) {
    for (const stack of list) merged.set(stack.item, (merged.get(stack.item) ?? 0) + stack.count);
  }
  return [...merged].map(([item, count]) => ({ item, count }));
}

const AREAS = ['gear', 'backpack', 'cart'] as const;
type AreaName = (typeof AREAS)[number];
const BACKPACK_ONLY: readonly AreaName[] = ['backpack'];

/** The areas that hold a category, as the data says, in packing order; worked out once per component set. */
function areasHolding(areas: RuleContext['set']['inventory'], category: ItemCategory): readonly AreaName[] {
  let byCategory = holdingCache.get(areas);
  if (!byCategory) {
    byCategory = new Map();
    holdingCache.set(areas, byCategory);
  }
  let names = byCategory.get(category);
  if (!names) {
    const holds = { gear: areas.gearArea.holds, backpack: areas.backpack.holds, cart: areas.cart.holds };
    names = AREAS.filter((name) => holds[name].includes(category));
    byCategory.set(category, names);
  }
  return names;
}

const holdingCache = new WeakMap<RuleContext['set']['inventory'], Map<ItemCategory, readonly AreaName[]>>();

function push(list: ItemStack[], item: string, count: number): void {
  const last = list.find((stack) => stack.item === item);
  if (last) last.count += count;
  else list.push({ item, count });
}

/**
 * The canonical packing of some goods (see the top of this file). Items that fit nowhere stay in
 * the backpack, over its capacity: {@link isOverCapacity} then says so.
 *
 * @example
 * packGoods(ctx, goods, inventory);
 * @internal
 */
export function packGoods(ctx: RuleContext, goods: readonly ItemStack[], inventory: InventoryState): InventoryState {
  const hasCart = goods.some((stack) => stack.item === 'cart');
  const areas = ctx.set.inventory;
  // The areas' spaces come from the data: LV-INV-3 the gear area, LV-INV-2 the cart once bought
  // (none before); the gold bag (LV-INV-4) is a list of markers with no limit, so it is not packed.
  const room = { gear: areas.gearArea.spaces, backpack: areas.backpack.spaces, cart: hasCart ? areas.cart.spaces : 0 };
  const gear: ItemStack[] = [];
  const backpack: ItemStack[] = [];
  const cart: ItemStack[] = [];
  const lists = { gear, backpack, cart };
  // LV-FE-QA-7: first-edition tools go only into the backpack, so they are packed first there.
  const toolsBackpackOnly = ctx.rules.toolsInBackpackOnly;
  // Whole stacks, not single units: the key is the same for every unit of a stack and the sort
  // is stable, so this places the units in the order a unit-by-unit packing would.
  const stacks: { item: string; count: number; category: ItemCategory; spaces: number; order: number }[] = [];
  for (const stack of goods) {
    if (stack.count <= 0) continue;
    const info = itemInfo(ctx, stack.item);
    const backpackOnly = toolsBackpackOnly && stack.item === 'tool';
    const order = info.category === 'permanent-gear' ? 0 : backpackOnly ? 1 : info.category === 'raw-material' ? 2 : 3;
    stacks.push({ item: stack.item, count: stack.count, category: info.category, spaces: info.spaces, order });
  }
  sortStable(stacks, (a, b) => a.order - b.order || b.spaces - a.spaces);
  for (const stack of stacks) {
    // The areas that hold its category, as the data says (first edition: special goods only on the gear area).
    const choices: readonly AreaName[] =
      stack.order === 1 ? BACKPACK_ONLY : areasHolding(areas, stack.category);
    let left = stack.count;
    // Each unit goes to the first area with room for it; room only shrinks, so an area that is
    // full for this item stays full: fill the areas in turn.
    for (const name of choices) {
      if (left === 0) break;
      if (room[name] < stack.spaces) continue;
      const fit = stack.spaces === 0 ? left : Math.min(left, Math.floor(room[name] / stack.spaces));
      room[name] -= fit * stack.spaces;
      push(lists[name], stack.item, fit);
      left -= fit;
    }
    if (left > 0) {
      // Fits nowhere: over capacity in the first area that holds it (else the backpack).
      const name = choices[0] ?? 'backpack';
      room[name] -= left * stack.spaces;
      push(lists[name], stack.item, left);
    }
  }
  return { ...inventory, gear, backpack, cart: hasCart ? cart : null };
}

function spacesUsed(ctx: RuleContext, list: readonly ItemStack[]): number {
  let n = 0;
  for (const stack of list) n += itemInfo(ctx, stack.item).spaces * stack.count;
  return n;
}

/**
 * Whether a prospector holds more than its backpack, cart and gear area allow (LV-INV-5);
 * face-down event gear takes one space each (LV-EVENT-4), on the gear area where the backpack
 * holds no special goods (first edition, LV-FE-INV-3).
 *
 * @example
 * isOverCapacity(ctx, inventory); // false
 * @internal
 */
export function isOverCapacity(ctx: RuleContext, inventory: InventoryState): boolean {
  const areas = ctx.set.inventory;
  const hidden = inventory.hiddenGear.length;
  const gear = spacesUsed(ctx, inventory.gear);
  const backpack = spacesUsed(ctx, inventory.backpack);
  const cart = inventory.cart ? spacesUsed(ctx, inventory.cart) : 0;
  const cartRoom = inventory.cart ? areas.cart.spaces : 0;
  if (gear > areas.gearArea.spaces || backpack > areas.backpack.spaces || cart > cartRoom) return true;
  // First edition: face-down special goods lie on the gear area too, never in the backpack
  // (LV-FE-INV-3; Radim's sheet, LV-FE-INV-7).
  if (!areas.backpack.holds.includes('one-time-gear') && gear + hidden > areas.gearArea.spaces) return true;
  return gear + backpack + cart + hidden > areas.gearArea.spaces + areas.backpack.spaces + cartRoom;
}

/**
 * The inventory with `count` more of an item, repacked. It may end over capacity.
 *
 * @example
 * addItem(ctx, inventory, 'timber', 2);
 * @internal
 */
export function addItem(ctx: RuleContext, inventory: InventoryState, item: string, count: number): InventoryState {
  if (count <= 0) return inventory;
  const goods = goodsOf(inventory);
  const stack = goods.find((s) => s.item === item);
  if (stack) stack.count += count;
  else goods.push({ item, count });
  return packGoods(ctx, goods, inventory);
}

/**
 * The inventory with `count` fewer of an item, repacked, or `null` if it holds fewer.
 *
 * @example
 * removeItem(ctx, inventory, 'food', 1);
 * @internal
 */
export function removeItem(ctx: RuleContext, inventory: InventoryState, item: string, count: number): InventoryState | null {
  if (count <= 0) return inventory;
  const goods = goodsOf(inventory);
  const stack = goods.find((s) => s.item === item);
  if (!stack || stack.count < count) return null;
  stack.count -= count;
  return packGoods(ctx, goods.filter((s) => s.count > 0), inventory);
}

import type { RuleError } from '../../../core/errors.js';
import { goodsOf, itemInfo, packGoods } from '../kernel/inventory.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { InventoryState, ItemStack, LostValleyGameState } from '../schemas/game-schemas.js';
import { saveFault, setInPlay, type SavePath } from './invariants-fault.js';

type G = LostValleyGameState;

/*
 * The goods of a save (LV-INV-1 … LV-INV-8, LV-GATHER-1): every raw material, gear item and
 * work piece lies in one place (the supply, an inventory, a claim, a triangle, the board as a
 * work) and they add up to the set in play, plus one item for each event marker that became one
 * (LV-EVENT-4: gear taken or used leaves play as a marker); each item lies in the area the
 * canonical packing gives it (kernel/inventory.ts), so a rifle is never a raw material in the
 * backpack; and a prospector is within its sheet, but for the one who must still discard.
 */

/** The items a set knows: its supply and the gear its event markers give (the first edition's dried fish). */
function knownItems(ctx: RuleContext): ReadonlySet<string> {
  let known = knownCache.get(ctx.set);
  if (!known) {
    const items = new Set<string>();
    for (const item of ctx.set.supply) items.add(item.id);
    for (const kind of ctx.set.markers.event) if (kind.item !== undefined) items.add(kind.item);
    knownCache.set(ctx.set, (known = items));
  }
  return known;
}

const knownCache = new WeakMap<RuleContext['set'], ReadonlySet<string>>();

/**
 * The first fault of the goods, or `null`.
 *
 * @example
 * goodsFault(ctx, g); // null for a state the engine made
 */
export function goodsFault(ctx: RuleContext, g: G): RuleError | null {
  return knownFault(ctx, g) ?? countFault(ctx, g) ?? g.prospectors.reduce<RuleError | null>((found, p, i) => found ?? areaFault(ctx, p.inventory, i) ?? capacityFault(ctx, g, i), null);
}

function knownFault(ctx: RuleContext, g: G): RuleError | null {
  const known = knownItems(ctx);
  for (const item of Object.keys(g.supply)) if (!known.has(item)) return saveFault('supply-item', `The supply holds ${item}, which the component set does not have.`, ['supply', item], 'LV-INV-8');
  const lists: [SavePath, readonly ItemStack[]][] = [];
  g.prospectors.forEach((p, i) => {
    const at: SavePath = ['prospectors', i, 'inventory'];
    lists.push([[...at, 'backpack'], p.inventory.backpack], [[...at, 'gear'], p.inventory.gear], [[...at, 'cart'], p.inventory.cart ?? []]);
    if (p.claim) lists.push([['prospectors', i, 'claim', 'items'], p.claim.items]);
  });
  g.board.tiles.forEach((tile, i) => lists.push([['board', 'tiles', i, 'contents'], tile.contents.map((c) => ({ item: c.marker, count: c.count }))]));
  if (g.trade) lists.push([['trade', 'basket'], g.trade.basket], [['trade', 'paidItems'], g.trade.paidItems]);
  for (const [path, list] of lists) {
    for (const [k, stack] of list.entries()) if (!known.has(stack.item)) return saveFault('supply-item', `${stack.item} is no item of the component set.`, [...path, k, 'item'], 'LV-INV-8');
  }
  return null;
}

function itemPieces(ctx: RuleContext): ReadonlySet<string> {
  let pieces = piecesCache.get(ctx.set);
  if (!pieces) piecesCache.set(ctx.set, (pieces = new Set(ctx.set.supply.map((item) => item.id))));
  return pieces;
}

const piecesCache = new WeakMap<RuleContext['set'], ReadonlySet<string>>();

function countFault(ctx: RuleContext, g: G): RuleError | null {
  const have = new Map<string, number>();
  const add = (item: string, n: number): void => void have.set(item, (have.get(item) ?? 0) + n);
  for (const [item, n] of Object.entries(g.supply)) add(item, n);
  for (const p of g.prospectors) {
    for (const list of [p.inventory.backpack, p.inventory.gear, p.inventory.cart ?? []]) for (const stack of list) add(stack.item, stack.count);
    if (p.claim) for (const stack of p.claim.items) add(stack.item, stack.count);
  }
  for (const tile of g.board.tiles) for (const c of tile.contents) add(c.marker, c.count);
  // Works that are supply pieces (not flumes and bridges) come out of the supply when built (LV-WORK-1).
  for (const work of g.board.works) if (itemPieces(ctx).has(work.work)) add(work.work, 1);
  // LV-EVENT-4, LV-FEA-EVENT-4: an event marker that became its item (gear taken, or one-time gear used) is out of the game face up.
  const created = new Map<string, number>();
  for (const slot of g.spent) {
    if (slot.pool !== 'event') continue;
    const item = ctx.set.markers.event.find((kind) => kind.id === slot.identity)?.item;
    if (item !== undefined) created.set(item, (created.get(item) ?? 0) + 1);
  }
  const inPlay = setInPlay(ctx.set, ctx.players);
  for (const item of inPlay.supply) {
    const total = item.counts.reduce((sum, row) => sum + row.count, 0);
    const n = have.get(item.id) ?? 0;
    // Tokens (XP, miss markers) are not counted out of the supply; they never exceed it.
    if (item.category === 'token' ? n > total : n !== total + (created.get(item.id) ?? 0)) {
      return saveFault('goods-count', `${n} ${item.id} are in the game; the set in play has ${total}${created.has(item.id) ? ` and events gave ${created.get(item.id)!}` : ''}.`, ['supply', item.id], 'LV-INV-8');
    }
  }
  for (const [item, n] of have) {
    if (inPlay.supply.some((s) => s.id === item)) continue;
    // Gear only events give (dried fish) comes from its markers alone.
    if (ctx.set.supply.some((s) => s.id === item) ? n > 0 : n !== (created.get(item) ?? 0)) {
      return saveFault('goods-count', `${n} ${item} are in the game; ${created.get(item) ?? 0} came from events and the set in play has none.`, ['supply', item], 'LV-INV-8');
    }
  }
  return null;
}

function areaCounts(list: readonly ItemStack[] | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const stack of list ?? []) counts.set(stack.item, (counts.get(stack.item) ?? 0) + stack.count);
  return counts;
}

function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [item, n] of a) if (b.get(item) !== n) return false;
  return true;
}

// LV-INV-1 … LV-INV-3, LV-INV-7: the packing decides where each item lies; a save may not choose.
function areaFault(ctx: RuleContext, inventory: InventoryState, i: number): RuleError | null {
  const packed = packGoods(ctx, goodsOf(inventory), inventory);
  const at: SavePath = ['prospectors', i, 'inventory'];
  if ((packed.cart === null) !== (inventory.cart === null)) return saveFault('item-area', 'A prospector has a cart area exactly when it owns a cart.', [...at, 'cart'], 'LV-INV-2');
  for (const area of ['gear', 'backpack', 'cart'] as const) {
    const want = areaCounts(packed[area]);
    const have = areaCounts(inventory[area]);
    if (!sameCounts(want, have)) {
      const wrong = [...have].find(([item, n]) => want.get(item) !== n)?.[0] ?? [...want.keys()].find((item) => !have.has(item)) ?? '';
      const info = itemInfo(ctx, wrong);
      return saveFault('item-area', `${wrong} (${info.category}) does not lie where the inventory sheet puts it: the ${area} holds other goods than it can.`, [...at, area], area === 'gear' ? 'LV-INV-3' : 'LV-INV-1');
    }
    const list = inventory[area] ?? [];
    if (new Set(list.map((s) => s.item)).size !== list.length) return saveFault('item-area', `An item is listed twice in the ${area}.`, [...at, area]);
  }
  return null;
}

function spaces(ctx: RuleContext, list: readonly ItemStack[] | null): number {
  let n = 0;
  for (const stack of list ?? []) n += itemInfo(ctx, stack.item).spaces * stack.count;
  return n;
}

/**
 * LV-INV-5: only the prospector whose turn it is (it discards before its turn ends; the first
 * edition at its end, LV-FE-INV-5) or a partner after a gift (LV-TEAM-12) may hold more than its
 * sheet, and never once its turn has ended (at the ice test). How far over it may be is not
 * bounded here: one turn's actions, whiskey and a claim collected can bring more than the sheet
 * holds, and what the set holds is bounded by `goods-count`.
 */
function capacityFault(ctx: RuleContext, g: G, i: number): RuleError | null {
  const inventory = g.prospectors[i]!.inventory;
  const areas = ctx.set.inventory;
  const room = { gear: areas.gearArea.spaces, backpack: areas.backpack.spaces, cart: inventory.cart === null ? 0 : areas.cart.spaces };
  const used = { gear: spaces(ctx, inventory.gear), backpack: spaces(ctx, inventory.backpack), cart: spaces(ctx, inventory.cart) };
  const hidden = inventory.hiddenGear.length;
  const area = used.backpack > room.backpack ? 'backpack' : used.cart > room.cart ? 'cart' : used.gear > room.gear ? 'gear' : null;
  const over =
    area !== null ||
    (!areas.backpack.holds.includes('one-time-gear') && used.gear + hidden > room.gear) ||
    used.gear + used.backpack + used.cart + hidden > room.gear + room.backpack + room.cart;
  if (!over) return null;
  const acting = g.turnOrder[g.turn.index] === i && g.pending.kind !== 'ice-test';
  const discarding = g.tasks.some((task) => task.task === 'partner-discard' && task.prospector === i);
  if (acting || discarding) return null;
  const what = area === null ? 'sheet' : area === 'gear' ? 'gear area' : area;
  const holds = area === null ? '' : ` (${used[area]} spaces of goods in ${room[area]})`;
  return saveFault('backpack-capacity', `A prospector holds more than its ${what}${holds}, though it is not the one who must discard now.`, ['prospectors', i, 'inventory', ...(area === null ? [] : [area])], 'LV-INV-5');
}

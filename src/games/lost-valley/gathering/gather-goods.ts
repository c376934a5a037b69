import type { RuleContext } from '../kernel/rule-context.js';
import { addItem, removeItem } from '../kernel/inventory.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { withBoard, withFields, withProspector } from '../kernel/state-copy.js';
import { tileRecord, withSupplyDelta } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * Goods that gathering moves between the supply, the triangles and a prospector's inventory.
 * The supply is finite (LV-GATHER-1): a prospector gets what is left of it, never more.
 */

/**
 * The state with up to `count` of a supply item moved from the supply into a prospector's
 * inventory (as many as the supply still holds, LV-GATHER-1), and how many moved.
 *
 * @example
 * const { g: next, got } = gainFromSupply(ctx, g, 0, 'food', 3);
 */
export function gainFromSupply(ctx: RuleContext, g: G, prospector: number, item: string, count: number): { g: G; got: number } {
  const got = Math.max(0, Math.min(count, g.supply[item] ?? 0));
  if (got === 0) return { g, got };
  const p = g.prospectors[prospector]!;
  const next = withProspector(withFields(g, { supply: withSupplyDelta(g.supply, item, -got) }), prospector, {
    ...p,
    inventory: addItem(ctx, p.inventory, item, got),
  });
  return { g: next, got };
}

/**
 * The state with `count` of an item paid from a prospector's inventory back to the supply, or
 * `null` when the prospector holds fewer.
 *
 * @example
 * payToSupply(ctx, g, 0, 'food', 1);
 */
export function payToSupply(ctx: RuleContext, g: G, prospector: number, item: string, count: number): G | null {
  const p = g.prospectors[prospector]!;
  const inventory = removeItem(ctx, p.inventory, item, count);
  if (!inventory) return null;
  return withProspector(withFields(g, { supply: withSupplyDelta(g.supply, item, count) }), prospector, { ...p, inventory });
}

/**
 * How many of a supply item a placed tile still holds (whiskey on the still, dynamite sticks on
 * the Lost Mine, jerky on the Food Spit).
 *
 * @example
 * contentsOf(g.board.tiles[4]!, 'whiskey'); // 6
 */
export function contentsOf(tile: G['board']['tiles'][number], item: string): number {
  let n = 0;
  for (const c of tile.contents) if (c.marker === item) n += c.count;
  return n;
}

/**
 * The state with up to `count` of an item moved from a tile's contents into a prospector's
 * inventory (as many as the tile holds), and how many moved.
 *
 * @example
 * const { g: next, got } = takeFromTile(ctx, g, 0, 4, 'whiskey', 2);
 */
export function takeFromTile(ctx: RuleContext, g: G, prospector: number, tileIndex: number, item: string, count: number): { g: G; got: number } {
  const tile = g.board.tiles[tileIndex]!;
  const got = Math.max(0, Math.min(count, contentsOf(tile, item)));
  if (got === 0) return { g, got };
  let left = got;
  const contents = [];
  for (const c of tile.contents) {
    if (c.marker !== item || left === 0) {
      contents.push(c);
      continue;
    }
    const used = Math.min(left, c.count);
    left -= used;
    if (c.count > used) contents.push({ ...c, count: c.count - used });
  }
  const tiles = g.board.tiles.slice();
  tiles[tileIndex] = tileRecord({ ...tile, contents });
  const p = g.prospectors[prospector]!;
  const next = withProspector(withFields(g, { board: withBoard(g.board, { tiles }) }), prospector, { ...p, inventory: addItem(ctx, p.inventory, item, got) });
  return { g: next, got };
}

import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { catalogOf, componentsFor, countOf, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { setInventory, setProspector, withBag, withTriangle } from './gold-helpers.js';
import { expectRefused, legal, newGame, node, play } from './lv-helpers.js';

// First-edition buying (lv-first-turn). Three seats, so every seat leads one prospector. Gold in
// the bag and inventories are hand-built (gold-helpers `withBag`, `setInventory`, said in each
// test); the purchase itself is played through the turn menu.

function feGame(options: Record<string, unknown> = {}, data?: unknown): LostValleyState {
  return newGame({ players: 3, variant: 'first-edition', options, ...(data === undefined ? {} : { data }) });
}

const types = (state: LostValleyState): string[] => legal(state).map((a) => a.type);

describe('first edition: buying goods', () => {
  it('LV-FE-BUY-1, LV-FE-TURN-1: buying at the trading post is the turn\'s action: open, buy, pay, close; then no second purchase without a whiskey', () => {
    // Hand-built: two river-gold markers (2 and 1 nuggets) in seat 0's bag at the trading post.
    const state = withBag(feGame(), 0, ['river-gold-2', 'river-gold-1']);
    expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
    let s = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    expect(s.g.turn.actions).toBe(1);
    expect(types(s)).not.toContain('end-turn');
    expect(legal(s)).toContainEqual({ type: 'trade-buy', player: 0, item: 'food' });
    // Nothing dearer than the three nuggets held is offered (a horse costs 4 and an X).
    expect(legal(s)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'horse' });
    s = play(s, { type: 'trade-buy', player: 0, item: 'food' }).state;
    // Food has no X: only gold pays it.
    expect(legal(s).filter((a) => a.type === 'trade-pay')).toEqual([
      { type: 'trade-pay', player: 0, payment: { marker: 1000 } },
      { type: 'trade-pay', player: 0, payment: { marker: 1001 } },
    ]);
    expect(legal(s).at(-1)).toEqual({ type: 'cancel-trade', player: 0 });
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: 1001 } }).state;
    const closed = play(s, { type: 'close-trade', player: 0 });
    expect(closed.events.at(-1)).toMatchObject({ type: 'trade-closed', bought: [{ item: 'food', count: 1 }], cost: 1, paid: 1 });
    s = closed.state;
    expect(countOf(s.g.prospectors[0]!.inventory, 'food')).toBe(2);
    expect(s.g.prospectors[0]!.inventory.goldBag.map((m) => m.id)).toEqual([1000]);
    // The action is spent: no second purchase, and a whiskey offers one more action or movement, never a trade.
    expect(types(s)).not.toContain('open-trade');
    expect(legal(s).filter((a) => a.type === 'drink-whiskey')).toEqual([{ type: 'drink-whiskey', player: 0, part: 'action' }]);
    expectRefused(s, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/part-used');
    s = play(s, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(legal(s)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
  });

  it('LV-FE-BUY-2: a purchase away from a trading post is refused with a typed error naming the rule, the state untouched', () => {
    // Hand-built: seat 0's prospector stands at the mouth (1, 0), not at the trading post, with gold.
    const base = feGame();
    const state = withBag(setProspector(base, 0, { node: node(base, 1, 0) }), 0, ['mountain-gold-4']);
    expect(types(state)).not.toContain('open-trade');
    const error = expectRefused(state, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/no-trading-post');
    expect(error.rule).toBe('LV-FE-BUY-2');
  });

  it('LV-FE-BUY-3: an "X" is paid with a nugget, a raw material or an item, one piece for each X; the rest in nuggets', () => {
    // Hand-built: a four-nugget mountain gold in the bag; the starting goods (food, tools, timber, whiskey).
    const state = withBag(feGame(), 0, ['mountain-gold-4']);
    let s = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    // A horse costs 4 nuggets and an X: four nuggets and a raw material pay it.
    expect(legal(s)).toContainEqual({ type: 'trade-buy', player: 0, item: 'horse' });
    // A boat costs 4 and no X: the same gold pays it, but no raw material may.
    const boat = play(s, { type: 'trade-buy', player: 0, item: 'boat' }).state;
    expect(legal(boat).some((a) => a.type === 'trade-pay' && 'item' in a.payment)).toBe(false);
    expect(expectRefused(boat, { type: 'trade-pay', player: 0, payment: { item: 'food' } }, 'lost-valley/not-a-payment').rule).toBe('LV-FE-BUY-3');
    s = play(s, { type: 'trade-buy', player: 0, item: 'horse' }).state;
    expect(legal(s)).toContainEqual({ type: 'trade-pay', player: 0, payment: { item: 'food' } });
    s = play(s, { type: 'trade-pay', player: 0, payment: { item: 'food' } }).state;
    // One X, one piece: a second piece is refused, and nothing closes before the nuggets are paid.
    expect(expectRefused(s, { type: 'trade-pay', player: 0, payment: { item: 'tool' } }, 'lost-valley/not-a-payment').rule).toBe('LV-FE-BUY-3');
    expect(expectRefused(s, { type: 'close-trade', player: 0 }, 'lost-valley/underpaid').rule).toBe('LV-FE-BUY-3');
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: 1000 } }).state;
    const closed = play(s, { type: 'close-trade', player: 0 }).state;
    const inventory = closed.g.prospectors[0]!.inventory;
    expect(countOf(inventory, 'horse')).toBe(1);
    expect(countOf(inventory, 'food')).toBe(0);
    expect(inventory.goldBag).toEqual([]);
    expect(closed.g.supply['food']).toBe(state.g.supply['food']! + 1);
    expect(closed.g.supply['horse']).toBe(state.g.supply['horse']! - 1);
    // With no goods at all, four nuggets do not buy a horse.
    const poor = setInventory(state, 0, { backpack: [], gear: [] });
    const open = play(poor, { type: 'open-trade', player: 0, tile: null }).state;
    expect(expectRefused(open, { type: 'trade-buy', player: 0, item: 'horse' }, 'lost-valley/cannot-afford').rule).toBe('LV-FE-BUY-3');
  });

  it('LV-FE-BUY-4, LV-FE-QA-8: no change is given: a four-nugget marker pays for one food, and nothing more is taken', () => {
    // Hand-built: one four-nugget marker in the bag.
    let s = play(withBag(feGame(), 0, ['mountain-gold-4']), { type: 'open-trade', player: 0, tile: null }).state;
    s = play(s, { type: 'trade-buy', player: 0, item: 'food' }).state;
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: 1000 } }).state;
    expect(legal(s)).toEqual([{ type: 'close-trade', player: 0 }, { type: 'cancel-trade', player: 0 }]);
    expect(expectRefused(s, { type: 'trade-pay', player: 0, payment: { item: 'tool' } }, 'lost-valley/no-change').rule).toBe('LV-FE-BUY-4');
    const closed = play(s, { type: 'close-trade', player: 0 });
    expect(closed.events.at(-1)).toMatchObject({ type: 'trade-closed', cost: 1, paid: 4 });
    expect(closed.state.g.prospectors[0]!.inventory.goldBag).toEqual([]);
  });

  it('LV-FE-QA-3, LV-INV-10: two identical items do not add up, so the store sells no second sieve', () => {
    // Hand-built: a sieve on the gear area and gold in the bag.
    const state = setInventory(withBag(feGame(), 0, ['mountain-gold-4']), 0, { gear: [{ item: 'sieve', count: 1 }] });
    const open = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    expect(legal(open)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'sieve' });
    expect(expectRefused(open, { type: 'trade-buy', player: 0, item: 'sieve' }, 'lost-valley/already-owned').rule).toBe('LV-INV-10');
  });

  it('LV-FE-QA-7: tools go only into the backpack (the Czech answer, default); the Spanish reading packs them like any raw material', () => {
    for (const [options, backpackTools] of [
      [{}, 1],
      [{ feToolsOnlyAtPost: false }, 0],
    ] as const) {
      // Hand-built: a cart, three timber filling the backpack, two whiskies, two nuggets in the bag.
      const base = setInventory(feGame(options), 0, { backpack: [{ item: 'timber', count: 3 }], cart: [], gear: [{ item: 'cart', count: 1 }, { item: 'whiskey', count: 2 }] });
      let s = play(withBag(base, 0, ['river-gold-2']), { type: 'open-trade', player: 0, tile: null }).state;
      s = play(s, { type: 'trade-buy', player: 0, item: 'tool' }).state;
      s = play(s, { type: 'trade-pay', player: 0, payment: { marker: 1000 } }).state;
      const inventory = play(s, { type: 'close-trade', player: 0 }).state.g.prospectors[0]!.inventory;
      expect(inventory.backpack.find((stack) => stack.item === 'tool')?.count ?? 0).toBe(backpackTools);
      expect(inventory.cart!.find((stack) => stack.item === 'tool')?.count ?? 0).toBe(1 - backpackTools);
      expect(countOf(inventory, 'timber')).toBe(3);
    }
  });

  it('LV-FE-QA-2, LV-FE-QA-7: a trading post drawn on a triangle lies at all three corners; it sells no tools', () => {
    // Hand-built data: the reference set with its lake triangle T04 drawn as a trading post; the
    // tile is laid by hand at (2, 0) and the prospector stands at each of its corners in turn.
    const set = componentsFor('first');
    const data = { ...set, triangles: set.triangles.map((t) => (t.id === 'T04' ? { ...t, name: 'trading-outpost' } : t)) };
    const base = feGame({}, data);
    const { state: laid, tile } = withTriangle(base, 'T04', node(base, 2, 0), []);
    const corners = faceCorners(laid, laid.g.board.tiles[tile]!.faces[0]!);
    expect(new Set(corners).size).toBe(3);
    for (const corner of corners) {
      const state = withBag(setProspector(laid, 0, { node: corner }), 0, ['mountain-gold-4']);
      expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile });
      const open = play(state, { type: 'open-trade', player: 0, tile }).state;
      expect(legal(open)).toContainEqual({ type: 'trade-buy', player: 0, item: 'food' });
      expect(legal(open)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'tool' });
      expect(expectRefused(open, { type: 'trade-buy', player: 0, item: 'tool' }, 'lost-valley/tools-only-at-post').rule).toBe('LV-FE-QA-7');
    }
    // The same triangle's post sells tools under the Spanish reading.
    const spanish = feGame({ feToolsOnlyAtPost: false }, data);
    const { state: laid2, tile: tile2 } = withTriangle(spanish, 'T04', node(spanish, 2, 0), []);
    const at = faceCorners(laid2, laid2.g.board.tiles[tile2]!.faces[0]!)[0]!;
    const open = play(withBag(setProspector(laid2, 0, { node: at }), 0, ['mountain-gold-4']), { type: 'open-trade', player: 0, tile: tile2 }).state;
    expect(legal(open)).toContainEqual({ type: 'trade-buy', player: 0, item: 'tool' });
  });
});

function faceCorners(state: LostValleyState, faceId: number): number[] {
  const lattice = catalogOf(componentsOf(state)).lattice;
  return [0, 1, 2].map((k) => lattice.faceCorners[3 * faceId + k]!);
}

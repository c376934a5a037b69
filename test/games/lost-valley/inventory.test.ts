import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import { contextOf, isOverCapacity, owns, packGoods } from '../../../src/games/lost-valley/public.js';
import { expectRefused, newGame, play } from './lv-helpers.js';
import { giveItems } from './turn-helpers.js';

describe('the inventory sheet', () => {
  it('LV-INV-5: the canonical packing: gear on the gear area, raw materials in the backpack then the cart, one-time gear where room is left', () => {
    const state = newGame();
    const ctx = contextOf(state);
    const empty = state.g.prospectors[0]!.inventory;
    const packed = packGoods(ctx, [
      { item: 'food', count: 3 },
      { item: 'timber', count: 2 },
      { item: 'cart', count: 1 },
      { item: 'axe', count: 1 },
      { item: 'whiskey', count: 3 },
    ], empty);
    // Gear area 6: cart 3 + axe 1, then 2 whiskies; backpack 6: 2 timber (4) + 2 food; cart 4: 1 food + the last whiskey.
    expect(packed.gear).toEqual([{ item: 'cart', count: 1 }, { item: 'axe', count: 1 }, { item: 'whiskey', count: 2 }]);
    expect(packed.backpack).toEqual([{ item: 'timber', count: 2 }, { item: 'food', count: 2 }]);
    expect(packed.cart).toEqual([{ item: 'food', count: 1 }, { item: 'whiskey', count: 1 }]);
    expect(isOverCapacity(ctx, packed)).toBe(false);
    // Without the cart the same raw materials do not fit.
    const noCart = packGoods(ctx, [{ item: 'food', count: 3 }, { item: 'timber', count: 2 }], empty);
    expect(noCart.cart).toBeNull();
    expect(isOverCapacity(ctx, noCart)).toBe(true);
  });

  it('LV-INV-5: over capacity, the menu offers discards instead of moves and end-turn, and a discard goes back to the supply', () => {
    // Hand-built: seat 0 holds 2 tools, 2 food, 1 timber (6 spaces) and one more food: 7 spaces in a backpack of 6.
    const state = giveItems(newGame(), 0, { food: 1 });
    const ctx = contextOf(state);
    expect(isOverCapacity(ctx, state.g.prospectors[0]!.inventory)).toBe(true);
    const menu = legalActions(state, 0);
    expect(menu.filter((a) => a.type === 'move' || a.type === 'end-turn')).toEqual([]);
    expect(menu.filter((a) => a.type === 'discard')).toEqual([
      { type: 'discard', player: 0, item: 'food' },
      { type: 'discard', player: 0, item: 'timber' },
      { type: 'discard', player: 0, item: 'tool' },
    ]);
    expectRefused(state, { type: 'end-turn', player: 0 }, 'lost-valley/over-capacity');
    expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: 1 }, 'lost-valley/over-capacity');
    const supply = state.g.supply['timber']!;
    const after = play(state, { type: 'discard', player: 0, item: 'timber' });
    expect(after.state.g.supply['timber']).toBe(supply + 1);
    expect(after.events).toContainEqual({ type: 'discarded', player: 0, prospector: 0, item: 'timber' });
    expect(isOverCapacity(ctx, after.state.g.prospectors[0]!.inventory)).toBe(false);
    expect(legalActions(after.state, 0).some((a) => a.type === 'end-turn')).toBe(true);
    expect(legalActions(after.state, 0).some((a) => a.type === 'discard')).toBe(false);
  });

  it('LV-INV-10: a second identical gear item adds nothing', () => {
    const state = giveItems(newGame(), 0, { axe: 2 });
    const inventory = state.g.prospectors[0]!.inventory;
    expect(owns(inventory, 'axe')).toBe(true);
    // Both axes take their spaces, but rules only ask whether one is owned.
    expect(inventory.gear).toEqual([{ item: 'axe', count: 2 }]);
  });
});

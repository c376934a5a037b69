import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { catalogOf, componentsFor, countOf, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { bagIds, emptyHanded } from './gold-helpers.js';
import { built, expectRefused, legal, newGame, play, position } from './lv-helpers.js';

// First-edition buying (lv-first-turn). Three seats, so every seat leads one prospector. Gold in
// the bag and inventories are built with the position builder (said in each test); the purchase
// itself is played through the turn menu.

function feGame(options: Record<string, unknown> = {}, data?: unknown): LostValleyState {
  return newGame({ players: 3, variant: 'first-edition', options, ...(data === undefined ? {} : { data }) });
}

const types = (state: LostValleyState): string[] => legal(state).map((a) => a.type);

describe('first edition: buying goods', () => {
  it('LV-FE-BUY-1, LV-FE-TURN-1: buying at the trading post is the turn\'s action: open, buy, pay, close; then no second purchase without a whiskey', () => {
    // Built: two river-gold markers (2 and 1 nuggets) in seat 0's bag at the trading post.
    const state = built(position(feGame()).bag(0, 'river-gold-2').bag(0, 'river-gold-1'));
    const [two, one] = bagIds(state, 0);
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
      { type: 'trade-pay', player: 0, payment: { marker: two } },
      { type: 'trade-pay', player: 0, payment: { marker: one } },
    ]);
    expect(legal(s).at(-1)).toEqual({ type: 'cancel-trade', player: 0 });
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: one } }).state;
    const closed = play(s, { type: 'close-trade', player: 0 });
    expect(closed.events.at(-1)).toMatchObject({ type: 'trade-closed', bought: [{ item: 'food', count: 1 }], cost: 1, paid: 1 });
    s = closed.state;
    expect(countOf(s.g.prospectors[0]!.inventory, 'food')).toBe(2);
    expect(s.g.prospectors[0]!.inventory.goldBag.map((m) => m.id)).toEqual([two]);
    // The action is spent: no second purchase, and a whiskey offers one more action or movement, never a trade.
    expect(types(s)).not.toContain('open-trade');
    expect(legal(s).filter((a) => a.type === 'drink-whiskey')).toEqual([{ type: 'drink-whiskey', player: 0, part: 'action' }]);
    expectRefused(s, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/part-used');
    s = play(s, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(legal(s)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
  });

  it('LV-FE-BUY-2: a purchase away from a trading post is refused with a typed error naming the rule, the state untouched', () => {
    // Built: seat 0's prospector stands at the mouth's N0, not at the trading post, with gold.
    const state = built(position(feGame()).at(0, 'N0').bag(0, 'mountain-gold-4'));
    expect(types(state)).not.toContain('open-trade');
    const error = expectRefused(state, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/no-trading-post');
    expect(error.rule).toBe('LV-FE-BUY-2');
  });

  it('LV-FE-BUY-3: an "X" is paid with a nugget, a raw material or an item, one piece for each X; the rest in nuggets', () => {
    // Built: a four-nugget mountain gold in the bag; the starting goods (food, tools, timber, whiskey).
    const state = built(position(feGame()).bag(0, 'mountain-gold-4'));
    const [four] = bagIds(state, 0);
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
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: four } }).state;
    const closed = play(s, { type: 'close-trade', player: 0 }).state;
    const inventory = closed.g.prospectors[0]!.inventory;
    expect(countOf(inventory, 'horse')).toBe(1);
    expect(countOf(inventory, 'food')).toBe(0);
    expect(inventory.goldBag).toEqual([]);
    expect(closed.g.supply['food']).toBe(state.g.supply['food']! + 1);
    expect(closed.g.supply['horse']).toBe(state.g.supply['horse']! - 1);
    // With no goods at all, four nuggets do not buy a horse.
    const poor = built(emptyHanded(position(state), state, 0));
    const open = play(poor, { type: 'open-trade', player: 0, tile: null }).state;
    expect(expectRefused(open, { type: 'trade-buy', player: 0, item: 'horse' }, 'lost-valley/cannot-afford').rule).toBe('LV-FE-BUY-3');
  });

  it('LV-FE-BUY-4, LV-FE-QA-8: no change is given: a four-nugget marker pays for one food, and nothing more is taken', () => {
    // Built: one four-nugget marker in the bag.
    const state = built(position(feGame()).bag(0, 'mountain-gold-4'));
    let s = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    s = play(s, { type: 'trade-buy', player: 0, item: 'food' }).state;
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: bagIds(state, 0)[0]! } }).state;
    expect(legal(s)).toEqual([{ type: 'close-trade', player: 0 }, { type: 'cancel-trade', player: 0 }]);
    expect(expectRefused(s, { type: 'trade-pay', player: 0, payment: { item: 'tool' } }, 'lost-valley/no-change').rule).toBe('LV-FE-BUY-4');
    const closed = play(s, { type: 'close-trade', player: 0 });
    expect(closed.events.at(-1)).toMatchObject({ type: 'trade-closed', cost: 1, paid: 4 });
    expect(closed.state.g.prospectors[0]!.inventory.goldBag).toEqual([]);
  });

  it('LV-FE-QA-3, LV-INV-10: two identical items do not add up, so the store sells no second sieve', () => {
    // Built: a sieve on the gear area and gold in the bag.
    const state = built(position(feGame()).bag(0, 'mountain-gold-4').take(0, 'sieve'));
    const open = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    expect(legal(open)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'sieve' });
    expect(expectRefused(open, { type: 'trade-buy', player: 0, item: 'sieve' }, 'lost-valley/already-owned').rule).toBe('LV-INV-10');
  });

  it('LV-FE-QA-7: tools go only into the backpack (the Czech answer, default); the Spanish reading packs them like any raw material', () => {
    for (const [options, backpackTools] of [
      [{}, 1],
      [{ feToolsOnlyAtPost: false }, 0],
    ] as const) {
      // Built: a cart, three timber filling the backpack, two whiskies, two nuggets in the bag.
      const start = feGame(options);
      const base = built(emptyHanded(position(start), start, 0).take(0, 'cart').take(0, 'timber', 3).take(0, 'whiskey', 2).bag(0, 'river-gold-2'));
      expect(base.g.prospectors[0]!.inventory).toMatchObject({ backpack: [{ item: 'timber', count: 3 }], cart: [] });
      let s = play(base, { type: 'open-trade', player: 0, tile: null }).state;
      s = play(s, { type: 'trade-buy', player: 0, item: 'tool' }).state;
      s = play(s, { type: 'trade-pay', player: 0, payment: { marker: bagIds(base, 0)[0]! } }).state;
      const inventory = play(s, { type: 'close-trade', player: 0 }).state.g.prospectors[0]!.inventory;
      expect(inventory.backpack.find((stack) => stack.item === 'tool')?.count ?? 0).toBe(backpackTools);
      expect(inventory.cart!.find((stack) => stack.item === 'tool')?.count ?? 0).toBe(1 - backpackTools);
      expect(countOf(inventory, 'timber')).toBe(3);
    }
  });

  it('LV-FE-QA-2, LV-FE-QA-7: a trading post drawn on a triangle lies at all three corners; it sells no tools', () => {
    // Replacement data: the reference set with its triangle T04 drawn as a trading post. Built:
    // R01 at the mouth, L10 beside it, and L01 on O1v and O1^ enclose the mouth's face O0^, which
    // takes T04 (a first-edition triangle fills an enclosed gap, LV-EXP1-2); the prospector
    // stands at each of its corners in turn.
    const set = componentsFor('first');
    const data = { ...set, triangles: set.triangles.map((t) => (t.id === 'T04' ? { ...t, name: 'trading-outpost' } : t)) };
    const outpost = (options: Record<string, unknown>) =>
      position(feGame(options, data)).diamond('R01', ['M0^', 'M1v']).diamond('L10', ['N0^', 'N1v']).diamond('L01', ['O1v', 'O1^']).triangle('T04', 'O0^');
    const laid = built(outpost({}));
    const tile = laid.g.board.tiles.findIndex((t) => t.tile === 'T04');
    const corners = faceCorners(laid, laid.g.board.tiles[tile]!.faces[0]!);
    expect(new Set(corners).size).toBe(3);
    for (const corner of corners) {
      const state = built(position(laid).at(0, corner).bag(0, 'mountain-gold-4'));
      expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile });
      const open = play(state, { type: 'open-trade', player: 0, tile }).state;
      expect(legal(open)).toContainEqual({ type: 'trade-buy', player: 0, item: 'food' });
      expect(legal(open)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'tool' });
      expect(expectRefused(open, { type: 'trade-buy', player: 0, item: 'tool' }, 'lost-valley/tools-only-at-post').rule).toBe('LV-FE-QA-7');
    }
    // The same triangle's post sells tools under the Spanish reading.
    const laid2 = built(outpost({ feToolsOnlyAtPost: false }));
    const at = faceCorners(laid2, laid2.g.board.tiles[tile]!.faces[0]!)[0]!;
    const open = play(built(position(laid2).at(0, at).bag(0, 'mountain-gold-4')), { type: 'open-trade', player: 0, tile }).state;
    expect(legal(open)).toContainEqual({ type: 'trade-buy', player: 0, item: 'tool' });
  });
});

function faceCorners(state: LostValleyState, faceId: number): number[] {
  const lattice = catalogOf(componentsOf(state)).lattice;
  return [0, 1, 2].map((k) => lattice.faceCorners[3 * faceId + k]!);
}

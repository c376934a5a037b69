import { describe, expect, it } from 'vitest';
import { chanceOutcomes, legalActions } from '../../../src/index.js';
import {
  componentsFor,
  contextOf,
  EDITION_PLAYERS,
  isOverCapacity,
  itemInfo,
  lostValleyVariants,
  packGoods,
} from '../../../src/games/lost-valley/public.js';
import { legalSite } from './site-board.js';
import { built, draw, expectRefused, legal, newGame, node, play, position, smallSet, walk } from './lv-helpers.js';
import { giveItems, slot } from './turn-helpers.js';

// The first edition's introduction, components, setup, inventory and turn frame (lv-first-turn):
// checks of the reference set and of real play; positions are hand-built where said.

const set = componentsFor('first');
const total = (rows: readonly { count: number }[]): number => rows.reduce((n, row) => n + row.count, 0);

describe('first edition: components, setup and inventory', () => {
  it('LV-FE-INTRO-1: the first edition (2004, Kronberger Spiele) is the variant first-edition', () => {
    const variant = lostValleyVariants['first-edition']!;
    expect(variant.options).toEqual({ edition: 'first' });
    expect(variant.description).toContain('2004');
    expect(variant.description).toContain('Kronberger');
  });

  it('LV-FE-COMP-1: one start tile with the trading post, 44 diamonds, 11 triangles, 20 timber, a die, an ice block and four prospectors', () => {
    expect(set.landDiamonds.length + set.riverDiamonds.length).toBe(44);
    expect(set.triangles.length + 1).toBe(11);
    expect(set.spring.name).toBe('spring');
    expect(total(set.supply.find((row) => row.id === 'timber')!.counts)).toBe(20);
    expect(EDITION_PLAYERS.first.max).toBe(4);
    // Every prospector starts on the one trading post, node 0.
    const state = newGame({ players: 4, variant: 'first-edition' });
    expect(state.g.prospectors.map((p) => p.node)).toEqual([0, 0, 0, 0]);
    expect(state.g.ice).toEqual({ out: false, position: 0 });
  });

  it('LV-FE-COMP-2: the markers as itemised: 99 round and 79 square (the box lists 96 and 90)', () => {
    const round = ['river-gold', 'mountain-gold', 'animal', 'event'] as const;
    expect(round.map((pool) => total(set.markers[pool]))).toEqual([35, 37, 12, 15]);
    expect(round.reduce((n, pool) => n + total(set.markers[pool]), 0)).toBe(99);
    const square = set.supply.filter((row) => row.piece === 'square');
    expect(square.reduce((n, row) => n + total(row.counts), 0)).toBe(79);
  });

  it('LV-FE-COMP-3: price lists and cost sheets: every good the store sells has a price in nuggets (some with an X), every work a building cost', () => {
    for (const row of set.supply) {
      if (row.category === 'work') expect(row.buildCost, row.id).toBeDefined();
      else expect(row.price?.nuggets, row.id).toBeGreaterThan(0);
    }
    expect(set.supply.filter((row) => (row.price?.x ?? 0) > 0).map((row) => row.id).sort()).toEqual(['axe', 'cart', 'horse', 'rifle']);
  });

  it('LV-FE-SETUP-2: goods, raw materials and works lie face up in the supply, less the starting inventories', () => {
    const state = newGame({ players: 3, variant: 'first-edition' });
    for (const row of set.supply) {
      const start = set.startingInventory.find((line) => line.item === row.id)?.count ?? 0;
      expect(state.g.supply[row.id], row.id).toBe(total(row.counts) - 3 * start);
    }
    expect(state.g.supply).toMatchObject({ 'fish-trap': 5, sawmill: 5, mine: 9 });
  });

  it('LV-FE-OBJ-1: all prospectors start at the trading post; the land is explored beyond the waterfall; the one with the most gold wins', () => {
    let state = newGame({ players: 3, variant: 'first-edition' });
    expect(state.g.prospectors.every((p) => p.node === 0)).toBe(true);
    // A ford leads from the post to the mouth, where the exploration of the valley begins.
    state = walk(state, node(state, 1, 0)).state;
    expect(state.g.explore).toMatchObject({ node: node(state, 1, 0) });
    expect(chanceOutcomes(state).every((o) => (o.outcome as { draw?: string }).draw === 'river')).toBe(true);
    state = draw(state, 'river', state.g.piles.river.unseen[0]!);
    expect(legal(state).every((a) => a.type === 'place-diamond')).toBe(true);
  });

  it('LV-FE-INV-1, LV-FE-INV-2, LV-FE-INV-3, LV-FE-INV-4, LV-FE-INV-6: the inventory sheet: backpack 6, cart 4, gear area 6, the gold bag; timber 2 spaces, food and tools 1; items 1 or 2 spaces, special items 1; gold worth 1 to 4', () => {
    const state = newGame({ players: 3, variant: 'first-edition' });
    expect(Object.keys(state.g.prospectors[0]!.inventory).sort()).toEqual(['backpack', 'cart', 'gear', 'goldBag', 'hiddenGear', 'missMarker', 'skills', 'xp']);
    expect(set.inventory).toEqual({
      backpack: { spaces: 6, holds: ['raw-material'] },
      cart: { spaces: 4, holds: ['raw-material'] },
      gearArea: { spaces: 6, holds: ['permanent-gear', 'one-time-gear'] },
    });
    const ctx = contextOf(state);
    expect([itemInfo(ctx, 'timber').spaces, itemInfo(ctx, 'food').spaces, itemInfo(ctx, 'tool').spaces]).toEqual([2, 1, 1]);
    for (const item of ['cart', 'horse', 'boat', 'rifle', 'axe', 'fishing-rod', 'sieve', 'dynamite-box']) {
      expect(itemInfo(ctx, item).category, item).toBe('permanent-gear');
      expect([1, 2], item).toContain(itemInfo(ctx, item).spaces);
    }
    for (const item of ['whiskey', 'dried-fish', 'dynamite-stick']) expect(itemInfo(ctx, item), item).toEqual({ category: 'one-time-gear', spaces: 1 });
    const values = [...set.markers['river-gold'], ...set.markers['mountain-gold']].map((kind) => kind.value ?? 0);
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(4);
    // Any number of gold markers fits in the bag: thirty (the set's 22 river-gold 1s and 8 2s).
    const thirty = [...Array.from({ length: 22 }, () => 'river-gold-1'), ...Array.from({ length: 8 }, () => 'river-gold-2')];
    const rich = built(thirty.reduce((next, identity) => next.bag(0, identity), position(state)));
    expect(rich.g.prospectors[0]!.inventory.goldBag).toHaveLength(30);
    expect(isOverCapacity(ctx, rich.g.prospectors[0]!.inventory)).toBe(false);
  });

  it('LV-FE-INV-3: a face-down special item needs a gear space in the first edition; the second edition lets it lie in the backpack', () => {
    for (const [variant, over] of [
      ['first-edition', true],
      ['standard', false],
    ] as const) {
      const state = newGame({ players: 3, variant });
      const ctx = contextOf(state);
      // Hand-built: a full gear area (boat, horse, sieve, rifle: 6 spaces in the first edition, 7
      // in the second), an empty backpack, one face-down event marker.
      const gear = variant === 'first-edition' ? ['boat', 'horse', 'sieve', 'rifle'] : ['boat', 'horse', 'rifle', 'axe'];
      const inventory = { ...state.g.prospectors[0]!.inventory, backpack: [], gear: gear.map((item) => ({ item, count: 1 })) };
      const hidden = { ...inventory, hiddenGear: [slot(900, 'event', 'whiskey', [0])] };
      expect(isOverCapacity(ctx, inventory), variant).toBe(false);
      expect(isOverCapacity(ctx, hidden), variant).toBe(over);
    }
  });

  it('LV-FE-INV-5: what does not fit is discarded by the player\'s choice at the end of the turn', () => {
    // Hand-built: two more food in a full backpack, exploration over.
    const state = giveItems(legalSite({ players: 3, variant: 'first-edition' }).state, 0, { food: 2 });
    expect(legal(state).some((a) => a.type === 'end-turn')).toBe(false);
    expect(legal(state).filter((a) => a.type === 'discard').map((a) => (a as { item: string }).item)).toEqual(['food', 'timber', 'tool', 'whiskey']);
    let s = play(state, { type: 'discard', player: 0, item: 'tool' }).state;
    s = play(s, { type: 'discard', player: 0, item: 'tool' }).state;
    expect(legal(s)).toContainEqual({ type: 'end-turn', player: 0 });
  });

  it('LV-FE-INV-5: over capacity, a first-edition prospector still moves; it must discard down before end-turn (the second edition stops the move, LV-INV-5)', () => {
    // Built: two more food from the supply in a full backpack, exploration over, in both editions.
    const first = giveItems(legalSite({ players: 3, variant: 'first-edition' }).state, 0, { food: 2 });
    const second = giveItems(legalSite({ players: 3 }).state, 0, { food: 2 });
    const moves = legal(first).filter((a) => a.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(legal(second).filter((a) => a.type === 'move')).toEqual([]);
    expect(expectRefused(second, moves[0], 'lost-valley/over-capacity').rule).toBe('LV-INV-5');
    // The move is played with too much; the turn cannot end until the player has chosen its discards.
    let s = play(first, moves[0]).state;
    expect(isOverCapacity(contextOf(s), s.g.prospectors[0]!.inventory)).toBe(true);
    expect(legal(s).some((a) => a.type === 'end-turn')).toBe(false);
    expect(expectRefused(s, { type: 'end-turn', player: 0 }, 'lost-valley/over-capacity').rule).toBe('LV-FE-INV-5');
    s = play(s, { type: 'discard', player: 0, item: 'food' }).state;
    s = play(s, { type: 'discard', player: 0, item: 'food' }).state;
    expect(isOverCapacity(contextOf(s), s.g.prospectors[0]!.inventory)).toBe(false);
    // Exploration over, the ice is out: the turn ends with the ice test (LV-FE-TURN-3), then seat 1 plays.
    let ended = play(s, { type: 'end-turn', player: 0 }).state;
    expect(ended.g.pending).toEqual({ kind: 'ice-test' });
    ended = play(ended, { type: 'chance', outcome: { die: 1 } }).state;
    expect(ended.g.prospectors[ended.g.turnOrder[ended.g.turn.index]!]!.seat).toBe(1);
  });

  it('LV-FE-INV-7: Radim\'s sheet: the cart takes raw materials; cart, boat and special goods lie in the gear area, never in the backpack', () => {
    const state = newGame({ players: 3, variant: 'first-edition' });
    const ctx = contextOf(state);
    const inventory = state.g.prospectors[0]!.inventory;
    const packed = packGoods(ctx, [{ item: 'cart', count: 1 }, { item: 'boat', count: 1 }, { item: 'whiskey', count: 1 }, { item: 'dried-fish', count: 1 }, { item: 'food', count: 8 }], inventory);
    expect(packed.gear.map((s) => s.item).sort()).toEqual(['boat', 'cart', 'dried-fish', 'whiskey']);
    expect(packed.backpack).toEqual([{ item: 'food', count: 6 }]);
    expect(packed.cart).toEqual([{ item: 'food', count: 2 }]);
    expect(isOverCapacity(ctx, packed)).toBe(false);
    // A horse fills the gear area: the special goods find no room in the backpack, something must go.
    const full = packGoods(ctx, [{ item: 'cart', count: 1 }, { item: 'boat', count: 1 }, { item: 'horse', count: 1 }, { item: 'whiskey', count: 1 }], inventory);
    expect(full.backpack).toEqual([]);
    expect(isOverCapacity(ctx, full)).toBe(true);
  });

  it('LV-FE-TURN-2: play goes clockwise, seat after seat, from the first seat', () => {
    // A new game: nobody has explored yet, so no ice test comes between the turns.
    let state = newGame({ players: 3, variant: 'first-edition' });
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.seat;
      seats.push(seat);
      state = play(state, { type: 'end-turn', player: seat }).state;
    }
    expect(seats).toEqual([0, 1, 2, 0]);
  });

  it('LV-FE-TURN-3: once the ice is out, every turn ends with the ice test, a six-sided die', () => {
    // Built: a set of one land diamond and one river diamond, both laid (R01, L01); exploration
    // ends as the game ends it, the ice out on the spring.
    const small = newGame({ players: 3, variant: 'first-edition', data: smallSet('first', { land: 1, river: 1, triangles: 1 }) });
    const state = built(position(small).diamond('R01', ['M0^', 'M1v']).diamond('L01', ['L0^', 'L1v']).endExploration());
    expect(state.g.ice).toEqual({ out: true, position: 0 });
    const ended = play(state, { type: 'end-turn', player: 0 }).state;
    expect(ended.g.pending).toEqual({ kind: 'ice-test' });
    expect(chanceOutcomes(ended)).toEqual([1, 2, 3, 4, 5, 6].map((die) => ({ outcome: { die }, probability: 1 / 6 })));
  });

  it('LV-FE-TURN-4: the action comes before or after the movement, never during it: while the movement\'s exploration runs, no action is offered', () => {
    let state = built(position(newGame({ players: 3, variant: 'first-edition' })).bag(0, 'mountain-gold-4'));
    expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
    state = walk(state, node(state, 1, 0)).state;
    expect(legalActions(state, 0)).toEqual([]);
    state = draw(state, 'river', state.g.piles.river.unseen[0]!);
    expect(legal(state).every((a) => a.type === 'place-diamond')).toBe(true);
  });

  it('LV-FE-EXP-1, LV-FE-QA-5: at an intersection by the unexplored river the river comes first: a face-down river tile, drawn at random, placed by the player next to the prospector', () => {
    let state = newGame({ players: 3, variant: 'first-edition' });
    state = walk(state, node(state, 1, 0)).state;
    const outcomes = chanceOutcomes(state);
    expect(outcomes.map((o) => (o.outcome as { tile: string }).tile).sort()).toEqual(set.riverDiamonds.map((t) => t.id).sort());
    for (const o of outcomes) expect(o.probability).toBeCloseTo(1 / 12);
    state = draw(state, 'river', 'R12');
    const placements = legal(state);
    expect(placements.length).toBeGreaterThan(0);
    expect(placements.every((a) => a.type === 'place-diamond')).toBe(true);
  });

  it('LV-FE-EXP-2: markers go on the symbols of the tiles laid: green river gold on its bank, grey mountain gold, an animal, events', () => {
    let state = newGame({ players: 3, variant: 'first-edition' });
    state = walk(state, node(state, 1, 0)).state;
    state = draw(state, 'river', 'R04');
    state = play(state, legal(state)[0]!).state;
    while (state.g.pending.kind === 'draw' && state.g.pending.pile === 'land') {
      state = draw(state, 'land', state.g.piles.land.includes('L12') ? 'L12' : 'L02');
      state = play(state, legal(state)[0]!).state;
    }
    expect(state.g.board.tiles.length).toBeGreaterThan(1);
    for (const placed of state.g.board.tiles) {
      const tile = [...set.landDiamonds, ...set.riverDiamonds].find((t) => t.id === placed.tile)!;
      for (const pool of ['river-gold', 'mountain-gold', 'animal', 'event'] as const) {
        const want = tile.symbols.filter((sym) => sym.kind === pool).reduce((n, sym) => n + sym.count, 0);
        expect(placed.markers.filter((m) => m.pool === pool).length, `${placed.tile} ${pool}`).toBe(want);
      }
      for (const m of placed.markers) {
        expect(m.faceUp).toBe(false);
        if (m.pool === 'river-gold' && placed.kind === 'river') expect(m.bank).not.toBeNull();
      }
    }
  });
});

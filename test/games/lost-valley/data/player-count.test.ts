import { describe, expect, it } from 'vitest';
import {
  componentsForPlayerCount,
  firstEditionComponents as first,
  secondEditionComponents as second,
  validateComponents,
} from '../../../../src/games/lost-valley/data/index.js';
import { itemTotal, POOLS, poolSize } from './component-helpers.js';

const marksIn = (set: typeof second): number[] => [
  ...set.landDiamonds.map((t) => t.minPlayers),
  ...set.riverDiamonds.map((t) => t.minPlayers),
  ...set.triangles.map((t) => t.minPlayers),
  ...POOLS.flatMap((pool) => set.markers[pool].map((k) => k.minPlayers)),
  ...set.supply.flatMap((i) => i.counts.map((c) => c.minPlayers)),
].filter((m): m is 4 | 5 | 6 => m !== undefined);

describe('lost-valley components: componentsForPlayerCount (LV-COMP-22)', () => {
  it('LV-COMP-22 drops everything marked 5+ and 6+ at four players and keeps 4+', () => {
    const four = componentsForPlayerCount(second, 4);
    expect(marksIn(four).every((m) => m <= 4)).toBe(true);
    expect(marksIn(four)).toContain(4);
    expect(four.landDiamonds).toHaveLength(33);
    expect(four.riverDiamonds).toHaveLength(12);
    expect(four.triangles).toHaveLength(10);
    expect(four.triangles.map((t) => t.id)).not.toEqual(expect.arrayContaining(['T08']));
    expect(four.triangles.map((t) => t.id)).not.toEqual(expect.arrayContaining(['T12']));
    expect(POOLS.map((pool) => poolSize(four, pool))).toEqual([40 - 1 - 3, 42 - 2 - 3, 16 - 2, 22 - 2, 24 - 1]);
    const cart = four.supply.find((i) => i.id === 'cart');
    expect(cart && itemTotal(cart)).toBe(4);
  });

  it('LV-COMP-22 drops 4+, 5+ and 6+ at two and three players', () => {
    for (const players of [2, 3]) {
      const set = componentsForPlayerCount(second, players);
      expect(marksIn(set)).toEqual([]);
      expect(set.landDiamonds).toHaveLength(30);
      expect(set.supply.find((i) => i.id === 'rifle')?.counts).toEqual([{ count: 3 }]);
    }
  });

  it('LV-COMP-22 keeps the whole set at six players, and 5+ but not 6+ at five', () => {
    const six = componentsForPlayerCount(second, 6);
    expect(six.landDiamonds).toEqual(second.landDiamonds);
    expect(six.markers).toEqual(second.markers);
    const five = componentsForPlayerCount(second, 5);
    expect(five.landDiamonds).toHaveLength(36);
    expect(marksIn(five)).toContain(5);
    expect(marksIn(five)).not.toContain(6);
  });

  it('LV-COMP-32 keeps one boat and one horse per seat colour', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      const set = componentsForPlayerCount(second, players);
      expect(set.supply.find((i) => i.id === 'boat')?.counts).toEqual([{ count: players }]);
      expect(set.supply.find((i) => i.id === 'horse')?.counts).toEqual([{ count: players }]);
    }
    // The first edition's 3 boats and 3 horses are shared stock, not colours.
    expect(componentsForPlayerCount(first, 2).supply.find((i) => i.id === 'boat')?.counts).toEqual([{ count: 3 }]);
  });

  it('LV-COMP-22 every reduced set still validates, and the given set is not changed', () => {
    const before = JSON.stringify(second);
    for (const players of [2, 3, 4, 5, 6]) expect(validateComponents(componentsForPlayerCount(second, players))).toBeNull();
    for (const players of [2, 3, 4]) expect(validateComponents(componentsForPlayerCount(first, players))).toBeNull();
    expect(JSON.stringify(second)).toBe(before);
  });

  it('LV-COMP-22 shares the parts with nothing to drop (no deep copy)', () => {
    const four = componentsForPlayerCount(second, 4);
    expect(four.riverDiamonds).not.toBe(second.riverDiamonds);
    expect(four.riverDiamonds[0]).toBe(second.riverDiamonds[0]);
    expect(four.supply.find((i) => i.id === 'food')).toBe(second.supply.find((i) => i.id === 'food'));
    expect(componentsForPlayerCount(first, 4).landDiamonds).toEqual(first.landDiamonds);
  });
});

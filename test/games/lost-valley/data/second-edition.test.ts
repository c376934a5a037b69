import { describe, expect, it } from 'vitest';
import {
  componentsFor,
  EDITION_PLAYERS,
  LostValleyComponentsSchema,
  secondEditionComponents as second,
  validateComponents,
} from '../../../../src/games/lost-valley/data/index.js';
import secondJson from '../../../../src/games/lost-valley/data/second-edition.json';
import { allTiles, byIdentity, POOLS, poolSize, sum, supplyByPiece, symbolTotal } from './component-helpers.js';

const kinds = ['whiskey-still', 'lost-mine', 'animal-den', 'trading-outpost', 'fishing-hole', 'oasis', 'food-spit', 'black-market'];

describe('lost-valley components: the second edition (2014)', () => {
  it('LV-COMP-40: the second-edition reference set parses, is unchanged by parsing and validates', () => {
    expect(LostValleyComponentsSchema.safeParse(secondJson).success).toBe(true);
    expect(second).toEqual(secondJson);
    expect(second.edition).toBe('second');
    expect(componentsFor('second')).toBe(second);
    expect(validateComponents(second)).toBeNull();
    expect(validateComponents(second, 'second')).toBeNull();
  });

  it('LV-COMP-20 second edition has 38 land diamonds and 12 river diamonds', () => {
    expect(second.landDiamonds).toHaveLength(38);
    expect(second.riverDiamonds).toHaveLength(12);
  });

  it('LV-COMP-21 second edition has 12 land triangles with backs A, B, C and 1 spring', () => {
    expect(second.triangles).toHaveLength(12);
    expect(second.triangles.every((t) => t.back !== undefined)).toBe(true);
    expect(new Set(second.triangles.map((t) => t.back))).toEqual(new Set(['A', 'B', 'C']));
    expect(second.spring.name).toBe('spring');
    expect(second.spring.back).toBeUndefined();
  });

  it('LV-COMP-22 second edition seats 2 to 6 and uses the player-count marks 4+, 5+ and 6+ on tiles, markers and store gear', () => {
    expect(EDITION_PLAYERS.second).toEqual({ min: 2, max: 6 });
    const marks = (list: readonly { minPlayers?: number | undefined }[]): Set<number | undefined> => new Set(list.map((x) => x.minPlayers).filter((m) => m !== undefined));
    expect(marks(second.landDiamonds)).toEqual(new Set([4, 5, 6]));
    expect(marks(Object.values(second.markers).flat())).toEqual(new Set([4, 5, 6]));
    expect(marks(second.supply.flatMap((i) => i.counts))).toEqual(new Set([4, 5, 6]));
  });

  it('LV-COMP-23 second edition has 133 square markers', () => {
    expect(sum(supplyByPiece(second, 'square'))).toBe(133);
  });

  it('LV-COMP-24 second edition has 144 round markers (the five face-down pools)', () => {
    expect(POOLS.reduce((total, pool) => total + poolSize(second, pool), 0)).toBe(144);
    expect(POOLS.map((pool) => poolSize(second, pool))).toEqual([40, 42, 16, 22, 24]);
  });

  it('LV-COMP-25 second edition has 26 rectangular markers', () => {
    expect(supplyByPiece(second, 'rectangular')).toEqual({ horse: 6, boat: 6, cart: 6, sieve: 4, 'dynamite-box': 4 });
    expect(sum(supplyByPiece(second, 'rectangular'))).toBe(26);
  });

  it('LV-COMP-26 second edition has 35 timber pieces', () => {
    expect(supplyByPiece(second, 'wooden')).toEqual({ timber: 35 });
  });

  it('LV-COMP-27 second edition triangles are the eight kinds of the rulebook with their contents', () => {
    expect(new Set(second.triangles.map((t) => t.name))).toEqual(new Set(kinds));
    for (const tile of second.triangles) {
      const pool = (kind: string): number => tile.symbols.filter((s) => s.kind === kind).reduce((n, s) => n + s.count, 0);
      if (tile.name === 'whiskey-still') expect(tile.contents).toEqual([{ marker: 'whiskey', count: 6 }]);
      else if (tile.name === 'lost-mine') expect(tile.contents).toEqual([{ marker: 'dynamite-stick', count: 4 }]);
      else if (tile.name === 'food-spit') expect(tile.contents).toEqual([{ marker: 'jerky', count: 4 }]);
      else expect(tile.contents).toEqual([]);
      if (tile.name === 'trading-outpost') expect(tile.symbols).toEqual([{ kind: 'clue', count: 3 }]);
      if (tile.name === 'fishing-hole') expect(tile.symbols).toEqual([{ kind: 'event', count: 2 }]);
      if (tile.name === 'oasis') expect(tile.symbols).toEqual([{ kind: 'river-gold', count: 3 }]);
      if (tile.name === 'black-market') expect(tile.symbols).toEqual([{ kind: 'event', count: 3 }]);
      if (tile.name === 'animal-den') expect(pool('animal')).toBeGreaterThan(0);
      // Water where the rulebook fishes or digs river gold without flumes.
      expect(tile.water === true).toBe(tile.name === 'fishing-hole' || tile.name === 'oasis');
    }
    // "the 4 square jerky markers": the Food Spit takes all of them.
    expect(supplyByPiece(second, 'square').jerky).toBe(4);
  });

  it('LV-COMP-28 second edition starting inventory is 2 tools, 2 food and 1 timber', () => {
    expect(second.startingInventory).toEqual([
      { item: 'tool', count: 2 },
      { item: 'food', count: 2 },
      { item: 'timber', count: 1 },
    ]);
  });

  it('LV-COMP-29 second edition inventory: backpack 6 and cart 4 for raw materials and one-time gear, gear area 6; timber 2 spaces, permanent gear 1 to 3, one-time gear 1', () => {
    expect(second.inventory).toEqual({
      backpack: { spaces: 6, holds: ['raw-material', 'one-time-gear'] },
      cart: { spaces: 4, holds: ['raw-material', 'one-time-gear'] },
      gearArea: { spaces: 6, holds: ['permanent-gear', 'one-time-gear'] },
    });
    const spaces = Object.fromEntries(second.supply.map((i) => [i.id, i.spaces]));
    expect([spaces.timber, spaces.food, spaces.tool]).toEqual([2, 1, 1]);
    const permanent = second.supply.filter((i) => i.category === 'permanent-gear').map((i) => i.spaces);
    expect(new Set(permanent)).toEqual(new Set([1, 2, 3]));
    for (const item of second.supply.filter((i) => i.category === 'one-time-gear')) expect(item.spaces).toBe(1);
  });

  it('LV-COMP-30 second edition lays 4 clues on the trading post and sells them one per trade at a price', () => {
    expect(second.storeClues).toBe(4);
    expect(second.cluePrice).toEqual({ nuggets: 3 });
  });

  it('LV-COMP-31 second edition gold is worth 2 to 6 nuggets; animals give 1 to 4 food', () => {
    const values = [...second.markers['river-gold'], ...second.markers['mountain-gold']].map((k) => Number(k.value));
    expect(new Set(values)).toEqual(new Set([2, 3, 4, 5, 6]));
    expect(new Set(second.markers.animal.map((a) => a.food))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('LV-COMP-32 second edition boats and horses belong to the 6 player colours', () => {
    for (const id of ['boat', 'horse']) {
      const item = second.supply.find((i) => i.id === id);
      expect(item?.perColour).toBe(true);
      expect(item?.counts).toEqual([{ count: 6 }]);
    }
    expect(second.supply.filter((i) => i.perColour).map((i) => i.id).sort()).toEqual(['boat', 'horse']);
  });

  it('LV-COMP-33 second edition works and their costs: fish trap, sawmill, hunting trap 1 tool; mine 1 tool, 1 food, 1 timber', () => {
    const works = Object.fromEntries(second.supply.filter((i) => i.category === 'work').map((i) => [i.id, i.buildCost]));
    expect(works).toEqual({ 'fish-trap': { tool: 1 }, sawmill: { tool: 1 }, 'hunting-trap': { tool: 1 }, mine: { tool: 1, food: 1, timber: 1 } });
  });

  it('LV-COMP-34 second edition land types are mountain, tundra, wasteland and forest (and river); clues name them', () => {
    expect(new Set(second.landDiamonds.map((t) => t.terrain))).toEqual(new Set(['forest', 'mountain', 'tundra', 'wasteland']));
    expect(new Set(second.markers.clue.map((k) => k.terrain))).toEqual(new Set(['forest', 'mountain', 'tundra', 'wasteland']));
    expect(byIdentity(second, 'clue')).toEqual({ 'clue-forest': 6, 'clue-mountain': 6, 'clue-tundra': 6, 'clue-wasteland': 6 });
  });

  it('LV-COMP-35 second edition gear: permanent cart, horse, rifle, axe, canoe, fishing rod, sieve, box of dynamite; one-time whiskey, jerky, stick of dynamite', () => {
    const of = (category: string): string[] => second.supply.filter((i) => i.category === category).map((i) => i.id).sort();
    expect(of('permanent-gear')).toEqual(['axe', 'boat', 'cart', 'dynamite-box', 'fishing-rod', 'horse', 'rifle', 'sieve']);
    expect(of('one-time-gear')).toEqual(['dynamite-stick', 'jerky', 'whiskey']);
    // Events are gear of these lists.
    for (const kind of second.markers.event) expect([...of('permanent-gear'), ...of('one-time-gear')]).toContain(kind.item);
  });

  it('LV-COMP-47: every pool covers the symbols of the whole valley at six players, with reserves for treasures', () => {
    const tiles = allTiles(second);
    const need = { 'river-gold': symbolTotal(tiles, 'river-gold'), 'mountain-gold': symbolTotal(tiles, 'mountain-gold'), animal: symbolTotal(tiles, 'animal'), event: symbolTotal(tiles, 'event'), clue: symbolTotal(tiles, 'clue') + 4 };
    expect(need).toEqual({ 'river-gold': 36, 'mountain-gold': 27, animal: 14, event: 18, clue: 22 });
  });
});

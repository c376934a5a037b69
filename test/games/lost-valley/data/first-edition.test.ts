import { describe, expect, it } from 'vitest';
import {
  componentsFor,
  EDITION_PLAYERS,
  firstEditionComponents as first,
  LostValleyComponentsSchema,
  validateComponents,
} from '../../../../src/games/lost-valley/data/index.js';
import firstJson from '../../../../src/games/lost-valley/data/first-edition.json';
import { allTiles, byIdentity, poolSize, sum, supplyByPiece, symbolTotal } from './component-helpers.js';

describe('lost-valley components: the first edition (2004)', () => {
  it('LV-COMP-40: the first-edition reference set parses, is unchanged by parsing and validates', () => {
    expect(LostValleyComponentsSchema.safeParse(firstJson).success).toBe(true);
    expect(first).toEqual(firstJson);
    expect(first.edition).toBe('first');
    expect(componentsFor('first')).toBe(first);
    expect(validateComponents(first)).toBeNull();
    expect(validateComponents(first, 'first')).toBeNull();
  });

  it('LV-COMP-1 first edition has 32 land diamonds and 12 river diamonds (44 diamonds)', () => {
    expect(first.landDiamonds).toHaveLength(32);
    expect(first.riverDiamonds).toHaveLength(12);
    expect(first.landDiamonds.every((t) => t.kind === 'land')).toBe(true);
    expect(first.riverDiamonds.every((t) => t.kind === 'river')).toBe(true);
  });

  it('LV-COMP-2 first edition has 10 land triangles and 1 spring triangle (11 triangles), none with a back letter', () => {
    expect(first.triangles).toHaveLength(10);
    expect(first.spring.name).toBe('spring');
    expect([...first.triangles, first.spring].every((t) => t.back === undefined)).toBe(true);
  });

  it('LV-COMP-3 first edition has 22 river gold worth 1 and 13 worth 2 (35)', () => {
    expect(first.markers['river-gold']).toEqual([
      { id: 'river-gold-1', count: 22, value: 1 },
      { id: 'river-gold-2', count: 13, value: 2 },
    ]);
    expect(poolSize(first, 'river-gold')).toBe(35);
  });

  it('LV-COMP-4 first edition has 18 mountain gold worth 3 and 19 worth 4 (37)', () => {
    expect(first.markers['mountain-gold']).toEqual([
      { id: 'mountain-gold-3', count: 18, value: 3 },
      { id: 'mountain-gold-4', count: 19, value: 4 },
    ]);
    expect(poolSize(first, 'mountain-gold')).toBe(37);
  });

  it('LV-COMP-5 first edition has 12 animals: 2 rats, 4 wolves, 4 deer, 2 bears, each giving 1 to 4 food', () => {
    expect(byIdentity(first, 'animal')).toEqual({ rat: 2, wolf: 4, deer: 4, bear: 2 });
    expect(poolSize(first, 'animal')).toBe(12);
    expect(first.markers.animal.map((a) => a.food)).toEqual([1, 2, 3, 4]);
  });

  it('LV-COMP-6 first edition has 15 events: 2 axes, 2 fishing rods, 2 rifles, 3 dynamite, 3 dried fish, 3 whiskey', () => {
    expect(byIdentity(first, 'event')).toEqual({ axe: 2, 'fishing-rod': 2, rifle: 2, 'dynamite-stick': 3, 'dried-fish': 3, whiskey: 3 });
    expect(poolSize(first, 'event')).toBe(15);
    // Items (permanent) and special items (one use); first edition events hold no clues.
    const kinds = Object.fromEntries(first.markers.event.map((k) => [k.id, k.category]));
    expect(kinds).toEqual({ axe: 'permanent-gear', 'fishing-rod': 'permanent-gear', rifle: 'permanent-gear', 'dynamite-stick': 'one-time-gear', 'dried-fish': 'one-time-gear', whiskey: 'one-time-gear' });
    expect(first.markers.clue).toEqual([]);
  });

  it('LV-COMP-7 first edition has 99 round markers (35 + 37 + 12 + 15)', () => {
    expect(poolSize(first, 'river-gold') + poolSize(first, 'mountain-gold') + poolSize(first, 'animal') + poolSize(first, 'event') + poolSize(first, 'clue')).toBe(99);
  });

  it('LV-COMP-8 first edition has 79 square markers by kind', () => {
    expect(supplyByPiece(first, 'square')).toEqual({
      horse: 3, cart: 2, boat: 3, 'dynamite-box': 2, sieve: 2, axe: 2, 'fishing-rod': 2, rifle: 2,
      whiskey: 10, tool: 12, food: 20, 'fish-trap': 5, sawmill: 5, mine: 9,
    });
    expect(sum(supplyByPiece(first, 'square'))).toBe(79);
    expect(supplyByPiece(first, 'rectangular')).toEqual({});
  });

  it('LV-COMP-9 first edition has 20 timber pieces', () => {
    expect(supplyByPiece(first, 'wooden')).toEqual({ timber: 20 });
  });

  it('LV-COMP-10 first edition terrains: forest, mountain, tundra, lake and river; animals on forest and tundra, fish on river tiles, river gold on tundra, lake and river banks', () => {
    expect(new Set(first.landDiamonds.map((t) => t.terrain))).toEqual(new Set(['forest', 'mountain', 'tundra', 'lake']));
    const tiles = allTiles(first);
    const where = (kind: string): Set<string> => new Set(tiles.filter((t) => t.symbols.some((s) => s.kind === kind)).map((t) => t.terrain));
    expect(where('animal')).toEqual(new Set(['forest', 'tundra']));
    expect(where('fish')).toEqual(new Set(['river']));
    expect(where('river-gold')).toEqual(new Set(['tundra', 'lake', 'river']));
    expect(where('mountain-gold')).toEqual(new Set(['mountain', 'spring']));
  });

  it('LV-COMP-11 first edition triangles include the bear cave and the quiet nook', () => {
    const names = first.triangles.map((t) => t.name);
    expect(names.filter((n) => n === 'bear-cave')).toHaveLength(1);
    expect(names.filter((n) => n === 'quiet-nook')).toHaveLength(1);
    expect(first.triangles.find((t) => t.name === 'bear-cave')?.symbols).toEqual([{ kind: 'animal', count: 1 }]);
    // Our design: the others are landscape triangles, with terrain and symbols only.
    expect(names.filter((n) => n === 'landscape')).toHaveLength(8);
  });

  it('LV-COMP-11 first edition leaves animals in the pool for the bear cave to restock', () => {
    expect(poolSize(first, 'animal') - symbolTotal(allTiles(first), 'animal')).toBe(2);
  });

  it('LV-COMP-12 first edition spring holds a mother lode of mountain gold (needs a mine) and water', () => {
    expect(first.spring.symbols).toEqual([{ kind: 'mountain-gold', count: 4 }]);
    expect(first.spring.water).toBe(true);
    expect(first.spring.terrain).toBe('mountain');
  });

  it('LV-COMP-13 first edition starting inventory is 3 tools, 1 food, 1 timber and 2 whiskies', () => {
    expect(first.startingInventory).toEqual([
      { item: 'tool', count: 3 },
      { item: 'food', count: 1 },
      { item: 'timber', count: 1 },
      { item: 'whiskey', count: 2 },
    ]);
  });

  it('LV-COMP-14 first edition inventory: backpack 6 and cart 4 for raw materials, gear area 6 for items; timber 2 spaces, items 1 or 2, special items 1', () => {
    expect(first.inventory).toEqual({
      backpack: { spaces: 6, holds: ['raw-material'] },
      cart: { spaces: 4, holds: ['raw-material'] },
      gearArea: { spaces: 6, holds: ['permanent-gear', 'one-time-gear'] },
    });
    const spaces = Object.fromEntries(first.supply.map((i) => [i.id, i.spaces]));
    expect([spaces.timber, spaces.food, spaces.tool]).toEqual([2, 1, 1]);
    for (const item of first.supply.filter((i) => i.category === 'permanent-gear')) expect([1, 2]).toContain(item.spaces);
    for (const item of first.supply.filter((i) => i.category === 'one-time-gear')) expect(item.spaces).toBe(1);
    for (const kind of first.markers.event.filter((k) => k.category === 'one-time-gear')) expect(kind.spaces).toBe(1);
  });

  it('LV-COMP-15 first edition gold markers are worth 1 to 4 nuggets', () => {
    const values = [...first.markers['river-gold'], ...first.markers['mountain-gold']].map((k) => k.value);
    expect(Math.min(...values.map(Number))).toBe(1);
    expect(Math.max(...values.map(Number))).toBe(4);
  });

  it('LV-COMP-16 first edition seats 2 to 4 and carries no player-count marks', () => {
    expect(EDITION_PLAYERS.first).toEqual({ min: 2, max: 4 });
    const marks = [
      ...allTiles(first).map((t) => t.minPlayers),
      ...Object.values(first.markers).flat().map((k) => k.minPlayers),
      ...first.supply.flatMap((i) => i.counts.map((c) => c.minPlayers)),
    ];
    expect(marks.filter((m) => m !== undefined)).toEqual([]);
  });

  it('LV-COMP-17 first edition store goods: whiskey, cart, boat, horse, rifle, axe, fishing rod, sieve, dynamite and raw materials have prices; works do not', () => {
    const priced = first.supply.filter((i) => i.price !== undefined).map((i) => i.id).sort();
    expect(priced).toEqual(['axe', 'boat', 'cart', 'dynamite-box', 'fishing-rod', 'food', 'horse', 'rifle', 'sieve', 'timber', 'tool', 'whiskey']);
  });

  it('LV-COMP-18 first edition works and their costs: fish trap and sawmill 1 tool, mine 1 tool, 1 food and 1 timber', () => {
    const works = Object.fromEntries(first.supply.filter((i) => i.category === 'work').map((i) => [i.id, i.buildCost]));
    expect(works).toEqual({ 'fish-trap': { tool: 1 }, sawmill: { tool: 1 }, mine: { tool: 1, food: 1, timber: 1 } });
  });
});

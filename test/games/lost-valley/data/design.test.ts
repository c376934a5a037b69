import { describe, expect, it } from 'vitest';
import {
  bankOfCorner,
  firstEditionComponents as first,
  riverBanks,
  riverShape,
  secondEditionComponents as second,
  type LostValleyComponents,
} from '../../../../src/games/lost-valley/data/index.js';
import { allTiles, byIdentity, poolSize, symbolTotal } from './component-helpers.js';

const editions: [string, LostValleyComponents][] = [['first', first], ['second', second]];

describe('lost-valley components: river diamonds', () => {
  it('LV-COMP-50: riverShape names straights (0-2, 1-3), acute bends (3-0, 1-2) and obtuse bends (0-1, 2-3)', () => {
    expect(riverShape([0, 2])).toBe('straight');
    expect(riverShape([3, 1])).toBe('straight');
    expect(riverShape([3, 0])).toBe('acute-bend');
    expect(riverShape([2, 1])).toBe('acute-bend');
    expect(riverShape([0, 1])).toBe('obtuse-bend');
    expect(riverShape([3, 2])).toBe('obtuse-bend');
  });

  it('LV-COMP-50: riverBanks splits the four corners on each side of the river', () => {
    expect(riverBanks([0, 2])).toEqual([[1, 2], [3, 0]]);
    expect(riverBanks([1, 3])).toEqual([[2, 3], [0, 1]]);
    expect(riverBanks([3, 0])).toEqual([[0], [1, 2, 3]]);
    expect(riverBanks([0, 1])).toEqual([[1], [2, 3, 0]]);
    expect(riverBanks([2, 3])).toEqual([[3], [0, 1, 2]]);
    for (const edges of [[0, 2], [1, 3], [3, 0], [1, 2], [0, 1], [2, 3]] as [number, number][]) {
      const [a, b] = riverBanks(edges);
      expect([...a, ...b].sort()).toEqual([0, 1, 2, 3]);
      for (const corner of a) expect(bankOfCorner(edges, corner)).toBe(0);
      for (const corner of b) expect(bankOfCorner(edges, corner)).toBe(1);
    }
  });

  it.each(editions)('LV-COMP-50: %s edition river mix is 2 + 2 mirror-image straights, 5 obtuse bends and 3 acute bends', (_name, set) => {
    const shapes = set.riverDiamonds.map((t) => (riverShape(t.riverEdges!) === 'straight' ? `straight-${Math.min(...t.riverEdges!)}` : riverShape(t.riverEdges!)));
    const tally: Record<string, number> = {};
    for (const shape of shapes) tally[shape] = (tally[shape] ?? 0) + 1;
    expect(tally).toEqual({ 'straight-0': 2, 'straight-1': 2, 'obtuse-bend': 5, 'acute-bend': 3 });
  });

  it.each(editions)('LV-COMP-51: %s edition river tiles carry the fish (6 tiles) and river gold on one named bank', (_name, set) => {
    expect(set.riverDiamonds.filter((t) => t.symbols.some((s) => s.kind === 'fish'))).toHaveLength(6);
    for (const tile of set.riverDiamonds) {
      for (const symbol of tile.symbols) expect(symbol.bankCorner !== undefined).toBe(symbol.kind === 'river-gold');
    }
    expect(symbolTotal(set.riverDiamonds, 'river-gold')).toBe(14);
  });
});

describe('lost-valley components: where the symbols lie (our design)', () => {
  it.each(editions)('LV-COMP-51: %s edition puts river gold only where there is or can be water, mountain gold only on mountains, animals on forest and tundra', (_name, set) => {
    const tiles = allTiles(set);
    const water = new Set(set.triangles.filter((t) => t.water).map((t) => t.id));
    for (const tile of tiles) {
      for (const symbol of tile.symbols) {
        if (symbol.kind === 'river-gold') expect(['tundra', 'lake', 'river'].includes(tile.terrain) || water.has(tile.id)).toBe(true);
        if (symbol.kind === 'mountain-gold') expect(['mountain', 'spring']).toContain(tile.terrain);
        if (symbol.kind === 'animal') expect(['forest', 'tundra']).toContain(tile.terrain);
        if (symbol.kind === 'fish') expect(tile.terrain).toBe('river');
      }
    }
  });

  it('LV-COMP-51: second-edition events and clues lie on every land terrain', () => {
    for (const kind of ['event', 'clue'] as const) {
      const terrains = new Set(second.landDiamonds.filter((t) => t.symbols.some((s) => s.kind === kind)).map((t) => t.terrain));
      expect(terrains).toEqual(new Set(['forest', 'mountain', 'tundra', 'wasteland']));
    }
  });

  it('LV-COMP-54: land terrains are split 9 forest, 9 mountain, 8 tundra, 6 lake (first) and 10, 10, 10, 8 wasteland (second)', () => {
    const split = (set: LostValleyComponents): Record<string, number> => {
      const tally: Record<string, number> = {};
      for (const tile of set.landDiamonds) tally[tile.terrain!] = (tally[tile.terrain!] ?? 0) + 1;
      return tally;
    };
    expect(split(first)).toEqual({ forest: 9, mountain: 9, tundra: 8, lake: 6 });
    expect(split(second)).toEqual({ forest: 10, mountain: 10, tundra: 10, wasteland: 8 });
  });

  it('LV-COMP-54: second-edition land diamonds: 30 always, 3 marked 4+, 3 marked 5+, 2 marked 6+, spread over the terrains', () => {
    const marked = (mark: number | undefined): string[] => second.landDiamonds.filter((t) => t.minPlayers === mark).map((t) => t.terrain!);
    expect(marked(undefined)).toHaveLength(30);
    expect(marked(4).sort()).toEqual(['forest', 'mountain', 'tundra']);
    expect(marked(5).sort()).toEqual(['forest', 'mountain', 'tundra']);
    expect(marked(6).sort()).toEqual(['forest', 'mountain']);
  });

  it('LV-COMP-55: the first-edition valley uses every gold and event marker once it is all explored', () => {
    const tiles = allTiles(first);
    expect(symbolTotal(tiles, 'river-gold')).toBe(poolSize(first, 'river-gold'));
    expect(symbolTotal(tiles, 'mountain-gold')).toBe(poolSize(first, 'mountain-gold'));
    expect(symbolTotal(tiles, 'event')).toBe(poolSize(first, 'event'));
    expect(symbolTotal(tiles, 'animal')).toBe(10);
  });
});

describe('lost-valley components: second-edition splits (our design)', () => {
  it('LV-COMP-52: the 144 round markers split by kind and value', () => {
    expect(byIdentity(second, 'river-gold')).toEqual({ 'river-gold-2': 26, 'river-gold-3': 14 });
    expect(byIdentity(second, 'mountain-gold')).toEqual({ 'mountain-gold-4': 18, 'mountain-gold-5': 14, 'mountain-gold-6': 10 });
    expect(byIdentity(second, 'animal')).toEqual({ rat: 3, wolf: 5, deer: 5, bear: 3 });
    expect(byIdentity(second, 'event')).toEqual({ whiskey: 4, jerky: 3, 'dynamite-stick': 3, axe: 3, 'fishing-rod': 3, rifle: 2, sieve: 2, 'dynamite-box': 2 });
  });

  it('LV-COMP-52: the 133 square markers split by kind', () => {
    const square = Object.fromEntries(second.supply.filter((i) => i.piece === 'square').map((i) => [i.id, i.counts.reduce((n, c) => n + c.count, 0)]));
    expect(square).toEqual({
      food: 30, tool: 20, whiskey: 14, jerky: 4, 'dynamite-stick': 4, rifle: 6, axe: 6, 'fishing-rod': 6,
      'fish-trap': 8, sawmill: 8, 'hunting-trap': 5, mine: 10, xp: 6, miss: 6,
    });
  });

  it('LV-COMP-53: the 12 triangles: one each of the still, lost mine, food spit and black market, two of the others, four per back', () => {
    const tally: Record<string, number> = {};
    for (const tile of second.triangles) tally[tile.name] = (tally[tile.name] ?? 0) + 1;
    expect(tally).toEqual({ 'whiskey-still': 1, 'lost-mine': 1, 'food-spit': 1, 'black-market': 1, 'animal-den': 2, 'trading-outpost': 2, 'fishing-hole': 2, oasis: 2 });
    for (const back of ['A', 'B', 'C']) expect(second.triangles.filter((t) => t.back === back)).toHaveLength(4);
    expect(second.triangles.filter((t) => t.minPlayers !== undefined).map((t) => [t.name, t.minPlayers])).toEqual([['fishing-hole', 5], ['oasis', 6]]);
  });
});

describe('lost-valley components: the spring (our design)', () => {
  it('LV-COMP-56: the spring holds water in both editions; first edition a mountain with its mother lode, second a bare tundra', () => {
    expect(first.spring).toMatchObject({ name: 'spring', terrain: 'mountain', water: true, symbols: [{ kind: 'mountain-gold', count: 4 }], contents: [] });
    expect(second.spring).toMatchObject({ name: 'spring', terrain: 'tundra', water: true, symbols: [], contents: [] });
  });
});

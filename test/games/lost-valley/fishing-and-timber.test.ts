import { describe, expect, it } from 'vitest';
import { expectRefused, play } from './lv-helpers.js';
import { contextOf } from '../../../src/games/lost-valley/public.js';
import { hasWater } from '../../../src/games/lost-valley/works/water.js';
import { actionsOf, faceBeyond, held, scene, sceneTile } from './gather-helpers.js';

// Hand-built scenes (gather-helpers.ts `scene`): seat 0 stands at an intersection of a finished
// board with the tiles named; R01 is a river diamond with a fish symbol, R02 one without; L01 is
// a forest, L11 a mountain; T02 the Fishing Hole, T03 an Oasis; the wasteland is L33.

describe('fishing', () => {
  it('LV-FISH-1: a rod at the river gives one fish, a fish trap at the intersection one, a fish symbol one; with none of them, no fishing', () => {
    const rod = scene({ tiles: [{ around: 0, tile: 'R02', kind: 'river' }], goods: { 'fishing-rod': 1 } });
    const food = held(rod.state, 0, 'food');
    expect(actionsOf(rod.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    const { state, events } = play(rod.state, { type: 'fish', player: 0 });
    expect(held(state, 0, 'food')).toBe(food + 1);
    expect(state.g.turn.actions).toBe(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fished', food: 1 }));
    const symbol = scene({ tiles: [{ around: 0, tile: 'R01', kind: 'river' }] });
    expect(held(play(symbol.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 1);
    const bare = scene({ tiles: [{ around: 0, tile: 'R02', kind: 'river' }] });
    const trap = scene({ tiles: [{ around: 0, tile: 'R02', kind: 'river' }], works: [{ work: 'fish-trap', at: bare.v }] });
    expect(held(play(trap.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 1);
    expect(actionsOf(bare.state, 'fish')).toEqual([]);
    const error = expectRefused(bare.state, { type: 'fish', player: 0 }, 'lost-valley/no-fish');
    expect(error.rule).toBe('LV-FISH-1');
  });

  it('LV-FISH-2: rod, fish trap and fish symbol add up to three food', () => {
    const all = scene({ tiles: [{ around: 0, tile: 'R01', kind: 'river' }, { around: 3, tile: 'R01', kind: 'river' }], goods: { 'fishing-rod': 1 } });
    const withTrap = scene({ tiles: [{ around: 0, tile: 'R01', kind: 'river' }, { around: 3, tile: 'R01', kind: 'river' }], goods: { 'fishing-rod': 1 }, works: [{ work: 'fish-trap', at: all.v }] });
    const food = held(withTrap.state, 0, 'food');
    // Two fish symbols count once: at most one fish from the symbols.
    expect(held(play(all.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 2);
    expect(held(play(withTrap.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 3);
  });

  it('LV-FISH-3: a rod needs water of the tile\'s own at the intersection (river, Fishing Hole, Oasis); a tundra watered by a flume holds no fish', () => {
    const forest = scene({ tiles: [{ around: 0, tile: 'L01' }], goods: { 'fishing-rod': 1 } });
    expect(actionsOf(forest.state, 'fish')).toEqual([]);
    const oasis = scene({ tiles: [{ around: 0, tile: 'T03', kind: 'triangle' }], goods: { 'fishing-rod': 1 } });
    expect(actionsOf(oasis.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    // A tundra (L21) at the intersection, joined by a flume to a river out of reach: water for gold, not for fish.
    const beyond = faceBeyond(forest.state, forest.v, 0);
    const flumed = scene({
      tiles: [{ around: 0, tile: 'L21' }, { around: 0, face: beyond.face, tile: 'R02', kind: 'river' }],
      goods: { 'fishing-rod': 1 },
      works: [{ work: 'flume', at: beyond.edge }],
    });
    const ctx = contextOf(flumed.state);
    expect(hasWater(ctx, flumed.state.g, sceneTile(flumed, 0))).toBe(true);
    expect(actionsOf(flumed.state, 'fish')).toEqual([]);
  });

  it('LV-TRI-FISHING-HOLE-1: at the Fishing Hole a rod catches a fish, and its two events are taken like any other', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'T02', kind: 'triangle', markers: ['event', 'event'] }], goods: { 'fishing-rod': 1 } });
    expect(actionsOf(s.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    const tile = s.state.g.board.tiles.length - 1;
    expect(actionsOf(s.state, 'take-event')).toEqual([
      { type: 'take-event', player: 0, tile, pay: 'food' },
      { type: 'take-event', player: 0, tile, pay: 'timber' },
    ]);
  });

  it('LV-GATHER-1: what comes from the supply is capped by what is left of it', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'R01', kind: 'river' }], goods: { 'fishing-rod': 1 }, supply: { food: 1, timber: 0 } });
    const food = held(s.state, 0, 'food');
    const state = play(s.state, { type: 'fish', player: 0 }).state;
    expect(held(state, 0, 'food')).toBe(food + 1);
    expect(state.g.supply['food']).toBe(0);
    const empty = scene({ tiles: [{ around: 0, tile: 'L01' }], supply: { timber: 0 } });
    expect(actionsOf(empty.state, 'cut-timber')).toEqual([]);
  });
});

describe('timber', () => {
  it('LV-TIMBER-1: an adjacent forest gives 1 timber, 2 with an axe or at a sawmill, 3 with both; no forest, no timber', () => {
    const only = { food: 0, tool: 0 };
    const cut = (setup: Parameters<typeof scene>[0]): number => held(play(scene(setup).state, { type: 'cut-timber', player: 0 }).state, 0, 'timber');
    const forest = [{ around: 0, tile: 'L01' }];
    const v = scene({ tiles: forest }).v;
    expect(cut({ tiles: forest, only })).toBe(1);
    expect(cut({ tiles: forest, only: { ...only, axe: 1 } })).toBe(2);
    expect(cut({ tiles: forest, only, works: [{ work: 'sawmill', at: v }] })).toBe(2);
    expect(cut({ tiles: forest, only: { ...only, axe: 1 }, works: [{ work: 'sawmill', at: v }] })).toBe(3);
    const mountain = scene({ tiles: [{ around: 0, tile: 'L11' }], goods: { axe: 1 } });
    expect(actionsOf(mountain.state, 'cut-timber')).toEqual([]);
    expect(expectRefused(mountain.state, { type: 'cut-timber', player: 0 }, 'lost-valley/no-forest').rule).toBe('LV-TIMBER-1');
  });

  it('LV-TIMBER-2: a forest triangle is a forest too', () => {
    const still = scene({ tiles: [{ around: 0, tile: 'T05', kind: 'triangle', contents: [{ marker: 'whiskey', count: 6 }] }], only: {} });
    expect(held(play(still.state, { type: 'cut-timber', player: 0 }).state, 0, 'timber')).toBe(1);
  });

  it('LV-SKILL-BUSH-CUTTER-1: the Bush Cutter with an axe cuts 1 timber in a wasteland; without the axe or the skill, nothing', () => {
    const waste = [{ around: 0, tile: 'L33' }];
    expect(actionsOf(scene({ tiles: waste, goods: { axe: 1 } }).state, 'cut-timber')).toEqual([]);
    expect(actionsOf(scene({ tiles: waste, skills: ['bush-cutter'] }).state, 'cut-timber')).toEqual([]);
    const cutter = scene({ tiles: waste, only: {}, goods: { axe: 1 }, skills: ['bush-cutter'] });
    expect(held(play(cutter.state, { type: 'cut-timber', player: 0 }).state, 0, 'timber')).toBe(1);
  });
});

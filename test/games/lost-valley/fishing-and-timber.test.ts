import { describe, expect, it } from 'vitest';
import { expectRefused, play } from './lv-helpers.js';
import { contextOf, type ValleyPosition } from '../../../src/games/lost-valley/public.js';
import { hasWater } from '../../../src/games/lost-valley/works/water.js';
import { STARTING_GOODS as START, actionsOf, gatherSite, held, tileIndex, type GatherSetup, type GatherStep } from './gather-helpers.js';

// Legal boards (gather-helpers.ts `gatherSite`): the river's first diamond at the mouth (M0^,
// M1v), R01 with a fish symbol, R02 without (R05, with one, goes on above R01: M2v, M1^). At
// the river seat 0 stands at N1, which the river and the spring touch; away from it at O1, with
// a land diamond beside the river on N0^ and N1v (L01 a forest, L11 a mountain, L21 a tundra,
// L35 a bare wasteland) and a triangle on O0^ (T02 the Fishing Hole, T03 an Oasis, T05 the
// Whiskey Still), each touching O1.
const RIVER: GatherStep = ['R02', 'M0^', 'M1v'];
const FISHY: GatherStep = ['R01', 'M0^', 'M1v'];
const beside = (tile: string): GatherStep => [tile, 'N0^', 'N1v'];

describe('fishing', () => {
  it('LV-FISH-1: a rod at the river gives one fish, a fish trap at the intersection one, a fish symbol one; with none of them, no fishing', () => {
    const rod = gatherSite({ tiles: [RIVER, beside('L35')], at: 'N1', goods: { ...START, 'fishing-rod': 1 } });
    const food = held(rod.state, 0, 'food');
    expect(actionsOf(rod.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    const { state, events } = play(rod.state, { type: 'fish', player: 0 });
    expect(held(state, 0, 'food')).toBe(food + 1);
    expect(state.g.turn.actions).toBe(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fished', food: 1 }));
    const symbol = gatherSite({ tiles: [FISHY, beside('L35')], at: 'N1' });
    expect(held(play(symbol.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 1);
    const bare = gatherSite({ tiles: [RIVER, beside('L35')], at: 'N1' });
    const trap = gatherSite({ tiles: [RIVER, beside('L35')], at: 'N1', then: (p, v) => p.work('fish-trap', v, 1) });
    expect(held(play(trap.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 1);
    expect(actionsOf(bare.state, 'fish')).toEqual([]);
    const error = expectRefused(bare.state, { type: 'fish', player: 0 }, 'lost-valley/no-fish');
    expect(error.rule).toBe('LV-FISH-1');
  });

  it('LV-FISH-2: rod, fish trap and fish symbol add up to three food', () => {
    // R01 and R05 both touch N1, each with a fish symbol.
    const both: GatherSetup = { tiles: [FISHY, ['R05', 'M2v', 'M1^'], beside('L35')], at: 'N1', goods: { ...START, 'fishing-rod': 1 } };
    const all = gatherSite(both);
    const withTrap = gatherSite({ ...both, then: (p, v) => p.work('fish-trap', v, 1) });
    const food = held(withTrap.state, 0, 'food');
    // Two fish symbols count once: at most one fish from the symbols.
    expect(held(play(all.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 2);
    expect(held(play(withTrap.state, { type: 'fish', player: 0 }).state, 0, 'food')).toBe(food + 3);
  });

  it('LV-FISH-3: a rod needs water of the tile\'s own at the intersection (river, Fishing Hole, Oasis); a tundra watered by a flume holds no fish', () => {
    const forest = gatherSite({ tiles: [RIVER, beside('L01')], goods: { ...START, 'fishing-rod': 1 } });
    expect(actionsOf(forest.state, 'fish')).toEqual([]);
    const oasis = gatherSite({ tiles: [RIVER, beside('L35'), ['T03', 'O0^']], goods: { ...START, 'fishing-rod': 1 } });
    expect(actionsOf(oasis.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    // A tundra (L21) at the intersection, joined by a flume (on N0-N1) to the river out of reach: water for gold, not for fish.
    const flumed = gatherSite({ tiles: [RIVER, beside('L21')], goods: { ...START, 'fishing-rod': 1 }, then: (p) => p.work('flume', 'N0-N1', 1) });
    const ctx = contextOf(flumed.state);
    expect(hasWater(ctx, flumed.state.g, tileIndex(flumed.state, 'L21'))).toBe(true);
    expect(hasWater(ctx, forest.state.g, tileIndex(forest.state, 'L01'))).toBe(false);
    expect(actionsOf(flumed.state, 'fish')).toEqual([]);
  });

  it('LV-TRI-FISHING-HOLE-1: at the Fishing Hole a rod catches a fish, and its two events are taken like any other', () => {
    const s = gatherSite({ tiles: [RIVER, beside('L35'), ['T02', 'O0^']], goods: { ...START, 'fishing-rod': 1 } });
    expect(actionsOf(s.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    const tile = tileIndex(s.state, 'T02');
    expect(actionsOf(s.state, 'take-event')).toEqual([
      { type: 'take-event', player: 0, tile, pay: 'food' },
      { type: 'take-event', player: 0, tile, pay: 'timber' },
    ]);
  });

  it('LV-GATHER-1: what comes from the supply is capped by what is left of it', () => {
    // Six prospectors and a replacement set of 13 food and 6 timber (LV-SETUP-6): each starts
    // with 2 food and 1 timber, so the supply holds 1 food and no timber.
    const low = { players: 6, counts: { food: 13, timber: 6 } };
    const s = gatherSite({ ...low, tiles: [FISHY, beside('L35')], at: 'N1', goods: { ...START, 'fishing-rod': 1 } });
    expect([s.state.g.supply['food'], s.state.g.supply['timber']]).toEqual([1, 0]);
    const food = held(s.state, 0, 'food');
    const state = play(s.state, { type: 'fish', player: 0 }).state;
    expect(held(state, 0, 'food')).toBe(food + 1);
    expect(state.g.supply['food']).toBe(0);
    const empty = gatherSite({ ...low, tiles: [RIVER, beside('L01')] });
    expect(actionsOf(empty.state, 'cut-timber')).toEqual([]);
  });
});

describe('timber', () => {
  it('LV-TIMBER-1: an adjacent forest gives 1 timber, 2 with an axe or at a sawmill, 3 with both; no forest, no timber', () => {
    // Seat 0 holds no timber (and no food or tools) before cutting.
    const forest = [RIVER, beside('L01')];
    const cut = (setup: Omit<GatherSetup, 'tiles'>): number => held(play(gatherSite({ tiles: forest, ...setup }).state, { type: 'cut-timber', player: 0 }).state, 0, 'timber');
    const sawmill = (p: ValleyPosition, v: number) => p.work('sawmill', v, 1);
    expect(cut({ goods: {} })).toBe(1);
    expect(cut({ goods: { axe: 1 } })).toBe(2);
    expect(cut({ goods: {}, then: sawmill })).toBe(2);
    expect(cut({ goods: { axe: 1 }, then: sawmill })).toBe(3);
    const mountain = gatherSite({ tiles: [RIVER, beside('L11')], goods: { ...START, axe: 1 } });
    expect(actionsOf(mountain.state, 'cut-timber')).toEqual([]);
    expect(expectRefused(mountain.state, { type: 'cut-timber', player: 0 }, 'lost-valley/no-forest').rule).toBe('LV-TIMBER-1');
  });

  it('LV-TIMBER-2: a forest triangle is a forest too', () => {
    const still = gatherSite({ tiles: [RIVER, beside('L35'), ['T05', 'O0^']], goods: {} });
    expect(actionsOf(still.state, 'cut-timber')).toEqual([{ type: 'cut-timber', player: 0 }]);
    expect(held(play(still.state, { type: 'cut-timber', player: 0 }).state, 0, 'timber')).toBe(1);
  });

  it('LV-SKILL-BUSH-CUTTER-1: the Bush Cutter with an axe cuts 1 timber in a wasteland; without the axe or the skill, nothing', () => {
    const waste = [RIVER, beside('L35')];
    expect(actionsOf(gatherSite({ tiles: waste, goods: { ...START, axe: 1 } }).state, 'cut-timber')).toEqual([]);
    expect(actionsOf(gatherSite({ tiles: waste, skills: ['bush-cutter'] }).state, 'cut-timber')).toEqual([]);
    const cutter = gatherSite({ tiles: waste, goods: { axe: 1 }, skills: ['bush-cutter'] });
    expect(held(play(cutter.state, { type: 'cut-timber', player: 0 }).state, 0, 'timber')).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { findMarker, type MarkerSlot } from '../../../src/games/lost-valley/public.js';
import { expectRefused, play } from './lv-helpers.js';
import { actionsOf, held, scene, sceneTile } from './gather-helpers.js';

// Hand-built scenes (gather-helpers.ts `scene`): seat 0 stands at a corner of the triangle named,
// with what the data lays on it (T05 the Whiskey Still, T06 the Lost Mine, T09 the Food Spit).

const still = (whiskey: number, only?: Record<string, number>) =>
  scene({ tiles: [{ around: 0, tile: 'T05', kind: 'triangle', contents: [{ marker: 'whiskey', count: whiskey }] }], ...(only ? { only } : {}) });

describe("the triangles' actions", () => {
  it('LV-TRI-STILL-1: the Whiskey Still gives 1 whiskey, or 2 for a food or a timber, once per turn', () => {
    const s = still(6);
    const tile = sceneTile(s, 0);
    expect(actionsOf(s.state, 'whiskey-still')).toEqual([
      { type: 'whiskey-still', player: 0, tile, pay: 'none' },
      { type: 'whiskey-still', player: 0, tile, pay: 'food' },
      { type: 'whiskey-still', player: 0, tile, pay: 'timber' },
    ]);
    const { state, events } = play(s.state, { type: 'whiskey-still', player: 0, tile, pay: 'food' });
    expect(held(state, 0, 'whiskey')).toBe(2);
    expect(held(state, 0, 'food')).toBe(1);
    expect(state.g.board.tiles[tile]!.contents).toEqual([{ marker: 'whiskey', count: 4 }]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'triangle-used', triangle: 'whiskey-still', count: 2 }));
    // A whiskey gives a second action, but not at the still again this turn.
    const second = play(state, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(second.g.turn.extra.actions).toBe(1);
    expect(actionsOf(second, 'whiskey-still')).toEqual([]);
    expect(expectRefused(second, { type: 'whiskey-still', player: 0, tile, pay: 'none' }, 'lost-valley/once-per-turn').rule).toBe('LV-TRI-STILL-1');
    // One whiskey left: only the free one.
    const last = still(1);
    expect(actionsOf(last.state, 'whiskey-still')).toEqual([{ type: 'whiskey-still', player: 0, tile, pay: 'none' }]);
    const emptied = play(last.state, { type: 'whiskey-still', player: 0, tile, pay: 'none' }).state;
    expect(emptied.g.board.tiles[tile]!.contents).toEqual([]);
  });

  it('LV-TRI-LOST-MINE-1: the Lost Mine gives a stick of dynamite for 1 food and 1 timber, or 1 food and a gold or fur marker', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'T06', kind: 'triangle', contents: [{ marker: 'dynamite-stick', count: 4 }] }] });
    const tile = sceneTile(s, 0);
    const gold: MarkerSlot = { id: 90, pool: 'river-gold', identity: 'river-gold-2', bank: null, seenBy: [0], faceUp: false };
    const twin: MarkerSlot = { ...gold, id: 91 };
    const fur: MarkerSlot = { id: 92, pool: 'animal', identity: 'rat', bank: null, seenBy: [], faceUp: true };
    const p = s.state.g.prospectors[0]!;
    const rich = { ...s.state, g: { ...s.state.g, nextMarker: 93, prospectors: [{ ...p, inventory: { ...p.inventory, goldBag: [gold, twin, fur] } }, s.state.g.prospectors[1]!] } };
    // Two alike gold markers give one choice.
    expect(actionsOf(rich, 'lost-mine')).toEqual([
      { type: 'lost-mine', player: 0, tile, timberOr: 'timber' },
      { type: 'lost-mine', player: 0, tile, timberOr: 90 },
      { type: 'lost-mine', player: 0, tile, timberOr: 92 },
    ]);
    const byTimber = play(rich, { type: 'lost-mine', player: 0, tile, timberOr: 'timber' }).state;
    expect([held(byTimber, 0, 'dynamite-stick'), held(byTimber, 0, 'food'), held(byTimber, 0, 'timber')]).toEqual([1, 1, 0]);
    expect(byTimber.g.board.tiles[tile]!.contents).toEqual([{ marker: 'dynamite-stick', count: 3 }]);
    const byGold = play(rich, { type: 'lost-mine', player: 0, tile, timberOr: 90 }).state;
    expect([held(byGold, 0, 'dynamite-stick'), held(byGold, 0, 'timber')]).toEqual([1, 1]);
    expect(findMarker(byGold.g, 90)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    const hungry = scene({ tiles: [{ around: 0, tile: 'T06', kind: 'triangle', contents: [{ marker: 'dynamite-stick', count: 4 }] }], only: { timber: 1 } });
    expect(actionsOf(hungry.state, 'lost-mine')).toEqual([]);
    expect(expectRefused(hungry.state, { type: 'lost-mine', player: 0, tile, timberOr: 'timber' }, 'lost-valley/cannot-pay').rule).toBe('LV-TRI-LOST-MINE-1');
  });

  it('LV-TRI-SPIT-1: the Food Spit gives a jerky for 2 food, while jerky is left', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'T09', kind: 'triangle', contents: [{ marker: 'jerky', count: 1 }] }] });
    const tile = sceneTile(s, 0);
    expect(actionsOf(s.state, 'food-spit')).toEqual([{ type: 'food-spit', player: 0, tile }]);
    const state = play(s.state, { type: 'food-spit', player: 0, tile }).state;
    expect([held(state, 0, 'jerky'), held(state, 0, 'food')]).toEqual([1, 0]);
    expect(state.g.supply['food']).toBe(s.state.g.supply['food']! + 2);
    expect(state.g.board.tiles[tile]!.contents).toEqual([]);
    // The jerky is then eaten for 4 food (LV-JERKY-1, the lead's).
    expect(held(play(state, { type: 'eat-jerky', player: 0 }).state, 0, 'food')).toBe(4);
    const thin = scene({ tiles: [{ around: 0, tile: 'T09', kind: 'triangle', contents: [{ marker: 'jerky', count: 4 }] }], only: { food: 1 } });
    expect(actionsOf(thin.state, 'food-spit')).toEqual([]);
    expect(expectRefused(thin.state, { type: 'food-spit', player: 0, tile }, 'lost-valley/cannot-pay').rule).toBe('LV-TRI-SPIT-1');
    expect(expectRefused(state, { type: 'food-spit', player: 0, tile }, 'lost-valley/no-triangle').rule).toBe('LV-TRI-SPIT-1');
  });
});

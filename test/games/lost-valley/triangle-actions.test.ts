import { describe, expect, it } from 'vitest';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { expectRefused, play } from './lv-helpers.js';
import { actionsOf, gatherSite, held, tileIndex, type GatherSetup, type GatherStep } from './gather-helpers.js';
import { bagAll, bagIds } from './gold-helpers.js';

// Legal boards (gather-helpers.ts `gatherSite`): seat 0 stands at O1, a corner of the triangle
// named on O0^ (T05 the Whiskey Still, T06 the Lost Mine, T09 the Food Spit), laid with what the
// supply gives it; the river R02 at the mouth (M0^, M1v), the bare wasteland L35 beside it (N0^,
// N1v).

/** The board with a triangle on O0^; the `inHand` items of the supply are in seat 0's hands while it is laid. */
const triangleAt = (triangle: string, setup: Omit<GatherSetup, 'tiles'> = {}, inHand: Record<string, number> = {}) => {
  const hold = Object.entries(inHand);
  const tiles: GatherStep[] = [['R02', 'M0^', 'M1v'], ['L35', 'N0^', 'N1v']];
  if (hold.length > 0) tiles.push((p) => hold.reduce((q, [item, n]) => q.take(0, item, n), p));
  tiles.push([triangle, 'O0^']);
  return gatherSite({ ...setup, tiles });
};

// A still with one whiskey left: a replacement set of 6 whiskey (LV-SETUP-6), 5 of them held when
// the still was laid, so it got the one left (LV-TURN-5); they are back in the supply since, as
// if drunk. Reachable the same way in a real game: whiskey bought, then drunk.
const still = (whiskey: 6 | 1) => (whiskey === 6 ? triangleAt('T05') : triangleAt('T05', { counts: { whiskey: 6 } }, { whiskey: 5 }));

describe("the triangles' actions", () => {
  it('LV-TRI-STILL-1: the Whiskey Still gives 1 whiskey, or 2 for a food or a timber, once per turn', () => {
    const s = still(6);
    const tile = tileIndex(s.state, 'T05');
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
    expect(last.state.g.board.tiles[tile]!.contents).toEqual([{ marker: 'whiskey', count: 1 }]);
    expect(actionsOf(last.state, 'whiskey-still')).toEqual([{ type: 'whiskey-still', player: 0, tile, pay: 'none' }]);
    const emptied = play(last.state, { type: 'whiskey-still', player: 0, tile, pay: 'none' }).state;
    expect(emptied.g.board.tiles[tile]!.contents).toEqual([]);
  });

  it('LV-TRI-LOST-MINE-1: the Lost Mine gives a stick of dynamite for 1 food and 1 timber, or 1 food and a gold or fur marker', () => {
    // Built: two river-gold 2s and a rat's fur in seat 0's bag, from their pools.
    const s = triangleAt('T06', { then: (p) => bagAll(p, 0, ['river-gold-2', 'river-gold-2', 'rat']) });
    const tile = tileIndex(s.state, 'T06');
    expect(s.state.g.board.tiles[tile]!.contents).toEqual([{ marker: 'dynamite-stick', count: 4 }]);
    const rich = s.state;
    const [gold, , fur] = bagIds(rich, 0) as [number, number, number];
    // Two alike gold markers give one choice.
    expect(actionsOf(rich, 'lost-mine')).toEqual([
      { type: 'lost-mine', player: 0, tile, timberOr: 'timber' },
      { type: 'lost-mine', player: 0, tile, timberOr: gold },
      { type: 'lost-mine', player: 0, tile, timberOr: fur },
    ]);
    const byTimber = play(rich, { type: 'lost-mine', player: 0, tile, timberOr: 'timber' }).state;
    expect([held(byTimber, 0, 'dynamite-stick'), held(byTimber, 0, 'food'), held(byTimber, 0, 'timber')]).toEqual([1, 1, 0]);
    expect(byTimber.g.board.tiles[tile]!.contents).toEqual([{ marker: 'dynamite-stick', count: 3 }]);
    const byGold = play(rich, { type: 'lost-mine', player: 0, tile, timberOr: gold }).state;
    expect([held(byGold, 0, 'dynamite-stick'), held(byGold, 0, 'timber')]).toEqual([1, 1]);
    expect(findMarker(byGold.g, gold)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    const hungry = triangleAt('T06', { goods: { timber: 1 } });
    expect(actionsOf(hungry.state, 'lost-mine')).toEqual([]);
    expect(expectRefused(hungry.state, { type: 'lost-mine', player: 0, tile, timberOr: 'timber' }, 'lost-valley/cannot-pay').rule).toBe('LV-TRI-LOST-MINE-1');
  });

  it('LV-TRI-SPIT-1: the Food Spit gives a jerky for 2 food, while jerky is left', () => {
    // A spit with one jerky left: 3 of the supply's 4 held when it was laid, so it got the one
    // left (LV-TURN-5), and back in the supply since. Reachable in a real game: three spits, the
    // jerky eaten since.
    const s = triangleAt('T09', {}, { jerky: 3 });
    const tile = tileIndex(s.state, 'T09');
    expect(s.state.g.board.tiles[tile]!.contents).toEqual([{ marker: 'jerky', count: 1 }]);
    expect(actionsOf(s.state, 'food-spit')).toEqual([{ type: 'food-spit', player: 0, tile }]);
    const state = play(s.state, { type: 'food-spit', player: 0, tile }).state;
    expect([held(state, 0, 'jerky'), held(state, 0, 'food')]).toEqual([1, 0]);
    expect(state.g.supply['food']).toBe(s.state.g.supply['food']! + 2);
    expect(state.g.board.tiles[tile]!.contents).toEqual([]);
    // The jerky is then eaten for 4 food (LV-JERKY-1, the lead's).
    expect(held(play(state, { type: 'eat-jerky', player: 0 }).state, 0, 'food')).toBe(4);
    const thin = triangleAt('T09', { goods: { food: 1 } });
    expect(thin.state.g.board.tiles[tile]!.contents).toEqual([{ marker: 'jerky', count: 4 }]);
    expect(actionsOf(thin.state, 'food-spit')).toEqual([]);
    expect(expectRefused(thin.state, { type: 'food-spit', player: 0, tile }, 'lost-valley/cannot-pay').rule).toBe('LV-TRI-SPIT-1');
    expect(expectRefused(state, { type: 'food-spit', player: 0, tile }, 'lost-valley/no-triangle').rule).toBe('LV-TRI-SPIT-1');
  });
});

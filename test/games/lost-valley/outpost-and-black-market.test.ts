import { describe, expect, it } from 'vitest';
import { countOf, findMarker, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { withGearMarker } from '../../../src/games/lost-valley/position/hidden-gear-step.js';
import { bagIds, goldGame, reveal } from './gold-helpers.js';
import { built, expectRefused, legal, play, position } from './lv-helpers.js';

// Built: on the gold opening, a triangle laid at the mouth's face O0^ (the optional triangle at
// O0, a corner of L11), with the markers its symbols lay; seat 0 stands at O0. The Black Market
// T10 is of back C: its scenes play a set whose triangle pile is T10 alone.

function laid(triangle: 'T01' | 'T10'): { state: LostValleyState; tile: number; markers: number[] } {
  const state = built(position(goldGame(2, {}, [triangle])).triangle(triangle, 'O0^').at(0, 'O0'));
  const tile = state.g.board.tiles.findIndex((t) => t.tile === triangle);
  return { state, tile, markers: state.g.board.tiles[tile]!.markers.map((m) => m.id) };
}

describe('Trading Outposts and the Black Market', () => {
  it('LV-TRADE-OUTPOST-1: a Trading Outpost trades like the trading post, and sells the clues laid on it', () => {
    const outpost = laid('T01');
    const { tile } = outpost;
    const [first, second, third] = outpost.markers;
    expect(outpost.state.g.board.tiles[tile]!.markers.map((m) => m.pool)).toEqual(['clue', 'clue', 'clue']);
    const state = built(position(outpost.state).bag(0, 'river-gold-3'));
    const [gold] = bagIds(state, 0);
    expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile });
    expect(expectRefused(state, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/no-store').rule).toBe('LV-TRADE-1');
    let s = play(state, { type: 'open-trade', player: 0, tile }).state;
    for (const action of [{ type: 'trade-clue' }, { type: 'trade-pay', payment: { marker: gold } }, { type: 'close-trade' }]) s = play(s, { player: 0, ...action }).state;
    s = reveal(s, 'clue-wasteland');
    expect(s.g.board.tiles[tile]!.markers.map((m) => m.id)).toEqual([second, third]);
    expect(s.g.prospectors[0]!.inventory.goldBag.map((m) => [m.id, m.identity])).toEqual([[first, 'clue-wasteland']]);
    expect(s.g.tradingPostMarkers).toHaveLength(4);
  });

  it('LV-TRADE-BLACK-MARKET-1: as a trade, a clue laid face down on the Black Market buys one of its three events; the others go back known', () => {
    const market = laid('T10');
    const { tile } = market;
    const [first, second, third] = market.markers;
    const state = built(position(market.state).bag(0, 'clue-forest'));
    const [clue] = bagIds(state, 0);
    expect(legal(state)).toContainEqual({ type: 'black-market', player: 0, tile, give: clue });
    let s = play(state, { type: 'black-market', player: 0, tile, give: clue! }).state;
    expect(s.g.turn.trades).toBe(1);
    s = reveal(reveal(reveal(s, 'whiskey'), 'axe'), 'sieve');
    expect(legal(s)).toEqual(market.markers.map((id) => ({ type: 'choose-markers', player: 0, markers: [id] })));
    s = play(s, { type: 'choose-markers', player: 0, markers: [second!] }).state;
    expect(countOf(s.g.prospectors[0]!.inventory, 'axe')).toBe(1);
    expect(s.g.board.tiles[tile]!.markers.map((m) => [m.id, m.identity, m.seenBy, m.faceUp])).toEqual([
      [first, 'whiskey', [0], false],
      [third, 'sieve', [0], false],
      [clue, 'clue-forest', [0], false],
    ]);
    expect(findMarker(s.g, clue!)!.place).toEqual({ kind: 'tile', tile });
  });

  it('LV-TRADE-BLACK-MARKET-1: a face-down event marker held as gear can be swapped; gold cannot', () => {
    const market = laid('T10');
    const { tile } = market;
    // Built: seat 0 holds a whiskey face down as gear (as taking it from a tile leaves it) and a 2.
    const state = built(withGearMarker(position(market.state), 0, 'whiskey').bag(0, 'river-gold-2'));
    const [whiskey] = state.g.prospectors[0]!.inventory.hiddenGear.map((m) => m.id);
    const [gold] = bagIds(state, 0);
    expect(legal(state).filter((a) => a.type === 'black-market')).toEqual([{ type: 'black-market', player: 0, tile, give: whiskey }]);
    expect(expectRefused(state, { type: 'black-market', player: 0, tile, give: gold! }, 'lost-valley/not-a-payment').rule).toBe('LV-TRADE-BLACK-MARKET-1');
    // Only one-time gear is held face down: an axe event becomes the axe itself (LV-EVENT-3).
    expect(withGearMarker(position(market.state), 0, 'axe').build()).toMatchObject({ ok: false, error: { code: 'position/impossible', details: { invariant: 'marker-place' } } });
    const away = built(position(state).at(0, 'N0'));
    expect(expectRefused(away, { type: 'black-market', player: 0, tile, give: whiskey! }, 'lost-valley/no-black-market').rule).toBe('LV-TRADE-BLACK-MARKET-1');
  });
});

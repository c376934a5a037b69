import { describe, expect, it } from 'vitest';
import { countOf, findMarker } from '../../../src/games/lost-valley/public.js';
import { goldGame, marker, reveal, setInventory, setProspector, withBag, withTriangle } from './gold-helpers.js';
import { expectRefused, legal, node, play } from './lv-helpers.js';

// Hand-built: a triangle laid at (2, 0), a corner of L11, with its markers; seat 0 stands there.

describe('Trading Outposts and the Black Market', () => {
  it('LV-TRADE-OUTPOST-1: a Trading Outpost trades like the trading post, and sells the clues laid on it', () => {
    const start = goldGame();
    const at = node(start, 2, 0);
    const { state: laid, tile } = withTriangle(start, 'T01', at, [marker(1100, 'clue', null), marker(1101, 'clue', null), marker(1102, 'clue', null)]);
    const state = withBag(setProspector(laid, 0, { node: at }), 0, ['river-gold-3']);
    expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile });
    expect(expectRefused(state, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/no-store').rule).toBe('LV-TRADE-1');
    let s = play(state, { type: 'open-trade', player: 0, tile }).state;
    for (const action of [{ type: 'trade-clue' }, { type: 'trade-pay', payment: { marker: 1000 } }, { type: 'close-trade' }]) s = play(s, { player: 0, ...action }).state;
    s = reveal(s, 'clue-wasteland');
    expect(s.g.board.tiles[tile]!.markers.map((m) => m.id)).toEqual([1101, 1102]);
    expect(s.g.prospectors[0]!.inventory.goldBag.map((m) => [m.id, m.identity])).toEqual([[1100, 'clue-wasteland']]);
    expect(s.g.tradingPostMarkers).toHaveLength(4);
  });

  it('LV-TRADE-BLACK-MARKET-1: as a trade, a clue laid face down on the Black Market buys one of its three events; the others go back known', () => {
    const start = goldGame();
    const at = node(start, 2, 0);
    const { state: laid, tile } = withTriangle(start, 'T10', at, [marker(1100, 'event', null), marker(1101, 'event', null), marker(1102, 'event', null)]);
    const state = withBag(setProspector(laid, 0, { node: at }), 0, ['clue-forest'], 1000);
    expect(legal(state)).toContainEqual({ type: 'black-market', player: 0, tile, give: 1000 });
    let s = play(state, { type: 'black-market', player: 0, tile, give: 1000 }).state;
    expect(s.g.turn.trades).toBe(1);
    s = reveal(reveal(reveal(s, 'whiskey'), 'axe'), 'sieve');
    expect(legal(s)).toEqual([1100, 1101, 1102].map((id) => ({ type: 'choose-markers', player: 0, markers: [id] })));
    s = play(s, { type: 'choose-markers', player: 0, markers: [1101] }).state;
    expect(countOf(s.g.prospectors[0]!.inventory, 'axe')).toBe(1);
    expect(s.g.board.tiles[tile]!.markers.map((m) => [m.id, m.identity, m.seenBy, m.faceUp])).toEqual([
      [1100, 'whiskey', [0], false],
      [1102, 'sieve', [0], false],
      [1000, 'clue-forest', [0], false],
    ]);
    expect(findMarker(s.g, 1000)!.place).toEqual({ kind: 'tile', tile });
  });

  it('LV-TRADE-BLACK-MARKET-1: a face-down event marker held as gear can be swapped; gold cannot', () => {
    const start = goldGame();
    const at = node(start, 2, 0);
    const { state: laid, tile } = withTriangle(start, 'T10', at, [marker(1100, 'event', null), marker(1101, 'event', null), marker(1102, 'event', null)]);
    const withGear = setInventory(setProspector(laid, 0, { node: at }), 0, { hiddenGear: [marker(1200, 'event', 'whiskey', [0])] });
    const state = withBag(withGear, 0, ['river-gold-2'], 1300);
    expect(legal(state).filter((a) => a.type === 'black-market')).toEqual([{ type: 'black-market', player: 0, tile, give: 1200 }]);
    expect(expectRefused(state, { type: 'black-market', player: 0, tile, give: 1300 }, 'lost-valley/not-a-payment').rule).toBe('LV-TRADE-BLACK-MARKET-1');
    const away = setProspector(state, 0, { node: node(state, 1, 0) });
    expect(expectRefused(away, { type: 'black-market', player: 0, tile, give: 1200 }, 'lost-valley/no-black-market').rule).toBe('LV-TRADE-BLACK-MARKET-1');
  });
});

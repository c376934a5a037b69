import { describe, expect, it } from 'vitest';
import { getGame, loadGameResult, playerRangeOf, saveGame, startGame } from '../../../src/index.js';
import { componentsFor, componentsForPlayerCount, latticeRadiusFor } from '../../../src/games/lost-valley/public.js';
import { cornersOf, draw, newGame, node, placeFirst, play, smallSet, walk } from './lv-helpers.js';

describe('setup', () => {
  it('LV-SEAT-1: the second edition seats 2 to 6 players', () => {
    for (let players = 2; players <= 6; players++) expect(newGame({ players }).g.prospectors).toHaveLength(players);
    expect(startGame({ game: 'lost-valley', players: 7, seed: 1 }).ok).toBe(false);
  });

  it('LV-SEAT-1: the first edition seats 2 to 4 players and refuses 5 or 6, by variant or by option, in setups and saves', () => {
    for (let players = 2; players <= 4; players++) expect(startGame({ game: 'lost-valley', variant: 'first-edition', players, seed: 1 }).ok).toBe(true);
    for (const players of [5, 6]) {
      const byVariant = startGame({ game: 'lost-valley', variant: 'first-edition', players, seed: 1 });
      expect(byVariant.ok).toBe(false);
      if (!byVariant.ok) {
        expect(byVariant.error.code).toBe('invalid-setup');
        expect(byVariant.error.path).toEqual(['players']);
        expect(byVariant.error.message).toContain('2 to 4');
      }
      expect(startGame({ game: 'lost-valley', players, seed: 1, options: { edition: 'first' }, data: componentsFor('first') }).ok).toBe(false);
    }
    expect(playerRangeOf(getGame('lost-valley')!, { edition: 'first' })).toEqual({ min: 2, max: 4, rule: 'LV-FE-SEAT-1' });
    // A save of a four-seat first-edition game edited to six seats is refused whole.
    const saved = JSON.parse(saveGame(newGame({ players: 4, variant: 'first-edition' })));
    saved.state.players = 6;
    const loaded = loadGameResult(JSON.stringify(saved));
    expect(loaded.ok).toBe(false);
  });

  it('LV-SETUP-1, LV-SETUP-2, LV-SETUP-7: river and land diamonds in separate face-down piles, tiles marked above the player count left out', () => {
    for (const players of [2, 4, 6]) {
      const state = newGame({ players });
      const set = componentsForPlayerCount(componentsFor('second'), players);
      expect(state.g.piles.land).toEqual(set.landDiamonds.map((t) => t.id).sort());
      expect(state.g.piles.river).toEqual({ unseen: set.riverDiamonds.map((t) => t.id).sort(), bottom: [] });
      expect(state.g.piles.triangles).toEqual(set.triangles.map((t) => t.id).sort());
    }
    expect(newGame({ players: 2 }).g.piles.land.length).toBeLessThan(newGame({ players: 6 }).g.piles.land.length);
  });

  it('LV-SETUP-4: four clue markers lie face down on the trading post (second edition); none in the first', () => {
    expect(newGame().g.tradingPostMarkers).toEqual(Array.from({ length: 4 }, (_, id) => ({ id, pool: 'clue', identity: null, bank: null, seenBy: [], faceUp: false })));
    expect(newGame({ variant: 'first-edition' }).g.tradingPostMarkers).toEqual([]);
  });

  it('LV-INV-1, LV-INV-2, LV-INV-3, LV-INV-4, LV-INV-6, LV-INV-7: second edition: each prospector starts with 2 tools, 2 food and 1 timber in the backpack', () => {
    const inventory = newGame().g.prospectors[0]!.inventory;
    expect(inventory).toEqual({
      backpack: [{ item: 'tool', count: 2 }, { item: 'food', count: 2 }, { item: 'timber', count: 1 }],
      cart: null,
      gear: [],
      goldBag: [],
      hiddenGear: [],
      xp: 0,
      missMarker: false,
      skills: [],
    });
  });

  it('LV-INV1-1: first edition: 3 tools, 1 food, 1 timber and 2 whiskies (the whiskies on the gear area)', () => {
    const inventory = newGame({ variant: 'first-edition' }).g.prospectors[0]!.inventory;
    expect(inventory.backpack).toEqual([{ item: 'tool', count: 3 }, { item: 'food', count: 1 }, { item: 'timber', count: 1 }]);
    expect(inventory.gear).toEqual([{ item: 'whiskey', count: 2 }]);
  });

  it('LV-INV-8: the starting inventories come out of the supply', () => {
    const state = newGame({ players: 3 });
    const total = componentsFor('second').supply.find((item) => item.id === 'food')!.counts.reduce((sum, row) => sum + row.count, 0);
    expect(state.g.supply['food']).toBe(total - 3 * 2);
  });

  it('LV-SEAT-2: with two prospectors per seat the turn order is A1, B1, A2, B2', () => {
    const state = newGame({ players: 2, options: { prospectorsPerSeat: 2 } });
    expect(state.g.prospectors.map((p) => p.seat)).toEqual([0, 1, 0, 1]);
    expect(state.g.turnOrder).toEqual([0, 1, 2, 3]);
    const seats: number[] = [];
    let s = state;
    for (let i = 0; i < 5; i++) {
      const seat = s.g.prospectors[s.g.turnOrder[s.g.turn.index]!]!.seat;
      seats.push(seat * 10 + s.g.turn.index);
      s = walk(s, 0 === s.g.prospectors[s.g.turnOrder[s.g.turn.index]!]!.node ? node(s, i % 2, 0) : 0).state;
      while (s.g.pending.kind !== 'turn') {
        if (s.g.pending.kind === 'draw') s = draw(s, s.g.pending.pile, s.g.pending.pile === 'land' ? s.g.piles.land[0]! : s.g.pending.pile === 'river' ? s.g.piles.river.unseen[0]! : s.g.piles.triangles[0]!);
        else if (s.g.pending.kind === 'triangle-choice') s = walkDecline(s);
        else s = placeFirst(s);
      }
      s = play(s, { type: 'end-turn', player: seat }).state;
    }
    // Seat 0 leads prospectors 0 (A1) and 2 (A2); seat 1 leads 1 (B1) and 3 (B2).
    expect(seats).toEqual([0, 11, 2, 13, 0]);
  });

  it('LV-SETUP-6, LV-EDITION-1: setup accepts a replacement component set of the same edition and refuses another edition\'s', () => {
    const small = smallSet('second', { land: 3, river: 2, triangles: 1 });
    const ok = startGame({ game: 'lost-valley', players: 2, seed: 1, data: small });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect((ok.state.g as { piles: { land: string[] } }).piles.land).toEqual(['L01', 'L02', 'L03']);
    const wrong = startGame({ game: 'lost-valley', players: 2, seed: 1, data: componentsFor('first') });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toMatchObject({ code: 'invalid-setup', rule: 'LV-EDITION-1' });
    const broken = startGame({ game: 'lost-valley', players: 2, seed: 1, data: { ...small, landDiamonds: 'none' } });
    expect(broken.ok).toBe(false);
  });

  it('LV-GEO-1: the lattice is sized so that no exploration can outgrow it', () => {
    expect(latticeRadiusFor(componentsFor('second'))).toBe(2 * 50 + 13 + 4);
  });
});

function walkDecline(state: ReturnType<typeof newGame>) {
  return play(state, { type: 'decline-triangle', player: state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.seat }).state;
}

describe('markers', () => {
  it('LV-MARK-1, LV-MARK-2, LV-SETUP-5: each symbol on a new tile gets its markers face down, with no identity until first seen', () => {
    let state = walk(newGame(), node(newGame(), 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    const placed = state.g.board.tiles[0]!;
    // R01: two river gold on the bank of its corner 1, and a fish symbol, which takes no marker.
    expect(placed.markers).toHaveLength(2);
    expect(placed.markers.every((m) => m.pool === 'river-gold' && m.identity === null)).toBe(true);
    expect(state.g.markerSupply['river-gold']).toBe(newGame().g.markerSupply['river-gold'] - 2);
  });

  it('LV-MARK-3: river gold on a river tile lies on the bank of its symbol', () => {
    let state = walk(newGame(), node(newGame(), 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    const corners = cornersOf(state, 0);
    expect(state.g.board.tiles[0]!.markers.map((m) => m.bank)).toEqual([corners[1], corners[1]]);
  });

  it('LV-MARK-4: a component set whose pools cannot cover every symbol is refused, so markers never run out', () => {
    const data = { ...smallSet('second', { land: 38, river: 12, triangles: 12 }) };
    data.markers = { ...data.markers, 'river-gold': [{ id: 'river-gold-2', count: 1, value: 2 }] };
    const start = startGame({ game: 'lost-valley', players: 2, seed: 1, chance: 'external', data });
    expect(start.ok).toBe(false);
    if (!start.ok) expect(start.error.code).toBe('invalid-setup');
  });
});

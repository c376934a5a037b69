import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/games/lost-valley/public.js';
import { marker, piece } from './build-helpers.js';
import { feSite, kindPiece, offered, settle } from './first-edition-actions-helpers.js';
import { built, cornersOf, draw, expectRefused, legal, newGame, node, placeFirst, play, position, walk } from './lv-helpers.js';

// Every position is hand-built by `feSite` (a first-edition game, seat 0 at (2, 2) of a finished
// board); digging, paying and drawing are real play with forced chance.

const gold = (id: number, pool: 'river-gold' | 'mountain-gold') => marker(id, pool);
const bagOf = (state: Parameters<typeof settle>[0]) => state.g.prospectors[0]!.inventory.goldBag.map((slot) => slot.id);

describe('first edition: river gold', () => {
  it('LV-FEA-GOLD-1, LV-FEA-GOLD-6: one food buys one green marker from an adjacent lake or river-bank tile; the food goes back to the supply', () => {
    for (const tile of [(f: number) => piece(f, 'L27', [gold(500, 'river-gold')]), kindPiece('R01', 'river', [gold(500, 'river-gold')])]) {
      const { state } = feSite([tile], { food: 2 });
      expect(offered(state, 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [500] }]);
      const dug = settle(play(state, { type: 'river-gold', player: 0, markers: [500] }).state);
      expect(bagOf(dug)).toEqual([500]);
      expect(countOf(dug.g.prospectors[0]!.inventory, 'food')).toBe(1);
      expect(dug.g.supply['food']).toBe(state.g.supply['food']! + 1);
      expect(dug.g.turn.actions).toBe(1);
    }
    // No food, no gold.
    const hungry = feSite([(f) => piece(f, 'L27', [gold(500, 'river-gold')])], { tool: 1 });
    expect(offered(hungry.state, 'river-gold')).toEqual([]);
    expectRefused(hungry.state, { type: 'river-gold', player: 0, markers: [500] }, 'lost-valley/cannot-pay');
  });

  it('LV-FEA-GOLD-1: on a river tile explored in play the green markers lie on the bank of their symbol and are dug from that bank only', () => {
    // Real play with external chance: seat 0 explores (1, 0) with the river diamond R01 and the mountain L10.
    let state = newGame({ variant: 'first-edition' });
    state = walk(state, node(state, 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    state = placeFirst(draw(state, 'land', 'L10'));
    const bank = state.g.board.tiles[0]!.markers[0]!.bank!;
    // Built: seat 0 stood at each corner of R01 in turn.
    const at = (corner: number) => built(position(state).at(0, corner));
    const own = cornersOf(state, 0).filter((corner) => legal(at(corner)).some((a) => a.type === 'river-gold'));
    expect(own).toContain(bank);
    expect(own.sort((a, b) => a - b)).toEqual([node(state, 1, 0), node(state, 1, 1)].sort((a, b) => a - b));
    for (const corner of cornersOf(state, 0).filter((c) => !own.includes(c))) {
      expect(expectRefused(at(corner), { type: 'river-gold', player: 0, markers: [0] }, 'lost-valley/other-bank').rule).toBe('LV-GOLD-2');
    }
  });

  it('LV-FEA-GOLD-2: water is always at a river or lake; a tundra first needs a flume joining it to a lake or the river', () => {
    const around = [(f: number) => piece(f, 'L19', [gold(500, 'river-gold')]), 'L27'];
    const dry = feSite(around, { food: 1 });
    expect(offered(dry.state, 'river-gold')).toEqual([]);
    const refused = expectRefused(dry.state, { type: 'river-gold', player: 0, markers: [500] }, 'lost-valley/no-water');
    expect(refused.rule).toBe('LV-GOLD-1');
    // The edge between the tundra (ring face 0) and the lake (ring face 1) carries a flume.
    const wet = feSite(around, { food: 1 }, {}, { works: (s) => [{ work: 'flume', at: s.edges[0]!, builder: 1 }] });
    expect(offered(wet.state, 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [500] }]);
  });

  it('LV-FEA-GOLD-3: with a sieve the prospector takes two green markers', () => {
    const { state } = feSite([(f) => piece(f, 'L27', [gold(500, 'river-gold'), gold(501, 'river-gold'), gold(502, 'river-gold')])], { food: 1 }, { sieve: 1 });
    expect(offered(state, 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [500, 501] }]);
    const dug = settle(play(state, { type: 'river-gold', player: 0, markers: [500, 501] }).state);
    expect(bagOf(dug)).toEqual([500, 501]);
    expectRefused(state, { type: 'river-gold', player: 0, markers: [500] }, 'lost-valley/draw-count');
  });
});

describe('first edition: mountain gold', () => {
  it('LV-FEA-GOLD-4, LV-FEA-GOLD-6: one food and one timber buy a gray marker at an adjacent mountain with a mine, none without one', () => {
    const around = [(f: number) => piece(f, 'L10', [gold(500, 'mountain-gold'), gold(501, 'mountain-gold')])];
    const bare = feSite(around, { food: 1, timber: 1 });
    expect(offered(bare.state, 'mountain-gold')).toEqual([]);
    const mined = feSite(around, { food: 1, timber: 1 }, {}, { works: (s) => [{ work: 'mine', at: s.tileOf(s.faces[0]!), builder: 1 }] });
    const tile = mined.tileOf(mined.faces[0]!);
    expect(offered(mined.state, 'mountain-gold')).toEqual([{ type: 'mountain-gold', player: 0, tile, markers: [500], dynamite: 'none', fee: null }]);
    const dug = settle(play(mined.state, { type: 'mountain-gold', player: 0, tile, markers: [500], dynamite: 'none', fee: null }).state);
    expect(bagOf(dug)).toEqual([500]);
    expect(countOf(dug.g.prospectors[0]!.inventory, 'food') + countOf(dug.g.prospectors[0]!.inventory, 'timber')).toBe(0);
    expect(dug.g.supply['timber']).toBe(mined.state.g.supply['timber']! + 1);
    // Without the timber: refused.
    const poor = feSite(around, { food: 1 }, {}, { works: (s) => [{ work: 'mine', at: s.tileOf(s.faces[0]!), builder: 1 }] });
    expectRefused(poor.state, { type: 'mountain-gold', player: 0, tile, markers: [500], dynamite: 'none', fee: null }, 'lost-valley/cannot-pay');
  });

  it('LV-FEA-GOLD-4: the spring\'s mother lode is mountain gold dug like a mountain\'s, once a mine stands on the spring', () => {
    const around = [kindPiece('S01', 'spring', [gold(500, 'mountain-gold')])];
    const bare = feSite(around, { food: 1, timber: 1, tool: 1 });
    const spring = bare.tileOf(bare.faces[0]!);
    expect(offered(bare.state, 'mountain-gold')).toEqual([]);
    expect(offered(bare.state, 'build-mine')).toEqual([{ type: 'build-mine', player: 0, tile: spring, claim: false, toolInstead: null }]);
    const mined = feSite(around, { food: 1, timber: 1 }, {}, { works: () => [{ work: 'mine', at: spring, builder: 1 }] });
    expect(offered(mined.state, 'mountain-gold')).toEqual([{ type: 'mountain-gold', player: 0, tile: spring, markers: [500], dynamite: 'none', fee: null }]);
  });

  it('LV-FEA-GOLD-5: with dynamite the prospector takes two gray markers: a box every time, a stick once', () => {
    const around = [(f: number) => piece(f, 'L10', [gold(500, 'mountain-gold'), gold(501, 'mountain-gold'), gold(502, 'mountain-gold')])];
    const works = (s: { tileOf: (f: number) => number; faces: number[] }) => [{ work: 'mine' as const, at: s.tileOf(s.faces[0]!), builder: 1 }];
    const box = feSite(around, { food: 1, timber: 1 }, { 'dynamite-box': 1 }, { works });
    const tile = box.tileOf(box.faces[0]!);
    expect(offered(box.state, 'mountain-gold')).toEqual([{ type: 'mountain-gold', player: 0, tile, markers: [500, 501], dynamite: 'box', fee: null }]);
    const blasted = settle(play(box.state, { type: 'mountain-gold', player: 0, tile, markers: [500, 501], dynamite: 'box', fee: null }).state);
    expect(bagOf(blasted)).toEqual([500, 501]);
    expect(countOf(blasted.g.prospectors[0]!.inventory, 'dynamite-box')).toBe(1);
    const stick = feSite(around, { food: 1, timber: 1 }, { 'dynamite-stick': 1 }, { works });
    expect(offered(stick.state, 'mountain-gold').map((a) => (a.type === 'mountain-gold' ? a.dynamite : null))).toEqual(['none', 'stick']);
    const used = settle(play(stick.state, { type: 'mountain-gold', player: 0, tile, markers: [500, 501], dynamite: 'stick', fee: null }).state);
    expect(bagOf(used)).toEqual([500, 501]);
    expect(countOf(used.g.prospectors[0]!.inventory, 'dynamite-stick')).toBe(0);
  });
});

describe('first edition: the Czech worked examples of digging', () => {
  it('LV-FEA-GOLD-7: David pays a food for a green marker from the river bank; Petra with a sieve takes two from a tundra watered by a flume; Vláďa pays a food and a timber at a mountain with a mine', () => {
    const david = feSite([kindPiece('R01', 'river', [gold(500, 'river-gold')])], { food: 1 });
    expect(bagOf(settle(play(david.state, { type: 'river-gold', player: 0, markers: [500] }).state))).toEqual([500]);
    const petra = feSite([(f) => piece(f, 'L19', [gold(500, 'river-gold'), gold(501, 'river-gold')]), kindPiece('R01', 'river')], { food: 1 }, { sieve: 1 }, {
      works: (s) => [{ work: 'flume', at: s.edges[0]!, builder: 1 }],
    });
    const petraDug = settle(play(petra.state, { type: 'river-gold', player: 0, markers: [500, 501] }).state);
    expect(bagOf(petraDug)).toEqual([500, 501]);
    expect(countOf(petraDug.g.prospectors[0]!.inventory, 'food')).toBe(0);
    const vlada = feSite([(f) => piece(f, 'L10', [gold(500, 'mountain-gold')])], { food: 1, timber: 1 }, {}, { works: (s) => [{ work: 'mine', at: s.tileOf(s.faces[0]!), builder: 1 }] });
    const tile = vlada.tileOf(vlada.faces[0]!);
    const vladaDug = settle(play(vlada.state, { type: 'mountain-gold', player: 0, tile, markers: [500], dynamite: 'none', fee: null }).state);
    expect(bagOf(vladaDug)).toEqual([500]);
  });
});

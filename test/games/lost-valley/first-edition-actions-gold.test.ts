import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/games/lost-valley/public.js';
import { firstEditionSite, markersOn, NO_MOUNTAIN_FILL, offered, settle } from './first-edition-actions-helpers.js';
import type { Site } from './site-board.js';
import { built, cornersOf, draw, expectRefused, legal, newGame, node, placeFirst, play, position, walk } from './lv-helpers.js';

// Every position is built by `firstEditionSite` (a first-edition game on a legal board, its
// exploration ended, seat 0 at O2 unless a scene says where; the green and gray markers are the
// tiles' own, face down, works built from the supply); digging, paying and drawing are real
// play with forced chance.

const bagOf = (state: Parameters<typeof settle>[0]) => state.g.prospectors[0]!.inventory.goldBag.map((slot) => slot.id);
/** The lowest of the green markers on the tile at ring face k (the first an unseen draw takes). */
const green = (site: Site, k: number) => markersOn(site, site.faces[k]!, 'river-gold');
/** At M1 with R01 laid after the mouth's R03: R01's green markers lie on M1's bank (ring faces 4, 5). */
const AT_THE_BANK = { river: ['R01'], at: 'M1' } as const;
/** At M1 on the mouth's board: R03 (a river tile without gold) on ring faces 2 and 3, the spring on 4. */
const BY_THE_MOUTH = { at: 'M1' } as const;
/** At M2 the spring lies on ring face 2. */
const BY_THE_SPRING = { at: 'M2' } as const;
/** A mine (built by seat 1) on the tile at ring face k. */
const mineOn = (k: number) => (s: Site) => [{ work: 'mine' as const, at: s.tileOf(s.faces[k]!), builder: 1 }];
/** The gray markers on the tile at ring face k. */
const gray = (site: Site, k: number) => markersOn(site, site.faces[k]!, 'mountain-gold');

describe('first edition: river gold', () => {
  it('LV-FEA-GOLD-1, LV-FEA-GOLD-6: one food buys one green marker from an adjacent lake or river-bank tile; the food goes back to the supply', () => {
    const lake = firstEditionSite(['L27'], { food: 2 });
    const river = firstEditionSite([], { food: 2 }, {}, AT_THE_BANK);
    expect(river.state.g.board.tiles[river.tileOf(river.faces[4]!)]!.markers.every((m) => m.bank === river.v)).toBe(true);
    for (const [site, k] of [[lake, 0], [river, 4]] as const) {
      const { state } = site;
      const first = green(site, k)[0]!;
      expect(offered(state, 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [first] }]);
      const dug = settle(play(state, { type: 'river-gold', player: 0, markers: [first] }).state);
      expect(bagOf(dug)).toEqual([first]);
      expect(countOf(dug.g.prospectors[0]!.inventory, 'food')).toBe(1);
      expect(dug.g.supply['food']).toBe(state.g.supply['food']! + 1);
      expect(dug.g.turn.actions).toBe(1);
    }
    // No food, no gold.
    const hungry = firstEditionSite(['L27'], { tool: 1 });
    expect(offered(hungry.state, 'river-gold')).toEqual([]);
    expectRefused(hungry.state, { type: 'river-gold', player: 0, markers: [green(hungry, 0)[0]!] }, 'lost-valley/cannot-pay');
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
    // The tundra L19 (ring face 1) beside the mouth's river tile R03 (face 2), which holds no gold.
    const dry = firstEditionSite([null, 'L19'], { food: 1 }, {}, BY_THE_MOUTH);
    const tundra = green(dry, 1);
    expect(dry.state.g.board.tiles[dry.tileOf(dry.faces[2]!)]!.tile).toBe('R03');
    expect(offered(dry.state, 'river-gold')).toEqual([]);
    const refused = expectRefused(dry.state, { type: 'river-gold', player: 0, markers: [tundra[0]!] }, 'lost-valley/no-water');
    expect(refused.rule).toBe('LV-GOLD-1');
    // The edge between the tundra (ring face 1) and the river (ring face 2) carries a flume.
    const wet = firstEditionSite([null, 'L19'], { food: 1 }, {}, { ...BY_THE_MOUTH, works: (s) => [{ work: 'flume', at: s.edges[1]!, builder: 1 }] });
    expect(offered(wet.state, 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [green(wet, 1)[0]!] }]);
  });

  it('LV-FEA-GOLD-3: with a sieve the prospector takes two green markers', () => {
    const site = firstEditionSite(['L27'], { food: 1 }, { sieve: 1 });
    const [a, b] = green(site, 0);
    expect(offered(site.state, 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [a, b] }]);
    const dug = settle(play(site.state, { type: 'river-gold', player: 0, markers: [a!, b!] }).state);
    expect(bagOf(dug)).toEqual([a, b]);
    expectRefused(site.state, { type: 'river-gold', player: 0, markers: [a!] }, 'lost-valley/draw-count');
  });
});

describe('first edition: mountain gold', () => {

  it('LV-FEA-GOLD-4, LV-FEA-GOLD-6: one food and one timber buy a gray marker at an adjacent mountain with a mine, none without one', () => {
    const bare = firstEditionSite(['L10'], { food: 1, timber: 1 });
    expect(offered(bare.state, 'mountain-gold')).toEqual([]);
    const mined = firstEditionSite(['L10'], { food: 1, timber: 1 }, {}, { works: mineOn(0) });
    const tile = mined.tileOf(mined.faces[0]!);
    const first = gray(mined, 0)[0]!;
    expect(offered(mined.state, 'mountain-gold')).toEqual([{ type: 'mountain-gold', player: 0, tile, markers: [first], dynamite: 'none', fee: null }]);
    const dug = settle(play(mined.state, { type: 'mountain-gold', player: 0, tile, markers: [first], dynamite: 'none', fee: null }).state);
    expect(bagOf(dug)).toEqual([first]);
    expect(countOf(dug.g.prospectors[0]!.inventory, 'food') + countOf(dug.g.prospectors[0]!.inventory, 'timber')).toBe(0);
    expect(dug.g.supply['timber']).toBe(mined.state.g.supply['timber']! + 1);
    // Without the timber: refused.
    const poor = firstEditionSite(['L10'], { food: 1 }, {}, { works: mineOn(0) });
    expectRefused(poor.state, { type: 'mountain-gold', player: 0, tile, markers: [first], dynamite: 'none', fee: null }, 'lost-valley/cannot-pay');
  });

  it('LV-FEA-GOLD-4: the spring\'s mother lode is mountain gold dug like a mountain\'s, once a mine stands on the spring', () => {
    // At M2 the spring (ring face 2) is the only mountain around.
    const bare = firstEditionSite([], { food: 1, timber: 1, tool: 1 }, {}, { ...BY_THE_SPRING, fill: NO_MOUNTAIN_FILL });
    const spring = bare.tileOf(bare.faces[2]!);
    expect(bare.state.g.board.tiles[spring]!.tile).toBe('S01');
    expect(offered(bare.state, 'mountain-gold')).toEqual([]);
    expect(offered(bare.state, 'build-mine')).toEqual([{ type: 'build-mine', player: 0, tile: spring, claim: false, toolInstead: null }]);
    const mined = firstEditionSite([], { food: 1, timber: 1 }, {}, { ...BY_THE_SPRING, fill: NO_MOUNTAIN_FILL, works: mineOn(2) });
    expect(offered(mined.state, 'mountain-gold')).toEqual([{ type: 'mountain-gold', player: 0, tile: spring, markers: [gray(mined, 2)[0]!], dynamite: 'none', fee: null }]);
  });

  it('LV-FEA-GOLD-5: with dynamite the prospector takes two gray markers: a box every time, a stick once', () => {
    const box = firstEditionSite(['L10'], { food: 1, timber: 1 }, { 'dynamite-box': 1 }, { works: mineOn(0) });
    const tile = box.tileOf(box.faces[0]!);
    const [a, b] = gray(box, 0);
    expect(offered(box.state, 'mountain-gold')).toEqual([{ type: 'mountain-gold', player: 0, tile, markers: [a, b], dynamite: 'box', fee: null }]);
    const blasted = settle(play(box.state, { type: 'mountain-gold', player: 0, tile, markers: [a!, b!], dynamite: 'box', fee: null }).state);
    expect(bagOf(blasted)).toEqual([a, b]);
    expect(countOf(blasted.g.prospectors[0]!.inventory, 'dynamite-box')).toBe(1);
    // The first edition's stick comes from an event marker, held face down in the gear area.
    const stick = firstEditionSite(['L10'], { food: 1, timber: 1 }, {}, { works: mineOn(0), hidden: ['dynamite-stick'] });
    expect(stick.state.g.prospectors[0]!.inventory.hiddenGear).toHaveLength(1);
    expect(offered(stick.state, 'mountain-gold').map((x) => (x.type === 'mountain-gold' ? x.dynamite : null))).toEqual(['none', 'stick']);
    const used = settle(play(stick.state, { type: 'mountain-gold', player: 0, tile, markers: [a!, b!], dynamite: 'stick', fee: null }).state);
    expect(bagOf(used)).toEqual([a, b]);
    expect(used.g.prospectors[0]!.inventory.hiddenGear).toEqual([]);
  });
});

describe('first edition: the Czech worked examples of digging', () => {
  it('LV-FEA-GOLD-7: David pays a food for a green marker from the river bank; Petra with a sieve takes two from a tundra watered by a flume; Vláďa pays a food and a timber at a mountain with a mine', () => {
    const david = firstEditionSite([], { food: 1 }, {}, AT_THE_BANK);
    const nugget = green(david, 4)[0]!;
    expect(bagOf(settle(play(david.state, { type: 'river-gold', player: 0, markers: [nugget] }).state))).toEqual([nugget]);
    // Petra: the tundra L19 (ring face 0) beside R01 (face 5), a flume between them.
    const petra = firstEditionSite(['L19'], { food: 1 }, { sieve: 1 }, { ...AT_THE_BANK, works: (s) => [{ work: 'flume', at: s.edges[5]!, builder: 1 }] });
    const tundra = green(petra, 0);
    const petraDug = settle(play(petra.state, { type: 'river-gold', player: 0, markers: tundra }).state);
    expect(bagOf(petraDug)).toEqual(tundra);
    expect(tundra).toHaveLength(2);
    expect(countOf(petraDug.g.prospectors[0]!.inventory, 'food')).toBe(0);
    const vlada = firstEditionSite(['L10'], { food: 1, timber: 1 }, {}, { works: mineOn(0) });
    const tile = vlada.tileOf(vlada.faces[0]!);
    const ore = gray(vlada, 0)[0]!;
    const vladaDug = settle(play(vlada.state, { type: 'mountain-gold', player: 0, tile, markers: [ore], dynamite: 'none', fee: null }).state);
    expect(bagOf(vladaDug)).toEqual([ore]);
  });
});

import { describe, expect, it } from 'vitest';
import { countOf, findMarker } from '../../../src/games/lost-valley/public.js';
import { withClaimItems, withDugMarkers } from '../../../src/games/lost-valley/position/mine-steps.js';
import { goldGame, MOUNTAIN, reveal } from './gold-helpers.js';
import { built, expectRefused, legal, play, position } from './lv-helpers.js';

// goldGame(): seat 0 at N0, a corner of the mountain L11 (mountain gold 6, 7, 8), holding 2 tools,
// 2 food and 1 timber. Mines and claims are built by the position builder (`mined`: the mine by
// prospector `by`, with its claim marker when `claimed`).

const mined = (by = 0, claimed = false) => {
  const mine = position(goldGame()).work('mine', 'L11', by);
  return claimed ? mine.claim(by, 'L11') : mine;
};
/** The mine with its mountain gold dug out before, into prospector 1's bag. */
const exhausted = (by = 0, claimed = false) => withDugMarkers(mined(by, claimed), 1, 'L11', ['mountain-gold-4', 'mountain-gold-5', 'mountain-gold-6']);

const dig = (extra: Record<string, unknown> = {}) => ({ type: 'mountain-gold', player: 0, tile: MOUNTAIN, markers: [6], dynamite: 'none', fee: null, ...extra });

describe('mountain gold', () => {
  it('LV-GOLD-4: one food and one timber buy a mountain-gold marker at an adjacent mine', () => {
    const state = built(mined());
    expect(legal(state).filter((a) => a.type === 'mountain-gold')).toEqual([dig()]);
    const after = reveal(play(state, dig()).state, 'mountain-gold-5');
    const inv = after.g.prospectors[0]!.inventory;
    expect(inv.goldBag.map((s) => [s.id, s.identity, s.seenBy])).toEqual([[6, 'mountain-gold-5', [0]]]);
    expect([countOf(inv, 'food'), countOf(inv, 'timber')]).toEqual([1, 0]);
    expect(after.g.supply['timber']).toBe(state.g.supply['timber']! + 1);
  });

  it('LV-GOLD-4: without a mine there is no mountain gold to dig (refused, naming the rule)', () => {
    const state = goldGame();
    expect(legal(state).some((a) => a.type === 'mountain-gold')).toBe(false);
    expect(expectRefused(state, dig(), 'lost-valley/no-mine').rule).toBe('LV-GOLD-4');
    const noTimber = built(mined().drop(0, 'tool', 2).drop(0, 'timber'));
    expect(legal(noTimber).some((a) => a.type === 'mountain-gold')).toBe(false);
    expectRefused(noTimber, dig(), 'lost-valley/cannot-pay');
  });

  it('LV-GOLD-5: a box of dynamite always takes two markers', () => {
    const state = built(mined().take(0, 'dynamite-box'));
    expect(legal(state).filter((a) => a.type === 'mountain-gold')).toEqual([dig({ markers: [6, 7], dynamite: 'box' })]);
    const after = reveal(reveal(play(state, dig({ markers: [6, 7], dynamite: 'box' })).state, 'mountain-gold-4'), 'mountain-gold-6');
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['mountain-gold-4', 'mountain-gold-6']);
    expect(countOf(after.g.prospectors[0]!.inventory, 'dynamite-box')).toBe(1);
    expectRefused(state, dig(), 'lost-valley/no-dynamite');
  });

  it('LV-GOLD-5: a stick of dynamite takes two markers once and goes back to the supply', () => {
    const state = built(mined().take(0, 'dynamite-stick'));
    expect(legal(state).filter((a) => a.type === 'mountain-gold')).toEqual([dig(), dig({ markers: [6, 7], dynamite: 'stick' })]);
    const after = reveal(reveal(play(state, dig({ markers: [6, 7], dynamite: 'stick' })).state, 'mountain-gold-4'), 'mountain-gold-4');
    expect(after.g.prospectors[0]!.inventory.goldBag).toHaveLength(2);
    expect(countOf(after.g.prospectors[0]!.inventory, 'dynamite-stick')).toBe(0);
    expect(after.g.supply['dynamite-stick']).toBe(state.g.supply['dynamite-stick']! + 1);
  });

  it('LV-SKILL-GEOLOGIST-1: the Geologist draws two and keeps one; with dynamite three and keeps two', () => {
    const state = built(mined().skill(0, 'geologist'));
    expect(legal(state).filter((a) => a.type === 'mountain-gold')).toEqual([dig({ markers: [6, 7] })]);
    let after = reveal(reveal(play(state, dig({ markers: [6, 7] })).state, 'mountain-gold-4'), 'mountain-gold-6');
    after = play(after, { type: 'choose-markers', player: 0, markers: [7] }).state;
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['mountain-gold-6']);
    expect(findMarker(after.g, 6)!.slot).toMatchObject({ identity: 'mountain-gold-4', seenBy: [0], faceUp: false });
    const boxed = built(position(state).take(0, 'dynamite-box'));
    let three = play(boxed, dig({ markers: [6, 7, 8], dynamite: 'box' })).state;
    three = reveal(reveal(reveal(three, 'mountain-gold-4'), 'mountain-gold-5'), 'mountain-gold-6');
    expect(legal(three)).toHaveLength(3);
    three = play(three, { type: 'choose-markers', player: 0, markers: [7, 8] }).state;
    expect(three.g.prospectors[0]!.inventory.goldBag.map((s) => s.id)).toEqual([7, 8]);
  });

  it("LV-GOLD-6, LV-CLAIM-3: digging at a mine under another player's claim costs one item more, left on the claim", () => {
    // Built: prospector 1 built the mine and put its claim marker on it; seat 0 has a gold marker.
    const state = built(mined(1, true).bag(0, 'river-gold-2'));
    const [gold] = state.g.prospectors[0]!.inventory.goldBag.map((m) => m.id);
    const fees = legal(state).filter((a) => a.type === 'mountain-gold').map((a) => (a.type === 'mountain-gold' ? a.fee : null));
    // After paying the dig: 1 food and 2 tools are left (no timber); the gold marker may pay too.
    expect(fees).toEqual([{ item: 'food' }, { item: 'tool' }, { marker: gold }]);
    expect(expectRefused(state, dig(), 'lost-valley/claim-fee').rule).toBe('LV-GOLD-6');
    expect(expectRefused(state, dig({ fee: { item: 'timber' } }), 'lost-valley/claim-fee').rule).toBe('LV-CLAIM-3');
    const after = reveal(play(state, dig({ fee: { item: 'tool' } })).state, 'mountain-gold-4');
    expect(after.g.prospectors[1]!.claim!.items).toEqual([{ item: 'tool', count: 1 }]);
    expect(countOf(after.g.prospectors[0]!.inventory, 'tool')).toBe(1);
    const byGold = reveal(play(state, dig({ fee: { marker: gold } })).state, 'mountain-gold-4');
    expect(byGold.g.prospectors[1]!.claim!.markers.map((s) => s.id)).toEqual([gold]);
    expect(findMarker(byGold.g, gold!)!.place).toEqual({ kind: 'claim', prospector: 1 });
  });

  it('LV-GOLD-6: the owner of the claim digs at its own mine without a fee', () => {
    const state = built(mined(0, true));
    expect(legal(state).filter((a) => a.type === 'mountain-gold')).toEqual([dig()]);
    expectRefused(state, dig({ fee: { item: 'food' } }), 'lost-valley/no-claim-fee');
  });

  it('LV-SKILL-MINER-1: the Miner takes one river gold from the supply at an exhausted mine for one food, and the mine leaves the board', () => {
    // Built: the mountain's gold was dug out before (into prospector 1's bag) and seat 0 is a Miner.
    let state = built(exhausted().skill(0, 'miner'));
    expect(state.g.board.tiles[MOUNTAIN]!.markers).toEqual([]);
    expect(legal(state)).toContainEqual({ type: 'miner', player: 0, tile: MOUNTAIN });
    expect(expectRefused(state, dig(), 'lost-valley/mine-exhausted').rule).toBe('LV-GOLD-4');
    const supplyBefore = state.g.markerSupply['river-gold'];
    state = reveal(play(state, { type: 'miner', player: 0, tile: MOUNTAIN }).state, 'river-gold-3');
    expect(state.g.board.works).toEqual([]);
    expect(state.g.markerSupply['river-gold']).toBe(supplyBefore - 1);
    expect(state.g.prospectors[0]!.inventory.goldBag.map((s) => [s.pool, s.identity, s.seenBy])).toEqual([['river-gold', 'river-gold-3', [0]]]);
    expect(countOf(state.g.prospectors[0]!.inventory, 'food')).toBe(1);
  });

  it('LV-SKILL-MINER-1: only a Miner, and only at a mine with no mountain gold left', () => {
    const start = built(mined());
    expect(expectRefused(start, { type: 'miner', player: 0, tile: MOUNTAIN }, 'lost-valley/skill-missing').rule).toBe('LV-SKILL-MINER-1');
    const miner = built(position(start).skill(0, 'miner'));
    expect(legal(miner).some((a) => a.type === 'miner')).toBe(false);
    expectRefused(miner, { type: 'miner', player: 0, tile: MOUNTAIN }, 'lost-valley/mine-not-exhausted');
  });

  it("LV-SKILL-MINER-2: the Miner pays no claim fee at an exhausted mine; the claim marker goes home and what lay on it is forfeited", () => {
    // Built: prospector 1's claim (with a food paid onto it as a fee) lies on the exhausted mine.
    const state = built(withClaimItems(exhausted(1, true), 1, 'food').skill(0, 'miner'));
    expect(state.g.prospectors[1]!.claim!.items).toEqual([{ item: 'food', count: 1 }]);
    // The steps refuse what could not be: a fee onto no claim, a fourth marker off a three-marker tile.
    expect(withClaimItems(mined(), 1, 'food').build()).toMatchObject({ ok: false, error: { details: { invariant: 'claim-mine' } } });
    expect(withDugMarkers(mined(), 1, 'L11', ['mountain-gold-4', 'mountain-gold-4', 'mountain-gold-4', 'mountain-gold-4']).build()).toMatchObject({ ok: false, error: { details: { invariant: 'marker-count' } } });
    expect(legal(state)).toContainEqual({ type: 'miner', player: 0, tile: MOUNTAIN });
    const after = reveal(play(state, { type: 'miner', player: 0, tile: MOUNTAIN }).state, 'river-gold-2');
    expect(after.g.prospectors[1]!.claim).toBeNull();
    expect(countOf(after.g.prospectors[0]!.inventory, 'tool')).toBe(2);
    expect(after.g.supply['food']).toBe(state.g.supply['food']! + 2);
  });
});

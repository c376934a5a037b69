import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { catalogOf, countOf, edgeBetween, findMarker } from '../../../src/games/lost-valley/public.js';
import { goldGame, marker, MOUNTAIN, reveal, RIVER, setInventory, setProspector, withTriangle } from './gold-helpers.js';
import { expectRefused, legal, node, play, withG } from './lv-helpers.js';

// goldGame(): seat 0 stands at (1, 0), a corner of R01 (river gold 4 and 5 on its bank) and of
// L11 (a dry mountain). Hand-built changes are named in each test.

describe('river gold', () => {
  it('LV-GOLD-1: one food buys a river-gold marker from an adjacent tile with water; it goes face down into the bag, known to its owner', () => {
    const state = goldGame();
    expect(legal(state)).toContainEqual({ type: 'river-gold', player: 0, markers: [4] });
    const dug = play(state, { type: 'river-gold', player: 0, markers: [4] });
    expect(dug.events.map((e) => e.type)).toContain('river-gold-dug');
    expect(dug.state.g.pending).toEqual({ kind: 'task-chance' });
    const after = reveal(dug.state, 'river-gold-3');
    const p = after.g.prospectors[0]!;
    expect(p.inventory.goldBag.map((s) => [s.id, s.identity, s.seenBy, s.faceUp])).toEqual([[4, 'river-gold-3', [0], false]]);
    expect(countOf(p.inventory, 'food')).toBe(1);
    expect(after.g.supply['food']).toBe(state.g.supply['food']! + 1);
    expect(after.g.board.tiles[RIVER]!.markers.map((s) => s.id)).toEqual([5]);
    expect(after.g.turn.actions).toBe(1);
  });

  it('LV-GOLD-1, LV-TURN-1: a second dig in one turn is refused without whiskey, and the state is unchanged', () => {
    const once = reveal(play(goldGame(), { type: 'river-gold', player: 0, markers: [4] }).state, 'river-gold-2');
    expect(legal(once).some((a) => a.type === 'river-gold')).toBe(false);
    const error = expectRefused(once, { type: 'river-gold', player: 0, markers: [5] }, 'lost-valley/part-used');
    expect(error.rule).toBe('LV-TURN-1');
  });

  it('LV-GOLD-1: river gold on a dry tile cannot be dug (refused, naming the rule), and no food means no dig', () => {
    // Hand-built: a river-gold marker lies on the dry mountain L11.
    const tiles = goldGame().g.board.tiles.slice();
    tiles[MOUNTAIN] = { ...tiles[MOUNTAIN]!, markers: [...tiles[MOUNTAIN]!.markers, marker(1000, 'river-gold', null)] };
    const state = withG(goldGame(), { board: { ...goldGame().g.board, tiles } });
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [4] }]);
    const error = expectRefused(state, { type: 'river-gold', player: 0, markers: [1000] }, 'lost-valley/no-water');
    expect(error.rule).toBe('LV-GOLD-1');
    const hungry = setInventory(state, 0, { backpack: [{ item: 'tool', count: 2 }] });
    expect(legal(hungry).some((a) => a.type === 'river-gold')).toBe(false);
    expectRefused(hungry, { type: 'river-gold', player: 0, markers: [4] }, 'lost-valley/cannot-pay');
  });

  it('LV-GOLD-1: a flume joining a dry tile to the river brings water, and its river gold can be dug', () => {
    const start = goldGame();
    const tiles = start.g.board.tiles.slice();
    tiles[MOUNTAIN] = { ...tiles[MOUNTAIN]!, markers: [marker(1000, 'river-gold', null)] };
    // Hand-built: a flume on the edge L11 shares with R01 (from (1, 0) to (1, 1)).
    const edge = edgeBetween(catalogOf(componentsOf(start)).lattice, node(start, 1, 0), node(start, 1, 1));
    const state = withG(start, { board: { ...start.g.board, tiles, works: [{ work: 'flume', at: edge, builder: 1 }] } });
    expect(legal(state)).toContainEqual({ type: 'river-gold', player: 0, markers: [1000] });
  });

  it("LV-GOLD-2: on a river tile, gold is dug only from the prospector's own bank", () => {
    const start = goldGame();
    const across = setProspector(start, 0, { node: node(start, 0, 1) });
    expect(legal(across).some((a) => a.type === 'river-gold')).toBe(false);
    const error = expectRefused(across, { type: 'river-gold', player: 0, markers: [4] }, 'lost-valley/other-bank');
    expect(error.rule).toBe('LV-GOLD-2');
    const sameBank = setProspector(start, 0, { node: node(start, 1, 1) });
    expect(legal(sameBank)).toContainEqual({ type: 'river-gold', player: 0, markers: [4] });
  });

  it('LV-GOLD-3: with a sieve the prospector takes two river-gold markers for one food', () => {
    const state = setInventory(goldGame(), 0, { gear: [{ item: 'sieve', count: 1 }] });
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [4, 5] }]);
    let after = play(state, { type: 'river-gold', player: 0, markers: [4, 5] }).state;
    after = reveal(reveal(after, 'river-gold-2'), 'river-gold-3');
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['river-gold-2', 'river-gold-3']);
    expect(countOf(after.g.prospectors[0]!.inventory, 'food')).toBe(1);
    expectRefused(state, { type: 'river-gold', player: 0, markers: [4] }, 'lost-valley/draw-count');
  });

  it('LV-SKILL-GOLD-NOSE-1: Gold Nose draws two, keeps the better one; the other goes back face down, known to that seat', () => {
    const state = setInventory(goldGame(), 0, { skills: ['gold-nose'] });
    let after = play(state, { type: 'river-gold', player: 0, markers: [4, 5] }).state;
    after = reveal(reveal(after, 'river-gold-2'), 'river-gold-3');
    expect(after.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(after)).toEqual([
      { type: 'choose-markers', player: 0, markers: [4] },
      { type: 'choose-markers', player: 0, markers: [5] },
    ]);
    after = play(after, { type: 'choose-markers', player: 0, markers: [5] }).state;
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['river-gold-3']);
    const back = findMarker(after.g, 4)!;
    expect(back.place).toEqual({ kind: 'tile', tile: RIVER });
    expect(back.slot).toMatchObject({ identity: 'river-gold-2', seenBy: [0], faceUp: false });
  });

  it('LV-SKILL-GOLD-NOSE-1: with a sieve Gold Nose draws three and keeps two', () => {
    // Hand-built: a third river-gold marker on R01's bank.
    const start = setInventory(goldGame(), 0, { skills: ['gold-nose'], gear: [{ item: 'sieve', count: 1 }] });
    const tiles = start.g.board.tiles.slice();
    tiles[RIVER] = { ...tiles[RIVER]!, markers: [...tiles[RIVER]!.markers, { ...marker(1000, 'river-gold', null), bank: node(start, 1, 0) }] };
    const state = withG(start, { board: { ...start.g.board, tiles } });
    let after = play(state, { type: 'river-gold', player: 0, markers: [4, 5, 1000] }).state;
    after = reveal(reveal(reveal(after, 'river-gold-2'), 'river-gold-3'), 'river-gold-3');
    expect(legal(after)).toHaveLength(3);
    after = play(after, { type: 'choose-markers', player: 0, markers: [5, 1000] }).state;
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.id)).toEqual([5, 1000]);
  });

  it('LV-GOLD-1: a marker the prospector has seen can be picked by id; unseen ones are drawn in id order', () => {
    // Hand-built: seat 0 has seen marker 5 (a 3) before.
    const start = goldGame();
    const tiles = start.g.board.tiles.slice();
    tiles[RIVER] = { ...tiles[RIVER]!, markers: tiles[RIVER]!.markers.map((s) => (s.id === 5 ? { ...s, identity: 'river-gold-3', seenBy: [0] } : s)) };
    const state = withG(start, { board: { ...start.g.board, tiles } });
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([
      { type: 'river-gold', player: 0, markers: [4] },
      { type: 'river-gold', player: 0, markers: [5] },
    ]);
    // Seat 1 has seen neither: for it the two are alike, and only the lower id is listed.
    const forSeat1 = setProspector(withG(state, { turn: { ...state.g.turn, index: 1 } }), 1, { node: node(start, 1, 1) });
    expect(legal(forSeat1).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 1, markers: [4] }]);
  });

  it('LV-GOLD-OASIS-1: the Oasis holds three river gold and has water of its own', () => {
    const start = goldGame();
    const at = node(start, 2, 0);
    const { state: withOasis, tile } = withTriangle(start, 'T03', at, [marker(1000, 'river-gold', null), marker(1001, 'river-gold', null), marker(1002, 'river-gold', null)]);
    const state = setProspector(withOasis, 0, { node: at });
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [1000] }]);
    const after = reveal(play(state, { type: 'river-gold', player: 0, markers: [1000] }).state, 'river-gold-2');
    expect(after.g.board.tiles[tile]!.markers.map((s) => s.id)).toEqual([1001, 1002]);
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.id)).toEqual([1000]);
  });
});

import { describe, expect, it } from 'vitest';
import { countOf, findMarker } from '../../../src/games/lost-valley/public.js';
import { goldGame, reveal, RIVER } from './gold-helpers.js';
import { built, expectRefused, legal, play, position } from './lv-helpers.js';

// goldGame(): seat 0 stands at N0, a corner of R01 (river gold 4 and 5 on its east bank) and of
// L11 (a dry mountain). Each test builds what it adds with the position builder.

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
    // Built: the tundra L21 (river-gold markers 9 and 10, no water of its own) laid beside L11
    // at N1, where seat 0 stands on R01's east bank.
    const state = built(position(goldGame()).diamond('L21', ['N2v', 'N1^']).at(0, 'N1'));
    expect(state.g.board.tiles[2]!.markers.map((s) => [s.id, s.pool])).toEqual([[9, 'river-gold'], [10, 'river-gold']]);
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [4] }]);
    const error = expectRefused(state, { type: 'river-gold', player: 0, markers: [9] }, 'lost-valley/no-water');
    expect(error.rule).toBe('LV-GOLD-1');
    const hungry = built(position(state).drop(0, 'food', 2));
    expect(legal(hungry).some((a) => a.type === 'river-gold')).toBe(false);
    expectRefused(hungry, { type: 'river-gold', player: 0, markers: [4] }, 'lost-valley/cannot-pay');
  });

  it('LV-GOLD-1: a flume joining a dry tile to the river brings water, and its river gold can be dug', () => {
    // Built: the tundra L21 on the river's west side (L0^, L1v), seat 0 at M1 beside it, then a
    // flume on the edge M0-M1 that L21 shares with R01.
    const dry = built(position(goldGame()).diamond('L21', ['L0^', 'L1v']).at(0, 'M1'));
    expect(legal(dry).some((a) => a.type === 'river-gold')).toBe(false);
    const state = built(position(dry).work('flume', 'M0-M1', 1));
    expect(legal(state)).toContainEqual({ type: 'river-gold', player: 0, markers: [9] });
  });

  it("LV-GOLD-2: on a river tile, gold is dug only from the prospector's own bank", () => {
    const start = goldGame();
    const across = built(position(start).at(0, 'M1'));
    expect(legal(across).some((a) => a.type === 'river-gold')).toBe(false);
    const error = expectRefused(across, { type: 'river-gold', player: 0, markers: [4] }, 'lost-valley/other-bank');
    expect(error.rule).toBe('LV-GOLD-2');
    const sameBank = built(position(start).at(0, 'N1'));
    expect(legal(sameBank)).toContainEqual({ type: 'river-gold', player: 0, markers: [4] });
  });

  it('LV-GOLD-3: with a sieve the prospector takes two river-gold markers for one food', () => {
    const state = built(position(goldGame()).take(0, 'sieve'));
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [4, 5] }]);
    let after = play(state, { type: 'river-gold', player: 0, markers: [4, 5] }).state;
    after = reveal(reveal(after, 'river-gold-2'), 'river-gold-3');
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['river-gold-2', 'river-gold-3']);
    expect(countOf(after.g.prospectors[0]!.inventory, 'food')).toBe(1);
    expectRefused(state, { type: 'river-gold', player: 0, markers: [4] }, 'lost-valley/draw-count');
  });

  it('LV-SKILL-GOLD-NOSE-1: Gold Nose draws two, keeps the better one; the other goes back face down, known to that seat', () => {
    const state = built(position(goldGame()).skill(0, 'gold-nose'));
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
    // Built: the Oasis T03 (three river gold, 9 to 11, water of its own) laid at the mouth's O0,
    // seat 0 beside it with Gold Nose and a sieve.
    const state = built(position(goldGame()).triangle('T03', 'O0^').at(0, 'O0').skill(0, 'gold-nose').take(0, 'sieve'));
    expect(legal(state)).toContainEqual({ type: 'river-gold', player: 0, markers: [9, 10, 11] });
    let after = play(state, { type: 'river-gold', player: 0, markers: [9, 10, 11] }).state;
    after = reveal(reveal(reveal(after, 'river-gold-2'), 'river-gold-3'), 'river-gold-3');
    expect(legal(after)).toHaveLength(3);
    after = play(after, { type: 'choose-markers', player: 0, markers: [10, 11] }).state;
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.id)).toEqual([10, 11]);
  });

  it('LV-GOLD-1: a marker the prospector has seen can be picked by id; unseen ones are drawn in id order', () => {
    // Built: seat 0 has seen marker 5 (a 3) before, as Gold Nose leaves a marker it puts back.
    const state = built(position(goldGame()).identity(5, 'river-gold-3', { seenBy: [0] }));
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([
      { type: 'river-gold', player: 0, markers: [4] },
      { type: 'river-gold', player: 0, markers: [5] },
    ]);
    // Seat 1 has seen neither: for it the two are alike, and only the lower id is listed.
    const forSeat1 = built(position(state).turn({ prospector: 1 }).at(1, 'N1'));
    expect(legal(forSeat1).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 1, markers: [4] }]);
  });

  it('LV-GOLD-OASIS-1: the Oasis holds three river gold and has water of its own', () => {
    // Built: the Oasis T03 laid at the mouth's O0 (its markers 9 to 11), seat 0 beside it.
    const state = built(position(goldGame()).triangle('T03', 'O0^').at(0, 'O0'));
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'T03');
    expect(state.g.board.tiles[tile]!.markers.map((s) => s.pool)).toEqual(['river-gold', 'river-gold', 'river-gold']);
    expect(legal(state).filter((a) => a.type === 'river-gold')).toEqual([{ type: 'river-gold', player: 0, markers: [9] }]);
    const after = reveal(play(state, { type: 'river-gold', player: 0, markers: [9] }).state, 'river-gold-2');
    expect(after.g.board.tiles[tile]!.markers.map((s) => s.id)).toEqual([10, 11]);
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.id)).toEqual([9]);
  });
});

import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../../../src/index.js';
import { contextOf, costOf, countOf, currentActor, partsLeft, type LostValleyAction, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { onlyBuyingAtPost } from '../../../src/games/lost-valley/first-edition/turn-limits.js';
import { bagIds, emptyHanded } from './gold-helpers.js';
import { built, expectRefused, legal, newGame, node, play, position, smallSet } from './lv-helpers.js';

// The first edition's turn (lv-first-turn). Positions are built with the position builder
// (`mouth`: the river diamond R01 and the mountain L10 laid at the mouth, so N0 is complete and
// one ford from the trading post; gold from its pools; the rider's board a small set explored by
// name). Every step after that is played through the turn menu.

/** Built: a three-seat first-edition game with R01 and L10 laid at the mouth. */
function mouth(options: Record<string, unknown> = {}) {
  return position(newGame({ players: 3, variant: 'first-edition', options })).diamond('R01', ['M0^', 'M1v']).diamond('L10', ['N0^', 'N1v']);
}

const moves = (state: LostValleyState): Extract<LostValleyAction, { type: 'move' }>[] =>
  legal(state).filter((a): a is Extract<LostValleyAction, { type: 'move' }> => a.type === 'move');

describe('first edition: the turn', () => {
  it('LV-FE-TURN-1: movement and one action, in either order, each once; no trade part', () => {
    // Built: seat 0's prospector at the mouth's N0, gold in the bag.
    const state = built(mouth().at(0, 'N0').bag(0, 'mountain-gold-4'));
    const actor = currentActor(state.g);
    expect(partsLeft(contextOf(state), state.g, actor)).toEqual({ movement: 1, action: 1, trade: 0 });
    for (const action of legal(state)) expect(costOf(contextOf(state), action.type)).not.toBe('trade');
    // Movement first (to the trading post by the ford), then the action (buying).
    let s = play(state, { type: 'move', player: 0, mode: 'foot', to: 0 }).state;
    expect(moves(s)).toEqual([]);
    s = play(s, { type: 'open-trade', player: 0, tile: null }).state;
    s = play(s, { type: 'trade-buy', player: 0, item: 'whiskey' }).state;
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: bagIds(state, 0)[0]! } }).state;
    s = play(s, { type: 'close-trade', player: 0 }).state;
    expect(s.g.turn).toMatchObject({ movements: 1, actions: 1, trades: 0 });
    expect(legal(s).filter((a) => a.type !== 'drink-whiskey')).toEqual([{ type: 'end-turn', player: 0 }]);
    // The action first, then the movement.
    const atPost = built(mouth().bag(0, 'mountain-gold-4'));
    let t = play(atPost, { type: 'open-trade', player: 0, tile: null }).state;
    t = play(t, { type: 'trade-buy', player: 0, item: 'whiskey' }).state;
    t = play(t, { type: 'trade-pay', player: 0, payment: { marker: bagIds(atPost, 0)[0]! } }).state;
    t = play(t, { type: 'close-trade', player: 0 }).state;
    expect(moves(t).length).toBeGreaterThan(0);
    expect(legal(t).some((a) => a.type === 'open-trade')).toBe(false);
    // A part may be skipped: the turn ends at once.
    expect(legal(state).at(-1)).toEqual({ type: 'end-turn', player: 0 });
    // Gold's trade part of the second edition does not exist here.
    expect(expectRefused(atPost, { type: 'black-market', player: 0, tile: 1, give: 1 }, 'lost-valley/not-in-edition').rule).toBe('LV-FE-TURN-1');
  });

  it('LV-FE-WHISKEY-1: a whiskey gives a second movement or a second action, never a trade; one whiskey a turn', () => {
    // Built: on the trading post with the two starting whiskies; the ford leads to N0, complete,
    // so moving there explores nothing.
    const state = built(mouth());
    const n0 = node(state, 1, 0);
    expect(legal(state).some((a) => a.type === 'drink-whiskey')).toBe(false);
    const moved = play(state, { type: 'move', player: 0, mode: 'foot', to: n0 }).state;
    expect(legal(moved).filter((a) => a.type === 'drink-whiskey')).toEqual([{ type: 'drink-whiskey', player: 0, part: 'movement' }]);
    expect(expectRefused(moved, { type: 'drink-whiskey', player: 0, part: 'trade' }, 'lost-valley/not-in-edition').rule).toBe('LV-FE-WHISKEY-1');
    const drunk = play(moved, { type: 'drink-whiskey', player: 0, part: 'movement' }).state;
    expect(countOf(drunk.g.prospectors[0]!.inventory, 'whiskey')).toBe(1);
    const again = play(drunk, { type: 'move', player: 0, mode: 'foot', to: 0 }).state;
    expect(again.g.turn.movements).toBe(2);
    // One whiskey a turn, though a second is held.
    expect(legal(again).some((a) => a.type === 'drink-whiskey')).toBe(false);
    expectRefused(again, { type: 'drink-whiskey', player: 0, part: 'movement' }, 'lost-valley/not-possible');
  });

  it('LV-FE-QA-4: a whiskey gained by the first action may be drunk for a second action in the same turn', () => {
    // Built: at the trading post holding one food and no whiskey, two four-nugget markers in the bag.
    const base = built(mouth());
    const dry = built(emptyHanded(position(base), base, 0).take(0, 'food').bag(0, 'mountain-gold-4').bag(0, 'mountain-gold-4'));
    let s = play(dry, { type: 'open-trade', player: 0, tile: null }).state;
    s = play(s, { type: 'trade-buy', player: 0, item: 'whiskey' }).state;
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: bagIds(dry, 0)[0]! } }).state;
    s = play(s, { type: 'close-trade', player: 0 }).state;
    expect(legal(s)).toContainEqual({ type: 'drink-whiskey', player: 0, part: 'action' });
    s = play(s, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(legal(s)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
    s = play(s, { type: 'open-trade', player: 0, tile: null }).state;
    expect(s.g.turn.actions).toBe(2);
  });

  it('LV-FE-QA-6: on the start tile no action but buying (the Czech answer, default); the Spanish reading and other places keep every action', () => {
    const atPost = built(mouth());
    const ctx = contextOf(atPost);
    const offered: LostValleyAction[] = [
      { type: 'fish', player: 0 },
      { type: 'open-trade', player: 0, tile: null },
      { type: 'drink-whiskey', player: 0, part: 'action' },
    ];
    expect(onlyBuyingAtPost(ctx, currentActor(atPost.g), offered)).toEqual(offered.slice(1));
    const away = built(mouth().at(0, 'N0'));
    expect(onlyBuyingAtPost(contextOf(away), currentActor(away.g), offered)).toEqual(offered);
    const spanish = built(mouth({ feOnlyBuyAtPost: false }));
    expect(onlyBuyingAtPost(contextOf(spanish), currentActor(spanish.g), offered)).toEqual(offered);
    expect(expectRefused(atPost, { type: 'fish', player: 0 }, 'lost-valley/only-buying-at-post').rule).toBe('LV-FE-QA-6');
  });

  it('LV-FE-SETUP-1: the first edition deals no skills and keeps no experience', () => {
    const state = createGame({ game: 'lost-valley', variant: 'first-edition', players: 3, seed: 'skills' }) as LostValleyState;
    expect(state.g.tasks).toEqual([]);
    expect(state.g.pending).toEqual({ kind: 'turn' });
    for (const p of state.g.prospectors) expect(p.inventory).toMatchObject({ skills: [], xp: 0 });
    expect(legalActions(state, 0).some((a) => (a as { type: string }).type === 'draw-skills')).toBe(false);
  });

  it('LV-FE-MOVE-1: a rider goes around another prospector: a path may not pass through an occupied intersection', () => {
    // Built: a first-edition set of one river diamond and four land diamonds, explored by name and
    // ended; seat 0's rider (a horse) at L0, prospector 1 at M0, the only way from L0 to the
    // trading post.
    const board = position(newGame({ players: 3, variant: 'first-edition', data: smallSet('first', { land: 4, river: 1, triangles: 0 }) }))
      .diamond('R01', ['M0^', 'M1v'])
      .diamond('L01', ['L0^', 'L1v'])
      .diamond('L02', ['N0^', 'N1v'])
      .diamond('L03', ['K1v', 'K1^'])
      .diamond('L04', ['L2v', 'L1^'])
      .endExploration()
      .take(0, 'horse')
      .at(0, 'L0');
    const state = built(board.at(1, 'M0'));
    const m1 = node(state, 0, 1);
    const horse = (s: LostValleyState) => moves(s).filter((m) => m.mode === 'horse').map((m) => m.to);
    expect(horse(state)).not.toContain(0);
    // Around it: M1 is still a ride away, over L1.
    expect(horse(state)).toContain(m1);
    expectRefused(state, { type: 'move', player: 0, mode: 'horse', to: 0 }, 'lost-valley/occupied-in-the-way');
    // With M0 free the trading post is a ride away.
    expect(horse(built(board.at(1, 'N1')))).toContain(0);
  });
});

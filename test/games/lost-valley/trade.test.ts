import { describe, expect, it } from 'vitest';
import { countOf, findMarker, isOverCapacity, contextOf, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import type { SkillId } from '../../../src/games/lost-valley/schemas/ids.js';
import { goldGame, reveal } from './gold-helpers.js';
import { built, expectRefused, legal, newGame, play, position } from './lv-helpers.js';

/** The ids the builder gives the first markers bagged after goldGame()'s opening (its next ids). */
const [FIRST, SECOND] = [9, 10];

// Built: seat 0's prospector stands on the start tile's trading post with gold and furs in its
// bag (ids FIRST, SECOND, … in the order given) and the skills named; it holds 2 tools, 2 food,
// 1 timber.
function atPost(bag: string[], skills: SkillId[] = []): LostValleyState {
  let board = position(goldGame()).at(0, 'post');
  for (const skill of skills) board = board.skill(0, skill);
  for (const identity of bag) board = board.bag(0, identity);
  return built(board);
}

function steps(state: LostValleyState, actions: Record<string, unknown>[]): LostValleyState {
  let s = state;
  for (const action of actions) s = play(s, { player: 0, ...action }).state;
  return s;
}

describe('trade at the store', () => {
  it('LV-TRADE-1: at the trading post a trade opens, buys goods, is paid and closes; the trade part is used', () => {
    const state = atPost(['mountain-gold-6']);
    expect(state.g.prospectors[0]!.inventory.goldBag.map((m) => m.id)).toEqual([FIRST]);
    expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
    let s = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    // While the trade is open only its steps are offered.
    expect(new Set(legal(s).map((a) => a.type))).toEqual(new Set(['trade-buy', 'trade-clue', 'cancel-trade']));
    s = steps(s, [{ type: 'trade-buy', item: 'axe' }, { type: 'trade-pay', payment: { marker: FIRST } }]);
    expect(legal(s).map((a) => a.type)).toEqual(['close-trade', 'cancel-trade']);
    const closed = play(s, { type: 'close-trade', player: 0 });
    const after = closed.state;
    expect(after.g.trade).toBeNull();
    expect(after.g.turn.trades).toBe(1);
    expect(countOf(after.g.prospectors[0]!.inventory, 'axe')).toBe(1);
    expect(after.g.supply['axe']).toBe(state.g.supply['axe']! - 1);
    expect(findMarker(after.g, FIRST)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    expect(closed.events.find((e) => e.type === 'trade-closed')).toMatchObject({ cost: 3, paid: 6 });
    expect(legal(after).some((a) => a.type === 'open-trade')).toBe(false);
  });

  it('LV-TRADE-1: away from a store there is no trade (refused, naming the rule); cancelling gives everything back', () => {
    const away = built(position(goldGame()).bag(0, 'mountain-gold-6'));
    expect(legal(away).some((a) => a.type === 'open-trade')).toBe(false);
    expect(expectRefused(away, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/no-store').rule).toBe('LV-TRADE-1');
    const state = atPost(['mountain-gold-6']);
    const cancelled = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'axe' }, { type: 'trade-pay', payment: { marker: FIRST } }, { type: 'cancel-trade' }]);
    expect(cancelled.g.prospectors).toEqual(state.g.prospectors);
    expect(cancelled.g.supply).toEqual(state.g.supply);
    expect(cancelled.g.turn.trades).toBe(1);
  });

  it('LV-TRADE-2: a trade buys at most one clue, from the trading post; a second is refused', () => {
    const state = atPost(['river-gold-3']);
    let s = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-clue' }]);
    expect(legal(s).some((a) => a.type === 'trade-clue')).toBe(false);
    expect(expectRefused(s, { type: 'trade-clue', player: 0 }, 'lost-valley/one-clue').rule).toBe('LV-TRADE-2');
    s = steps(s, [{ type: 'trade-pay', payment: { marker: FIRST } }, { type: 'close-trade' }]);
    s = reveal(s, 'clue-tundra');
    expect(s.g.tradingPostMarkers).toHaveLength(3);
    expect(s.g.prospectors[0]!.inventory.goldBag.map((m) => [m.id, m.identity, m.seenBy])).toEqual([[0, 'clue-tundra', [0]]]);
  });

  it('LV-TRADE-3: gold pays its value, a fur 1 and gear its price less one; buying with too little is refused', () => {
    const state = built(position(atPost(['wolf'])).take(0, 'rifle'));
    let s = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'axe' }, { type: 'trade-pay', payment: { marker: FIRST } }]);
    expect(legal(s).some((a) => a.type === 'close-trade')).toBe(false);
    const error = expectRefused(s, { type: 'close-trade', player: 0 }, 'lost-valley/underpaid');
    expect(error.rule).toBe('LV-TRADE-3');
    expect(error.details).toEqual({ cost: 3, paid: 1 });
    s = steps(s, [{ type: 'trade-pay', payment: { item: 'rifle' } }, { type: 'close-trade' }]);
    const inv = s.g.prospectors[0]!.inventory;
    expect([countOf(inv, 'axe'), countOf(inv, 'rifle'), inv.goldBag.length]).toEqual([1, 0, 0]);
    expect(s.g.supply['rifle']).toBe(state.g.supply['rifle']! + 1);
  });

  it('LV-TRADE-4: no change: once the price is covered nothing more is paid, and nothing comes back', () => {
    const state = atPost(['mountain-gold-6', 'wolf']);
    const s = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'food' }, { type: 'trade-pay', payment: { marker: FIRST } }]);
    expect(legal(s).filter((a) => a.type === 'trade-pay')).toEqual([]);
    const error = expectRefused(s, { type: 'trade-pay', player: 0, payment: { marker: SECOND } }, 'lost-valley/no-change');
    expect(error.rule).toBe('LV-TRADE-4');
    const after = play(s, { type: 'close-trade', player: 0 }).state;
    expect(after.g.prospectors[0]!.inventory.goldBag.map((m) => m.id)).toEqual([SECOND]);
    expect(countOf(after.g.prospectors[0]!.inventory, 'food')).toBe(3);
  });

  it('LV-TRADE-5: every trade takes at least one gold or fur, even when gear covers the price', () => {
    const noGold = built(position(goldGame()).at(0, 'post').take(0, 'rifle'));
    expect(legal(noGold).some((a) => a.type === 'open-trade')).toBe(false);
    expect(expectRefused(noGold, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/gold-or-fur').rule).toBe('LV-TRADE-5');
    const state = built(position(atPost(['wolf'])).take(0, 'rifle'));
    let s = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'tool' }, { type: 'trade-pay', payment: { item: 'rifle' } }]);
    expect(expectRefused(s, { type: 'close-trade', player: 0 }, 'lost-valley/gold-or-fur').rule).toBe('LV-TRADE-5');
    expect(legal(s)).toContainEqual({ type: 'trade-pay', player: 0, payment: { marker: FIRST } });
    s = steps(s, [{ type: 'trade-pay', payment: { marker: FIRST } }, { type: 'close-trade' }]);
    expect(countOf(s.g.prospectors[0]!.inventory, 'tool')).toBe(3);
  });

  it('LV-TRADE-6: one horse and one boat of each colour: a prospector buys at most one of each', () => {
    const state = atPost(['mountain-gold-6', 'mountain-gold-6']);
    const s = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'horse' }]);
    expect(legal(s)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'horse' });
    expect(expectRefused(s, { type: 'trade-buy', player: 0, item: 'horse' }, 'lost-valley/already-owned').rule).toBe('LV-TRADE-6');
    const riding = steps(built(position(state).take(0, 'horse')), [{ type: 'open-trade', tile: null }]);
    expect(legal(riding)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'horse' });
    expect(legal(riding)).toContainEqual({ type: 'trade-buy', player: 0, item: 'boat' });
  });

  it('LV-TRADE-7: the store holds the gear for the player count, and sells nothing it has run out of', () => {
    expect(newGame({ players: 2 }).g.supply['rifle']).toBe(3);
    expect(newGame({ players: 4 }).g.supply['rifle']).toBe(4);
    expect(newGame({ players: 6 }).g.supply['dynamite-box']).toBe(4);
    // Built: seat 1 owns the store's three axes (a two-seat game).
    const empty = built(position(atPost(['mountain-gold-6'])).take(1, 'axe', 3));
    expect(empty.g.supply['axe']).toBe(0);
    const s = play(empty, { type: 'open-trade', player: 0, tile: null }).state;
    expect(legal(s)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'axe' });
    expect(expectRefused(s, { type: 'trade-buy', player: 0, item: 'axe' }, 'lost-valley/out-of-stock').rule).toBe('LV-TRADE-7');
  });

  it('LV-TRADE-8: one trade buys no more than an empty inventory holds; what does not fit is discarded after', () => {
    const state = atPost(['mountain-gold-6', 'mountain-gold-6']);
    let s = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    for (let k = 0; k < 6; k++) s = play(s, { type: 'trade-buy', player: 0, item: 'food' }).state;
    expect(legal(s)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'food' });
    expect(expectRefused(s, { type: 'trade-buy', player: 0, item: 'food' }, 'lost-valley/basket-full').rule).toBe('LV-TRADE-8');
    s = steps(s, [{ type: 'trade-pay', payment: { marker: FIRST } }, { type: 'close-trade' }]);
    expect(isOverCapacity(contextOf(s), s.g.prospectors[0]!.inventory)).toBe(true);
    expect(legal(s).some((a) => a.type === 'discard')).toBe(true);
    expect(legal(s).some((a) => a.type === 'end-turn')).toBe(false);
  });

  it('LV-SKILL-HAGGLER-1, LV-TRADE-5: the Haggler pays one nugget less, and still at least one gold or fur', () => {
    const state = atPost(['river-gold-2', 'wolf'], ['haggler']);
    const axe = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'axe' }, { type: 'trade-pay', payment: { marker: FIRST } }]);
    expect(legal(axe).map((a) => a.type)).toEqual(['close-trade', 'cancel-trade']);
    const food = steps(state, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'food' }]);
    expect(legal(food).some((a) => a.type === 'close-trade')).toBe(false);
    expect(expectRefused(food, { type: 'close-trade', player: 0 }, 'lost-valley/gold-or-fur').rule).toBe('LV-TRADE-5');
    const paid = steps(food, [{ type: 'trade-pay', payment: { marker: SECOND } }, { type: 'close-trade' }]);
    expect(countOf(paid.g.prospectors[0]!.inventory, 'food')).toBe(3);
  });

  it('LV-SKILL-FUR-TRADER-1: in a trade the Fur Trader’s fur counts two nuggets', () => {
    // A plain fur is worth one nugget: a tool (two) is out of reach.
    const plain = steps(atPost(['wolf']), [{ type: 'open-trade', tile: null }]);
    expect(legal(plain)).not.toContainEqual({ type: 'trade-buy', player: 0, item: 'tool' });
    expect(expectRefused(plain, { type: 'trade-buy', player: 0, item: 'tool' }, 'lost-valley/cannot-afford').rule).toBe('LV-TRADE-3');
    const furTrader = steps(atPost(['wolf'], ['fur-trader']), [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'tool' }, { type: 'trade-pay', payment: { marker: FIRST } }]);
    expect(legal(furTrader).some((a) => a.type === 'close-trade')).toBe(true);
  });

  it('LV-SKILL-TRADER-1, LV-TURN-1: the Trader makes a second trade in a turn; without whiskey a third (or a second for others) is refused', () => {
    const trade = [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'food' }, { type: 'trade-pay', payment: { marker: FIRST } }, { type: 'close-trade' }];
    const other = steps(atPost(['river-gold-2', 'river-gold-2', 'river-gold-2']), trade);
    expect(legal(other).some((a) => a.type === 'open-trade')).toBe(false);
    expect(expectRefused(other, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/part-used').rule).toBe('LV-TURN-1');
    let trader = steps(atPost(['river-gold-2', 'river-gold-2', 'river-gold-2'], ['trader']), trade);
    expect(legal(trader)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
    trader = steps(trader, [{ type: 'open-trade', tile: null }, { type: 'trade-buy', item: 'food' }, { type: 'trade-pay', payment: { marker: SECOND } }, { type: 'close-trade' }]);
    expect(trader.g.turn.trades).toBe(2);
    expect(expectRefused(trader, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/part-used').rule).toBe('LV-TURN-1');
  });
});

describe('an open trade', () => {
  it('LV-TRADE-1: while a trade is open nothing else happens: a dig is refused until it is closed or cancelled', () => {
    const state = built(position(goldGame()).bag(0, 'river-gold-2').at(0, 'post'));
    const open = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    expect(expectRefused(open, { type: 'weigh', player: 0 }, 'lost-valley/trade-open').rule).toBe('LV-TRADE-1');
    expect(legal(open).some((a) => a.type === 'end-turn' || a.type === 'move')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { countOf, findMarker, lostValleyMaxPlies, PLIES_PER_TURN, TEAM_GIFT_PLIES_PER_TURN, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { getGame } from '../../../src/index.js';
import { goldGame, MOUNTAIN, reveal, setInventory, setProspector, withBag, withMine } from './gold-helpers.js';
import { built, expectRefused, latticeOf, legal, node, play, position } from './lv-helpers.js';
import { packItems } from './turn-helpers.js';


/*
 * Four seats in teams (A, B, A, B): prospector 0 (seat 0) stands at (1, 0) after the gold
 * opening, its partner prospector 2 (seat 2) and the opponents 1 and 3 on the trading post, one
 * ford away (goldGame, external chance). Positions beyond that are hand-built and say so.
 */
function teamGame(options: Record<string, unknown> = {}): LostValleyState {
  return goldGame(4, { teams: 'pairs', ...options });
}

/**
 * Hand-built: prospector 0 and its partner 2 both stand on the start tile's trading post (node
 * 0), prospector 0 with a 6-nugget gold marker in its bag and the partner's backpack empty, so
 * that a gift and a store trade are both open to it.
 */
function atPostWithPartner(options: Record<string, unknown> = {}): LostValleyState {
  const state = setProspector(setProspector(teamGame(options), 0, { node: 0 }), 2, { node: 0 });
  return withBag(setInventory(state, 2, { backpack: [] }), 0, ['mountain-gold-6']);
}

const openTrade = { type: 'open-trade', player: 0, tile: null };

const give = (to: number, item: string) => ({ type: 'give', player: 0, to, item });

describe('giving to a partner', () => {
  it('LV-TEAM-7, LV-TEAM-8, LV-TEAM-9, LV-TEAM-21: a prospector gives raw materials and gear to an adjacent partner, one item a step, nothing back; the first gift takes the turn\'s trade, the rest are the same trade', () => {
    // Hand-built: the partner's backpack is empty, so the gifts fit.
    const state = setInventory(teamGame(), 2, { backpack: [] });
    expect(legal(state).filter((a) => a.type === 'give')).toEqual([give(2, 'food'), give(2, 'timber'), give(2, 'tool')]);
    const food = state.g.prospectors[0]!.inventory;
    const partnerFood = countOf(state.g.prospectors[2]!.inventory, 'food');
    const once = play(state, give(2, 'food'));
    expect(once.events).toEqual([{ type: 'gift-given', player: 0, prospector: 0, to: 2, toSeat: 2, item: 'food' }]);
    expect(countOf(once.state.g.prospectors[0]!.inventory, 'food')).toBe(countOf(food, 'food') - 1);
    expect(countOf(once.state.g.prospectors[2]!.inventory, 'food')).toBe(partnerFood + 1);
    // The turn's trade: used by the first gift, and more gifts may follow in it (as much as it wants).
    expect(once.state.g.turn).toEqual({ ...state.g.turn, trades: 1, giving: true });
    const twice = play(once.state, give(2, 'tool')).state;
    expect(twice.g.turn).toEqual(once.state.g.turn);
    expect(countOf(twice.g.prospectors[2]!.inventory, 'tool')).toBe(countOf(state.g.prospectors[2]!.inventory, 'tool') + 1);
    // Gear too (hand-built: a horse on prospector 0's gear area).
    const horse = play(packItems(state, 0, { horse: 1 }), give(2, 'horse')).state;
    expect(countOf(horse.g.prospectors[2]!.inventory, 'horse')).toBe(1);
    expect(countOf(horse.g.prospectors[0]!.inventory, 'horse')).toBe(0);
  });

  it("LV-TEAM-21: a gift is the turn's trade: after giving, no store trade; after a store trade, no gift (refused, naming the rule)", () => {
    const state = atPostWithPartner();
    expect(legal(state)).toContainEqual(openTrade);
    expect(legal(state)).toContainEqual(give(2, 'food'));
    // Give first (in two steps): the store is closed to this turn.
    let given = play(state, give(2, 'food')).state;
    given = play(given, give(2, 'timber')).state;
    expect(legal(given).some((a) => a.type === 'open-trade' || a.type === 'black-market')).toBe(false);
    expect(expectRefused(given, openTrade, 'lost-valley/part-used').rule).toBe('LV-TURN-1');
    expect(legal(given)).toContainEqual(give(2, 'tool'));
    // Trade at the store first (buy food, pay with the gold): no gift this turn.
    let traded = play(state, openTrade).state;
    traded = play(traded, { type: 'trade-buy', player: 0, item: 'food' }).state;
    traded = play(traded, { type: 'trade-pay', player: 0, payment: { marker: 1000 } }).state;
    traded = play(traded, { type: 'close-trade', player: 0 }).state;
    expect(traded.g.trade).toBeNull();
    expect(legal(traded).some((a) => a.type === 'give')).toBe(false);
    const error = expectRefused(traded, give(2, 'food'), 'lost-valley/part-used');
    expect(error.rule).toBe('LV-TEAM-21');
    // A second trade (a whiskey for one more trade) opens the gifts again.
    const whiskey = play(packItems(traded, 0, { whiskey: 1 }), { type: 'drink-whiskey', player: 0, part: 'trade' }).state;
    expect(legal(whiskey)).toContainEqual(give(2, 'food'));
  });

  it("LV-TEAM-21, option giftCosts 'free': a gift costs no part of the turn, so a prospector may give and then trade at the store", () => {
    const state = atPostWithPartner({ giftCosts: 'free' });
    const given = play(play(state, give(2, 'food')).state, give(2, 'timber')).state;
    expect(given.g.turn).toEqual(state.g.turn);
    expect(legal(given)).toContainEqual(openTrade);
    const traded = play(given, openTrade).state;
    expect(traded.g.turn.trades).toBe(1);
    // And after the store trade, gifts still follow (cancel the open trade first: nothing interrupts a trade).
    const cancelled = play(traded, { type: 'cancel-trade', player: 0 }).state;
    expect(legal(cancelled)).toContainEqual(give(2, 'tool'));
  });

  it('LV-TEAM-21: gifts lengthen a team game\'s bound by TEAM_GIFT_PLIES_PER_TURN plies a turn, and only a team game\'s', () => {
    const game = getGame('lost-valley')!;
    const solo = lostValleyMaxPlies({ maxTurns: 10 });
    expect(lostValleyMaxPlies({ maxTurns: 10, teams: 'pairs' }) - solo).toBe(16 * TEAM_GIFT_PLIES_PER_TURN);
    expect(lostValleyMaxPlies({ maxTurns: 10, teams: 'none', prospectorsPerSeat: 2 }) - solo).toBe(16 * TEAM_GIFT_PLIES_PER_TURN);
    expect(lostValleyMaxPlies({ maxTurns: 10, teams: 'none', prospectorsPerSeat: 1 })).toBe(solo);
    expect(TEAM_GIFT_PLIES_PER_TURN).toBeLessThan(PLIES_PER_TURN);
    const state = teamGame();
    expect(game.maxPlies(state.options, 4)).toBe(lostValleyMaxPlies(state.options));
  });

  it('LV-TEAM-13: a partner on the same intersection, or one land edge away, is adjacent', () => {
    // Hand-built: the partner stands on (1, 0) itself, then at (1, 1) one edge up the bank.
    const same = setProspector(teamGame(), 2, { node: node(teamGame(), 1, 0) });
    expect(legal(same).some((a) => a.type === 'give' && a.to === 2)).toBe(true);
    const up = setProspector(teamGame(), 2, { node: node(teamGame(), 1, 1) });
    expect(play(up, give(2, 'food')).events[0]).toMatchObject({ type: 'gift-given', to: 2 });
  });

  it('LV-TEAM-13: a partner two edges away is not adjacent (refused, naming the rule, state unchanged)', () => {
    // Hand-built: the partner stands at (2, 1), two edges from (1, 0).
    const state = setProspector(teamGame(), 2, { node: node(teamGame(), 2, 1) });
    expect(legal(state).some((a) => a.type === 'give')).toBe(false);
    const error = expectRefused(state, give(2, 'food'), 'lost-valley/partner-not-adjacent');
    expect(error.rule).toBe('LV-TEAM-13');
  });

  it('LV-TEAM-13: across the river without a bridge is refused; a bridge on that edge makes the partner adjacent', () => {
    // Hand-built: the partner stands at (0, 0), across the river's mouth edge from (1, 0).
    const state = setProspector(teamGame(), 2, { node: node(teamGame(), 0, 0) });
    expect(legal(state).some((a) => a.type === 'give')).toBe(false);
    expect(expectRefused(state, give(2, 'food'), 'lost-valley/partner-across-river').rule).toBe('LV-TEAM-13');
    // Built: a bridge spans the mouth edge M0-N0.
    const bridged = built(position(state).work('bridge', 'M0-N0', 0));
    expect(bridged.g.board.works).toContainEqual({ work: 'bridge', at: latticeOf(state).mouthEdge, builder: 0 });
    expect(legal(bridged)).toContainEqual(give(2, 'food'));
  });

  it('LV-TEAM-8: giving to an opponent, or in a game without teams, is refused', () => {
    const state = teamGame();
    expect(expectRefused(state, give(1, 'food'), 'lost-valley/not-partner').rule).toBe('LV-TEAM-8');
    expect(expectRefused(state, give(3, 'food'), 'lost-valley/not-partner').rule).toBe('LV-TEAM-8');
    expect(expectRefused(state, give(0, 'food'), 'lost-valley/not-partner').rule).toBe('LV-TEAM-8');
    const solo = goldGame(4);
    expect(legal(solo).some((a) => a.type === 'give')).toBe(false);
    expect(expectRefused(solo, give(2, 'food'), 'lost-valley/not-partner').rule).toBe('LV-TEAM-8');
  });

  it('LV-TEAM-10: gold, furs and clues are never given; nor an item the giver does not hold', () => {
    // Hand-built: prospector 0 holds a gold marker, a fur and a clue, an XP marker and a miss marker.
    const state = setInventory(withBag(teamGame(), 0, ['river-gold-2', 'wolf', 'clue-forest']), 0, { xp: 1, missMarker: true });
    const gifts = legal(state).filter((a) => a.type === 'give');
    expect(gifts.map((a) => (a.type === 'give' ? a.item : ''))).toEqual(['food', 'timber', 'tool']);
    for (const item of ['river-gold-2', 'wolf', 'clue-forest', 'horse']) expect(expectRefused(state, give(2, item), 'lost-valley/not-givable').rule).toBe('LV-TEAM-10');
    expect(expectRefused(state, { type: 'give', player: 0, to: 2, item: 'xp' }, 'lost-valley/not-givable').rule).toBe('LV-TEAM-10');
  });

  it('LV-TEAM-11, LV-TEAM-12: a partner over capacity after a gift discards down at once, by its own seat', () => {
    // Hand-built: the partner's backpack is full (six food), prospector 0 gives a tool.
    const full = setInventory(teamGame(), 2, { backpack: [{ item: 'food', count: 6 }], gear: [] });
    const gave = play(full, give(2, 'tool')).state;
    expect(gave.g.pending).toEqual({ kind: 'task', seat: 2 });
    expect(gave.g.tasks[0]).toEqual({ task: 'partner-discard', seat: 2, prospector: 2 });
    expect(legal(gave)).toEqual([]);
    expect(expectRefused(gave, { type: 'give', player: 0, to: 2, item: 'food' }, 'not-your-turn').code).toBe('not-your-turn');
    const before = gave.g.supply['food']!;
    const done = play(gave, { type: 'discard', player: 2, item: 'food' });
    expect(done.events).toEqual([{ type: 'discarded', player: 2, prospector: 2, item: 'food' }]);
    expect(done.state.g.pending).toEqual({ kind: 'turn' });
    expect(done.state.g.supply['food']).toBe(before + 1);
    expect(countOf(done.state.g.prospectors[2]!.inventory, 'food')).toBe(5);
    expect(countOf(done.state.g.prospectors[2]!.inventory, 'tool')).toBe(1);
    // Seat 0's turn goes on.
    expect(legal(done.state).some((a) => a.type === 'end-turn')).toBe(true);
  });

  it('LV-TEAM-14: a partner digs at its team-mate\'s claimed mine without a fee; an opponent pays', () => {
    const dig = (fee: unknown = null) => ({ type: 'mountain-gold', player: 0, tile: MOUNTAIN, markers: [6], dynamite: 'none', fee });
    // Hand-built: prospector 2 (seat 2, prospector 0's partner) built the mine and claimed it.
    const partners = withMine(teamGame(), MOUNTAIN, 2);
    expect(legal(partners).filter((a) => a.type === 'mountain-gold')).toEqual([dig()]);
    expectRefused(partners, dig({ item: 'food' }), 'lost-valley/no-claim-fee');
    const after = reveal(play(partners, dig()).state, 'mountain-gold-4');
    expect(after.g.prospectors[2]!.claim).toEqual({ tile: MOUNTAIN, items: [], markers: [] });
    expect(findMarker(after.g, 6)!.place).toEqual({ kind: 'bag', prospector: 0 });
    // Hand-built: an opponent (prospector 1) holds the claim instead.
    const rivals = withMine(teamGame(), MOUNTAIN, 1);
    expect(legal(rivals).filter((a) => a.type === 'mountain-gold').every((a) => a.type === 'mountain-gold' && a.fee !== null)).toBe(true);
  });
});

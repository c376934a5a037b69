import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import { countOf, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { explorationJustEnded, expectRefused, newGame, play } from './lv-helpers.js';
import { giveItems, giveSkills } from './turn-helpers.js';

// explorationJustEnded(): a finished board, seat 1 (prospector 1) to play, the ice out.
function moves(state: LostValleyState, seat: number) {
  return legalActions(state, seat).filter((a) => a.type === 'move');
}

describe('the turn', () => {
  it('LV-TURN-4: movement, action and trade in any order, each once; end-turn always; then the ice test', () => {
    const state = explorationJustEnded();
    const menu = legalActions(state, 1);
    expect(menu.at(-1)).toEqual({ type: 'end-turn', player: 1 });
    expect(moves(state, 1).length).toBeGreaterThan(0);
    const moved = play(state, moves(state, 1)[0]!).state;
    expect(moved.g.turn.movements).toBe(1);
    // The movement is used: no second move, the turn goes on until end-turn.
    expect(moves(moved, 1)).toEqual([]);
    expect(moved.g.pending).toEqual({ kind: 'turn' });
    expectRefused(moved, moves(state, 1)[0], 'lost-valley/part-used');
    const ended = play(moved, { type: 'end-turn', player: 1 }).state;
    expect(ended.g.pending).toEqual({ kind: 'ice-test' });
  });

  it('LV-WHISKEY-1: a whiskey adds the part that is used up, once a turn, and goes back to the supply', () => {
    // Hand-built: prospector 1 holds two whiskies.
    const state = giveItems(explorationJustEnded(), 1, { whiskey: 2 });
    // With every part still there, drinking would add nothing: it is not offered.
    expect(legalActions(state, 1).filter((a) => a.type === 'drink-whiskey')).toEqual([]);
    const moved = play(state, moves(state, 1)[0]!).state;
    expect(legalActions(moved, 1).filter((a) => a.type === 'drink-whiskey')).toEqual([{ type: 'drink-whiskey', player: 1, part: 'movement' }]);
    const supply = moved.g.supply['whiskey']!;
    const drunk = play(moved, { type: 'drink-whiskey', player: 1, part: 'movement' });
    expect(drunk.events).toContainEqual({ type: 'whiskey-drunk', player: 1, prospector: 1, part: 'movement' });
    expect(drunk.state.g.supply['whiskey']).toBe(supply + 1);
    expect(countOf(drunk.state.g.prospectors[1]!.inventory, 'whiskey')).toBe(1);
    expect(moves(drunk.state, 1).length).toBeGreaterThan(0);
    const again = play(drunk.state, moves(drunk.state, 1)[0]!).state;
    // One whiskey a turn: the second is not offered, and refused.
    expect(legalActions(again, 1).filter((a) => a.type === 'drink-whiskey')).toEqual([]);
    expectRefused(again, { type: 'drink-whiskey', player: 1, part: 'movement' }, 'lost-valley/not-possible');
  });

  it('LV-SKILL-DRUNKARD-1: the Drunkard drinks a second whiskey and loses the XP marker', () => {
    // Hand-built: prospector 1 is a Drunkard with an XP marker and two whiskies.
    let state = giveSkills(giveItems(explorationJustEnded(), 1, { whiskey: 2 }), 1, ['drunkard'], true);
    state = play(state, moves(state, 1)[0]!).state;
    state = play(state, { type: 'drink-whiskey', player: 1, part: 'movement' }).state;
    expect(state.g.prospectors[1]!.inventory.xp).toBe(1);
    state = play(state, moves(state, 1)[0]!).state;
    const second = play(state, { type: 'drink-whiskey', player: 1, part: 'movement' }).state;
    expect(second.g.turn.whiskeys).toBe(2);
    expect(second.g.prospectors[1]!.inventory.xp).toBe(0);
    expect(countOf(second.g.prospectors[1]!.inventory, 'whiskey')).toBe(0);
  });

  it('LV-JERKY-1: jerky gives four food from the supply as a free action', () => {
    // Hand-built: seat 0 holds a jerky at the start of its turn.
    const state = giveItems(newGame(), 0, { jerky: 1 });
    const food = state.g.supply['food']!;
    const ate = play(state, { type: 'eat-jerky', player: 0 });
    const inventory = ate.state.g.prospectors[0]!.inventory;
    expect(countOf(inventory, 'food')).toBe(2 + 4);
    expect(countOf(inventory, 'jerky')).toBe(0);
    expect(ate.state.g.supply['food']).toBe(food - 4);
    expect(ate.events).toContainEqual({ type: 'jerky-eaten', player: 0, prospector: 0, food: 4 });
    // Free: no part of the turn is used, and the prospector may now need to discard (2 tools, 6 food, 1 timber = 10 spaces).
    expect(ate.state.g.turn).toEqual(state.g.turn);
    expect(legalActions(ate.state, 0).some((a) => a.type === 'discard')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, legalActions } from '../../../src/index.js';
import { MINING_CAMP, NEIGHBOURS, BASE_CAMP } from '../../../src/games/lost-dutchman/public.js';
import { die, eventsOf, legal, newGame, play, playAll, pros, startPlaying, tile, token } from './dutchman-helpers.js';

describe('lost-dutchman: setup', () => {
  it('LD-SETUP-1, LD-GRID-1: 24 stacks of five face-down tiles from 120, the camps at opposite ends touching two stacks each', () => {
    const state = newGame(3);
    expect(state.g.stacks).toHaveLength(24);
    expect(state.g.stacks.every((s) => s.hidden === 5 && s.top === null)).toBe(true);
    expect(state.g.pool.reduce((a, b) => a + b, 0)).toBe(120);
    expect(NEIGHBOURS[MINING_CAMP]).toEqual([1, 2]);
    expect(NEIGHBOURS[BASE_CAMP]).toEqual([21, 22]);
    // The rows hold 4, 5, 6, 5 and 4 stacks: the corner stack 0 has three stack neighbours.
    expect(NEIGHBOURS[0]).toEqual([1, 4, 5]);
  });

  it('LD-SETUP-2: the six water level tiles stand in a stack from 6 down to 1', () => {
    expect(newGame(2).g.water).toBe(6);
  });

  it('LD-SETUP-3, LD-MAP-2: the 15 tokens lie face down on the map; those on spots 1, 2 and 3 are turned first (each drawn from the unseen ones)', () => {
    let state = newGame(2);
    expect(state.g.tokens.every((t) => t === null)).toBe(true);
    expect(chanceOutcomes(state)).toHaveLength(15);
    expect(chanceOutcomes(state).every((o) => Math.abs(o.probability - 1 / 15) < 1e-12)).toBe(true);
    state = playAll(state, [token('4-5'), token('6-7')]).state;
    expect(chanceOutcomes(state)).toHaveLength(13);
    state = play(state, token('8-9')).state;
    expect(state.g.tokens.slice(0, 4)).toEqual(['4-5', '6-7', '8-9', null]);
    expect(state.g.tokenPool).toHaveLength(12);
    expect(activePlayers(state)).toEqual([0]);
  });

  it('LD-SETUP-4: each seat chooses a free prospector board and takes its starting attributes and item', () => {
    let state = playAll(newGame(3), [token('4-5'), token('6-7'), token('8-9')]).state;
    expect(legalActions(state, 0)).toHaveLength(5);
    state = play(state, { type: 'choose-character', player: 0, character: 'tenderfoot' }).state;
    expect(pros(state, 0).attributes).toEqual({ health: 4, vigor: 2, foresight: 2, ingenuity: 1 });
    expect(pros(state, 0).items).toEqual(['pickaxe']);
    expect(legal(state, 1).map((a) => (a.type === 'choose-character' ? a.character : ''))).not.toContain('tenderfoot');
    state = play(state, { type: 'choose-character', player: 1, character: 'stubborn-mule' }).state;
    expect(pros(state, 1).items).toEqual([]);
  });

  it('LD-SETUP-5, LD-SETUP-6: every prospector starts at the mining camp of the map and of the land area; the Ghost guards his mine', () => {
    const state = startPlaying(4);
    for (let seat = 0; seat < 4; seat++) {
      expect(pros(state, seat).space).toBe(MINING_CAMP);
      expect(pros(state, seat).map).toBe('camp');
    }
    expect(state.g.ghost).toBeNull();
  });

  it('LD-SETUP-7: each seat turns the top tiles of three different face-down stacks; they stay face up, unresolved', () => {
    let state = playAll(newGame(2), [token('4-5'), token('6-7'), token('8-9'), { type: 'choose-character', player: 0, character: 'stubborn-mule' }, { type: 'choose-character', player: 1, character: 'old-timer' }]).state;
    expect(legal(state, 0)).toHaveLength(24);
    state = playAll(state, [{ type: 'reveal-setup', player: 0, stack: 5 }, tile('gila-monster')]).state;
    expect(state.g.stacks[5]).toEqual({ hidden: 4, top: 'gila-monster' });
    // Not the same stack twice, and not a stack whose top is already face up.
    expect(legal(state, 0).map((a) => (a.type === 'reveal-setup' ? a.stack : -1))).not.toContain(5);
    state = playAll(state, [{ type: 'reveal-setup', player: 0, stack: 6 }, tile('treasure-3'), { type: 'reveal-setup', player: 0, stack: 7 }, tile('bandit')]).state;
    expect(activePlayers(state)).toEqual([1]);
    expect(pros(state, 0).treasures).toEqual([]);
    expect(state.g.stacks[7]!.top).toBe('bandit');
  });

  it('LD-TILE-WATER-2, reading 1: a water level drop turned in setup is resolved, the tile below is turned but not resolved', () => {
    let state = playAll(newGame(2), [token('4-5'), token('6-7'), token('8-9'), { type: 'choose-character', player: 0, character: 'stubborn-mule' }, { type: 'choose-character', player: 1, character: 'old-timer' }]).state;
    const { state: after, events } = playAll(state, [{ type: 'reveal-setup', player: 0, stack: 2 }, tile('water-level-drop'), tile('crevice')]);
    state = after;
    expect(state.g.water).toBe(5);
    expect(state.g.stacks[2]).toEqual({ hidden: 3, top: 'crevice' });
    expect(eventsOf(events, 'crevice-found')).toHaveLength(0);
    expect(activePlayers(state)).toEqual([0]);
  });

  it('LD-SETUP-8: every seat rolls its action die, the highest begins, equal highest roll again', () => {
    let state = newGame(3);
    const actions: unknown[] = [token('4-5'), token('6-7'), token('8-9')];
    ['stubborn-mule', 'old-timer', 'surveyor'].forEach((character, seat) => actions.push({ type: 'choose-character', player: seat, character }));
    for (let seat = 0; seat < 3; seat++) for (let j = 0; j < 3; j++) actions.push({ type: 'reveal-setup', player: seat, stack: 3 * seat + j + 8 }, tile(`treasure-${j + 1}`));
    state = playAll(state, actions).state;
    const { state: tied, events } = playAll(state, [die(5), die(6), die(6)]);
    expect(eventsOf(events, 'first-player-roll').map((e) => e['player'])).toEqual([0, 1, 2]);
    expect(tied.g.queue[0]).toEqual({ t: 'first-roll', seats: [1, 2], rolls: [] });
    const decided = playAll(tied, [die(2), die(4)]).state;
    expect(decided.g.active).toBe(2);
    expect(decided.g.turn).toBe(1);
    // The surveyor holds a compass, so his turn opens with a choice.
    expect(activePlayers(decided)).toEqual([2]);
  });
});

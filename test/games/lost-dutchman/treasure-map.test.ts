import { describe, expect, it } from 'vitest';
import { activePlayers, isTerminal, outcome } from '../../../src/index.js';
import type { DutchmanState } from '../../../src/games/lost-dutchman/public.js';
import { die, eventsOf, expectRefused, legal, movement, play, playAll, pros, startPlaying, tile, token, built, give, position } from './dutchman-helpers.js';

/** The mule (vigor 3) defeats a Gila monster (6) with a 4: phase 4 follows. */
function defeatedGila(): DutchmanState {
  return playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile('gila-monster'), die(4)]).state;
}

/**
 * Built: seat 0 stands behind spot H (from E, over the face-up tokens of A, E and H) with vigor 4
 * and a treasure; the final token (spot L) shows 7-8.
 */
function beforeTheFinal(ghost: number | null = null): DutchmanState {
  const path = position(startPlaying(2)).token('a', '4-6').token('e', '4-7').token('h', '4-8').token('l', '7-8').map(0, 'h', 'e');
  const state = built(give(path, 0, { attributes: { health: 5, vigor: 4, foresight: 1, ingenuity: 0 }, treasures: [1] }).ghost(ghost));
  // The mule defeats a mountain lion (8, vigor; reward +1 vigor): 6 + 4 = 10.
  return playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('mountain-lion'), die(6)]).state;
}

describe('lost-dutchman: the treasure map', () => {
  it('LD-MAP-3, reading 3: a creature defeated this turn lets its defeater cross a face-up token showing its rating', () => {
    const state = defeatedGila();
    expect(activePlayers(state)).toEqual([0]);
    expect(legal(state, 0)).toEqual([{ type: 'cross', player: 0, spot: '1' }, { type: 'end-turn', player: 0 }]);
  });

  it('LD-MAP-3: a token showing neither rating of the defeated tile cannot be crossed (lost-dutchman/token-not-overcome)', () => {
    const error = expectRefused(defeatedGila(), { type: 'cross', player: 0, spot: '2' }, 'lost-dutchman/token-not-overcome');
    expect(error.rule).toBe('LD-MAP-3');
  });

  it('LD-MAP-4, LD-MAP-5: the prospector moves past the token and turns the tokens on the trails ahead; the token stays on the map', () => {
    const { state, events } = playAll(defeatedGila(), [{ type: 'cross', player: 0, spot: '1' }, token('5-6'), token('4-8')]);
    expect(eventsOf(events, 'token-overcome')[0]).toMatchObject({ spot: '1', token: '4-5', rating: 5 });
    expect(pros(state, 0).map).toBe('1');
    expect(state.g.tokens.slice(0, 5)).toEqual(['4-5', '6-7', '8-9', '5-6', '4-8']);
    // One token per defeated tile: the turn is over.
    expect(state.g.active).toBe(1);
  });

  it('LD-MAP-3, reading 3: a defeat of an earlier turn does not count again', () => {
    const state = playAll(defeatedGila(), [{ type: 'end-turn', player: 0 }, movement(1), { type: 'move', player: 1, path: [2] }, tile('treasure-1'), tile('treasure-1')]).state;
    expect(state.g.defeated).toEqual([]);
    const next = playAll(state, [movement(1), { type: 'move', player: 0, path: [5] }, tile('treasure-2'), tile('treasure-2')]).state;
    expect(next.g.active).toBe(1);
    expect(pros(next, 0).map).toBe('camp');
  });

  it('LD-MINE-1, LD-MINE-3, LD-END-1: overcoming the final token finds the mine (+15); with the Ghost away the game ends at once', () => {
    const state = beforeTheFinal(0); // the Ghost on seat 0's treasure (its uid 0)
    expect(legal(state, 0)).toContainEqual({ type: 'cross', player: 0, spot: 'l' });
    const { state: after, events } = play(state, { type: 'cross', player: 0, spot: 'l' });
    expect(eventsOf(events, 'mine-found')).toHaveLength(1);
    expect(isTerminal(after)).toBe(true);
    expect(outcome(after)).toMatchObject({ reason: 'mine-found', winners: [0] });
    // The haunted 1 counts zero; the lion is worth 4; the mine 15.
    expect(outcome(after)!.scores[0]).toBe(19);
  });

  it('LD-MINE-2, LD-SPECIAL-3: with the Ghost defending his mine the finder must defeat the Lost Dutchman creature tile', () => {
    const state = play(beforeTheFinal(null), { type: 'cross', player: 0, spot: 'l' }).state;
    expect(state.g.queue[0]).toEqual({ t: 'ghost-roll', seat: 0, at: 'mine' });
    // Vigor 5 after the lion's reward: 5 + 5 = 10 > 9.
    const { state: after, events } = play(state, die(5));
    expect(eventsOf(events, 'dutchman-fought')[0]).toMatchObject({ at: 'mine', total: 10, won: true });
    expect(pros(after, 0).foundMine).toBe(true);
    expect(isTerminal(after)).toBe(true);
  });

  it('LD-MINE-4: losing to the Lost Dutchman steps the prospector back one space and ends his turn; he must overcome the final token again', () => {
    const state = play(beforeTheFinal(null), { type: 'cross', player: 0, spot: 'l' }).state;
    // The Lost Dutchman: 7, the highest attribute (vigor 5 after the lion's reward): 1 + 5 = 6 loses.
    const { state: after, events } = play(state, die(1));
    expect(eventsOf(events, 'dutchman-fought')[0]).toMatchObject({ total: 6, won: false });
    expect(eventsOf(events, 'stepped-back')[0]).toMatchObject({ to: 'h' });
    expect(pros(after, 0).map).toBe('h');
    expect(pros(after, 0).foundMine).toBe(false);
    expect(after.g.active).toBe(1);
    expect(isTerminal(after)).toBe(false);
    expect(after.g.tokens[14]).toBe('7-8');
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/index.js';
import { expectRefused, movement, newGame, play, playAll, startPlaying, tile, token, built, holding, position, voidAt } from './dutchman-helpers.js';

/** Seat 0 (the mule) to move 2 spaces from the mining camp. */
const moving = () => play(startPlaying(2), movement(2)).state;

describe('lost-dutchman: refusals leave the state untouched', () => {
  it.each([
    ['not an object', null],
    ['no type', { player: 0 }],
    ['an unknown type', { type: 'dig', player: 0 }],
    ['a missing path', { type: 'move', player: 0 }],
    ['an extra field', { type: 'move', player: 0, path: [1, 0], fast: true }],
    ['a space off the grid', { type: 'move', player: 0, path: [1, 26] }],
    ['a raise of health', { type: 'raise', player: 0, attribute: 'health' }],
  ])('a malformed action, %s, is refused (invalid-action)', (_what, action) => {
    expectRefused(moving(), action, 'invalid-action');
  });

  it('a seat beyond the table is refused with no-such-seat (the core check), naming the table size', () => {
    const error = expectRefused(moving(), { type: 'move', player: 7, path: [1, 0] }, 'no-such-seat');
    expect(error.message).toMatch(/this table has \d seats/);
  });

  it('LD-TURN-1: acting out of turn is refused (not-your-turn) with the active seat', () => {
    const error = expectRefused(moving(), { type: 'move', player: 1, path: [1, 0] }, 'not-your-turn');
    expect(error.details).toEqual({ active: [0] });
  });

  it('LD-TURN-2: a player action while a die is pending is refused (awaiting-chance)', () => {
    expectRefused(startPlaying(2), { type: 'move', player: 0, path: [1, 0] }, 'awaiting-chance');
  });

  it('LD-MOVE-3: moving through a tile twice is refused (lost-dutchman/space-entered-twice)', () => {
    const state = play(startPlaying(2), movement(3)).state;
    expectRefused(state, { type: 'move', player: 0, path: [1, 0, 1] }, 'lost-dutchman/space-entered-twice');
  });

  it('LD-GRID-2: ending on a void is refused (lost-dutchman/ends-on-void; a void at stack 0, its tiles taken and gone)', () => {
    const base = moving();
    const state = built(voidAt(position(base), 0));
    expectRefused(state, { type: 'move', player: 0, path: [1, 0] }, 'lost-dutchman/ends-on-void');
  });

  it('LD-TURN-1: an action of the wrong phase is refused with the phase it waits for (lost-dutchman/not-now)', () => {
    const error = expectRefused(moving(), { type: 'end-turn', player: 0 }, 'lost-dutchman/not-now');
    expect(error.details).toEqual({ waitingFor: 'after-roll' });
  });

  it('LD-TURN-2: a chance outcome that the node cannot give is refused (illegal-action)', () => {
    expectRefused(startPlaying(2), { type: 'chance', outcome: { movement: 6 } }, 'illegal-action');
    expectRefused(startPlaying(2), { type: 'chance', outcome: { die: 3 } }, 'illegal-action');
  });

  it('LD-TURN-2: an impossible tile identity is refused: every unseen tile of a kind already drawn', () => {
    let state = play(startPlaying(2), movement(1)).state;
    state = play(state, { type: 'move', player: 0, path: [1] }).state;
    // Built: every treasure-5 tile has been taken off the land (and lost since).
    let drawn = position(state);
    for (let i = 0; i < state.g.pool[4]!; i++) drawn = drawn.spent('treasure-5');
    const none = built(drawn);
    expect(none.g.pool[4]).toBe(0);
    expect(applyAction(none, { type: 'chance', outcome: { tile: 'treasure-5' } }).ok).toBe(false);
    expectRefused(none, { type: 'chance', outcome: { tile: 'no-such-tile' } }, 'illegal-action');
  });

  it('LD-SETUP-4, LD-SETUP-7: a taken board and a stack already turned are refused with their own codes', () => {
    let state = playAll(newGame(2), [token('4-5'), token('6-7'), token('8-9'), { type: 'choose-character', player: 0, character: 'surveyor' }]).state;
    expectRefused(state, { type: 'choose-character', player: 1, character: 'surveyor' }, 'lost-dutchman/board-taken');
    state = playAll(state, [{ type: 'choose-character', player: 1, character: 'old-timer' }, { type: 'reveal-setup', player: 0, stack: 4 }, tile('treasure-1')]).state;
    expectRefused(state, { type: 'reveal-setup', player: 0, stack: 4 }, 'lost-dutchman/stack-not-available');
  });

  it('LD-TILE-CREVICE-1, LD-GHOST-1: a crevice into a void and the Ghost on one\'s own treasure are refused', () => {
    const base = playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile('crevice')]).state;
    const voided = built(voidAt(position(base), 9));
    expectRefused(voided, { type: 'crevice', player: 0, space: 9 }, 'lost-dutchman/ends-on-void');
    const rich = holding(startPlaying(2), 0, { treasures: [2] });
    const special = play(rich, movement('special')).state;
    expectRefused(special, { type: 'move-ghost', player: 0, treasure: rich.g.prospectors[0]!.treasures[0]!.uid }, 'lost-dutchman/no-such-treasure');
  });
});

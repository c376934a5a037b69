import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../../../src/index.js';
import { MINING_CAMP, BASE_CAMP, type DutchmanState } from '../../../src/games/lost-dutchman/public.js';
import { expectRefused, legal, movement, play, playAll, pros, startPlaying, tile, built, holding, position, voidAt } from './dutchman-helpers.js';

/** Seat 0 (the mule, no item) to move after rolling `steps`. */
const rolled = (steps: number) => play(startPlaying(2), movement(steps)).state;

describe('lost-dutchman: the movement die and moving', () => {
  it('LD-ROLL-1, LD-SPECIAL-1: the movement die shows 1, 1, 2, 2, 3 and the special action', () => {
    const outcomes = chanceOutcomes(startPlaying(2));
    expect(outcomes).toEqual([
      { outcome: { movement: 1 }, probability: 2 / 6 },
      { outcome: { movement: 2 }, probability: 2 / 6 },
      { outcome: { movement: 3 }, probability: 1 / 6 },
      { outcome: { movement: 'special' }, probability: 1 / 6 },
    ]);
  });

  it('LD-MOVE-1, LD-ROLL-1: a roll of 2 offers every walk of two spaces in any direction from the mining camp', () => {
    const moves = legal(rolled(2), 0).map((a) => (a.type === 'move' ? a.path.join('-') : a.type));
    expect(moves.sort()).toEqual(['1-0', '1-2', '1-5', '1-6', '2-1', '2-3', '2-6', '2-7'].sort());
  });

  it('LD-MOVE-2: a prospector must use all of his movement (a shorter walk is refused)', () => {
    const error = expectRefused(rolled(2), { type: 'move', player: 0, path: [1] }, 'lost-dutchman/wrong-distance');
    expect(error.rule).toBe('LD-MOVE-2');
  });

  it('LD-MOVE-3: no land tile may be entered twice in a turn, the starting one included', () => {
    const twice = expectRefused(rolled(3), { type: 'move', player: 0, path: [1, 2, 1] }, 'lost-dutchman/space-entered-twice');
    expect(twice.path).toEqual(['path', 2]);
    expectRefused(rolled(2), { type: 'move', player: 0, path: [1, MINING_CAMP] }, 'lost-dutchman/space-entered-twice');
  });

  it('LD-MOVE-1: each step goes to a touching space', () => {
    expectRefused(rolled(2), { type: 'move', player: 0, path: [1, 9] }, 'lost-dutchman/not-adjacent');
  });

  it('LD-GRID-2: a void counts as a space but a move may not end on it (a void at stack 1, its tiles taken and gone)', () => {
    const state = built(voidAt(position(rolled(2)), 1));
    const moves = legal(state, 0).map((a) => (a.type === 'move' ? a.path.join('-') : a.type));
    expect(moves).toContain('1-5');
    expect(moves).not.toContain('2-1');
    const error = expectRefused(state, { type: 'move', player: 0, path: [2, 1] }, 'lost-dutchman/ends-on-void');
    expect(error.rule).toBe('LD-GRID-2');
  });

  it('LD-GRID-1, LD-RESOLVE-1: the camps count as spaces and may be ended on; they resolve nothing (built: seat 0 on stack 21)', () => {
    const state = play(holding(startPlaying(2), 0, { space: 21 }), movement(1)).state;
    expect(legal(state, 0).some((a) => a.type === 'move' && a.path[0] === BASE_CAMP)).toBe(true);
    const after = play(state, { type: 'move', player: 0, path: [BASE_CAMP] }).state;
    expect(pros(after, 0).space).toBe(BASE_CAMP);
    expect(after.g.active).toBe(1);
  });

  it('LD-MOVE-2 (reading): with no walk of the rolled length that ends off a void, the prospector stays (hand-built: every stack a void but 3)', () => {
    // Not built: 23 voids need nearly every land tile taken and gone, more than a game can lose
    // (creatures, disasters and hunters stay with their takers); the voids are laid by hand.
    const base = rolled(1);
    const stacks = base.g.stacks.map((s, i) => (i === 3 ? s : { hidden: 0, top: null }));
    const state = handLaidVoids(base, stacks);
    expect(legal(state, 0)).toEqual([{ type: 'move', player: 0, path: [] }]);
    const after = play(state, { type: 'move', player: 0, path: [] }).state;
    expect(pros(after, 0).space).toBe(3);
  });

  it('LD-RESOLVE-1: stopping on a face-down tile discovers it (a chance node draws it from the unseen tiles)', () => {
    const state = play(rolled(1), { type: 'move', player: 0, path: [1] }).state;
    const outcomes = chanceOutcomes(state);
    // Six tiles were turned in setup (two treasures each of 1, 2 and 3).
    const ones = outcomes.find((o) => JSON.stringify(o.outcome) === JSON.stringify({ tile: 'treasure-1' }))!;
    expect(ones.probability).toBeCloseTo((10 - 2) / (120 - 6), 12);
    const after = playAll(state, [tile('treasure-4'), tile('crevice')]).state;
    expect(after.g.stacks[1]).toEqual({ hidden: 3, top: 'crevice' });
  });
});

/** Hand-laid (not a position a real game reaches by these counts; see LD-MOVE-2 above): seat 0 on stack 3 among voids. */
function handLaidVoids(base: DutchmanState, stacks: DutchmanState['g']['stacks']): DutchmanState {
  const prospectors = base.g.prospectors.map((p, i) => (i === 0 ? { ...p, space: 3 } : p));
  return { ...base, g: { ...base.g, stacks, prospectors } };
}

import { describe, expect, it } from 'vitest';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import { built, newGame, position, riverSet } from './lv-helpers.js';

// The position builder's spring step: the river step of an explorer by the headwater that finds
// no river diamond left to lay brings out the spring at once (LV-EXP2-R4).

describe('position builder: the spring brought out by the river step', () => {
  it('LV-SAVE-3, LV-EXP2-R4: with no river diamond left, the spring comes out on the headwater while exploration goes on', () => {
    const laid = built(position(newGame({ data: riverSet('second', ['R01']) })).diamond('R01', ['M0^', 'M1v']));
    const head = laid.g.board.headwater!;
    const state = built(withSpring(position(laid)));
    const spring = state.g.board.tiles[state.g.board.spring!]!;
    expect(spring).toMatchObject({ kind: 'spring', faces: [head] });
    expect(state.g.board.headwater).toBeNull();
    expect(state.g.explorationOver).toBe(false);
    expect(state.g.piles.land.length).toBeGreaterThan(0);
  });

  it('LV-SAVE-3, LV-EXP2-R4: refused while a river diamond left can still be laid, and once the spring is out', () => {
    const open = position(newGame()).diamond('R01', ['M0^', 'M1v']);
    expect(withSpring(open).build()).toMatchObject({ ok: false, error: { code: 'position/impossible', rule: 'LV-EXP2-R4', details: { invariant: 'spring-tile' } } });
    const closed = withSpring(position(newGame({ data: riverSet('second', ['R01']) })).diamond('R01', ['M0^', 'M1v']));
    expect(withSpring(closed).build()).toMatchObject({ ok: false, error: { details: { invariant: 'spring-tile' } } });
  });
});

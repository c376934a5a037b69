import { describe, expect, it } from 'vitest';
import { dutchmanPosition, type DutchmanState } from '../../../src/games/lost-dutchman/public.js';
import { startPlaying } from './dutchman-helpers.js';

function invariantOf(r: ReturnType<ReturnType<typeof dutchmanPosition>['build']>): unknown {
  expect(r.ok).toBe(false);
  return r.ok ? null : (r.error.details as { invariant?: unknown }).invariant;
}

describe('the Lost Dutchman position builder', () => {
  it('LD-SETUP-1: tiles a prospector holds come off the stacks (one fewer face down and unseen); treasures get the next uid', () => {
    const base = startPlaying(2);
    const r = dutchmanPosition(base).take(1, 'treasure-3').take(1, 'gila-monster').take(0, 'compass').top(4, 'black-bear').build();
    if (!r.ok) throw new Error(r.error.message);
    const state: DutchmanState = r.state;
    const hidden = (s: DutchmanState) => s.g.stacks.reduce((n, stack) => n + stack.hidden, 0);
    expect(hidden(state)).toBe(hidden(base) - 4);
    expect(state.g.prospectors[1]!.treasures).toEqual([{ uid: base.g.nextUid, value: 3, buried: false }]);
    expect(state.g.prospectors[1]!.trophies).toEqual(['gila-monster']);
    expect(state.g.stacks[4]!.top).toBe('black-bear');
  });

  it('LD-SETUP-1: what no longer lies on the land cannot be taken; a tile no prospector keeps is refused', () => {
    let position = dutchmanPosition(startPlaying(2));
    for (let i = 0; i < 40; i++) position = position.take(0, 'compass');
    expect(invariantOf(position.build())).toBe('land-tiles-accounted');
    expect(invariantOf(dutchmanPosition(startPlaying(2)).take(0, 'bandit').build())).toBe('holding-fits-kind');
    expect(invariantOf(dutchmanPosition(startPlaying(2)).take(0, 'no-such-tile').build())).toBe('tile-kind-known');
  });

  it('LD-GHOST-1: the save invariants judge the built position (the Ghost haunts a treasure nobody holds)', () => {
    expect(invariantOf(dutchmanPosition(startPlaying(2)).ghost(7).build())).toBe('ghost-on-held-treasure');
    expect(dutchmanPosition(startPlaying(2)).take(1, 'treasure-2').ghost(startPlaying(2).g.nextUid).build().ok).toBe(true);
  });

  it('LD-TILE-WATER-3: a water level drop taken off the land lowers the water', () => {
    const base = startPlaying(2);
    const r = dutchmanPosition(base).take(0, 'water-level-drop').build();
    expect(r.ok && r.state.g.water).toBe(base.g.water - 1);
  });
});

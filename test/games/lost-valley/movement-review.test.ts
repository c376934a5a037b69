import { describe, expect, it } from 'vitest';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { legalSite } from './site-board.js';
import { faceName } from '../../../src/games/lost-valley/board/place-names.js';
import { built, expectRefused, latticeOf, legal, position } from './lv-helpers.js';

// The board-stage review points of issue 9. Positions are legal boards built by the position
// builder (site-board.ts `legalSite`); moves are real.

function moves(state: LostValleyState, mode: string): number[] {
  return legal(state).filter((a) => a.type === 'move' && a.mode === mode).map((a) => (a as { to: number }).to);
}

function placeOther(state: LostValleyState, at: string): LostValleyState {
  return built(position(state).at(1, at));
}

/** The intersection a name gives on this state's lattice. */
function named(state: LostValleyState, name: string): number {
  return built(position(state).at(1, name)).g.prospectors[1]!.node;
}

describe('movement: review points', () => {
  it('LV-MOVE-8: the unburdened walk is two land edges only, never one along the river and one over land', () => {
    // The river R03, R01, R04, R02 from the mouth, land east of it; the prospector at O2: M3 lies
    // one land edge (O2-N2) and one edge along the river (N2-M3) away, P3 two land edges.
    const site = legalSite({ river: ['R01', 'R04', 'R02'], at: 'M1', more: [['L36', ['N1^', 'O2v']], ['L37', ['O2^', 'O3v']]] });
    const state = built(position(site.state).at(0, 'O2'));
    const mixed = named(state, 'M3');
    const twoLand = named(state, 'P3');
    expect(moves(state, 'foot-unburdened')).not.toContain(mixed);
    expect(moves(state, 'foot-unburdened')).toContain(twoLand);
    const riding = built(position(state).take(0, 'horse'));
    expect(moves(riding, 'horse')).toContain(mixed);
    // With empty packs plain walking reaches two land edges, still not the mix.
    const empty = built(position(state).drop(0, 'tool', 2).drop(0, 'food', 2).drop(0, 'timber', 1));
    expect(moves(empty, 'foot')).toContain(twoLand);
    expect(moves(empty, 'foot')).not.toContain(mixed);
  });

  it('LV-MOVE-4: passing through an occupied intersection: yes in the second edition, no in the first; the option passThroughOccupied overrides', () => {
    for (const [setup, passes] of [
      [{}, true],
      [{ variant: 'first-edition' }, false],
      [{ options: { passThroughOccupied: false } }, false],
      [{ variant: 'first-edition', options: { passThroughOccupied: true } }, true],
    ] as const) {
      // Exploration goes on: six tiles around O2, and P2^ + P3v, P2v + P1^ east of P2, so that Q2
      // lies two walkable edges from O2 only through P2 (edges need both sides explored).
      const site = legalSite({ ...setup, finished: false, more: [['L07', ['P2^', 'P3v']], ['L05', ['P2v', 'P1^']]], then: (p) => p.take(0, 'horse') });
      const state = placeOther(site.state, 'P2');
      const beyond = named(state, 'Q2');
      expect(moves(site.state, 'horse')).toContain(beyond);
      expect(moves(state, 'horse').includes(beyond)).toBe(passes);
      if (!passes) expectRefused(state, { type: 'move', player: 0, mode: 'horse', to: beyond }, 'lost-valley/occupied-in-the-way');
    }
  });

  it('LV-MOVE-10: the second-edition spring is land for stopping as for movement: one prospector at its corner away from the river; the first edition\'s is river', () => {
    for (const [variant, room] of [
      ['standard', false],
      ['first-edition', true],
    ] as const) {
      // The river R03, R01, R04, R02 ends at the spring on M4^, whose corners are M4 and N4 (on
      // the river) and M5 (away from it); seat 1 stands on M5, seat 0 at M4.
      const site = legalSite({ variant, river: ['R01', 'R04', 'R02'], at: 'M1' });
      const spring = site.state.g.board.tiles.find((t) => t.kind === 'spring')!;
      expect(spring.faces.map((f) => faceName(latticeOf(site.state), f))).toEqual(['M4^']);
      const state = built(position(site.state).at(0, 'M4').at(1, 'M5'));
      expect(moves(state, 'foot').includes(named(state, 'M5'))).toBe(room);
    }
  });
});

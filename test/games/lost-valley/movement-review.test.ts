import { describe, expect, it } from 'vitest';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { goods, piece, site } from './build-helpers.js';
import { expectRefused, face, legal, newGame, node, withG } from './lv-helpers.js';

// The board-stage review points of issue 9. Positions are hand-built around one intersection
// (build-helpers.ts `site`); moves are real.

function moves(state: LostValleyState, mode: string): number[] {
  return legal(state).filter((a) => a.type === 'move' && a.mode === mode).map((a) => (a as { to: number }).to);
}

function placeOther(state: LostValleyState, at: number): LostValleyState {
  return withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 1 ? { ...p, node: at } : p)) });
}

describe('movement: review points', () => {
  it('LV-MOVE-8: the unburdened walk is two land edges only, never one along the river and one over land', () => {
    const base = newGame();
    // Hand-built: one-face river pieces on U(x, 2), so the edges north of (2, 2) run along the river and those south are land.
    const strip = [0, 1, 2, 3, 4].map((x) => piece(face(base, x, 2, true), `R${90 + x}`, [], 'river'));
    const { state } = site(base, [], {}, strip);
    const mixed = node(base, 2, 4);
    expect(moves(state, 'foot-unburdened')).not.toContain(mixed);
    expect(moves(state, 'foot-unburdened')).toContain(node(base, 2, 0));
    const riding = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, inventory: { ...p.inventory, ...goods({}, { horse: 1 }) } } : p)) });
    expect(moves(riding, 'horse')).toContain(mixed);
    // With empty packs plain walking reaches two land edges, still not the mix.
    const empty = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, inventory: { ...p.inventory, backpack: [] } } : p)) });
    expect(moves(empty, 'foot')).toContain(node(base, 2, 0));
    expect(moves(empty, 'foot')).not.toContain(mixed);
  });

  it('LV-MOVE-4: passing through an occupied intersection: yes in the second edition, no in the first; the option passThroughOccupied overrides', () => {
    for (const [setup, passes] of [
      [{}, true],
      [{ variant: 'first-edition' }, false],
      [{ options: { passThroughOccupied: false } }, false],
      [{ variant: 'first-edition', options: { passThroughOccupied: true } }, true],
    ] as const) {
      const base = newGame(setup);
      const { state: built } = site(base, [], goods({}, { horse: 1 }));
      const state = placeOther(built, node(base, 3, 2));
      // (4, 2) lies two edges east of (2, 2) only through (3, 2).
      expect(moves(state, 'horse').includes(node(base, 4, 2))).toBe(passes);
      if (!passes) expectRefused(state, { type: 'move', player: 0, mode: 'horse', to: node(base, 4, 2) }, 'lost-valley/occupied-in-the-way');
    }
  });

  it('LV-MOVE-10: the second-edition spring is land for stopping as for movement: one prospector at its corner away from the river; the first edition\'s is river', () => {
    for (const [variant, room] of [
      ['standard', false],
      ['first-edition', true],
    ] as const) {
      const base = newGame({ variant });
      // Hand-built: the spring alone on U(2, 2), whose corners are (2, 2), (3, 2) and (2, 3).
      const spring = piece(face(base, 2, 2, true), 'S', [], 'spring');
      const { state: built } = site(base, [], {}, [spring], node(base, 3, 2));
      const state = placeOther(built, node(base, 2, 2));
      expect(moves(state, 'foot').includes(node(base, 2, 2))).toBe(room);
    }
  });
});

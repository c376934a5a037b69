import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, startGame } from '../../../src/index.js';
import { createsGap, faceHasCorner, isComplete, isEnclosedGap, landPlacements, optionalTriangleFaces } from '../../../src/games/lost-valley/public.js';
import { draw, explorationJustEnded, expectRefused, face, indexOfState, latticeOf, legal, loneTile, newGame, node, placeFirst, placingLandAt, play, smallSet, walk, built, position } from './lv-helpers.js';
import { completeByHand } from './invariants.js';
import { legalSite } from './site-board.js';

/** Seat 0 at the mouth with the first river tile laid up the middle: the river step is over. */
function afterFirstRiver(variant = 'standard') {
  const start = newGame({ variant });
  let state = walk(start, node(start, 1, 0)).state;
  state = draw(state, 'river', 'R01');
  return placeFirst(state);
}

describe('the triangle step (second edition)', () => {
  it('LV-EXP2-T2: with no gap at v the player may lay a triangle on a face that touches no triangle and leaves no gap, or decline', () => {
    const state = afterFirstRiver();
    expect(state.g.pending).toEqual({ kind: 'triangle-choice' });
    const faces = optionalTriangleFaces(indexOfState(state), state.g.explore!.node);
    expect(legal(state)).toEqual([...faces.map((f) => ({ type: 'place-triangle', player: 0, face: f })), { type: 'decline-triangle', player: 0 }]);
    for (const f of faces) expect(createsGap(indexOfState(state), [f], false)).toBe(false);
    const declined = play(state, { type: 'decline-triangle', player: 0 });
    expect(declined.events[0]).toEqual({ type: 'triangle-declined', player: 0 });
    expect(declined.state.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
  });

  it('LV-EXP2-T2, LV-SETUP-3: a chosen face gets the top of the triangle pile: pile A first', () => {
    const state = afterFirstRiver();
    const f = optionalTriangleFaces(indexOfState(state), state.g.explore!.node)[0]!;
    const chosen = play(state, { type: 'place-triangle', player: 0, face: f }).state;
    expect(chosen.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: f });
    const outcomes = chanceOutcomes(chosen).map((o) => (o.outcome as { tile: string }).tile);
    const backA = componentsOf(chosen).triangles.filter((t) => t.back === 'A').map((t) => t.id);
    expect(outcomes).toEqual(backA);
    const laid = draw(chosen, 'triangle', outcomes[0]!);
    expect(laid.g.board.tiles.at(-1)).toMatchObject({ tile: outcomes[0], kind: 'triangle', faces: [f] });
    // LV-EXP2-T2: one optional triangle per exploration: the land step follows if v is incomplete.
    expect(laid.g.pending.kind).not.toBe('triangle-choice');
    if (laid.g.explore !== null) expect(laid.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
  });

  it('LV-EXP2-T2: a face that shares a corner with a triangle tile (the spring included) is refused', () => {
    const state = afterFirstRiver();
    const v = state.g.explore!.node;
    const faces = optionalTriangleFaces(indexOfState(state), v);
    const f = faces[0]!;
    const lattice = latticeOf(state);
    // Built: a triangle (the pile's first) laid with the builder on a face sharing a corner with f,
    // where an exploration at that corner could lay it.
    const corners = [0, 1, 2].map((k) => lattice.faceCorners[3 * f + k]!).filter((c) => c !== v && c !== 0);
    const nearby = corners.flatMap((c) => Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * c + k]!)).filter((g) => g !== f && g >= 0 && !faceHasCorner(lattice, g, v));
    const laid = nearby.map((g) => position(state).triangle(state.g.piles.triangles[0]!, g).build()).find((r) => r.ok);
    expect(laid?.ok).toBe(true);
    const withTriangle = laid!.ok ? laid!.state : state;
    expect(optionalTriangleFaces(indexOfState(withTriangle), v)).not.toContain(f);
    const error = expectRefused(withTriangle, { type: 'place-triangle', player: 0, face: f }, 'lost-valley/triangle-touches-triangle');
    expect(error.rule).toBe('LV-EXP2-T2');
  });

  it('LV-EXP2-T1: an enclosed gap at v is filled with a triangle, and then no optional triangle is offered', () => {
    // Built: the six faces around O2 but O2^ covered (site-board.ts `legalSite`), and L07 on O3v +
    // O3^, so that O2^ is an enclosed gap; the prospector walks to O2 from N2 (between N2^ and N2v) and explores there.
    const site = legalSite({ finished: false, at: 'O2', open: ['O2^'], more: [['L07', ['O3v', 'O3^']]] });
    const gap = site.faces[0]!;
    expect(isEnclosedGap(indexOfState(site.state), gap)).toBe(true);
    const start = built(position(site.state).at(0, 'N2'));
    const arrived = play(start, { type: 'move', player: 0, mode: 'foot', to: site.v }).state;
    // The gap at v is found first and takes the top triangle; no optional triangle is offered.
    expect(arrived.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: gap });
    const filled = draw(arrived, 'triangle', arrived.g.piles.triangles[0]!);
    expect(filled.g.board.tiles.at(-1)).toMatchObject({ kind: 'triangle', faces: [gap] });
    expect(filled.g.pending.kind).not.toBe('triangle-choice');
    expect(isComplete(indexOfState(filled), site.v)).toBe(true);
  });
});

describe('the land step', () => {
  it('LV-EXP2-L1, LV-EXP-1: land diamonds are drawn and placed at v until v is complete', () => {
    let state = play(afterFirstRiver(), { type: 'decline-triangle', player: 0 }).state;
    const v = state.g.explore!.node;
    let placed = 0;
    while (state.g.explore !== null && state.g.pending.kind === 'draw' && state.g.pending.pile === 'land') {
      state = draw(state, 'land', state.g.piles.land[0]!);
      for (const action of legal(state)) {
        if (action.type !== 'place-diamond') throw new Error('not a placement');
        expect(action.faces.some((f) => faceHasCorner(latticeOf(state), f, v))).toBe(true);
      }
      state = placeFirst(state);
      placed++;
    }
    expect(placed).toBeGreaterThan(0);
    expect(completeByHand(state, v)).toBe(true);
    expect(isComplete(indexOfState(state), v)).toBe(true);
    // LV-TURN-1: with the exploration over, the explorer's turn goes on, its movement used.
    expect(state.g.pending).toEqual({ kind: 'turn' });
    expect(state.g.turn.index).toBe(0);
    expect(state.g.turn.movements).toBe(1);
  });

  it('LV-EXP2-L2, LV-EXP1-4: a placement that leaves a gap beside a triangle is illegal while another exists (second edition only)', () => {
    for (const variant of ['standard', 'first-edition']) {
      // Hand-built: around v = (3,3) only U(3,3) and D(2,3) are empty; U(2,4) holds a triangle.
      // Covering U(3,3) with D(3,3) would enclose D(2,3) beside that triangle.
      const state = newGame({ variant });
      const lattice = latticeOf(state);
      const v = node(state, 3, 3);
      const around = Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * v + k]!);
      const [f0, f1] = [face(state, 3, 3, true), face(state, 2, 3, false)];
      expect(around.slice(0, 2)).toEqual([f0, f1]);
      const tiles = [...around.slice(2).map((f, i) => loneTile(f, `X${i}`)), loneTile(face(state, 2, 4, true), 'T09', 'triangle')];
      const placing = placingLandAt(state, v, tiles);
      const pair = [f0, f1].sort((a, b) => a - b);
      const gapMaker = [f0, face(state, 3, 3, false)].sort((a, b) => a - b);
      const positions = legal(placing).map((a) => JSON.stringify((a as { faces: number[] }).faces));
      if (variant === 'standard') {
        expect(new Set(positions)).toEqual(new Set([JSON.stringify(pair)]));
        const error = expectRefused(placing, { type: 'place-diamond', player: 0, faces: gapMaker, way: 0 }, 'lost-valley/gap-next-to-triangle');
        expect(error.rule).toBe('LV-EXP2-L2');
      } else {
        expect(new Set(positions)).toEqual(new Set([JSON.stringify(pair), JSON.stringify(gapMaker)]));
      }
    }
  });

  it('LV-EXP1-4: in the first edition the land step has no rule against gaps beside triangles', () => {
    const start = newGame({ variant: 'first-edition' });
    let state = walk(start, node(start, 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    expect(state.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
    state = draw(state, 'land', state.g.piles.land[0]!);
    expect(legal(state)).toHaveLength(landPlacements(indexOfState(state), state.g.explore!.node, false).length);
  });
});

describe('the end of exploration', () => {
  it('LV-END-EXP-1, LV-END-EXP-2, LV-ICE-1: after the last land diamond the spring comes out, the ice goes onto it and the other tiles leave', () => {
    const data = smallSet('second', { land: 1, river: 12, triangles: 12 });
    const start = startGame({ game: 'lost-valley', players: 2, seed: 1, chance: 'external', data, options: { skillDraft: false } });
    if (!start.ok) throw new Error(start.error.message);
    let state = walk(start.state as never, node(start.state as never, 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    state = play(state, { type: 'decline-triangle', player: 0 }).state;
    state = draw(state, 'land', 'L01');
    const result = play(state, legal(state)[0]);
    const types = result.events.map((e) => e.type);
    expect(types).toContain('exploration-ended');
    expect(types).toContain('spring-placed');
    expect(types).toContain('ice-out');
    const g = result.state.g;
    expect(g.explorationOver).toBe(true);
    expect(g.ice).toEqual({ out: true, position: 0 });
    expect(g.piles).toEqual({ land: [], river: { unseen: [], bottom: [] }, triangles: [] });
    // LV-ICE-1: the turn in which the ice came out ends with the ice test.
    expect(g.pending).toEqual({ kind: 'turn' });
    expect(play(result.state, { type: 'end-turn', player: 0 }).state.g.pending).toEqual({ kind: 'ice-test' });
  });

  it('LV-END-EXP-3: once exploration has ended, every edge with a covered face may be walked and nothing stops a move', () => {
    const state = explorationJustEnded();
    // Seat 1 on the trading post can now reach the outer intersections of the explored land.
    const moves = legal(state).filter((a) => a.type === 'move').map((a) => (a as { to: number }).to);
    const index = indexOfState(state);
    expect(moves.some((to) => to !== 0 && !isComplete(index, to))).toBe(true);
  });
});


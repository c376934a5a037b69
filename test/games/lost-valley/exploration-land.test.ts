import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, startGame } from '../../../src/index.js';
import { createsGap, faceHasCorner, isComplete, isEnclosedGap, landPlacements, optionalTriangleFaces } from '../../../src/games/lost-valley/public.js';
import { draw, explorationJustEnded, expectRefused, faceNamed, indexOfState, latticeOf, legal, newGame, node, nodeNamed, placeFirst, play, riverSet, smallSet, walk, built, position } from './lv-helpers.js';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
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

/** Two faces as a set key. */
function key(faces: readonly number[]): string {
  return JSON.stringify([...faces].sort((x, y) => x - y));
}

/** The empty faces that covering `faces` would box in (all three sides closed), read off the board apart from the rules code. */
function boxedIn(state: LostValleyState, faces: readonly number[]): number[] {
  const lattice = latticeOf(state);
  const covered = new Set(state.g.board.tiles.flatMap((t) => t.faces));
  const closed = (f: number): boolean => f < 0 || covered.has(f) || faces.includes(f);
  const gaps = faces.flatMap((f) => [0, 1, 2].map((i) => lattice.faceNeighbours[3 * f + i]!))
    .filter((gap) => !closed(gap) && gap !== state.g.board.headwater && [0, 1, 2].every((j) => closed(lattice.faceNeighbours[3 * gap + j]!)));
  return [...new Set(gaps)];
}

/** Whether a face shares a corner with a triangle tile (the spring included). */
function besideTriangle(state: LostValleyState, face: number): boolean {
  const lattice = latticeOf(state);
  const corners = (f: number): number[] => [0, 1, 2].map((k) => lattice.faceCorners[3 * f + k]!);
  return state.g.board.tiles.some((t) => (t.kind === 'triangle' || t.kind === 'spring') && corners(t.faces[0]!).some((v) => corners(face).includes(v)));
}

/**
 * Built, per edition, on a board a real exploration lays (R01 at the mouth, the spring out at
 * once as the set holds no other river diamond): a land triangle on the board, then the
 * prospector walks to an intersection and draws a land diamond that can be laid so as to box in
 * a face beside a triangle, or elsewhere. The second edition's triangles are optional ones
 * (LV-EXP2-T2, each on a face a corner's exploration offers it); there the one placement the rule
 * leaves (I2^ + I3v at J2) boxes in a face beside no triangle, so "any gap" and "a gap beside a
 * triangle" give different answers. The first edition has no optional triangle, so its triangle
 * fills the gap L3v that L11 encloses (LV-EXP1-2).
 */
function gapBesideTriangle(variant: string): { state: LostValleyState; clean: number[][]; gapMakers: number[][] } {
  const first = variant === 'first-edition';
  const start = newGame({ variant, data: riverSet(first ? 'first' : 'second', ['R01']) });
  const river = withSpring(position(start).diamond('R01', ['M0^', 'M1v']));
  const board = first
    ? built(
      river
        .diamond('L01', ['L1v', 'L1^'])
        .diamond('L02', ['N0^', 'N1v'])
        .diamond('L03', ['N2v', 'N1^'])
        .diamond('L04', ['M2v', 'M2^'])
        .diamond('L05', ['L0^', 'K1v'])
        .diamond('L06', ['L2v', 'L2^'])
        .diamond('L07', ['O0^', 'O1v'])
        .diamond('L08', ['N2^', 'N3v'])
        .diamond('L09', ['O2v', 'O1^'])
        .diamond('L10', ['M3v', 'M3^'])
        .diamond('L11', ['M4v', 'L3^'])
        .triangle('T01', 'L3v')
        .diamond('L12', ['K1^', 'K2v'])
        .diamond('L13', ['L4v', 'K3^'])
        .at(0, 'L1'),
    )
    : built(
      river
        .diamond('L01', ['M2v', 'L1^'])
        .triangle('T01', 'L2v')
        .diamond('L02', ['K1^', 'K2v'])
        .diamond('L03', ['J1^', 'J2v'])
        .diamond('L04', ['K2^', 'J3v'])
        .diamond('L05', ['N2v', 'N1^'])
        .diamond('L06', ['I1^', 'I2v'])
        .diamond('L07', ['O2v', 'O1^'])
        .diamond('L11', ['K1v', 'K0^'])
        .diamond('L12', ['N0^', 'N1v'])
        .triangle('T02', 'J1v')
        .triangle('T03', 'P2v')
        .diamond('L13', ['N2^', 'N3v'])
        .triangle('T04', 'H1^')
        .diamond('L14', ['L1v', 'L0^'])
        .diamond('L15', ['P2^', 'P3v'])
        .diamond('L16', ['N3^', 'O4v'])
        .diamond('L17', ['M2^', 'M3v'])
        .diamond('L21', ['H2v', 'H2^'])
        .triangle('T05', 'O3^')
        .triangle('T06', 'N4v')
        .triangle('T07', 'O0^')
        .diamond('L22', ['M3^', 'M4v'])
        .diamond('L23', ['L3v', 'L2^'])
        .diamond('L24', ['H3v', 'H3^'])
        .at(0, 'J1'),
    );
  let state = walk(board, nodeNamed(board, first ? 'L2' : 'J2')).state;
  if (state.g.pending.kind === 'triangle-choice') state = play(state, { type: 'decline-triangle', player: 0 }).state;
  expect(state.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
  state = draw(state, 'land', first ? 'L14' : 'L25');
  const pairs = (list: readonly (readonly [string, string])[]): number[][] => list.map(([a, b]) => [faceNamed(state, a), faceNamed(state, b)].sort((x, y) => x - y));
  return first
    ? { state, clean: pairs([['K2^', 'K3v']]), gapMakers: pairs([['J3v', 'K2^']]) }
    : { state, clean: pairs([['I2^', 'I3v']]), gapMakers: pairs([['I3v', 'J2^'], ['I3v', 'I3^']]) };
}

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
      const { state, clean, gapMakers } = gapBesideTriangle(variant);
      // Checked apart from the rules code: each gap-maker boxes in a face beside a triangle tile;
      // the other placements box in none, or (second edition) one beside no triangle, which the
      // rule allows.
      for (const faces of gapMakers) expect(boxedIn(state, faces).some((f) => besideTriangle(state, f))).toBe(true);
      for (const faces of clean) expect(boxedIn(state, faces).some((f) => besideTriangle(state, f))).toBe(false);
      if (variant === 'standard') expect(boxedIn(state, clean[0]!)).toHaveLength(1);
      const positions = new Set(legal(state).map((a) => key((a as { faces: number[] }).faces)));
      if (variant === 'standard') {
        expect(positions).toEqual(new Set(clean.map(key)));
        for (const faces of gapMakers) {
          const error = expectRefused(state, { type: 'place-diamond', player: 0, faces, way: 0 }, 'lost-valley/gap-next-to-triangle');
          expect(error.rule).toBe('LV-EXP2-L2');
        }
      } else {
        expect(positions).toEqual(new Set([...clean, ...gapMakers].map(key)));
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


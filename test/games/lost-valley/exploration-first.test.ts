import { describe, expect, it } from 'vitest';
import { isComplete } from '../../../src/games/lost-valley/public.js';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import { built, draw, face, faceNamed, indexOfState, legal, newGame, nodeNamed, node, placeFirst, play, position, riverSet, smallSet, walk } from './lv-helpers.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';

function firstAtMouth() {
  const start = newGame({ variant: 'first-edition' });
  return walk(start, node(start, 1, 0)).state;
}


/**
 * Built: R01 (the set's one river diamond) at the mouth, the spring out at once (no river diamond
 * left, LV-EXP2-R4), then seven land diamonds laid where exploration offers them, so that around
 * v = (3,3) only U(3,3) and D(2,3) are empty, and U(2,4), D(3,4), D(2,4) are covered while U(3,4)
 * and D(3,3) are not. The prospector walks to v from a neighbour, declines the optional triangle
 * where it is offered and draws L01: laying it on U(3,3) + D(3,3) encloses D(2,3) (at v) and
 * U(3,4) (not at v). Without `triangles` the set has none.
 */
function twoGapBoard(variant: string, triangles = true): { state: LostValleyState; placement: { type: 'place-diamond'; player: 0; faces: [number, number]; way: 0 }; atV: number; away: number } {
  const set = riverSet(variant === 'first-edition' ? 'first' : 'second', ['R01']);
  const start = newGame({ variant, data: triangles ? set : { ...set, triangles: [] } });
  const board = built(
    withSpring(position(start).diamond('R01', ['M0^', 'M1v']))
      .diamond('L03', ['N2v', 'N1^'])
      .diamond('L04', ['O1v', 'O1^'])
      .diamond('L05', ['P2^', 'P3v'])
      .diamond('L06', ['Q2^', 'Q3v'])
      .diamond('L07', ['P4v', 'P3^'])
      .diamond('L11', ['Q4^', 'Q5v'])
      .diamond('L12', ['R5v', 'S4^']),
  );
  const lattice = indexOfState(board).lattice;
  const v = node(board, 3, 3);
  const walkIn = Array.from({ length: 6 }, (_, k) => lattice.nodeEdges[6 * v + k]!)
    .map((e) => (lattice.edgeEnds[2 * e] === v ? lattice.edgeEnds[2 * e + 1]! : lattice.edgeEnds[2 * e]!))
    .map((u) => built(position(board).at(0, u)))
    .find((s) => legal(s).some((a) => a.type === 'move' && a.to === v));
  if (!walkIn) throw new Error('twoGapBoard: no neighbour walks to v');
  let state = walk(walkIn, v).state;
  if (state.g.pending.kind === 'triangle-choice') state = play(state, { type: 'decline-triangle', player: 0 }).state;
  state = draw(state, 'land', 'L01');
  const faces = [face(state, 3, 3, true), face(state, 3, 3, false)].sort((a, b) => a - b) as [number, number];
  return { state, placement: { type: 'place-diamond', player: 0, faces, way: 0 }, atV: face(state, 2, 3, false), away: face(state, 3, 4, true) };
}

/**
 * Built: three river diamonds from the mouth (R01, R02, R03), so the headwater is M3^, with the
 * river still open. Land is then laid only from corners that touch neither the headwater nor a
 * face beside it (LV-EXP2-R1): L01 … L04 close the headwater's neighbour N4v in on its two other
 * sides (N3^, N4^), and L05 covers M5^ so that the edge N5–M5 lies between two tiles. The
 * headwater M3^ then has one neighbour covered by the river (M3v), one empty (N4v, boxed in), and
 * one empty (M4v). The prospector walks from N5 to M5 (whose faces touch neither the headwater
 * nor its neighbours, so the land step comes at once), draws L06 and lays it on M4v + M4^: the
 * headwater and N4v are then an enclosed diamond-shaped space.
 */
function pairAroundHeadwater(variant: string): { state: LostValleyState; placement: { type: 'place-diamond'; player: 0; faces: number[]; way: 0 }; headwater: number; other: number } {
  const board = built(
    position(newGame({ variant }))
      .diamond('R01', ['M0^', 'M1v'])
      .diamond('R02', ['M1^', 'N2v'], 0)
      .diamond('R03', ['M3v', 'N2^'], 0)
      .diamond('L01', ['N3v', 'N3^'])
      .diamond('L02', ['O4v', 'O3^'])
      .diamond('L03', ['N5v', 'O4^'])
      .diamond('L04', ['M5v', 'N4^'])
      .diamond('L05', ['M5^', 'N6v'])
      .at(0, 'N5'),
  );
  const names = (name: string): number => faceNamed(board, name);
  const headwater = names('M3^');
  expect(board.g.board.headwater).toBe(headwater);
  expect(board.g.board.spring).toBeNull();
  let state = walk(board, nodeNamed(board, 'M5')).state;
  if (state.g.pending.kind === 'triangle-choice') state = play(state, { type: 'decline-triangle', player: 0 }).state;
  expect(state.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
  state = draw(state, 'land', 'L06');
  const faces = [names('M4v'), names('M4^')].sort((a, b) => a - b);
  return { state, placement: { type: 'place-diamond', player: 0, faces, way: 0 }, headwater, other: names('N4v') };
}

describe('exploration, first edition', () => {
  it('LV-EXP1-1: there is no optional triangle step: after the river the land step follows', () => {
    const state = placeFirst(draw(firstAtMouth(), 'river', 'R01'));
    expect(state.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
    expect(legal(state)).toEqual([]);
  });

  it('LV-EXP1-2: every enclosed gap, anywhere, is filled at once with a land triangle', () => {
    const { state, placement, atV, away } = twoGapBoard('first-edition');
    const after = play(state, placement).state;
    expect(new Set(after.g.gapQueue)).toEqual(new Set([atV, away]));
    expect(after.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: after.g.gapQueue[0] });
    const first = draw(after, 'triangle', 'T01');
    const second = draw(first, 'triangle', 'T02');
    const triangles = second.g.board.tiles.filter((t) => t.kind === 'triangle').flatMap((t) => t.faces);
    expect(new Set(triangles)).toEqual(new Set([atV, away]));
  });

  it('LV-EXP2-T1: in the second edition only the gaps at v are filled; a gap elsewhere waits', () => {
    const { state, placement, atV, away } = twoGapBoard('standard');
    const after = play(state, placement).state;
    expect(after.g.gapQueue).toEqual([atV]);
    const filled = draw(after, 'triangle', 'T01');
    expect(filled.g.board.tiles.some((t) => t.faces.includes(away))).toBe(false);
    expect(isComplete(indexOfState(filled), node(filled, 3, 3))).toBe(true);
  });

  it('LV-EXP1-2, LV-GEO-9: a gap that needs a triangle when none is left stays a hole, counted as covered', () => {
    const { state, placement, atV, away } = twoGapBoard('first-edition', false);
    expect(state.g.piles.triangles).toEqual([]);
    const after = play(state, placement);
    expect(after.events.filter((e) => e.type === 'hole-left').map((e) => e['face'])).toEqual(expect.arrayContaining([atV, away]));
    expect(isComplete(indexOfState(after.state), node(state, 3, 3))).toBe(true);
  });

  it('LV-EXP1-3: a river flowing out of an enclosed diamond-shaped space gets the spring; the other face is then a gap', () => {
    for (const variant of ['first-edition', 'standard']) {
      const { state, placement, headwater, other } = pairAroundHeadwater(variant);
      const result = play(state, placement);
      const spring = result.events.some((e) => e.type === 'spring-placed');
      if (variant === 'first-edition') {
        expect(spring).toBe(true);
        expect(result.state.g.board.tiles[result.state.g.board.spring!]!.faces).toEqual([headwater]);
        expect(result.state.g.gapQueue).toEqual([other]);
        expect(result.state.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: other });
      } else {
        // The second edition has no such rule: the space waits for a prospector.
        expect(spring).toBe(false);
        expect(result.state.g.board.headwater).toBe(headwater);
        expect(result.state.g.gapQueue).toEqual([]);
      }
    }
  });

  it('LV-EXP1-5: the first edition\'s spring carries its mother lode as face-down mountain gold', () => {
    // A first-edition set with no river diamonds (LV-SETUP-6): the spring comes at the first walk.
    const start = newGame({ variant: 'first-edition', data: smallSet('first', { land: 40, river: 0, triangles: 12 }) });
    const next = walk(start, node(start, 1, 0)).state;
    const spring = next.g.board.tiles[next.g.board.spring!]!;
    expect(spring.kind).toBe('spring');
    expect(spring.markers.length).toBeGreaterThan(0);
    expect(spring.markers.every((m) => m.pool === 'mountain-gold' && m.identity === null)).toBe(true);
  });
});

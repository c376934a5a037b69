import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { edgeKind, isComplete, isEnclosedGap, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { draw, explorationJustEnded, face, indexOfState, latticeOf, legal, loneTile, newGame, node, placeFirst, placingLandAt, play, smallSet, walk, withG, built, position } from './lv-helpers.js';


describe('completeness, gaps and the spring', () => {
  it('LV-GEO-7: an intersection is complete when each of its six faces is covered or lies beyond the boundary', () => {
    const state = newGame();
    const lattice = latticeOf(state);
    const v = node(state, 3, 2);
    const around = Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * v + k]!);
    const five = withG(state, { board: { ...state.g.board, tiles: around.slice(1).map((f, i) => loneTile(f, `X${i}`)) } });
    expect(isComplete(indexOfState(five), v)).toBe(false);
    const six = withG(state, { board: { ...state.g.board, tiles: around.map((f, i) => loneTile(f, `X${i}`)) } });
    expect(isComplete(indexOfState(six), v)).toBe(true);
    // On the boundary three faces lie beyond: three covered faces complete it.
    const edge = node(state, 4, 0);
    const inside = Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * edge + k]!).filter((f) => f >= 0);
    const rim = withG(state, { board: { ...state.g.board, tiles: inside.map((f, i) => loneTile(f, `X${i}`)) } });
    expect(isComplete(indexOfState(rim), edge)).toBe(true);
  });

  it('LV-GEO-8: an empty face with its three neighbours covered or beyond is an enclosed gap; the headwater never is', () => {
    const state = newGame();
    const lattice = latticeOf(state);
    const gap = face(state, 4, 0, true);
    const neighbours = [0, 1, 2].map((i) => lattice.faceNeighbours[3 * gap + i]!).filter((f) => f >= 0);
    expect(neighbours).toHaveLength(2);
    const enclosed = withG(state, { board: { ...state.g.board, tiles: neighbours.map((f, i) => loneTile(f, `X${i}`)) } });
    expect(isEnclosedGap(indexOfState(enclosed), gap)).toBe(true);
    const head = lattice.mouthHeadwater;
    const around = [0, 1, 2].map((i) => lattice.faceNeighbours[3 * head + i]!).filter((f) => f >= 0);
    const boxed = withG(state, { board: { ...state.g.board, tiles: around.map((f, i) => loneTile(f, `X${i}`)) } });
    expect(isEnclosedGap(indexOfState(boxed), head)).toBe(false);
  });

  it('LV-GEO-10: when the headwater face becomes enclosed the spring fills it at once', () => {
    // Hand-built: D(-1,0) covered; the prospector at (2,0) lays a diamond over U(1,0) and D(0,0),
    // the headwater's last open neighbour (no river step: no face at (2,0) touches the headwater).
    const state = newGame();
    const placing = placingLandAt(state, node(state, 2, 0), [loneTile(face(state, -1, 0, false), 'X1')]);
    const faces = [face(state, 1, 0, true), face(state, 0, 0, false)].sort((a, b) => a - b);
    const result = play(placing, { type: 'place-diamond', player: 0, faces, way: 0 });
    expect(result.events.find((e) => e.type === 'spring-placed')).toEqual({ type: 'spring-placed', face: latticeOf(state).mouthHeadwater });
  });

  it('LV-MOVE1-2, LV-GEO-5: first edition: prospectors walk along the spring as along the river; second edition: its edges are land', () => {
    for (const [variant, kind] of [['first-edition', 'river'], ['standard', 'land']] as const) {
      // A component set with no river diamonds (LV-SETUP-6): the spring comes at the first walk.
      const start = newGame({ variant, data: smallSet(variant === 'standard' ? 'second' : 'first', { land: 40, river: 0, triangles: 12 }) });
      const empty = start;
      const next = walk(empty, node(start, 1, 0)).state;
      const lattice = latticeOf(next);
      const springFace = next.g.board.tiles[next.g.board.spring!]!.faces[0]!;
      // The spring's edges other than its outflow (the mouth here).
      const banks = [0, 1, 2].map((i) => lattice.faceEdges[3 * springFace + i]!).filter((e) => e !== lattice.mouthEdge);
      for (const e of banks) expect(edgeKind(indexOfState(next), e)).toBe(kind);
    }
  });

  it('LV-ICE1-2: the ice changes nothing else: the moves are the same wherever it stands', () => {
    const state = explorationJustEnded();
    const moved = built(position(state).ice(1));
    expect(legal(moved)).toEqual(legal(state));
  });

  it('LV-EXP1-6, LV-END-EXP-4: first edition: after the last land diamond the ice goes onto the spring and the other tiles are discarded', () => {
    const data = smallSet('first', { land: 1, river: 12, triangles: 10 });
    const start = startGame({ game: 'lost-valley', variant: 'first-edition', players: 2, seed: 1, chance: 'external', data });
    if (!start.ok) throw new Error(start.error.message);
    let state = walk(start.state as LostValleyState, node(start.state as LostValleyState, 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    state = draw(state, 'land', 'L01');
    const result = play(state, legal(state)[0]);
    expect(result.events.map((e) => e.type)).toEqual(expect.arrayContaining(['spring-placed', 'exploration-ended', 'ice-out']));
    const ended = result.events.find((e) => e.type === 'exploration-ended')!;
    expect(ended['riverLeft']).toBe(11);
    expect(result.state.g.piles).toEqual({ land: [], river: { unseen: [], bottom: [] }, triangles: [] });
    expect(result.state.g.ice).toEqual({ out: true, position: 0 });
  });
});

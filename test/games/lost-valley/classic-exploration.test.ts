import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../../../src/index.js';
import { lostValleyVariants, type LostValleyOptions, type LostValleyState, type PlacedTile } from '../../../src/games/lost-valley/public.js';
import { draw, latticeOf, legal, loneTile, newGame, node, placeFirst, placingLandAt, play, walk, withG } from './lv-helpers.js';

// Classic Lost Valley's triangle rule: no triangle while exploring; once every land diamond is
// laid, the enclosed gaps left take triangles in pile order. Positions around (3, 3) are
// hand-built (`placingLandAt`: the land diamond L01 has just been drawn there); draws are forced.

const CLASSIC = lostValleyVariants['classic']!.options as Partial<LostValleyOptions>;

/**
 * Hand-built: around (3, 3) every face is covered except f0 and its neighbour f1 there; f0's
 * outer neighbour is covered too, so placing L01 on f1 and f1's outer neighbour encloses f0.
 */
function gapScene(options: Partial<LostValleyOptions>): { state: LostValleyState; gap: number; cover: [number, number] } {
  const start = newGame({ options });
  const lattice = latticeOf(start);
  const v = node(start, 3, 3);
  const around = Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * v + k]!);
  const neighbours = (f: number): number[] => [0, 1, 2].map((i) => lattice.faceNeighbours[3 * f + i]!);
  const f0 = around[0]!;
  const f1 = around.find((f) => f !== f0 && neighbours(f0).includes(f))!;
  const outer = (f: number): number => neighbours(f).find((n) => !around.includes(n))!;
  const covered = [...around.filter((f) => f !== f0 && f !== f1), outer(f0)];
  const tiles: PlacedTile[] = covered.map((f, i) => loneTile(f, `X${i}`));
  return { state: placingLandAt(start, v, tiles), gap: f0, cover: [f1, outer(f1)] };
}

function placeCovering(state: LostValleyState, faces: readonly number[]) {
  const action = legal(state).find((a) => a.type === 'place-diamond' && faces.every((f) => a.faces.includes(f)));
  if (!action) throw new Error('no such placement');
  return play(state, action);
}

describe('classic: triangles only in the gaps left at the end of exploration', () => {
  it('LV-CLASSIC-5: exploring offers no triangle: after the river step the land step follows at once', () => {
    for (const [options, expected] of [
      [CLASSIC, { kind: 'draw', pile: 'land', face: null }],
      [{}, { kind: 'triangle-choice' }],
    ] as const) {
      let state = newGame({ options });
      state = walk(state, node(state, 1, 0)).state;
      state = placeFirst(draw(state, 'river', 'R01'));
      expect(state.g.pending).toEqual(expected);
    }
    // Hand-built: a triangle-choice answer is refused in classic, since none is offered.
    let state = newGame({ options: CLASSIC });
    state = placeFirst(draw(walk(state, node(state, 1, 0)).state, 'river', 'R01'));
    expect(legal(state).some((a) => a.type === 'place-triangle' || a.type === 'decline-triangle')).toBe(false);
  });

  it('LV-CLASSIC-11: a gap made while exploring stays empty (a hole for now), counts as covered, and takes no triangle yet', () => {
    const { state, gap, cover } = gapScene(CLASSIC);
    const { state: next, events } = placeCovering(state, cover);
    expect(next.g.board.holes).toEqual([gap]);
    expect(next.g.board.tiles.some((t) => t.kind === 'triangle')).toBe(false);
    expect(events.find((e) => e.type === 'exploration-finished')).toMatchObject({ complete: true });
    expect(next.g.pending).toEqual({ kind: 'turn' });
    expect(next.g.piles.triangles).toEqual(state.g.piles.triangles);
    // Standard: the same gap takes the top triangle at once.
    const standard = gapScene({});
    expect(placeCovering(standard.state, standard.cover).state.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: standard.gap });
  });

  it('LV-CLASSIC-5, LV-CLASSIC-2: after the last land diamond each gap left takes a triangle from pile A first; then exploration ends; a Trading Outpost gets no clues', () => {
    const built = gapScene(CLASSIC);
    const state = withG(built.state, { piles: { ...built.state.g.piles, land: [] } });
    let next = placeCovering(state, built.cover).state;
    expect(next.g.explorationOver).toBe(false);
    expect(next.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: built.gap });
    expect(chanceOutcomes(next).map((o) => (o.outcome as { tile: string }).tile)).toEqual(['T01', 'T02', 'T03', 'T04']);
    const result = play(next, { type: 'chance', outcome: { draw: 'triangle', tile: 'T01' } });
    next = result.state;
    const outpost = next.g.board.tiles.find((t) => t.tile === 'T01')!;
    expect(outpost.faces).toEqual([built.gap]);
    expect(outpost.markers).toEqual([]);
    expect(next.g.board.holes).toEqual([]);
    expect(next.g.explorationOver).toBe(true);
    expect(next.g.ice).toEqual({ out: true, position: 0 });
    expect(next.g.piles).toEqual({ land: [], river: { unseen: [], bottom: [] }, triangles: [] });
    expect(result.events.find((e) => e.type === 'exploration-ended')).toMatchObject({ trianglesLeft: state.g.piles.triangles.length - 1 });
    expect(next.g.pending).toEqual({ kind: 'turn' });
  });

  it('LV-CLASSIC-5: when the triangles have run out, the gaps left stay empty for good', () => {
    const built = gapScene(CLASSIC);
    const state = withG(built.state, { piles: { ...built.state.g.piles, land: [], triangles: [] } });
    const { state: next, events } = placeCovering(state, built.cover);
    expect(next.g.explorationOver).toBe(true);
    expect(next.g.board.holes).toEqual([built.gap]);
    expect(events.map((e) => e.type)).toContain('exploration-ended');
    expect(next.g.pending).toEqual({ kind: 'turn' });
  });
});

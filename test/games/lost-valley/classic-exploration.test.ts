import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../../../src/index.js';
import { lostValleyVariants, parseFace, type LostValleyOptions, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { cutSet } from './gold-helpers.js';
import { built, draw, latticeOf, legal, newGame, node, placeFirst, play, position, walk } from './lv-helpers.js';

// Classic Lost Valley's triangle rule: no triangle while exploring; once every land diamond is
// laid, the enclosed gaps left take triangles in pile order. The gap scene is built by name and
// then played: draws are forced.

const CLASSIC = lostValleyVariants['classic']!.options as Partial<LostValleyOptions>;
const PILE_A_AND_ONE = ['T01', 'T02', 'T03', 'T04', 'T05'];

/**
 * The land laid round from the east to L1 in an order exploration lays it: N2v (beside R01's
 * headwater M1^) as the partner face of N1^, then from O2 over N2^, from M3 over L2^, from L2
 * over K1^, so that L1 is on the board with no face there beside the headwater.
 */
const WEST_PATH = [
  ['L31', ['N2v', 'N1^']],
  ['L32', ['M3v', 'N2^']],
  ['L33', ['L2^', 'L3v']],
  ['L34', ['K1^', 'K2v']],
] as const;

/**
 * Built: R01 and the mountain L11 at the mouth, the land of WEST_PATH, and the wasteland L35 on
 * L1^ and L2v (laid from L1), so that L1v has two covered neighbours; seat 0 walks from the trading post to M0, explores there (declining
 * the optional triangle where it is offered) and draws the tundra L21, to be placed. Covering
 * K1v and L0^ with it encloses L1v. `land` is the set's land pile: with L21 its last diamond,
 * that placement lays the last one.
 */
function gapScene(options: Partial<LostValleyOptions>, land = ['L11', 'L35', 'L21', 'L07'], triangles = PILE_A_AND_ONE): { state: LostValleyState; gap: number; cover: [number, number] } {
  let state = built(
    position(newGame({ options, data: cutSet([...WEST_PATH.map(([tile]) => tile), ...land], ['R01', 'R02'], triangles) }))
      .diamond('R01', ['M0^', 'M1v'])
      .diamond('L11', ['N0^', 'N1v'])
      .diamond(...WEST_PATH[0]!)
      .diamond(...WEST_PATH[1]!)
      .diamond(...WEST_PATH[2]!)
      .diamond(...WEST_PATH[3]!)
      .diamond('L35', ['L1^', 'L2v']),
  );
  const named = (name: string): number => {
    const parsed = parseFace(latticeOf(state), name);
    if (!parsed.ok) throw new Error(name);
    return parsed.id;
  };
  state = walk(state, node(state, 0, 0)).state;
  if (state.g.pending.kind === 'triangle-choice') state = play(state, { type: 'decline-triangle', player: 0 }).state;
  state = draw(state, 'land', 'L21');
  return { state, gap: named('L1v'), cover: [named('K1v'), named('L0^')] };
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
    // A triangle-choice answer is refused in classic, since none is offered.
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
    const scene = gapScene(CLASSIC, ['L11', 'L35', 'L21']);
    const state = scene.state;
    expect(state.g.piles.land).toEqual([]);
    let next = placeCovering(state, scene.cover).state;
    expect(next.g.explorationOver).toBe(false);
    expect(next.g.pending).toEqual({ kind: 'draw', pile: 'triangle', face: scene.gap });
    expect(chanceOutcomes(next).map((o) => (o.outcome as { tile: string }).tile)).toEqual(['T01', 'T02', 'T03', 'T04']);
    const result = play(next, { type: 'chance', outcome: { draw: 'triangle', tile: 'T01' } });
    next = result.state;
    const outpost = next.g.board.tiles.find((t) => t.tile === 'T01')!;
    expect(outpost.faces).toEqual([scene.gap]);
    expect(outpost.markers).toEqual([]);
    expect(next.g.board.holes).toEqual([]);
    expect(next.g.explorationOver).toBe(true);
    expect(next.g.ice).toEqual({ out: true, position: 0 });
    expect(next.g.piles).toEqual({ land: [], river: { unseen: [], bottom: [] }, triangles: [] });
    expect(result.events.find((e) => e.type === 'exploration-ended')).toMatchObject({ trianglesLeft: state.g.piles.triangles.length - 1 });
    expect(next.g.pending).toEqual({ kind: 'turn' });
  });

  it('LV-CLASSIC-5: when the triangles have run out, the gaps left stay empty for good', () => {
    const scene = gapScene(CLASSIC, ['L11', 'L35', 'L21'], []);
    const state = scene.state;
    expect([state.g.piles.land, state.g.piles.triangles]).toEqual([[], []]);
    const { state: next, events } = placeCovering(state, scene.cover);
    expect(next.g.explorationOver).toBe(true);
    expect(next.g.board.holes).toEqual([scene.gap]);
    expect(events.map((e) => e.type)).toContain('exploration-ended');
    expect(next.g.pending).toEqual({ kind: 'turn' });
  });
});

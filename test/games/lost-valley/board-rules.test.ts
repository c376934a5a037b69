import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { edgeKind, isComplete, isEnclosedGap, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { parseFace, parseNode } from '../../../src/games/lost-valley/board/place-names.js';
import { legalSite } from './site-board.js';
import { draw, explorationJustEnded, indexOfState, latticeOf, legal, loneTile, newGame, node, placeFirst, play, smallSet, walk, withG, built, position } from './lv-helpers.js';


describe('completeness, gaps and the spring', () => {
  it('LV-GEO-7: an intersection is complete when each of its six faces is covered or lies beyond the boundary', () => {
    // Built: the six tiles around O2 (site-board.ts `legalSite`, exploration going on), and the
    // same board with O2^ left empty.
    const six = legalSite({ finished: false });
    expect(isComplete(indexOfState(six.state), six.v)).toBe(true);
    const five = legalSite({ finished: false, open: ['O2^'] });
    expect(five.state.g.board.tiles.some((t) => t.faces.includes(five.faces[0]!))).toBe(false);
    expect(isComplete(indexOfState(five.state), five.v)).toBe(false);
    // On the boundary three faces lie beyond: three covered faces complete it (M0: R03 on M0^ +
    // L1v at the mouth, L01 on L0^).
    const rim = built(position().diamond('R03', ['M0^', 'L1v']).diamond('L01', ['L0^', 'K1v']));
    const edge = node(rim, 0, 0);
    const lattice = latticeOf(rim);
    expect(Array.from({ length: 6 }, (_, k) => lattice.nodeFaces[6 * edge + k]!).filter((f) => f >= 0)).toHaveLength(3);
    expect(isComplete(indexOfState(rim), edge)).toBe(true);
  });

  it('LV-GEO-8: an empty face with its three neighbours covered or beyond is an enclosed gap; the headwater never is', () => {
    // Built: N0^ on the boundary (beside the mouth) has two neighbours in the valley, M1v and N1v;
    // R03 at the mouth, then L01 on M1v + M1^ and L02 on N1v + N1^ enclose it.
    const enclosed = built(position().diamond('R03', ['M0^', 'L1v']).diamond('L01', ['M1v', 'M1^']).diamond('L02', ['N1v', 'N1^']));
    const lattice = latticeOf(enclosed);
    const gap = (parseFace(lattice, 'N0^') as { id: number }).id;
    expect([0, 1, 2].map((i) => lattice.faceNeighbours[3 * gap + i]!).filter((f) => f >= 0)).toHaveLength(2);
    expect(isEnclosedGap(indexOfState(enclosed), gap)).toBe(true);
    // Hand-made, a position no game reaches (kept so on purpose): the first headwater with its
    // neighbours covered and no spring on it (a real game lays the spring there at once,
    // LV-GEO-10); the guard in isEnclosedGap is what keeps it so.
    const state = newGame();
    const head = lattice.mouthHeadwater;
    const around = [0, 1, 2].map((i) => lattice.faceNeighbours[3 * head + i]!).filter((f) => f >= 0);
    const boxed = withG(state, { board: { ...state.g.board, tiles: around.map((f, i) => loneTile(f, `X${i}`)) } });
    expect(isEnclosedGap(indexOfState(boxed), head)).toBe(false);
  });

  it('LV-GEO-10: when the headwater face becomes enclosed the spring fills it at once', () => {
    // Built, in an order exploration lays it: R01 at the mouth (the headwater now M1^, its other
    // neighbours N2v and M2v), L11 on N0^ + N1v and L02 on N2v + N1^ (N2v the partner face, away
    // from the explorer), L03 on L0^ + L1v and L04 on K1v + K1^ west of the mouth. The prospector
    // walks from L0 to L1 (between L03 and L04) and explores there: no river step (no empty face
    // at L1 is the headwater or next to it), the optional triangle declined, then it lays L01 over
    // L1^ and M2v, the headwater's last open neighbour.
    const board = built(position().diamond('R01', ['M0^', 'M1v']).diamond('L11', ['N0^', 'N1v']).diamond('L02', ['N2v', 'N1^']).diamond('L03', ['L0^', 'L1v']).diamond('L04', ['K1v', 'K1^']));
    const lattice = latticeOf(board);
    const at = (name: string): number => (parseNode(lattice, name) as { id: number }).id;
    const faceNamed = (name: string): number => (parseFace(lattice, name) as { id: number }).id;
    const head = board.g.board.headwater!;
    expect(head).toBe(faceNamed('M1^'));
    let placing = play(built(position(board).at(0, 'L0')), { type: 'move', player: 0, mode: 'foot', to: at('L1') }).state;
    if (placing.g.pending.kind === 'triangle-choice') placing = play(placing, { type: 'decline-triangle', player: 0 }).state;
    expect(placing.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
    placing = draw(placing, 'land', 'L01');
    const faces = [faceNamed('L1^'), faceNamed('M2v')].sort((a, b) => a - b);
    const move = legal(placing).find((a) => a.type === 'place-diamond' && a.faces[0] === faces[0] && a.faces[1] === faces[1])!;
    const result = play(placing, move);
    expect(result.events.find((e) => e.type === 'spring-placed')).toEqual({ type: 'spring-placed', face: head });
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

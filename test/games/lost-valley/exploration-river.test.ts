import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../../../src/index.js';
import type { GameEvent } from '../../../src/index.js';
import { componentsFor, diamondAt, faceHasCorner, parseFace, parseNode, riverPlacements, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { built, draw, face, indexOfState, latticeOf, legal, newGame, node, placeFirst, position, smallSet, walk } from './lv-helpers.js';
import { riverFaults } from './invariants.js';

/** Seat 0 walks over the left ford to (0,0), the mouth's left bank: exploration starts there. */
function atMouth(variant = 'standard') {
  const start = newGame({ variant });
  return walk(start, node(start, 0, 0));
}

/** Built: R01 at the mouth, L11 on N0^ + N1v and L02 on N2v + N1^: beside the headwater M1^ only M2v is free. */
function narrowedHeadwater(data?: unknown) {
  return built(position(newGame(data === undefined ? {} : { data })).diamond('R01', ['M0^', 'M1v']).diamond('L11', ['N0^', 'N1v']).diamond('L02', ['N2v', 'N1^']));
}

/** The states with seat 0 on a neighbour of node `to` from which it can walk there. */
function walkingTo(board: LostValleyState, to: number): LostValleyState[] {
  const lattice = latticeOf(board);
  return Array.from({ length: 6 }, (_, k) => lattice.nodeEdges[6 * to + k]!)
    .map((e) => (lattice.edgeEnds[2 * e] === to ? lattice.edgeEnds[2 * e + 1]! : lattice.edgeEnds[2 * e]!))
    .map((u) => position(board).at(0, u).build())
    .flatMap((r) => (r.ok && legal(r.state).some((a) => a.type === 'move' && a.to === to) ? [r.state] : []));
}

/** Whether seat 0 can stand next to node `to` and walk there. */
function walksTo(board: LostValleyState, to: number): boolean {
  return walkingTo(board, to).length > 0;
}

/** Seat 0 stands on a neighbour of `v` (a name or node id) from which it can walk there, and walks: exploration starts at v. */
function exploreAt(board: LostValleyState, v: string | number): { state: LostValleyState; events: GameEvent[] } {
  const to = typeof v === 'number' ? v : (parseNode(latticeOf(board), v) as { id: number }).id;
  const [from] = walkingTo(board, to);
  if (!from) throw new Error(`exploreAt: no neighbour of ${v} walks there`);
  return walk(from, to);
}

describe('the river step', () => {
  it('LV-EXP-1, LV-EXP2-R1: arriving at an incomplete intersection next to the headwater starts with a river draw', () => {
    const { state, events } = atMouth();
    expect(events.map((e) => e.type)).toEqual(['prospector-moved', 'exploration-started']);
    expect(state.g.pending).toEqual({ kind: 'draw', pile: 'river', face: null });
    const outcomes = chanceOutcomes(state);
    expect(outcomes).toHaveLength(12);
    expect(outcomes.every((o) => Math.abs(o.probability - 1 / 12) < 1e-12)).toBe(true);
  });

  it('LV-EXP2-R2, LV-GEO-5: every legal placement covers the headwater, joins the open edge and leaves its new end facing an empty face', () => {
    const drawn = draw(atMouth().state, 'river', 'R01');
    const lattice = latticeOf(drawn);
    const head = lattice.mouthHeadwater;
    const options = legal(drawn);
    expect(options.length).toBeGreaterThan(0);
    for (const action of options) {
      if (action.type !== 'place-diamond') throw new Error('not a placement');
      expect(action.faces).toContain(head);
      const where = diamondAt(lattice, action.faces, action.way)!;
      // R01 carries the river through its edges 0 and 2.
      expect([where.edges[0], where.edges[2]]).toContain(lattice.mouthEdge);
      const placed = placeFirst(drawn, (a) => a.way === action.way && a.faces[1] === action.faces[1]);
      expect(riverFaults(placed)).toEqual([]);
    }
  });

  it('LV-EXP2-R2: orientation is the player\'s choice: a bend can be laid to turn either way where it fits', () => {
    const drawn = draw(atMouth().state, 'river', 'R05');
    const ends = new Set(legal(drawn).map((a) => JSON.stringify(a)));
    expect(ends.size).toBe(legal(drawn).length);
    expect(legal(drawn).length).toBeGreaterThanOrEqual(1);
  });

  it('LV-EXP2-R3: where some placement touches the prospector\'s intersection, only those are legal', () => {
    // Built: R01 at the mouth (the headwater now M1^, beside it N2v and M2v), L11 on N0^ + N1v,
    // L02 on N1^ + O2v and L03 on O2^ + O3v; the prospector walks to O2, a corner of N2v that is
    // not one of M1^'s (one edge away from the headwater), and the river step runs there.
    // Placements over N2v touch O2, those over M2v do not.
    const board = built(position().diamond('R01', ['M0^', 'M1v']).diamond('L11', ['N0^', 'N1v']).diamond('L02', ['N1^', 'O2v']).diamond('L03', ['O2^', 'O3v']));
    const lattice = latticeOf(board);
    const head = board.g.board.headwater!;
    const n2v = (parseFace(lattice, 'N2v') as { id: number }).id;
    const cornersOf = (f: number) => [0, 1, 2].map((k) => lattice.faceCorners[3 * f + k]!);
    const [found] = cornersOf(n2v).filter((c) => !cornersOf(head).includes(c) && walksTo(board, c));
    expect(found).toBeDefined();
    const v = found!;
    const start = exploreAt(board, v).state;
    expect(start.g.pending).toEqual({ kind: 'draw', pile: 'river', face: null });
    const index = indexOfState(start);
    const tile = componentsOf(start).riverDiamonds.find((t) => {
      const all = riverPlacements(index, t);
      const touching = all.filter((p) => p.corners.includes(v)).length;
      return touching > 0 && touching < all.length;
    })!;
    expect(tile).toBeDefined();
    const drawn = draw(start, 'river', tile.id);
    const touching = riverPlacements(index, tile).filter((p) => p.corners.includes(v));
    expect(legal(drawn)).toEqual(touching.map((p) => ({ type: 'place-diamond', player: 0, faces: [...p.faces], way: p.way })));
  });

  it('LV-EXP2-R1: the river step repeats while an empty face at v is the headwater or next to it', () => {
    let state = draw(atMouth().state, 'river', 'R03');
    // Lay the straight tile so that the river runs along the boundary to the left: the new
    // headwater still touches (0,0), so another river tile is drawn.
    const lattice = latticeOf(state);
    const left = face(state, -1, 0, false);
    state = placeFirst(state, (a) => a.faces.includes(left));
    const head = state.g.board.headwater!;
    const covered = new Set(state.g.board.tiles.flatMap((t) => t.faces));
    const v = node(state, 0, 0);
    const near = (f: number) => f >= 0 && !covered.has(f) && faceHasCorner(lattice, f, v);
    const stillNear = near(head) || [0, 1, 2].some((i) => near(lattice.faceNeighbours[3 * head + i]!));
    expect(state.g.pending.kind === 'draw' && state.g.pending.pile === 'river').toBe(stillNear);
  });

  it('LV-EXP2-R4: a drawn river tile with no legal placement goes to the bottom, and the bottom is drawn last, in order', () => {
    // The headwater U(0,0) with D(-1,0) covered by a land tile, so only D(0,0) is free;
    // then a bend that cannot turn into it goes to the bottom.
    // Built: R01 at the mouth (the headwater M1^), then L11 on N0^ + N1v and L02 on N2v + N1^
    // (N2v the partner face, away from the explorer), so that only M2v is free beside the
    // headwater; seat 0 walks to N1 (M1^ is one of its faces) and the river step runs there.
    const board = narrowedHeadwater();
    const { state } = exploreAt(board, 'N1');
    expect(state.g.pending).toEqual({ kind: 'draw', pile: 'river', face: null });
    const index = indexOfState(state);
    const fitting = componentsOf(state).riverDiamonds.filter((t) => riverPlacements(index, t).length > 0).map((t) => t.id);
    const misfit = state.g.piles.river.unseen.map((id) => componentsOf(state).riverDiamonds.find((t) => t.id === id)!).find((t) => !fitting.includes(t.id));
    expect(misfit).toBeDefined();
    const after = draw(state, 'river', misfit!.id);
    expect(after.g.piles.river.bottom).toEqual([misfit!.id]);
    expect(after.g.pending).toEqual({ kind: 'draw', pile: 'river', face: null });
    expect(board.g.board.headwater).toBe(after.g.board.headwater);
  });

  it('LV-EXP2-R4: when no remaining river tile fits, the spring fills the headwater at once', () => {
    // Built: a component set whose river diamonds are R01 and the bends that cannot turn into M2v
    // (LV-SETUP-6), on the narrowed headwater above: once R01 is laid no river tile left can go on.
    const plain = narrowedHeadwater();
    const misfits = componentsOf(plain).riverDiamonds.filter((t) => t.id !== 'R01' && riverPlacements(indexOfState(plain), t).length === 0);
    expect(misfits.length).toBeGreaterThan(0);
    const set = componentsFor('second');
    const state = narrowedHeadwater({ ...set, riverDiamonds: [set.riverDiamonds.find((t) => t.id === 'R01')!, ...misfits] });
    const moved = exploreAt(state, 'N1');
    const spring = moved.events.find((e) => e.type === 'spring-placed');
    expect(spring).toEqual({ type: 'spring-placed', face: state.g.board.headwater });
    expect(moved.state.g.board.headwater).toBeNull();
    expect(moved.state.g.board.spring).toBe(state.g.board.tiles.length);
    expect(riverFaults(moved.state)).toEqual([]);
  });

  it('LV-EXP2-R4: an empty river pile brings the spring too', () => {
    // A component set with no river diamonds (LV-SETUP-6): the river pile is empty from the start.
    const empty = newGame({ data: smallSet('second', { land: 40, river: 0, triangles: 12 }) });
    expect(empty.g.piles.river).toEqual({ unseen: [], bottom: [] });
    const next = walk(empty, node(empty, 1, 0));
    expect(next.events.some((e) => e.type === 'spring-placed')).toBe(true);
  });
});

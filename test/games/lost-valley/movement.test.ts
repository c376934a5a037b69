import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../../src/index.js';
import { diamondAt, isWalkable, type LostValleyState, type PlacedTile } from '../../../src/games/lost-valley/public.js';
import { expectRefused, face, indexOfState, latticeOf, legal, newGame, node, play, withG } from './lv-helpers.js';

/**
 * Hand-built: every face with -5 ≤ x < 5 and 0 ≤ y < 5 covered by one-face land pieces, except
 * those in `tiles` (real diamonds) and `empty`; seat 0's prospector at `at`. Exploration is not over.
 */
function board(state: LostValleyState, at: number, tiles: PlacedTile[], empty: number[] = []): LostValleyState {
  const taken = new Set([...tiles.flatMap((t) => t.faces), ...empty]);
  const singles: PlacedTile[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = -5; x < 5; x++) {
      for (const up of [true, false]) {
        const f = face(state, x, y, up);
        if (!taken.has(f)) singles.push({ tile: `X${singles.length}`, kind: 'land', faces: [f], way: 0, markers: [], contents: [] });
      }
    }
  }
  const prospectors = state.g.prospectors.map((p, i) => (i === 0 ? { ...p, node: at } : p));
  return withG(state, { board: { ...state.g.board, tiles: [...tiles, ...singles], headwater: null, openEdge: null }, prospectors });
}

/** A river bend R05 (river through its edges 0 and 1) on U(0,2) + D(0,2), way 0. */
function bend(state: LostValleyState): { tile: PlacedTile; corners: readonly number[] } {
  const faces = [face(state, 0, 2, true), face(state, 0, 2, false)].sort((a, b) => a - b) as [number, number];
  const where = diamondAt(latticeOf(state), faces, 0)!;
  return { tile: { tile: 'R05', kind: 'river', faces, way: 0, markers: [], contents: [] }, corners: where.corners };
}

function destinations(state: LostValleyState, mode: string): number[] {
  return legal(state).filter((a) => a.type === 'move' && a.mode === mode).map((a) => (a as { to: number }).to);
}

function neighbours(state: LostValleyState, v: number): number[] {
  const lattice = latticeOf(state);
  return Array.from({ length: 6 }, (_, k) => lattice.nodeNeighbours[6 * v + k]!).sort((a, b) => a - b);
}

describe('movement', () => {
  it('LV-MOVE-1, LV-GEO-4: from the trading post prospectors cross the fords to the two intersections at the mouth', () => {
    const state = newGame();
    expect(destinations(state, 'foot')).toEqual([node(state, 0, 0), node(state, 1, 0)]);
    expect(legal(state).at(-1)).toEqual({ type: 'end-turn', player: 0 });
  });

  it('LV-MOVE-3: on foot a prospector moves one edge over land', () => {
    const state = board(newGame(), node(newGame(), 2, 2), []);
    expect(destinations(state, 'foot')).toEqual(neighbours(state, node(state, 2, 2)));
  });

  it('LV-MOVE-3, LV-GEO-5: on foot a prospector moves up to two edges along the river', () => {
    const base = newGame();
    const { tile, corners } = bend(base);
    const state = board(base, corners[2]!, [tile]);
    const foot = destinations(state, 'foot');
    // Edges 2 (corner 2 - corner 3) and 3 (corner 3 - corner 0) are along the river.
    expect(foot).toContain(corners[3]);
    expect(foot).toContain(corners[0]);
    expect(foot.filter((n) => !neighbours(state, corners[2]!).includes(n))).toEqual([corners[0]]);
  });

  it('LV-MOVE-2: the river is crossed only by boat: an edge it flows through is closed to walkers', () => {
    const base = newGame();
    const { tile, corners } = bend(base);
    const state = board(base, corners[0]!, [tile]);
    // Tile edge 0 (corner 0 - corner 1) carries the river.
    expect(destinations(state, 'foot')).not.toContain(corners[1]);
    const error = expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: corners[1] }, 'lost-valley/river-in-the-way');
    expect(error.rule).toBe('LV-MOVE-2');
  });

  it('LV-MOVE-6: by boat up to three edges along the river, crossing where it flows through an edge; never over land', () => {
    const base = newGame();
    const { tile, corners } = bend(base);
    let state = board(base, corners[0]!, [tile]);
    state = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, inventory: { ...p.inventory, gear: [{ item: 'boat', count: 1 }] } } : p)) });
    const boat = destinations(state, 'boat');
    expect(boat).toContain(corners[1]);
    expect(boat).toContain(corners[2]);
    const landOnly = neighbours(state, corners[0]!).filter((n) => !corners.includes(n));
    for (const n of landOnly) expect(boat).not.toContain(n);
  });

  it('LV-MOVE-5: by horse up to two edges over land or along the river', () => {
    const base = newGame();
    const v = node(base, 2, 2);
    let state = board(base, v, []);
    state = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, inventory: { ...p.inventory, gear: [{ item: 'horse', count: 1 }] } } : p)) });
    const twoAway = new Set(neighbours(state, v).flatMap((n) => [n, ...neighbours(state, n)]));
    twoAway.delete(v);
    expect(destinations(state, 'horse')).toEqual([...twoAway].sort((a, b) => a - b));
    expect(destinations(state, 'horse')).toHaveLength(18);
  });

  it('LV-MOVE-4: a prospector may pass through an occupied intersection', () => {
    const base = newGame();
    const v = node(base, 2, 2);
    let state = board(base, v, []);
    const between = node(base, 3, 2);
    state = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, inventory: { ...p.inventory, gear: [{ item: 'horse', count: 1 }] } } : { ...p, node: between })) });
    const horse = destinations(state, 'horse');
    expect(horse).not.toContain(between);
    // (4,2) lies two edges east only through the occupied (3,2).
    expect(horse).toContain(node(base, 4, 2));
  });

  it('LV-MOVE-5, LV-MOVE-6: without a horse or a boat those modes are refused', () => {
    const state = newGame();
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'horse', to: node(state, 0, 0) }, 'lost-valley/mode-unavailable').rule).toBe('LV-MOVE-5');
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'boat', to: node(state, 0, 0) }, 'lost-valley/mode-unavailable').rule).toBe('LV-MOVE-6');
  });

  it('LV-MOVE-7: one mode per movement phase; a move by two modes at once is refused', () => {
    const state = newGame();
    const result = applyAction(state, { type: 'move', player: 0, mode: ['foot', 'horse'], to: node(state, 0, 0) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid-action');
  });

  it('LV-MOVE-8: second edition: emptying backpack and cart, a prospector walks two edges over land; the goods go back to the supply', () => {
    const base = newGame();
    const v = node(base, 2, 2);
    const state = board(base, v, []);
    const far = destinations(state, 'foot-unburdened');
    expect(far).toHaveLength(18);
    const target = node(base, 4, 2);
    expect(far).toContain(target);
    const moved = play(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: target });
    expect(moved.events[0]).toMatchObject({ type: 'packs-emptied', items: [{ item: 'tool', count: 2 }, { item: 'food', count: 2 }, { item: 'timber', count: 1 }] });
    expect(moved.state.g.prospectors[0]!.inventory.backpack).toEqual([]);
    expect(moved.state.g.supply['food']).toBe(state.g.supply['food']! + 2);
    // With the packs already empty, walking two edges is plain walking.
    const again = withG(moved.state, { turn: { ...moved.state.g.turn, index: 0, movements: 0 }, pending: { kind: 'turn' }, prospectors: moved.state.g.prospectors.map((p, i) => (i === 0 ? { ...p, node: v } : p)) });
    expect(destinations(again, 'foot')).toHaveLength(18);
    expect(destinations(again, 'foot-unburdened')).toEqual([]);
  });

  it('LV-MOVE-8: the first edition has no unburdened walk', () => {
    const state = newGame({ variant: 'first-edition' });
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: node(state, 0, 0) }, 'lost-valley/mode-unavailable').rule).toBe('LV-MOVE-8');
  });

  it('LV-MOVE-9, LV-GEO-6: a move stops at the first incomplete intersection and cannot pass it', () => {
    const base = newGame();
    const v = node(base, 2, 2);
    // One empty face U(3,1): its corner (3,2) is incomplete, and (4,2) lies two edges east of
    // (2,2) only through (3,2).
    const state = board(base, v, [], [face(base, 3, 1, true)]);
    const incomplete = node(base, 3, 2);
    const far = destinations(state, 'foot-unburdened');
    expect(far).toContain(incomplete);
    expect(far).not.toContain(node(base, 4, 2));
    const error = expectRefused(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: node(base, 4, 2) }, 'lost-valley/incomplete-intersection');
    expect(error.rule).toBe('LV-MOVE-9');
    const arrived = play(state, { type: 'move', player: 0, mode: 'foot', to: incomplete });
    expect(arrived.events.map((e) => e.type)).toContain('exploration-started');
  });

  it('LV-MOVE-1, LV-GEO-6: tiles cannot be crossed: the short diagonal inside a diamond is no edge', () => {
    const base = newGame();
    const faces = [face(base, 2, 2, true), face(base, 2, 2, false)].sort((a, b) => a - b) as [number, number];
    const where = diamondAt(latticeOf(base), faces, 0)!;
    const state = board(base, where.corners[1]!, [{ tile: 'L01', kind: 'land', faces, way: 0, markers: [], contents: [] }]);
    expect(isWalkable(indexOfState(state), where.interior, false)).toBe(false);
    expect(destinations(state, 'foot')).not.toContain(where.corners[3]);
    expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: where.corners[3] }, 'lost-valley/too-far');
  });

  it('LV-MOVE-10: one prospector may stop on an intersection, two where it touches the river, any number at the trading post', () => {
    const base = newGame({ players: 4 });
    const { tile, corners } = bend(base);
    const v = node(base, 2, 2);
    let state = board(base, v, [tile]);
    const land = node(base, 3, 2);
    const river = corners[3]!;
    state = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 1 ? { ...p, node: land } : i === 2 ? { ...p, node: river } : p)) });
    state = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, node: node(base, 2, 1) } : p)) });
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: land }, 'lost-valley/intersection-full').rule).toBe('LV-MOVE-10');
    const near = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, node: corners[2]! } : p)) });
    expect(destinations(near, 'foot')).toContain(river);
    const crowded = withG(near, { prospectors: near.g.prospectors.map((p, i) => (i === 3 ? { ...p, node: river } : p)) });
    expect(destinations(crowded, 'foot')).not.toContain(river);
    // At the start every prospector stands on the trading post.
    expect(newGame({ players: 6 }).g.prospectors.every((p) => p.node === 0)).toBe(true);
  });

  it('LV-MOVE-11, LV-TURN-1, LV-TURN-2, LV-TURN-3: seat 0 begins; a move must go somewhere; ending the turn skips the movement; then the next seat plays', () => {
    const state = newGame();
    expect(legal(state).length).toBeGreaterThan(0);
    expect(legalActions(state, 1)).toEqual([]);
    expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: 0 }, 'lost-valley/no-move');
    const stayed = play(state, { type: 'end-turn', player: 0 }).state;
    expect(stayed.g.prospectors[0]!.node).toBe(0);
    expect(legalActions(stayed, 1).length).toBeGreaterThan(0);
    expect(legalActions(stayed, 0)).toEqual([]);
  });
});

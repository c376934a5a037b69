/**
 * Helpers for the building area's scenario tests (works, water, XP, skills, claims); not a test
 * file itself. Positions are hand-built around one intersection (the tests say so): the six
 * faces around it get the tiles a test asks for, every other face nearby a one-face wasteland
 * piece, so the intersection and its neighbours are complete.
 */
import { diamondAt, type InventoryState, type LostValleyState, type MarkerSlot, type PlacedTile, type Prospector } from '../../../src/games/lost-valley/public.js';
import type { SkillId } from '../../../src/games/lost-valley/schemas/ids.js';
import { face, latticeOf, node, withG } from './lv-helpers.js';

/** The six faces around an intersection in cyclic order, and the edge between each and the next. */
export function ring(state: LostValleyState, v: number): { faces: number[]; edges: number[] } {
  const lattice = latticeOf(state);
  const pairs = Array.from({ length: 6 }, (_, k) => {
    const edge = lattice.nodeEdges[6 * v + k]!;
    return { edge, a: lattice.edgeFaces[2 * edge]!, b: lattice.edgeFaces[2 * edge + 1]! };
  });
  const faces: number[] = [pairs[0]!.a];
  const edges: number[] = [];
  let current = pairs[0]!.a;
  const used = new Set<number>();
  for (let i = 0; i < 6; i++) {
    const next = pairs.find((p) => !used.has(p.edge) && (p.a === current || p.b === current))!;
    used.add(next.edge);
    edges.push(next.edge);
    current = next.a === current ? next.b : next.a;
    if (i < 5) faces.push(current);
  }
  return { faces, edges };
}

/** A one-face piece: a land diamond id gives its terrain (L01 forest, L11 mountain, L21 tundra, L31 wasteland), T02 is the Fishing Hole (water). */
export function piece(faceId: number, tile: string, markers: MarkerSlot[] = [], kind: PlacedTile['kind'] = tile.startsWith('T') ? 'triangle' : 'land'): PlacedTile {
  return { tile, kind, faces: [faceId], way: 0, markers, contents: [] };
}

/** A face-down marker of a pool, nobody has seen it (ids from 500 on stay clear of the setup's). */
export function marker(id: number, pool: MarkerSlot['pool'], identity: string | null = null): MarkerSlot {
  return { id, pool, identity, bank: null, seenBy: [], faceUp: false };
}

/**
 * Hand-built: the current prospector (seat 0's) stands at `at` (default (2, 2)) with the given
 * goods; `extra` tiles are laid first; the six faces around it hold `around[k]` (tile id, or a
 * ready piece), in {@link ring} order, where `extra` leaves them free; every other face with
 * -5 ≤ x < 8, 0 ≤ y < 6 a wasteland piece. Exploration is over.
 */
export function site(
  state: LostValleyState,
  around: (string | ((faceId: number) => PlacedTile))[],
  goods: Partial<InventoryState> = {},
  extra: PlacedTile[] = [],
  at?: number,
): { state: LostValleyState; v: number; faces: number[]; edges: number[]; tileOf: (faceId: number) => number } {
  const v = at ?? node(state, 2, 2);
  const { faces, edges } = ring(state, v);
  const taken = new Set<number>(extra.flatMap((t) => t.faces));
  const tiles: PlacedTile[] = [...extra];
  faces.forEach((f, k) => {
    const spec = around[k] ?? 'X';
    if (taken.has(f)) return;
    tiles.push(typeof spec === 'string' ? piece(f, spec) : spec(f));
    taken.add(f);
  });
  for (let y = 0; y < 6; y++) {
    for (let x = -5; x < 8; x++) {
      for (const up of [true, false]) {
        const f = face(state, x, y, up);
        if (!taken.has(f)) tiles.push(piece(f, `X${tiles.length}`));
      }
    }
  }
  const prospectors = state.g.prospectors.map((p, i): Prospector => (i === 0 ? { ...p, node: v, inventory: { ...p.inventory, ...goods } } : p));
  const next = withG(state, {
    board: { ...state.g.board, tiles, headwater: null, openEdge: null },
    prospectors,
    explorationOver: true,
    piles: { land: [], river: { unseen: [], bottom: [] }, triangles: [] },
    nextMarker: 600,
  });
  const tileOf = (faceId: number): number => next.g.board.tiles.findIndex((t) => t.faces.includes(faceId));
  return { state: next, v, faces, edges, tileOf };
}

/** The current prospector's skills replaced (hand-built). */
export function withSkills(state: LostValleyState, skills: SkillId[], prospector = 0): LostValleyState {
  const prospectors = state.g.prospectors.map((p, i) => (i === prospector ? { ...p, inventory: { ...p.inventory, skills } } : p));
  return withG(state, { prospectors, skills: { ...state.g.skills, faceDown: state.g.skills.faceDown.filter((s) => !skills.includes(s)) } });
}

/** Goods for an inventory: backpack raw materials (timber 2 spaces each). */
export function goods(backpack: Record<string, number>, gear: Record<string, number> = {}): Partial<InventoryState> {
  return {
    backpack: Object.entries(backpack).map(([item, count]) => ({ item, count })),
    gear: Object.entries(gear).map(([item, count]) => ({ item, count })),
  };
}

/**
 * A real river bend R05 (the river through its edges 0 and 1) on U(0,2) + D(0,2), way 0, and
 * the first edge the river flows through with its two ends.
 */
export function riverBend(state: LostValleyState): { tile: PlacedTile; crossing: number; ends: [number, number]; corners: readonly number[] } {
  const faces = [face(state, 0, 2, true), face(state, 0, 2, false)].sort((a, b) => a - b) as [number, number];
  const lattice = latticeOf(state);
  const where = diamondAt(lattice, faces, 0)!;
  const crossing = where.edges[0]!;
  return {
    tile: { tile: 'R05', kind: 'river', faces, way: 0, markers: [], contents: [] },
    crossing,
    ends: [lattice.edgeEnds[2 * crossing]!, lattice.edgeEnds[2 * crossing + 1]!],
    corners: where.corners,
  };
}

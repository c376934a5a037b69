/**
 * The old hand-laid site (not a test file itself): `site` lays one-face "wasteland pieces" that no
 * real game can hold, so `loadGame` refuses its positions. The building area's tests (works,
 * water, XP, skills, claims, movement) now build legal boards with site-board.ts `legalSite`;
 * `site` is left only for the classic and first-edition files that still call it, which move
 * onto legal boards too. `ring` is shared with `legalSite`.
 */
import { type InventoryState, type LostValleyState, type MarkerSlot, type PlacedTile, type Prospector } from '../../../src/games/lost-valley/public.js';
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

/** Goods for an inventory: backpack raw materials (timber 2 spaces each). */
export function goods(backpack: Record<string, number>, gear: Record<string, number> = {}): Partial<InventoryState> {
  return {
    backpack: Object.entries(backpack).map(([item, count]) => ({ item, count })),
    gear: Object.entries(gear).map(([item, count]) => ({ item, count })),
  };
}


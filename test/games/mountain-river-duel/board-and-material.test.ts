import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { defaultBoard, validateBoard, type Board } from '../../../src/games/mountain-river-duel/public.js';
import { newDuel, rawBoard, rowBoard } from './duel-helpers.js';

const key = (q: number, r: number): string => `${q},${r}`;
const sorted = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);

/** Whether the listed areas form one connected group of hexagons (checked from q, r only). */
function connected(board: Board, ids: readonly number[]): boolean {
  const at = new Map(ids.map((id) => [key(board.areas[id]!.q, board.areas[id]!.r), id]));
  const seen = new Set([ids[0]!]);
  const todo = [ids[0]!];
  while (todo.length > 0) {
    const { q, r } = board.areas[todo.pop()!]!;
    for (const [dq, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const) {
      const next = at.get(key(q + dq, r + dr));
      if (next !== undefined && !seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
    }
  }
  return seen.size === ids.length;
}

function setupError(board: unknown, options: Record<string, unknown> = {}) {
  const result = startGame({ game: 'mountain-river-duel', players: 2, seed: 1, data: board, options });
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  return result.error;
}

describe('mountain-river-duel: game material', () => {
  it('MRD-MAT-1: 91 markers, each with one gold point worth 1 gold', () => {
    expect(rawBoard.areas).toHaveLength(91);
    expect(rawBoard.areas.every((area) => area.gold === 1)).toBe(true);
    expect(newDuel().g.markers).toHaveLength(91);
  });

  it('MRD-MAT-3: the default board shows 17 mountains, 17 rivers and 91 areas on a hexagon of side 6', () => {
    expect(rawBoard.areas).toHaveLength(91);
    expect(rawBoard.mountains).toHaveLength(17);
    expect(rawBoard.rivers).toHaveLength(17);
    for (const [index, area] of rawBoard.areas.entries()) {
      expect(area.id).toBe(index);
      expect(Math.max(Math.abs(area.q), Math.abs(area.r), Math.abs(area.q + area.r))).toBeLessThanOrEqual(5);
    }
    expect(new Set(rawBoard.areas.map((a) => key(a.q, a.r))).size).toBe(91);
    // The engine plays on the shipped board unchanged.
    expect(componentsOf(newDuel())).toEqual(rawBoard);
    expect(defaultBoard).toEqual(rawBoard);
  });

  it('MRD-MAT-4: the rivers are the mirror image of the mountains (cube x <-> y)', () => {
    const at = new Map(rawBoard.areas.map((a) => [key(a.q, a.r), a.id]));
    // Cube coordinates x = q, z = r, y = -q - r; swapping x and y maps (q, r) to (-q - r, r).
    const mirror = (id: number): number => at.get(key(-rawBoard.areas[id]!.q - rawBoard.areas[id]!.r, rawBoard.areas[id]!.r))!;
    rawBoard.mountains.forEach((mountain, index) => {
      expect(sorted(mountain.map(mirror))).toEqual(sorted(rawBoard.rivers[index]!));
    });
    // A mirror, not the same layer: no mountain is also a river.
    const riverKeys = new Set(rawBoard.rivers.map((river) => sorted(river).join()));
    expect(rawBoard.mountains.filter((m) => riverKeys.has(sorted(m).join()))).toEqual([]);
  });

  it('MRD-MAT-5, MRD-IDEA-3: every area is at once part of one mountain and one river', () => {
    const inMountains = rawBoard.mountains.flat();
    const inRivers = rawBoard.rivers.flat();
    expect(sorted(inMountains)).toEqual(rawBoard.areas.map((a) => a.id));
    expect(sorted(inRivers)).toEqual(rawBoard.areas.map((a) => a.id));
    for (const area of rawBoard.areas) {
      expect(rawBoard.mountains[area.mountain]).toContain(area.id);
      expect(rawBoard.rivers[area.river]).toContain(area.id);
    }
  });

  it('MRD-MAT-7: every mountain and river of the default board holds 3 to 8 connected areas', () => {
    for (const part of [...rawBoard.mountains, ...rawBoard.rivers]) {
      expect(part.length).toBeGreaterThanOrEqual(3);
      expect(part.length).toBeLessThanOrEqual(8);
      expect(connected(rawBoard, part)).toBe(true);
    }
    expect(validateBoard(rawBoard)).toBeNull();
  });
});

describe('mountain-river-duel: the two-part edition (MRD-MAT-6)', () => {
  // A sixth turn in axial coordinates: (q, r) -> (-r, q + r); the reflection swaps q and r.
  const turnOnce = ([q, r]: [number, number]): [number, number] => [-r, q + r];

  it('MRD-MAT-6: the options riverRotation 0-5 and riverReflection turn the river sheet and keep the mountains', () => {
    const at = new Map(rawBoard.areas.map((a) => [key(a.q, a.r), a.id]));
    const boards = new Set<string>();
    for (const reflect of [false, true]) {
      for (let sixths = 0; sixths <= 5; sixths++) {
        const board = componentsOf(newDuel({ riverRotation: sixths, riverReflection: reflect }));
        expect(board.mountains).toEqual(rawBoard.mountains);
        rawBoard.rivers.forEach((river, index) => {
          const moved = river.map((id) => {
            let p: [number, number] = reflect ? [rawBoard.areas[id]!.r, rawBoard.areas[id]!.q] : [rawBoard.areas[id]!.q, rawBoard.areas[id]!.r];
            for (let i = 0; i < sixths; i++) p = turnOnce(p);
            return at.get(key(p[0], p[1]))!;
          });
          expect(sorted(board.rivers[index]!)).toEqual(sorted(moved));
        });
        // The turned board is still a valid board (MRD-MAT-7) and every area names its river.
        expect(validateBoard(board)).toBeNull();
        boards.add(JSON.stringify(board.rivers.map(sorted)));
      }
    }
    // Twelve positions of the sheet, twelve different boards.
    expect(boards.size).toBe(12);
  });

  it('MRD-MAT-6: turned over and given a third of a turn, the river sheet lies exactly on the mountains', () => {
    // The default rivers mirror the mountains, so one of the twelve sheet positions undoes the
    // mirror: every river is then also a mountain. The text allows it; it is recorded, not refused.
    const board = componentsOf(newDuel({ riverRotation: 2, riverReflection: true }));
    expect(board.rivers.map(sorted)).toEqual(board.mountains.map(sorted));
  });

  it('MRD-MAT-6: the variant turned-rivers is the river sheet given a third of a turn', () => {
    const variant = newDuel({}, { variant: 'turned-rivers' });
    expect(variant.options.riverRotation).toBe(2);
    expect(componentsOf(variant)).toEqual(componentsOf(newDuel({ riverRotation: 2 })));
    expect(componentsOf(variant).rivers).not.toEqual(rawBoard.rivers);
  });

  it('MRD-MAT-6: a rotation out of range, or a turn that does not fit a custom board, is refused', () => {
    expect(setupError(undefined, { riverRotation: 6 }).code).toBe('invalid-setup');
    // A row of six areas is not symmetric under a sixth turn.
    const error = setupError(rowBoard([[0, 1, 2], [3, 4, 5]], [[0, 1, 2], [3, 4, 5]]), { riverRotation: 1 });
    expect(error).toMatchObject({ code: 'invalid-setup', rule: 'MRD-MAT-6', path: ['options', 'riverRotation'] });
  });
});

describe('mountain-river-duel: custom boards are checked (MRD-MAT-7)', () => {
  const good = (): Board => rowBoard([[0, 1, 2], [3, 4, 5]], [[0, 1, 2], [3, 4, 5]]);

  it('MRD-MAT-7: a valid custom board is accepted and played on', () => {
    const result = startGame({ game: 'mountain-river-duel', players: 2, seed: 1, data: good() });
    expect(result.ok).toBe(true);
  });

  it('MRD-MAT-7: a part of fewer than 3 or more than 8 areas is refused with its path', () => {
    const small = rowBoard([[0, 1], [2, 3, 4, 5]], [[0, 1, 2], [3, 4, 5]]);
    expect(setupError(small)).toMatchObject({ code: 'invalid-setup', rule: 'MRD-MAT-7', path: ['data', 'mountains', 0] });
    const ids = Array.from({ length: 9 }, (_, i) => i);
    const big = rowBoard([ids], [[0, 1, 2], [3, 4, 5], [6, 7, 8]]);
    expect(setupError(big)).toMatchObject({ code: 'invalid-setup', path: ['data', 'mountains', 0] });
  });

  it('MRD-MAT-7: a part that is not connected is refused with its path', () => {
    const split = rowBoard([[0, 1, 2], [3, 4, 5]], [[0, 1, 5], [2, 3, 4]]);
    const error = setupError(split);
    expect(error).toMatchObject({ code: 'invalid-setup', path: ['data', 'rivers', 0] });
    expect(error.message).toMatch(/not connected/);
  });

  it('MRD-MAT-7: the mountains must be a partition: an area in two parts, or in none, is refused', () => {
    const twice = good();
    twice.mountains = [[0, 1, 2], [2, 3, 4, 5]];
    expect(setupError(twice)).toMatchObject({ code: 'invalid-setup', path: ['data', 'mountains', 1] });
    const orphan = good();
    orphan.rivers = [[0, 1, 2], [3, 4, 5]];
    orphan.areas = [...orphan.areas, { id: 6, q: 6, r: 0, mountain: 1, river: 1, gold: 1 }];
    orphan.mountains = [[0, 1, 2], [3, 4, 5, 6]];
    expect(setupError(orphan)).toMatchObject({ code: 'invalid-setup', path: ['data', 'areas', 6] });
  });

  it('MRD-MAT-7: an area whose own mountain or river disagrees with the lists is refused', () => {
    const board = good();
    board.areas[4] = { ...board.areas[4]!, river: 0 };
    expect(setupError(board)).toMatchObject({ code: 'invalid-setup', path: ['data', 'areas', 4, 'river'] });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual, type JsonValue } from '../../src/core/json.js';
import { deepFreeze } from '../../src/testing/index.js';
import { applyViewPatch, diffView, ViewPatchSchema, type ViewPatch } from '../../src/match/index.js';

function patched(value: JsonValue, patch: ViewPatch): JsonValue {
  const result = applyViewPatch(value, patch);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const json = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>;

describe('view patches', () => {
  it('applying the patch from a to b to a gives b, without changing a or b, for any JSON values', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        deepFreeze(a);
        deepFreeze(b);
        const patch = diffView(a, b);
        expect(ViewPatchSchema.safeParse(JSON.parse(JSON.stringify(patch))).success).toBe(true);
        expect(jsonEqual(patched(a, patch), b)).toBe(true);
        // Over the wire too.
        expect(jsonEqual(patched(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(patch))), b)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('says only what changed, and a changed part whole where that is shorter', () => {
    const before = { ply: 3, g: { turn: { player: 0 }, board: [1, 2, 3], names: ['a', 'b'], gone: true } };
    expect(diffView(before, before)).toEqual([]);
    expect(diffView(before, { ...before, ply: 4 })).toEqual([{ p: ['ply'], v: 4 }]);
    const g = before.g;
    expect(diffView(before, { ...before, g: { ...g, board: [1, 2, 3, 4] } })).toEqual([{ p: ['g', 'board', 3], v: 4 }]);
    expect(diffView(before, { ...before, g: { ...g, board: [1, 2] } })).toEqual([{ p: ['g', 'board'], n: 2 }]);
    const { gone: _gone, ...kept } = g;
    expect(diffView(before, { ...before, g: kept })).toEqual([{ p: ['g', 'gone'] }]);
    expect(diffView(before, { ...before, g: { ...g, names: ['x', 'y'] } })).toEqual([{ p: ['g', 'names'], v: ['x', 'y'] }]);
  });

  it('a patch that does not fit is match/bad-patch, never a throw, and the value is untouched', () => {
    const value = deepFreeze({ a: [1, 2], b: { c: 1 } }) as JsonValue;
    for (const patch of [
      [{ p: ['a', 5], v: 1 }],
      [{ p: ['b', 'c', 'd'], v: 1 }],
      [{ p: ['a', 0] }],
      [{ p: ['b'], n: 0 }],
      [{ p: [] }],
      [{ p: ['__proto__', 'x'], v: 1 }],
      [{ p: ['missing', 'deeper'], v: 1 }],
    ] as ViewPatch[]) {
      const result = applyViewPatch(value, patch);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('match/bad-patch');
    }
    fc.assert(
      fc.property(json, fc.array(fc.record({ p: fc.array(fc.oneof(fc.string(), fc.nat(5)), { maxLength: 3 }), v: json })), (base, patch) => {
        const result = applyViewPatch(base, patch);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sharedParts } from '../../src/match/shared-parts.js';

describe('sharedParts (the undo check\'s carried worlds)', () => {
  it('gives the same JSON as the value, key order included, and the other value itself when they are the same JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.boolean(), (value, other, same) => {
        const like = same ? JSON.parse(JSON.stringify(value)) : other;
        const shared = sharedParts(value, like);
        expect(JSON.stringify(shared)).toBe(JSON.stringify(value));
        if (JSON.stringify(value) === JSON.stringify(like) && typeof value === 'object' && value !== null) expect(shared).toBe(like);
      }),
      { numRuns: 500, seed: 21 },
    );
  });

  it('takes the other value\'s objects where a part is the same, copies only the containers above a taken part, and keeps a part with its keys in another order', () => {
    const like = { a: { deep: [1, 2, { x: 1 }] }, b: [{ c: 3 }, { d: 4 }], e: { p: 1, q: 2 } };
    const value = { a: { deep: [1, 2, { x: 1 }] }, b: [{ c: 3 }, { d: 5 }], e: { q: 2, p: 1 } };
    const shared = sharedParts(value, like);
    expect(shared.a).toBe(like.a);
    expect(shared.b).not.toBe(like.b);
    expect(shared.b[0]).toBe(like.b[0]);
    expect(shared.b[1]).toBe(value.b[1]);
    // Equal by value but not by order of keys: kept as it was, so the rules see the same order.
    expect(shared.e).toBe(value.e);
    expect(Object.keys(shared)).toEqual(['a', 'b', 'e']);
    // The value itself is not changed.
    expect(value.a).not.toBe(like.a);
    expect(sharedParts(value, value)).toBe(value);
  });
});

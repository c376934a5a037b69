/**
 * `value` with every part that is the same JSON as the part of `like` at the same place (the
 * same keys in the same order, the same items) replaced by `like`'s own object; `like` itself
 * when the whole is the same. The result is `value` to `JSON.stringify` and to every rule (key
 * order included); only which objects it is made of changes, so that comparing it with `like`
 * later stops at the shared parts instead of walking them. Containers are copied only on the
 * paths down to a replaced part.
 *
 * The undo check keeps, from step to step, worlds that differ from the real state only in what a
 * seat has not seen; each step rebuilds both along different objects, so without this their
 * comparisons walk the whole state (undo-blocker.ts).
 *
 * @example
 * const real = { a: [1, 2], b: { c: 3 } };
 * const shared = sharedParts({ a: [1, 2], b: { c: 4 } }, real);
 * shared.a === real.a; // true
 * @internal
 */
export function sharedParts<T>(value: T, like: unknown): T {
  return share(value, like) as T;
}

function share(a: unknown, b: unknown): unknown {
  if (a === b || typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return a;
    let same = a.length === b.length;
    let copy: unknown[] | null = null;
    for (let i = 0; i < a.length; i++) {
      const part = i < b.length ? share(a[i], b[i]) : a[i];
      if (same && part !== b[i]) same = false;
      if (part !== a[i]) (copy ??= a.slice())[i] = part;
    }
    return same ? b : (copy ?? a);
  }
  if (Array.isArray(b)) return a;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  const others = Object.keys(rb);
  let same = keys.length === others.length;
  let copy: Record<string, unknown> | null = null;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (same && others[i] !== key) same = false;
    const part = Object.prototype.hasOwnProperty.call(rb, key) ? share(ra[key], rb[key]) : ra[key];
    if (same && part !== rb[key]) same = false;
    if (part !== ra[key]) (copy ??= { ...ra })[key] = part;
  }
  return same ? b : (copy ?? a);
}

import * as z from 'zod/mini';
import { ruleError, type RuleError } from '../core/errors.js';
import type { JsonValue } from '../core/json.js';

const PatchPathSchema = z.readonly(z.array(z.union([z.string(), z.int().check(z.nonnegative())])));

/**
 * Schema of one step of a view patch, applied in order: `{ p, v }` sets the value at path `p`
 * (an array index equal to the length appends), `{ p, n }` cuts the array at `p` to `n` items,
 * `{ p }` removes the key at `p`. An empty path is the whole value.
 *
 * @example
 * PatchOpSchema.parse({ p: ['g', 'turn', 'player'], v: 2 });
 */
export const PatchOpSchema = z.union([
  z.readonly(z.strictObject({ p: PatchPathSchema, v: z.json() })),
  z.readonly(z.strictObject({ p: PatchPathSchema, n: z.int().check(z.nonnegative()) })),
  z.readonly(z.strictObject({ p: PatchPathSchema })),
]);

/**
 * One step of a view patch (see {@link PatchOpSchema}).
 *
 * @example
 * const op: PatchOp = { p: ['ply'], v: 41 };
 */
export type PatchOp = z.infer<typeof PatchOpSchema>;

/**
 * Schema of a view patch: the steps that turn a seat's previous view into its next one.
 *
 * @example
 * ViewPatchSchema.safeParse(update.patch).success; // true
 */
export const ViewPatchSchema = z.readonly(z.array(PatchOpSchema));

/**
 * The steps that turn one view into the next (see {@link PatchOpSchema}).
 *
 * @example
 * const patch: ViewPatch = diffView(before, after);
 */
export type ViewPatch = z.infer<typeof ViewPatchSchema>;

type Path = (string | number)[];
type JsonObject = { readonly [key: string]: JsonValue };

/** The patch so far and the running JSON size of its steps, about (sizes[i]: the first i steps). */
interface Collector {
  readonly ops: PatchOp[];
  readonly sizes: number[];
}

function push(collector: Collector, op: PatchOp): void {
  collector.ops.push(op);
  let size = 8;
  for (const key of op.p) size += typeof key === 'number' ? (key < 10 ? 2 : 3) : key.length + 3;
  if ('v' in op) size += sizeAtMost(op.v, Infinity) + 4;
  collector.sizes.push(collector.sizes[collector.sizes.length - 1]! + size);
}

function isObject(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value's JSON size, about, counted only up to just past `limit` (a long value is not walked whole). */
function sizeAtMost(value: JsonValue, limit: number): number {
  let total = 0;
  const stack: JsonValue[] = [value];
  while (stack.length > 0 && total <= limit) {
    const next = stack.pop()!;
    if (Array.isArray(next)) {
      total += 2 + next.length;
      for (const item of next) stack.push(item);
    } else if (isObject(next)) {
      total += 2;
      for (const key in next) {
        total += key.length + 4;
        stack.push(next[key]!);
      }
    } else {
      total += typeof next === 'string' ? next.length + 2 : typeof next === 'number' ? (Number.isInteger(next) && next >= 0 && next < 1000 ? 3 : 12) : 5;
    }
  }
  return total;
}

function diffInto(before: JsonValue, after: JsonValue, path: Path, collector: Collector): void {
  // Views share unchanged parts with the state, and so with the view before: most of a view is
  // the very same objects, skipped here without a look inside.
  if (before === after) return;
  const arrays = Array.isArray(before) && Array.isArray(after);
  if (!arrays && !(isObject(before) && isObject(after))) {
    push(collector, { p: [...path], v: after });
    return;
  }
  const start = collector.ops.length;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) {
      path.push(i);
      diffInto(before[i]!, after[i]!, path, collector);
      path.pop();
    }
    for (let i = common; i < after.length; i++) push(collector, { p: [...path, i], v: after[i]! });
    if (after.length < before.length) push(collector, { p: [...path], n: after.length });
  } else {
    const was = before as JsonObject;
    const now = after as JsonObject;
    for (const key in now) {
      path.push(key);
      if (Object.hasOwn(was, key)) diffInto(was[key]!, now[key]!, path, collector);
      else push(collector, { p: [...path], v: now[key]! });
      path.pop();
    }
    for (const key in was) if (!Object.hasOwn(now, key)) push(collector, { p: [...path, key] });
  }
  // Several steps inside one value may say more than the value itself: then send it whole.
  if (collector.ops.length - start < 2) return;
  const stepsSize = collector.sizes[collector.ops.length]! - collector.sizes[start]!;
  const wholeSize = sizeAtMost(after, stepsSize) + JSON.stringify(path).length + 9;
  if (wholeSize >= stepsSize) return;
  collector.ops.length = start;
  collector.sizes.length = start + 1;
  push(collector, { p: [...path], v: after });
}

/**
 * The patch that turns `before` into `after` (two JSON values, usually a seat's view at two
 * steps): only what changed, a changed part sent whole where that is shorter. Applying it to
 * `before` with {@link applyViewPatch} gives a value equal to `after`.
 *
 * @example
 * diffView({ ply: 3, g: { turn: 0 } }, { ply: 4, g: { turn: 1 } });
 * // [{ p: ['ply'], v: 4 }, { p: ['g', 'turn'], v: 1 }]
 */
export function diffView(before: JsonValue, after: JsonValue): ViewPatch {
  const collector: Collector = { ops: [], sizes: [0] };
  diffInto(before, after, [], collector);
  return collector.ops;
}

class PatchFault extends Error {}

function setIn(node: JsonValue | undefined, path: readonly (string | number)[], depth: number, op: PatchOp): JsonValue {
  if (depth === path.length) {
    if ('v' in op) return op.v;
    if ('n' in op && Array.isArray(node) && op.n <= node.length) return node.slice(0, op.n);
    throw new PatchFault(`cannot ${'n' in op ? 'cut' : 'remove'} the value at ${JSON.stringify(path)}`);
  }
  const key = path[depth]!;
  const last = depth === path.length - 1;
  if (Array.isArray(node) && typeof key === 'number' && key <= node.length && (key < node.length || (last && 'v' in op))) {
    if (last && !('v' in op) && !('n' in op)) throw new PatchFault(`cannot remove item ${key} of an array (a patch cuts arrays)`);
    const copy = node.slice();
    copy[key] = setIn(node[key], path, depth + 1, op);
    return copy;
  }
  if (node !== undefined && isObject(node) && typeof key === 'string' && key !== '__proto__' && (Object.hasOwn(node, key) || (last && 'v' in op))) {
    if (last && !('v' in op) && !('n' in op)) {
      const { [key]: _removed, ...rest } = node;
      return rest;
    }
    return { ...node, [key]: setIn(node[key], path, depth + 1, op) };
  }
  throw new PatchFault(`the path ${JSON.stringify(path)} does not lead into the view`);
}

/**
 * Applies a view patch without changing its input: the next value, or `match/bad-patch` when a
 * step does not fit the value (a patch of another view or step). Never throws.
 *
 * @example
 * const r = applyViewPatch(view, update.patch);
 * if (r.ok) view = r.value;
 */
export function applyViewPatch(
  value: JsonValue,
  patch: ViewPatch,
): { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly error: RuleError } {
  let next = value;
  for (const [index, op] of patch.entries()) {
    try {
      next = setIn(next, op.p, 0, op);
    } catch (fault) {
      if (!(fault instanceof PatchFault)) throw fault;
      return { ok: false, error: ruleError('match/bad-patch', `Step ${index} of the patch does not fit the view: ${fault.message}.`, { details: { index } }) };
    }
  }
  return { ok: true, value: next };
}

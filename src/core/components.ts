import { isComponentSetRef, type ComponentData, type ComponentSetRef } from './component-ref.js';
import type { AnyGameDefinition } from './definition.js';
import { EngineError, ruleError } from './errors.js';
import { jsonEqual, stableStringify } from './json.js';
import { optionsRefusal } from './options-refusal.js';
import { getGame } from './registry.js';

/*
 * Component data by reference (docs/component-data.md). A state whose component data is one of
 * its game's named sets (`componentSets`) holds `{ set, hash }` instead of the data: a fresh Lost
 * Valley state is 3.6 KB of JSON instead of 15.6 KB, and every copy, update and save is lighter.
 * Custom data (a setup's `data` that is no named set) is still carried whole. Every reader gets
 * the data through `componentsOf`, which resolves a reference once and then answers from a cache.
 */

const hashes = new WeakMap<object, string>();

/**
 * The content hash of a component set: 64 bits (two FNV-1a lanes) of its JSON with keys sorted,
 * as 16 hex digits. It names a version of the data, it is no security measure.
 *
 * @example
 * componentSetHash({ a: 1 }) === componentSetHash({ a: 1 }); // true
 */
export function componentSetHash(set: unknown): string {
  const known = typeof set === 'object' && set !== null ? hashes.get(set) : undefined;
  if (known !== undefined) return known;
  const text = stableStringify(set);
  let low = 0x811c9dc5;
  let high = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code ^ (low >>> 24), 0x01000193) >>> 0;
  }
  const hash = high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
  if (typeof set === 'object' && set !== null) hashes.set(set, hash);
  return hash;
}

// One reference object per (game, set), shared by every state that names it, so that the
// resolver's cache is keyed by identity.
const references = new Map<string, ComponentSetRef>();

/**
 * The reference a state holds for a named set of a game, or `null` when the data is no named set
 * of it (same object, or equal content). The same object is returned for the same set.
 *
 * @example
 * referenceOf(getGame('lost-valley')!, data)?.set; // 'lost-valley/second-edition'
 * @internal
 */
export function referenceOf(game: AnyGameDefinition, data: unknown): ComponentSetRef | null {
  const sets = game.componentSets;
  if (!sets) return null;
  let id: string | undefined;
  for (const key of Object.keys(sets)) if (sets[key] === data) id = key;
  if (id === undefined) for (const key of Object.keys(sets)) if (id === undefined && jsonEqual(sets[key], data)) id = key;
  return id === undefined ? null : namedReference(game, id);
}

/**
 * The shared reference object of the set `id` of a game (it must be one of its `componentSets`).
 *
 * @example
 * namedReference(getGame('lost-valley')!, 'lost-valley/first-edition').hash;
 * @internal
 */
export function namedReference(game: AnyGameDefinition, id: string): ComponentSetRef {
  const key = `${game.id}\u0000${id}`;
  let ref = references.get(key);
  if (!ref) {
    ref = Object.freeze({ set: id, hash: componentSetHash(game.componentSets![id]) });
    references.set(key, ref);
  }
  return ref;
}

/**
 * Why a reference does not name a set of this game with that content, or `null` when it does.
 *
 * @example
 * componentSetFault(getGame('lost-valley')!, { set: 'lost-valley/third-edition', hash: '0000000000000000' });
 * @internal
 */
export function componentSetFault(game: AnyGameDefinition, ref: ComponentSetRef): string | null {
  const sets = game.componentSets ?? {};
  if (!Object.hasOwn(sets, ref.set)) {
    return `it names the component set '${ref.set}', which game '${game.id}' does not have (its sets: ${Object.keys(sets).join(', ') || 'none'})`;
  }
  const hash = componentSetHash(sets[ref.set]);
  if (hash !== ref.hash) {
    return `it names the component set '${ref.set}' with content hash ${ref.hash}, but this build's '${ref.set}' has hash ${hash}: the set has changed since the save was written`;
  }
  return null;
}

// The resolved data per reference object, with the options it was prepared for (ANY_OPTIONS
// when the game prepares no data, so a new game's options object does not miss the cache); and
// by (game, set, options) for prepared sets, so states of equal options share one object.
const ANY_OPTIONS = Symbol('any options');
const resolved = new WeakMap<object, { options: unknown; data: unknown }>();
const preparedByKey = new Map<string, unknown>();
let lastRef: object = {};
let lastOptions: unknown = null;
let lastData: unknown = null;

/**
 * The component data of a state (or of a view, or of anything that names its game, options and
 * data): the data itself when the state carries it, the game's named set (prepared for these
 * options, as `createGame` prepared it) when it holds a reference. Every reader of component data
 * goes through it. The answer is cached, so calling it on every rule step costs a comparison.
 * It throws an `EngineError` (`invalid-save`) when the game is not registered or the reference
 * does not match its set; `loadGame` refuses such saves before.
 *
 * @example
 * const board = componentsOf(state); // the duel's board, whether named or custom
 */
export function componentsOf<D>(state: {
  readonly game: string;
  readonly options: unknown;
  readonly data: ComponentData<D>;
}): D {
  const data = state.data;
  if (data === lastRef && state.options === lastOptions) return lastData as D;
  if (!isComponentSetRef(data)) return data as D;
  let cached = resolved.get(data);
  if (cached === undefined || (cached.options !== ANY_OPTIONS && cached.options !== state.options)) {
    cached = resolvedFor(state.game, data, state.options);
    resolved.set(data, cached);
  }
  lastRef = data;
  lastOptions = state.options;
  lastData = cached.data;
  return cached.data as D;
}

// Per reference, the resolution for each options object seen: games played in turn (a vector
// environment's) each have their own options object, and re-resolving at every switch
// stringified the options each time.
const resolvedByOptions = new WeakMap<object, WeakMap<object, { options: unknown; data: unknown }>>();

function resolvedFor(gameId: string, ref: ComponentSetRef, options: unknown): { options: unknown; data: unknown } {
  if (typeof options !== 'object' || options === null) return resolve(gameId, ref, options);
  let byOptions = resolvedByOptions.get(ref);
  if (!byOptions) resolvedByOptions.set(ref, (byOptions = new WeakMap()));
  let found = byOptions.get(options);
  if (!found) byOptions.set(options, (found = resolve(gameId, ref, options)));
  return found;
}

function resolve(gameId: string, ref: ComponentSetRef, options: unknown): { options: unknown; data: unknown } {
  const game = getGame(gameId);
  if (!game) throw new EngineError(ruleError('invalid-save', `The state's component data names the set '${ref.set}' of game '${gameId}', which is not registered.`));
  // A set that loads with a part of the game not imported here: say what to import.
  const notLoaded = optionsRefusal(game, options, 'invalid-save', ['options']);
  if (notLoaded) throw new EngineError(notLoaded);
  const fault = componentSetFault(game, ref);
  if (fault) throw new EngineError(ruleError('invalid-save', `The state's component data cannot be resolved: ${fault}.`, { path: ['data'] }));
  const set = game.componentSets![ref.set];
  if (!game.prepareData) return { options: ANY_OPTIONS, data: set };
  const key = `${gameId}\u0000${ref.set}\u0000${stableStringify(options)}`;
  if (!preparedByKey.has(key)) {
    const prepared = game.prepareData(set, options);
    if (!prepared.ok) throw new EngineError(prepared.error);
    preparedByKey.set(key, prepared.data);
  }
  return { options, data: preparedByKey.get(key) };
}

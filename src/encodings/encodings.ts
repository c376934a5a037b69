import type { Action } from '../core/actions.js';
import { startGame, type GameSetup } from '../core/create.js';
import { EngineError, ruleError, type RuleError } from '../core/errors.js';
import { activePlayers, legalActions } from '../core/queries.js';
import { getGame } from '../core/registry.js';
import { requireSeat } from '../core/seats.js';
import type { AnyGameState } from '../core/runtime.js';
import { view, type PlayerView } from '../core/view.js';
import { duelEncoding } from './duel-encoding.js';
import { dutchmanEncoding } from './dutchman-encoding.js';
import { FeatureWriter, measure } from './feature-writer.js';
import type { GameEncoding } from './game-encoding.js';
import { gullyEncoding } from './gully-encoding.js';
import { valleyEncoding } from './valley-encoding.js';

const ENCODINGS: ReadonlyMap<string, GameEncoding> = new Map(
  [duelEncoding, gullyEncoding, dutchmanEncoding, valleyEncoding].map((encoding) => [encoding.game, encoding]),
);

/**
 * The games that have an encoding (Lost Valley's covers all six of its variants).
 *
 * @example
 * encodedGames(); // ['mountain-river-duel', 'goldfield-gully', 'lost-dutchman', 'lost-valley']
 */
export function encodedGames(): string[] {
  return [...ENCODINGS.keys()];
}

/**
 * A game's encoding, or the refusal (`encodings/unsupported-game`) for a game without one. The
 * exported functions throw that refusal as an {@link EngineError}; check `encodedGames()` first to
 * avoid it.
 *
 * @example
 * const encoding = encodingFor('goldfield-gully');
 * if ('code' in encoding) console.error(encoding.message);
 */
export function encodingFor(game: string): GameEncoding | RuleError {
  return (
    ENCODINGS.get(game) ??
    ruleError('encodings/unsupported-game', `Game '${game}' has no learning encoding; encoded games: ${encodedGames().join(', ')}.`, {
      details: { game, encoded: encodedGames() },
    })
  );
}

// A state's (or a view's) setup: its game, variant and options.
type Setup = Pick<AnyGameState, 'game' | 'variant'> & { readonly options?: unknown };

function requireEncoding(state: Setup): GameEncoding {
  const encoding = encodingFor(state.game);
  if ('code' in encoding) throw new EngineError(encoding);
  const refusal = encoding.refuseVariant?.(state.variant) ?? notLoaded(state);
  if (refusal) throw new EngineError(refusal);
  return encoding;
}

// A part of the game that loads separately and was not imported (Lost Valley's first edition).
function notLoaded(state: Setup): RuleError | null {
  return state.options === undefined ? null : (getGame(state.game)?.refuseOptions?.(state.options) ?? null);
}

/**
 * Why a state's setup has no encoding (`encodings/unsupported-game`, or
 * `encodings/unsupported-variant` for a variant its game's encoding does not cover yet), or why
 * this program cannot encode it yet (given the state's `options`: a first-edition Lost Valley
 * game without `lost-valley-engine/lost-valley/first-edition` imported,
 * `lost-valley/edition-not-loaded`), or `null` when it has one: check it before asking for sizes,
 * indices or observations, which throw that refusal.
 *
 * @example
 * encodingRefusal(state); // null for every standard game
 */
export function encodingRefusal(state: Pick<AnyGameState, 'game' | 'variant'> & { readonly options?: unknown }): RuleError | null {
  const encoding = encodingFor(state.game);
  if ('code' in encoding) return encoding;
  return encoding.refuseVariant?.(state.variant) ?? notLoaded(state);
}

/**
 * A state of a setup: the state itself, or the start of the setup (an {@link EngineError} when
 * the engine refuses it).
 *
 * @example
 * stateOf({ game: 'goldfield-gully', players: 4, seed: 0 });
 */
function stateOf(setupOrState: GameSetup | AnyGameState): AnyGameState {
  if ('g' in setupOrState) return setupOrState;
  const start = startGame(setupOrState);
  if (!start.ok) throw new EngineError(start.error);
  return start.state;
}

/**
 * How many action indices a setup has (from a setup or any state of it). Every legal action of
 * every seat in every state of the setup has one index in `0 … size-1`; sizes are in
 * `docs/encodings.md`. Throws an {@link EngineError} for a refused setup or a game without an
 * encoding.
 *
 * @example
 * actionSpaceSize({ game: 'goldfield-gully', players: 4, seed: 0 }); // 18
 */
export function actionSpaceSize(setupOrState: GameSetup | AnyGameState): number {
  const state = stateOf(setupOrState);
  return requireEncoding(state).actionSpaceSize(state);
}

/**
 * The index of an action (of the seat named by its `player`) in the state where it is played,
 * or -1 for an action the index space does not hold (never a legal one).
 *
 * @example
 * actionToIndex(state, legalActions(state, 0)[0]!); // a number in 0 … actionSpaceSize(state)-1
 */
export function actionToIndex(state: AnyGameState, action: Action): number {
  if (action.type === 'chance') return -1;
  return requireEncoding(state).actionToIndex(state, action);
}

/**
 * The action of `seat` at an index in this state, or `null` when the index names no action here
 * (out of range, or a move that does not exist from the seat's space). It may be illegal now:
 * check it with {@link legalActionMask} or `applyAction`. A seat that is not at the table throws
 * an {@link EngineError} with the code `no-such-seat`.
 *
 * @example
 * indexToAction(state, 0, 6); // { type: 'bank', player: 0 } in Goldfield Gully
 */
export function indexToAction(state: AnyGameState, seat: number, index: number): Action | null {
  requireSeat(state, seat);
  return requireEncoding(state).indexToAction(state, seat, index);
}

/**
 * A seat's legal actions as a mask over the index space: 1 where the action is legal now, else 0
 * (all 0 when the seat may not act). A seat that is not at the table throws an
 * {@link EngineError} with the code `no-such-seat`.
 *
 * @example
 * const mask = legalActionMask(state, 0); // Uint8Array of actionSpaceSize(state)
 */
export function legalActionMask(state: AnyGameState, seat: number): Uint8Array {
  requireSeat(state, seat);
  const encoding = requireEncoding(state);
  const mask = new Uint8Array(encoding.actionSpaceSize(state));
  for (const index of legalActionIndices(state, seat)) mask[index] = 1;
  return mask;
}

/**
 * A seat's legal action indices, ascending and each once (empty when the seat may not act): the
 * sparse form of {@link legalActionMask}, which costs the legal actions alone rather than the
 * whole index space (Lost Valley's has about half a million). A seat that is not at the table
 * throws an {@link EngineError} with the code `no-such-seat`.
 *
 * @example
 * const legal = legalActionIndices(state, 0); // e.g. [0, 1, 2, 3, 4, 5, 6] in Goldfield Gully
 * const pick = legal[Math.floor(Math.random() * legal.length)];
 */
export function legalActionIndices(state: AnyGameState, seat: number): number[] {
  return legalIndexedActions(state, seat).indices;
}

/**
 * A seat's legal actions with their indices, both ascending by index (each index once: the
 * first action listed for it): what {@link legalActionIndices} returns, with the very action
 * objects `legalActions` listed, so that a caller who plays one of them skips the index's
 * decoding and `applyAction`'s field-by-field match. Throws as `legalActionIndices` does.
 *
 * @example
 * const { indices, actions } = legalIndexedActions(state, 0);
 * applyAction(state, actions[indices.indexOf(pick)]!);
 * @internal
 */
export function legalIndexedActions(state: AnyGameState, seat: number): { indices: number[]; actions: Action[] } {
  requireSeat(state, seat);
  const encoding = requireEncoding(state);
  if (!activePlayers(state).includes(seat)) return { indices: [], actions: [] };
  const listed = legalActions(state, seat);
  const all = encoding.actionsToIndices ? encoding.actionsToIndices(state, seat, listed) : listed.map((action) => encoding.actionToIndex(state, action));
  const indices: number[] = [];
  const actions: Action[] = [];
  for (let k = 0; k < listed.length; k++) {
    if (all[k]! >= 0) {
      indices.push(all[k]!);
      actions.push(listed[k]!);
    }
  }
  // Ascending and unique, as a mask's ones read in order (most games list them so already).
  let ascending = true;
  for (let k = 1; k < indices.length && ascending; k++) ascending = indices[k]! > indices[k - 1]!;
  if (ascending) return { indices, actions };
  const order = indices.map((_, k) => k).sort((a, b) => indices[a]! - indices[b]! || a - b);
  const sorted: { indices: number[]; actions: Action[] } = { indices: [], actions: [] };
  for (const k of order) {
    if (sorted.indices.length > 0 && sorted.indices[sorted.indices.length - 1] === indices[k]) continue;
    sorted.indices.push(indices[k]!);
    sorted.actions.push(actions[k]!);
  }
  return sorted;
}

// Sizes by data object (the encoding's own without one), then options object, then seats and
// variant: all four fix a layout (the
// two-player variant shares the standard data, and `prospectorsPerSeat` is an option).
const sizeCache = new WeakMap<object, WeakMap<object, Map<string, number>>>();

// The last setup each encoding sized, checked before the caches: an environment asks for one
// setup's size on every step, and the caches' key string was a fresh allocation each time.
const lastSized = new WeakMap<GameEncoding, { data: object; options: object; players: number; variant: string; size: number }>();

// The size of a setup's observations, from a view or a state of it (both hold the four fields);
// measured on a miss by writing the layout of `layout` (a view's, or the state's for a seat).
type Sized = Pick<PlayerView, 'data' | 'options' | 'players' | 'variant'>;

function observationSize(encoding: GameEncoding, seen: Sized, layout: (out: FeatureWriter) => void): number {
  const data = typeof seen.data === 'object' && seen.data !== null ? seen.data : encoding;
  const options = typeof seen.options === 'object' && seen.options !== null ? seen.options : encoding;
  const last = lastSized.get(encoding);
  if (last && last.data === data && last.options === options && last.players === seen.players && last.variant === seen.variant) return last.size;
  const size = cachedObservationSize(seen, data, options, layout);
  lastSized.set(encoding, { data, options, players: seen.players, variant: seen.variant, size });
  return size;
}

function cachedObservationSize(seen: Sized, data: object, options: object, layout: (out: FeatureWriter) => void): number {
  const key = seen.players + seen.variant;
  let byOptions = sizeCache.get(data);
  if (!byOptions) sizeCache.set(data, (byOptions = new WeakMap()));
  let sizes = byOptions.get(options);
  if (!sizes) byOptions.set(options, (sizes = new Map()));
  let size = sizes.get(key);
  if (size === undefined) {
    size = measure(layout);
    sizes.set(key, size);
  }
  return size;
}

/**
 * The shape of a setup's observations: one dimension, the same for every seat and state.
 *
 * @example
 * observationShape({ game: 'mountain-river-duel', players: 2, seed: 0 }); // [391]
 */
export function observationShape(setupOrState: GameSetup | AnyGameState): [number] {
  const state = stateOf(setupOrState);
  const encoding = requireEncoding(state);
  return [observationSize(encoding, state, (out) => writeSeatObservation(encoding, state, 0, out))];
}

/**
 * A seat's observation: a `Float32Array` of the setup's fixed shape, computed from
 * `view(state, seat)` alone, so two states that the seat cannot tell apart give the same
 * observation. Seats are ordered from the observer (it comes first). Layouts: `docs/encodings.md`.
 * Lost Valley's is read from the state with the seat's knowledge (no view built; the same numbers).
 * A seat that is not at the table (`null` included) throws an {@link EngineError} with the code
 * `no-such-seat`.
 *
 * @example
 * const observation = observe(state, 1);
 */
export function observe(state: AnyGameState, seat: number): Float32Array {
  // Observations are seat-relative: the spectator (null) has none, unlike `view`.
  requireSeat(state, seat);
  const encoding = requireEncoding(state);
  const layout = (out: FeatureWriter): void => writeSeatObservation(encoding, state, seat, out);
  const out = new FeatureWriter(new Float32Array(observationSize(encoding, state, layout)));
  layout(out);
  return out.data!;
}

/**
 * {@link observe} for a caller that knows the setup's observation size (an environment, whose
 * setup is fixed): no size lookup per call, which missed its memo when games alternate (each
 * game has its own options object). A size that is not the layout's throws.
 *
 * @example
 * const observation = observeSized(state, 1, observationShape(state)[0]);
 * @internal
 */
export function observeSized(state: AnyGameState, seat: number, size: number): Float32Array {
  requireSeat(state, seat);
  const encoding = requireEncoding(state);
  const out = new FeatureWriter(new Float32Array(size));
  writeSeatObservation(encoding, state, seat, out);
  if (out.at !== size) throw new EngineError(ruleError('encodings/size-mismatch', `The observation has ${out.at} features, not ${size}.`));
  return out.data!;
}

// A seat's observation of a state: read from the state where the encoding can (no view), else
// from the seat's view; the two write the same features.
function writeSeatObservation(encoding: GameEncoding, state: AnyGameState, seat: number, out: FeatureWriter): void {
  if (encoding.writeStateObservation) encoding.writeStateObservation(state, seat, out);
  else encoding.writeObservation(view(state, seat), out);
}

/**
 * The observation of a view (what {@link observe} computes after taking the seat's view): for a
 * client that holds only views, as a game server sends them.
 *
 * @example
 * const observation = observeView(view(state, 0));
 */
export function observeView(seen: PlayerView): Float32Array {
  const encoding = requireEncoding(seen);
  const out = new FeatureWriter(new Float32Array(observationSize(encoding, seen, (sizing) => encoding.writeObservation(seen, sizing))));
  encoding.writeObservation(seen, out);
  return out.data!;
}

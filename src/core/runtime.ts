import type { Action, ChanceOption, GameEvent, PlayerAction } from './actions.js';
import type { AnyGameDefinition } from './definition.js';
import { EngineError, ruleError, type RuleError } from './errors.js';
import { jsonEqual } from './json.js';
import { nextRandom } from './rng.js';
import { effectiveGame, getGame, registrationAdvice } from './registry.js';
import type { GameState, PlayerId } from './state.js';

/**
 * Any game's state with its types erased: what the game-agnostic functions take.
 *
 * @example
 * function plies(state: AnyGameState): number { return state.ply; }
 */
export type AnyGameState = GameState<unknown, unknown, unknown>;

/**
 * The definition a state is played by: its game's, with its variant's rule hooks wrapped over
 * it (see `VariantRules`); or the error that the game or the variant is not registered (a state
 * of a variant with rules must never be played by the base rules).
 *
 * @example
 * const game = definitionOf(state); if ('code' in game) return { ok: false, error: game };
 */
export function definitionOf(state: AnyGameState): AnyGameDefinition | RuleError {
  if (typeof state !== 'object' || state === null) return ruleError('invalid-save', 'That is not a game state.');
  return effectiveGame(state.game, state.variant) ?? unknownGameOrVariant(state);
}

/**
 * Same as {@link definitionOf} for internal callers that already hold a state the engine made.
 *
 * @example
 * requireDefinition(state).facts.name;
 */
export function requireDefinition(state: AnyGameState): AnyGameDefinition {
  const game = effectiveGame(state.game, state.variant);
  if (!game) throw new EngineError(unknownGameOrVariant(state));
  return game;
}

// Which of the two is missing, for the refusal's words.
function unknownGameOrVariant(state: AnyGameState): RuleError {
  const game = getGame(state?.game);
  if (!game) return ruleError('invalid-save', `The state is of an unregistered game '${String(state?.game)}'. ${registrationAdvice(String(state?.game))}`);
  return ruleError('invalid-save', `The state is of variant '${String(state.variant)}', which is not registered for game '${game.id}'; register it (registerVariant) before playing its states.`, {
    path: ['variant'],
  });
}

// The last few lists, by state identity: a bot's `legalActions` and the check in `applyAction`
// on the same state share one computation. A small ring instead of a WeakMap keeps the garbage
// collector out of the hot path.
const CACHE_SIZE = 4;
const cachedStates: (AnyGameState | undefined)[] = new Array<AnyGameState | undefined>(CACHE_SIZE);
const cachedPlayers: PlayerId[] = new Array<PlayerId>(CACHE_SIZE).fill(-1);
const cachedLists: (readonly PlayerAction[] | undefined)[] = new Array<readonly PlayerAction[] | undefined>(CACHE_SIZE);
let cacheNext = 0;

/**
 * Legal actions, computed once per state and seat while that state is recent.
 *
 * @example
 * cachedLegalActions(game, state, 0).length;
 */
export function cachedLegalActions(
  game: AnyGameDefinition,
  state: AnyGameState,
  player: PlayerId,
): readonly PlayerAction[] {
  for (let i = 0; i < CACHE_SIZE; i++) {
    if (cachedStates[i] === state && cachedPlayers[i] === player) return cachedLists[i]!;
  }
  const actions = game.legalActions(state, player);
  cachedStates[cacheNext] = state;
  cachedPlayers[cacheNext] = player;
  cachedLists[cacheNext] = actions;
  cacheNext = (cacheNext + 1) % CACHE_SIZE;
  return actions;
}

/**
 * Whether `applyAction` would take this seat's action as one of the legal ones: the seat is
 * active, the game not over, and the action listed; by the game's `isLegalAction` where it has
 * one (no list built), else by searching the (cached) list. For actions some state listed (the
 * match's undo check replays a step's action in re-drawn worlds); rule hooks may throw on a
 * state the engine did not make, as in `applyAction`.
 *
 * @example
 * if (listsAction(game, world, step.action)) applyUnchecked(world, step.action);
 * @internal
 */
export function listsAction(game: AnyGameDefinition, state: AnyGameState, action: PlayerAction): boolean {
  if (game.isTerminal(state) || !game.activePlayers(state).includes(action.player)) return false;
  if (game.isLegalAction) return game.isLegalAction(state, action);
  return cachedLegalActions(game, state, action.player).some((candidate) => jsonEqual(candidate, action));
}

/**
 * Picks the outcome a uniform draw `u` in [0, 1) falls on; one draw per chance node.
 *
 * @example
 * pickOutcome([{ outcome: 'a', probability: 0.5 }, { outcome: 'b', probability: 0.5 }], 0.7).outcome; // 'b'
 */
export function pickOutcome<C>(options: readonly ChanceOption<C>[], u: number): ChanceOption<C> {
  let cumulative = 0;
  for (const option of options) {
    cumulative += option.probability;
    if (u < cumulative) return option;
  }
  // Rounding can leave the sum a hair under 1: the last outcome takes the rest.
  return options[options.length - 1] as ChanceOption<C>;
}

/**
 * A state after one rule step.
 *
 * @example
 * const next = advance(state, step.g); // ply + 1
 */
export function advance(state: AnyGameState, g: unknown): AnyGameState {
  // A plain copy, then two writes: V8 clones `{ ...state }` on a fast path, but copies a spread
  // with overrides field by field (it was a tenth of a duel playout). Same keys, same order.
  const next = { ...state } as { -readonly [K in keyof AnyGameState]: AnyGameState[K] };
  next.g = g;
  next.ply = state.ply + 1;
  return next;
}

/**
 * In auto mode, resolves every chance node the state stands at with the seeded generator,
 * appending events and the chance actions (for the game record). It takes ownership of `fresh`:
 * every caller passes an object it has just made and nobody else holds, so the loop updates it
 * in place instead of copying the envelope once per chance node.
 *
 * @example
 * const next = resolveAutoChance(game, advance(state, step.g), events, applied);
 */
export function resolveAutoChance(
  game: AnyGameDefinition,
  fresh: AnyGameState,
  events: GameEvent[],
  applied: Action[],
): AnyGameState {
  if (fresh.chance !== 'auto') return fresh;
  const state = fresh as { -readonly [K in keyof AnyGameState]: AnyGameState[K] };
  for (;;) {
    const options = game.chanceOutcomes(state);
    if (options.length === 0) return state;
    const draw = nextRandom(state.rng);
    const chosen = pickOutcome(options, draw.value);
    // Rule hooks never draw: the generator's new state goes into the next state only.
    const step = game.applyChance(state, chosen.outcome);
    state.rng = draw.rng;
    state.g = step.g;
    state.ply += 1;
    for (const event of step.events) events.push(event);
    applied.push({ type: 'chance', outcome: chosen.outcome });
  }
}

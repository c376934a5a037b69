import type * as z from 'zod/mini';
import type { ChanceAction, ChanceOption, GameEvent, Outcome, PlayerAction } from './actions.js';
import { apply, applyAction, applyUnchecked, type ApplyResult, type UncheckedOptions } from './apply.js';
import { createGame, startGame, type StartResult } from './create.js';
import type { GameDefinition } from './definition.js';
import { ruleError, EngineError, type RuleError } from './errors.js';
import { activePlayers, chanceOutcomes, isTerminal, legalActions, outcome } from './queries.js';
import type { AnyGameState } from './runtime.js';
import { loadGameResult, saveGame } from './save.js';
import type { ChanceMode, GameState, PlayerId } from './state.js';
import { determinize, eventsFor, view, type PlayerView } from './view.js';

/**
 * The setup of one game through its face: the game is known, options are the game's own
 * (each may be left out for its default) and data is the game's component data.
 *
 * @example
 * const setup: FaceSetup<{ rounds: number }, null> = { players: 4, seed: 7, options: { rounds: 3 } };
 */
export interface FaceSetup<O, D> {
  readonly variant?: string;
  readonly players: number;
  readonly seed: string | number;
  readonly options?: Partial<O>;
  readonly data?: D;
  readonly chance?: ChanceMode;
}

/**
 * A seat's view with the game's own types: `g` is what the seat may see of the game's part.
 *
 * @example
 * const mine: FaceView<DuelGameState, DuelOptions, Board> = duel.view(state, 0);
 */
export type FaceView<V, O, D> = Omit<PlayerView, 'g' | 'options' | 'data'> & {
  readonly g: V;
  readonly options: O;
  readonly data: D;
};

/**
 * What a face's `applyAction` returns: the core's result with the game's state and event types.
 *
 * @example
 * const r: FaceApplyResult<DuelState, GameEvent> = duel.applyAction(state, action);
 */
export type FaceApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: E[]; readonly applied: (PlayerAction | ChanceAction<unknown>)[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * One game's typed face over the core: the same functions as `lost-valley-engine/core`, with the
 * game's state, action union, chance outcome, options, view and event types, so an editor
 * completes an action's fields and a wrong field does not compile. Every function delegates to
 * the core and keeps its guarantees (typed refusals, an untouched input, no throw but in the
 * throwing twins `createGame`, `apply` and `loadGame`).
 *
 * @example
 * const state = duel.createGame({ players: 2, seed: 7 });
 * const [first] = duel.legalActions(state, 0); // DuelAction
 */
export interface GameFace<G, A extends PlayerAction, C, O, D, V = G, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly definition: GameDefinition<G, A, C, O, D>;
  /** Schema of what a seat sees of the game's part (a view's `g`), when the face was given one: a client checks what it is sent with it. */
  readonly viewSchema: z.core.$ZodType<V> | undefined;
  /** Schema of the game's events, when the face was given one. */
  readonly eventSchema: z.core.$ZodType<E> | undefined;
  createGame(setup: FaceSetup<O, D>): GameState<G, O, D>;
  startGame(setup: FaceSetup<O, D>): StartResult<GameState<G, O, D>>;
  activePlayers(state: GameState<G, O, D>): PlayerId[];
  legalActions(state: GameState<G, O, D>, player: PlayerId): readonly A[];
  chanceOutcomes(state: GameState<G, O, D>): readonly ChanceOption<C>[];
  applyAction(state: GameState<G, O, D>, action: A | ChanceAction<C>): FaceApplyResult<GameState<G, O, D>, E>;
  apply(state: GameState<G, O, D>, action: A | ChanceAction<C>): GameState<G, O, D>;
  /** The unchecked fast path: only actions from `legalActions` or `chanceOutcomes` of this state. */
  applyUnchecked(
    state: GameState<G, O, D>,
    action: A | ChanceAction<C>,
    options?: UncheckedOptions,
  ): { readonly state: GameState<G, O, D>; readonly events: E[]; readonly applied: (PlayerAction | ChanceAction<unknown>)[] };
  isTerminal(state: GameState<G, O, D>): boolean;
  outcome(state: GameState<G, O, D>): Outcome | null;
  view(state: GameState<G, O, D>, player: PlayerId | null): FaceView<V, O, D>;
  eventsFor(events: readonly E[], player: PlayerId | null, table: { readonly players: number }): E[];
  determinize(state: GameState<G, O, D>, player: PlayerId, seed: string | number): GameState<G, O, D>;
  saveGame(state: GameState<G, O, D>): string;
  /** A save of this game, or a typed refusal (`invalid-save`), also for a save of another game. */
  loadGameResult(text: string): { readonly ok: true; readonly state: GameState<G, O, D> } | { readonly ok: false; readonly error: RuleError };
  loadGame(text: string): GameState<G, O, D>;
}

/**
 * The types a game's definition cannot state by itself: what `view` shows of its part (`V`, when
 * it hides something and so differs from the state's part) and its event union (`E`). Only a
 * type: it carries nothing at run time.
 *
 * @example
 * const duel = gameFace(mountainRiverDuel, faceTypes<DuelGameState, GameEvent>());
 */
export interface FaceTypes<V, E extends GameEvent> {
  readonly view?: V;
  readonly event?: E;
  /** The schema the view type is derived from (see {@link faceSchemas}). */
  readonly viewSchema?: z.core.$ZodType<V>;
  /** The schema the event union is derived from. */
  readonly eventSchema?: z.core.$ZodType<E>;
}

/**
 * Names the view and event types of a face (see {@link FaceTypes}).
 *
 * @example
 * const gully = gameFace(goldfieldGully, faceTypes<GullyView>());
 */
export function faceTypes<V, E extends GameEvent = GameEvent>(): FaceTypes<V, E> {
  return {};
}

/**
 * Names the view and event types of a face by their schemas, which the face keeps: the match
 * client (`receiveMessage(face, …)`) checks what a host sends with them before it types it.
 *
 * @example
 * const gully = gameFace(goldfieldGully, faceSchemas(GullyViewSchema, GullyEventSchema));
 */
export function faceSchemas<V, E extends GameEvent>(viewSchema: z.core.$ZodType<V>, eventSchema: z.core.$ZodType<E>): FaceTypes<V, E> {
  return { viewSchema, eventSchema };
}

/**
 * Builds a game's typed face from its definition. The functions are the core's; the face only
 * fills in the game's id and states the types. Registering the game stays the game entry's job.
 *
 * @example
 * export const duel = gameFace(mountainRiverDuel);
 * const state = duel.createGame({ players: 2, seed: 'demo' });
 */
export function gameFace<G, A extends PlayerAction, C, O, D, V = G, E extends GameEvent = GameEvent>(
  definition: GameDefinition<G, A, C, O, D>,
  types?: FaceTypes<V, E>,
): GameFace<G, A, C, O, D, V, E> {
  type S = GameState<G, O, D>;
  const id = definition.id;
  const setupOf = (setup: FaceSetup<O, D>) => ({ ...setup, game: id }) as Parameters<typeof createGame>[0];
  const typed = (state: AnyGameState) => state as unknown as S;
  const loadGameResultTyped = (text: string) => {
    const result = loadGameResult(text);
    if (!result.ok) return result;
    if (result.state.game !== id) {
      return { ok: false as const, error: ruleError('invalid-save', `This is a save of '${result.state.game}', not of '${id}'.`, { details: { game: result.state.game } }) };
    }
    return { ok: true as const, state: typed(result.state) };
  };
  return {
    id,
    definition,
    viewSchema: types?.viewSchema,
    eventSchema: types?.eventSchema,
    createGame: (setup) => typed(createGame(setupOf(setup))),
    startGame: (setup) => startGame(setupOf(setup)) as StartResult<S>,
    activePlayers: (state) => activePlayers(state),
    legalActions: (state, player) => legalActions(state, player) as readonly A[],
    chanceOutcomes: (state) => chanceOutcomes(state) as readonly ChanceOption<C>[],
    applyAction: (state, action) => applyAction(state, action) as ApplyResult<S> as unknown as FaceApplyResult<S, E>,
    apply: (state, action) => apply(state, action),
    applyUnchecked: (state, action, options) => applyUnchecked(state, action, options) as unknown as { state: S; events: E[]; applied: (PlayerAction | ChanceAction<unknown>)[] },
    isTerminal: (state) => isTerminal(state),
    outcome: (state) => outcome(state),
    view: (state, player) => view(state, player) as unknown as FaceView<V, O, D>,
    eventsFor: (events, player, table) => eventsFor(events, player, table) as E[],
    determinize: (state, player, seed) => determinize(state, player, seed),
    saveGame: (state) => saveGame(state),
    loadGameResult: loadGameResultTyped,
    loadGame: (text) => {
      const result = loadGameResultTyped(text);
      if (!result.ok) throw new EngineError(result.error);
      return result.state;
    },
  };
}

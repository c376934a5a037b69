import type * as z from 'zod/mini';
import type { ChanceOption, GameEvent, Outcome, PlayerAction } from './actions.js';
import type { RuleError } from './errors.js';
import type { JsonValue } from './json.js';
import type { RngState } from './rng.js';
import type { GameState, PlayerId } from './state.js';

/**
 * A zod schema of either flavour, classic (`zod`) or `zod/mini`: the core only parses with it, so
 * a game picks the flavour that suits it (the duel and Goldfield Gully use `zod/mini` for small
 * browser bundles). Both flavours' schemas have these methods.
 *
 * @example
 * import * as z from 'zod/mini';
 * const players: GameSchema<number> = z.int();
 */
export type GameSchema<T> = z.core.$ZodType<T> & {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError };
};

/**
 * The static metadata of a game, stated once (as OpenSpiel's game type does).
 *
 * @example
 * const facts: GameFacts = { name: 'Duel', minPlayers: 2, maxPlayers: 2, chance: true,
 *   hiddenInformation: false, simultaneousMoves: false, maxLengthNote: '2 plies per turn' };
 */
export interface GameFacts {
  /** The game's name for people. */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Whether the game has chance nodes. */
  readonly chance: boolean;
  /** Whether some seat may not see part of the state. */
  readonly hiddenInformation: boolean;
  /** Whether several seats may be active at once. */
  readonly simultaneousMoves: boolean;
  /** How the maximum length is bounded, in words. */
  readonly maxLengthNote: string;
}

/**
 * What a rule step returns: the game's next part and what happened.
 *
 * @example
 * const step: StepResult<DuelGameState> = { g, events: [{ type: 'passed', player: 0 }] };
 */
export interface StepResult<G> {
  readonly g: G;
  readonly events: readonly GameEvent[];
}

/**
 * A named set of option values and component data on top of a game: a house rule or a printed
 * variant. Contributors register one instead of forking a rule file. A variant may also carry
 * code: `rules` wraps the game's rule hooks (see {@link VariantRules} and `docs/variants.md`).
 * The type parameters are the game's (state part, action, chance outcome, options, data); the
 * registry holds variants with them erased.
 *
 * @example
 * const fixedStart = defineVariant({ id: 'rivers-first', game: 'mountain-river-duel',
 *   description: 'The river player begins.', options: { firstPlayer: 1 } });
 */
export interface VariantDefinition<
  G = unknown,
  A extends PlayerAction = PlayerAction,
  C = unknown,
  O = unknown,
  D = unknown,
> {
  readonly id: string;
  readonly game: string;
  readonly description: string;
  /** Option values this variant sets; the setup's own options still override them. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Component data this variant uses instead of the game's reference set. */
  readonly data?: unknown;
  /** Rule hooks that wrap the game's own, for a rule no option foresees. */
  readonly rules?: VariantRules<G, A, C, O, D>;
}

/**
 * A variant's rule hooks. Each one wraps the game's hook of the same name and receives it as
 * `base` (already bound, with the game's default where the game leaves the hook out: no
 * explanation, no redraw, no running score), then the hook's own arguments; it returns what the
 * game's hook returns. A hook left out is the game's own. Hooks are bound by the game's
 * contract: pure, deterministic (no clock, no `Math.random`: chance goes through
 * `chanceOutcomes`/`applyChance`), never changing their input, the state part always valid for
 * the game's state schema (saves check it), and actions within the game's action schema.
 *
 * @example
 * const rules: VariantRules<DuelGameState, DuelAction> = {
 *   legalActions: (base, state, player) => base(state, player).filter((action) => action.type !== 'pass'),
 * };
 */
export interface VariantRules<G = unknown, A extends PlayerAction = PlayerAction, C = unknown, O = unknown, D = unknown> {
  setup?(base: (context: SetupContext<O, D>) => G, context: SetupContext<O, D>): G;
  activePlayers?(base: (state: GameState<G, O, D>) => readonly PlayerId[], state: GameState<G, O, D>): readonly PlayerId[];
  legalActions?(base: (state: GameState<G, O, D>, player: PlayerId) => readonly A[], state: GameState<G, O, D>, player: PlayerId): readonly A[];
  explainIllegal?(base: (state: GameState<G, O, D>, action: A) => RuleError | null, state: GameState<G, O, D>, action: A): RuleError | null;
  applyAction?(base: (state: GameState<G, O, D>, action: A) => StepResult<G>, state: GameState<G, O, D>, action: A): StepResult<G>;
  chanceOutcomes?(base: (state: GameState<G, O, D>) => readonly ChanceOption<C>[], state: GameState<G, O, D>): readonly ChanceOption<C>[];
  applyChance?(base: (state: GameState<G, O, D>, outcome: C) => StepResult<G>, state: GameState<G, O, D>, outcome: C): StepResult<G>;
  isTerminal?(base: (state: GameState<G, O, D>) => boolean, state: GameState<G, O, D>): boolean;
  outcome?(base: (state: GameState<G, O, D>) => Outcome | null, state: GameState<G, O, D>): Outcome | null;
  view?(base: (state: GameState<G, O, D>, player: PlayerId | null) => JsonValue, state: GameState<G, O, D>, player: PlayerId | null): JsonValue;
  determinize?(base: (state: GameState<G, O, D>, player: PlayerId, rng: RngState) => G, state: GameState<G, O, D>, player: PlayerId, rng: RngState): G;
  runningScores?(base: (state: GameState<G, O, D>) => readonly number[] | null, state: GameState<G, O, D>): readonly number[] | null;
  teams?(base: (state: GameState<G, O, D>) => readonly number[] | null, state: GameState<G, O, D>): readonly number[] | null;
}

/**
 * The smallest and largest seat count, both included.
 *
 * @example
 * const firstEdition: PlayerRange = { min: 2, max: 4 };
 */
export interface PlayerRange {
  readonly min: number;
  readonly max: number;
  /** The rule that sets this range, named by the refusal of a seat count outside it. */
  readonly rule?: string;
}

/**
 * The setup a game receives once the core has validated and resolved it.
 *
 * @example
 * setup: ({ players, options, data }: SetupContext<DuelOptions, Board>) => initialDuelState(data, options)
 */
export interface SetupContext<O, D> {
  readonly players: number;
  readonly options: O;
  readonly data: D;
}

/**
 * Everything the core needs to know about one game. Rule hooks receive the whole state (so they
 * can read options and data) and return the game's next part; they are only called with input
 * the core has validated. See `docs/adding-a-game.md`.
 *
 * @example
 * // see src/games/mountain-river-duel/index.ts for a complete definition
 */
export interface GameDefinition<
  G = unknown,
  A extends PlayerAction = PlayerAction,
  C = JsonValue,
  O = Record<string, unknown>,
  D = unknown,
> {
  readonly id: string;
  readonly facts: GameFacts;
  /** Every option with its default; unknown keys must be refused (a strict object). */
  readonly optionsSchema: GameSchema<O>;
  /** One line of documentation per option, shown in errors and docs. */
  readonly optionDocs: Readonly<Record<string, string>>;
  /** The component data schema; setup `data` is validated by it. */
  readonly dataSchema: GameSchema<D>;
  /** The game's own state part, checked when a save is loaded. */
  readonly stateSchema: GameSchema<G>;
  /** Every player action shape (strict objects). */
  readonly actionSchema: GameSchema<A>;
  /** The shape of a chance outcome. */
  readonly chanceOutcomeSchema: GameSchema<C>;
  /** Named variants; `standard` must be among them. */
  readonly variants: Readonly<Record<string, VariantDefinition>>;
  /** The reference component data for resolved options (one of `componentSets`, when given). */
  defaultData(options: O): D;
  /**
   * The game's named component sets by id (`<game>/<name>`): a state whose data is one of them
   * holds a reference `{ set, hash }` instead of the data (docs/component-data.md). A game that
   * leaves it out carries its data in every state.
   */
  readonly componentSets?: Readonly<Record<string, D>>;
  /**
   * Refuses resolved options that this program cannot play yet: a part of the game that loads
   * separately and was not imported (Lost Valley's first edition). The refusal's message names
   * what to import. `createGame`, `replay` and `loadGame` refuse with it (as `invalid-setup` or
   * `invalid-save`, the game's own code in `details.refusal`), and so does every reader of a
   * state's named component set (`componentsOf`, the words, the encodings).
   */
  refuseOptions?(options: O): RuleError | null;
  /** Checks data beyond its schema (a board that is a partition…); returns the first fault. */
  validateData?(data: D, options: O): RuleError | null;
  /** Turns valid data into what the game plays on for these options (a rotated layer…). */
  prepareData?(data: D, options: O): { ok: true; data: D } | { ok: false; error: RuleError };
  /**
   * Checks a loaded game part against its data and resolved options (lengths that must match, ids
   * that must exist, counts an option fixes…); the first fault, its path inside the game part (the
   * core reports it under `state.g`). A fault with a code of the game's own instead of
   * `invalid-save` is a refusal to judge (checks that load separately and were not imported, Lost
   * Valley's save checks): `loadGame` refuses with its words as they are, the code in
   * `details.refusal`.
   */
  validateState?(g: G, data: D, players: number, options: O): RuleError | null;
  /** The maximum number of plies (actions and chance outcomes) of a game with these options. */
  maxPlies(options: O, players: number): number;
  /**
   * The seat counts these options allow, when narrower than the facts' range (an edition played
   * by fewer players). The core intersects it with `facts.minPlayers … maxPlayers`.
   */
  playerRange?(options: O): PlayerRange;
  setup(context: SetupContext<O, D>): G;
  activePlayers(state: GameState<G, O, D>): readonly PlayerId[];
  /** Every legal action of that seat in a stable order; [] when it may not act. */
  legalActions(state: GameState<G, O, D>, player: PlayerId): readonly A[];
  /**
   * Whether `legalActions(state, action.player)` holds an action equal to this one (`jsonEqual`),
   * asked only for a seat that is active in a state that is not over, with an action of the
   * game's schema: the same answer as searching the list, for a caller that asks about one action
   * (the match's undo check replays a step in many re-drawn worlds) without building the whole
   * list. Optional; a variant that changes `legalActions`, `activePlayers` or `isTerminal` drops it.
   * The conformance kit holds it to the list.
   */
  isLegalAction?(state: GameState<G, O, D>, action: A): boolean;
  /**
   * `true` only when this action, legal in `state`, can show no seat anything it does not see:
   * the step reads nothing `determinize` re-draws and changes no seat's knowledge of it, so in
   * every world `determinize` may draw for any seat the action is legal and the step runs as in
   * the real state, carrying the re-drawn parts along untouched (each seat's view of the result
   * is its real one). `false` whenever unsure. Optional; the match's undo check then skips the
   * step's world replays (`match/undo-after-chance` and `-secret` are still checked first), and
   * replays the worlds it carries on only when a later step needs them. A variant with rules of
   * its own (other than `explainIllegal`, `runningScores`, `teams`) drops it.
   */
  cannotReveal?(state: GameState<G, O, D>, action: A): boolean;
  /** Words for why a well-formed action is not legal; it never decides legality. */
  explainIllegal?(state: GameState<G, O, D>, action: A): RuleError | null;
  /**
   * Words for why a seat that is not active may not make this action now (it has committed
   * already, it sits this round out); it never decides. Without it, or when it returns null, the
   * refusal is `not-your-turn`. It must say nothing the acting seat may not know.
   */
  explainInactive?(state: GameState<G, O, D>, action: A): RuleError | null;
  applyAction(state: GameState<G, O, D>, action: A): StepResult<G>;
  /** The outcomes of the pending chance node; [] when none is pending. */
  chanceOutcomes(state: GameState<G, O, D>): readonly ChanceOption<C>[];
  applyChance(state: GameState<G, O, D>, outcome: C): StepResult<G>;
  isTerminal(state: GameState<G, O, D>): boolean;
  outcome(state: GameState<G, O, D>): Outcome | null;
  /** What a seat (or a spectator, `null`) may see of the game's own part. */
  view(state: GameState<G, O, D>, player: PlayerId | null): JsonValue;
  /** Re-draws everything that seat has not seen; games without hidden information leave it out. */
  determinize?(state: GameState<G, O, D>, player: PlayerId, rng: RngState): G;
  /**
   * Each seat's public running score while the game goes on (the duel's gold, Goldfield Gully's
   * gold), for per-step rewards; games that score only at the end leave it out. It must say
   * nothing a spectator's view hides.
   */
  runningScores?(state: GameState<G, O, D>): readonly number[] | null;
  /**
   * The team of each seat (seats with the same number play and win together), or `null` when
   * every seat plays for itself; games without teams leave it out. Read through the core's
   * `teams(state)`, so tools never read a game's options to find partners.
   */
  teams?(state: GameState<G, O, D>): readonly number[] | null;
  /**
   * One plain English sentence for an event, for narration; `undefined` to stay silent. Seats are
   * named as people count them, seat 0 as "Seat 1" (`seatLabel`), like `lost-valley-engine/words`.
   */
  describeEvent?(event: GameEvent, state: GameState<G, O, D>): string | undefined;
}

/**
 * A game definition with its types erased, as the registry holds it.
 *
 * @example
 * const games: AnyGameDefinition[] = listGames().map((id) => getGame(id));
 */
// Method hooks are bivariant, so every concrete definition is assignable to this.
export type AnyGameDefinition = GameDefinition<unknown, PlayerAction, unknown, unknown, unknown>;

/**
 * Declares a game. It only checks that the definition is coherent (a `standard` variant, players
 * in range) and returns it typed.
 *
 * @example
 * export const myGame = defineGame({ id: 'my-game', ... });
 */
export function defineGame<G, A extends PlayerAction, C, O, D>(
  definition: GameDefinition<G, A, C, O, D>,
): GameDefinition<G, A, C, O, D> {
  if (!definition.variants['standard']) {
    throw new Error(`Game ${definition.id} must define a 'standard' variant.`);
  }
  if (definition.facts.minPlayers > definition.facts.maxPlayers) {
    throw new Error(`Game ${definition.id}: minPlayers is above maxPlayers.`);
  }
  return definition;
}

/**
 * Declares a variant: option values, component data and, optionally, rule hooks typed with the
 * type parameters given (a game's state part, action, chance outcome, options, data). It returns
 * the variant with those types erased, as `registerVariant` and a game's `variants` hold it. To
 * have the types taken from a game definition, use {@link defineVariantOf}.
 *
 * @example
 * const v = defineVariant({ id: 'rivers-first', game: 'mountain-river-duel',
 *   description: 'The river player begins.', options: { firstPlayer: 1 } });
 */
export function defineVariant<G = unknown, A extends PlayerAction = PlayerAction, C = unknown, O = unknown, D = unknown>(
  variant: VariantDefinition<G, A, C, O, D>,
): VariantDefinition {
  // Erased as `registerGame` erases a game: the hooks are only ever called with this game's states.
  return variant as unknown as VariantDefinition;
}

/**
 * Declares a variant of a game whose hooks see that game's own types (its state part, actions,
 * chance outcomes, options and data): `game` gives the types and the game id.
 *
 * @example
 * const calm = defineVariantOf(duel, { id: 'calm', description: 'No seat may pass.',
 *   rules: { legalActions: (base, state, player) => base(state, player).filter((a) => a.type !== 'pass') } });
 */
export function defineVariantOf<G, A extends PlayerAction, C, O, D>(
  game: GameDefinition<G, A, C, O, D>,
  variant: Omit<VariantDefinition<G, A, C, O, D>, 'game'>,
): VariantDefinition {
  return defineVariant<G, A, C, O, D>({ ...variant, game: game.id });
}

import type { ChanceOption, Outcome, PlayerAction } from './actions.js';
import type { AnyGameDefinition, SetupContext, StepResult, VariantDefinition } from './definition.js';
import type { RuleError } from './errors.js';
import type { JsonValue } from './json.js';
import type { RngState } from './rng.js';
import type { GameState, PlayerId } from './state.js';

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
}

/**
 * What a variant's hook threw, with the variant and the hook named: the core turns it into a
 * `variant-rule-failed` refusal where it guards the game's hooks (applying an action or a chance
 * outcome, starting a game, loading a save).
 *
 * @example
 * if (fault instanceof VariantRuleFault) console.log(fault.variant, fault.hook);
 */
export class VariantRuleFault extends Error {
  /** The variant's id. */
  readonly variant: string;
  /** The hook that threw (`applyAction`, `legalActions`…). */
  readonly hook: string;
  constructor(variant: string, hook: string, cause: unknown) {
    super(`variant '${variant}' failed in its ${hook} hook: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'VariantRuleFault';
    this.variant = variant;
    this.hook = hook;
  }
}

type AnyRules = VariantRules;
type HookName = keyof AnyRules;

/**
 * The game as a variant plays it: the game's definition with each hook the variant's `rules`
 * give replaced by that hook over the game's own. A variant without rules gets the game's very
 * definition, so it costs nothing. The registry calls this once per (game, variant).
 *
 * @example
 * const effective = withVariantRules(getGame('lost-valley')!, getVariant(getGame('lost-valley')!, 'standard')!);
 */
export function withVariantRules(game: AnyGameDefinition, variant: VariantDefinition): AnyGameDefinition {
  const rules: AnyRules | undefined = variant.rules;
  if (!rules || Object.keys(rules).length === 0) return game;
  // A fault in the variant's own code is labelled, so that a refusal names the variant.
  function guarded<R>(hook: HookName, body: () => R): R {
    try {
      return body();
    } catch (fault) {
      if (fault instanceof VariantRuleFault) throw fault;
      throw new VariantRuleFault(variant.id, hook, fault);
    }
  }
  const r = rules;
  const g = game;
  return {
    ...game,
    ...(r.setup && { setup: (context) => guarded('setup', () => r.setup!((c) => g.setup(c), context)) }),
    ...(r.activePlayers && { activePlayers: (state) => guarded('activePlayers', () => r.activePlayers!((s) => g.activePlayers(s), state)) }),
    ...(r.legalActions && {
      legalActions: (state, player) => guarded('legalActions', () => r.legalActions!((s, p) => g.legalActions(s, p), state, player)),
    }),
    ...(r.explainIllegal && {
      explainIllegal: (state, action) =>
        guarded('explainIllegal', () => r.explainIllegal!((s, a) => g.explainIllegal?.(s, a) ?? null, state, action)),
    }),
    ...(r.applyAction && {
      applyAction: (state, action) => guarded('applyAction', () => r.applyAction!((s, a) => g.applyAction(s, a), state, action)),
    }),
    ...(r.chanceOutcomes && {
      chanceOutcomes: (state) => guarded('chanceOutcomes', () => r.chanceOutcomes!((s) => g.chanceOutcomes(s), state)),
    }),
    ...(r.applyChance && {
      applyChance: (state, outcome) => guarded('applyChance', () => r.applyChance!((s, o) => g.applyChance(s, o), state, outcome)),
    }),
    ...(r.isTerminal && { isTerminal: (state) => guarded('isTerminal', () => r.isTerminal!((s) => g.isTerminal(s), state)) }),
    ...(r.outcome && { outcome: (state) => guarded('outcome', () => r.outcome!((s) => g.outcome(s), state)) }),
    ...(r.view && { view: (state, player) => guarded('view', () => r.view!((s, p) => g.view(s, p), state, player)) }),
    ...(r.determinize && {
      determinize: (state, player, rng) =>
        guarded('determinize', () => r.determinize!((s, p, n) => (g.determinize ? g.determinize(s, p, n) : s.g), state, player, rng)),
    }),
    ...(r.runningScores && {
      runningScores: (state) => guarded('runningScores', () => r.runningScores!((s) => g.runningScores?.(s) ?? null, state)),
    }),
  };
}

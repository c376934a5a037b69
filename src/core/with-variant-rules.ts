import type { AnyGameDefinition, VariantDefinition, VariantRules } from './definition.js';
import { VariantRuleFault } from './variant-fault.js';

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
  // The game's one-action legality check answers for the game's own list and seats only.
  const kept: AnyGameDefinition = { ...game };
  if (r.legalActions || r.activePlayers || r.isTerminal) delete kept.isLegalAction;
  // Whether a step can reveal anything depends on every rule hook but these (the undo check).
  if (Object.keys(r).some((hook) => hook !== 'explainIllegal' && hook !== 'runningScores' && hook !== 'teams')) delete kept.cannotReveal;
  return {
    ...kept,
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
    ...(r.teams && { teams: (state) => guarded('teams', () => r.teams!((s) => g.teams?.(s) ?? null, state)) }),
  };
}

import type { AnyGameDefinition, GameDefinition, VariantDefinition, VariantRules } from './definition.js';
import { ruleError, type RuleError } from './errors.js';
import type { PlayerAction } from './actions.js';
import { withVariantRules } from './with-variant-rules.js';

// Empty until a program imports a game: each game's subpath entry registers its game, and
// `lost-valley-engine` imports every built-in game. The kernel itself knows no game.
const games = new Map<string, AnyGameDefinition>();
const addedVariants = new Map<string, Map<string, VariantDefinition>>();
// The definition each (game, variant) plays by, composed once; a variant without rules maps to
// the game's own definition. The last answer is kept apart: a program plays one variant at a
// time, and two string comparisons are cheaper than two map lookups on every rule call.
const effective = new Map<string, Map<string, AnyGameDefinition>>();
let lastGame: string | undefined;
let lastVariant: string | undefined;
let lastEffective: AnyGameDefinition | undefined;

/**
 * The ids of every registered game, in registration order.
 *
 * @example
 * import 'lost-valley-engine/mountain-river-duel';
 * listGames(); // ['mountain-river-duel']
 */
export function listGames(): string[] {
  return [...games.keys()];
}

// The games that ship with the package and the subpath whose import registers each. The kernel
// imports none of them (a program loads only what it plays); it only names them, so that a
// refusal can say what to import.
const BUILTIN_GAME_ENTRIES: Readonly<Record<string, string>> = {
  'mountain-river-duel': 'lost-valley-engine/mountain-river-duel',
  'goldfield-gully': 'lost-valley-engine/goldfield-gully',
  'lost-dutchman': 'lost-valley-engine/lost-dutchman',
  'lost-valley': 'lost-valley-engine/lost-valley',
};

/**
 * The sentence for a game id that is not registered, saying what to import: a game of the
 * package is registered by importing its subpath (or `lost-valley-engine`, which registers every
 * game); any other id is a typo or a game of the program's own (`registerGame`). Every entry
 * point that takes a game id refuses with it.
 *
 * @example
 * unknownGameMessage('goldfield-gully');
 * // "Unknown game 'goldfield-gully': it is not registered in this program. Import 'lost-valley-engine/goldfield-gully' (or 'lost-valley-engine', which registers every game) first. Registered games: none."
 */
export function unknownGameMessage(id: string): string {
  const shipped = Object.hasOwn(BUILTIN_GAME_ENTRIES, id);
  return `Unknown game '${id}'${shipped ? ': it is not registered in this program' : ''}. ${registrationAdvice(id)}`;
}

/**
 * What to import (or register) so that a game id is known, and which games are: the second half
 * of {@link unknownGameMessage}, for refusals worded around it (a save of an unknown game).
 *
 * @example
 * registrationAdvice('lost-valley'); // "Import 'lost-valley-engine/lost-valley' (or …) first. Registered games: none."
 */
export function registrationAdvice(id: string): string {
  const registered = listGames().join(', ') || 'none';
  const entry = Object.hasOwn(BUILTIN_GAME_ENTRIES, id) ? BUILTIN_GAME_ENTRIES[id] : undefined;
  if (entry !== undefined) {
    return `Import '${entry}' (or 'lost-valley-engine', which registers every game) first. Registered games: ${registered}.`;
  }
  const shipped = Object.keys(BUILTIN_GAME_ENTRIES).join(', ');
  return `Registered games: ${registered}. The package's games are ${shipped}: import 'lost-valley-engine/<game>' (or 'lost-valley-engine' for every game) to register one; register a game of your own with registerGame.`;
}

/**
 * The definition of a registered game (facts, options, variants, schemas), or `undefined`.
 *
 * @example
 * getGame('mountain-river-duel')?.facts.maxPlayers; // 2
 */
export function getGame(id: string): AnyGameDefinition | undefined {
  return games.get(id);
}

/**
 * Registers a game defined outside the package (with `defineGame`).
 *
 * @example
 * registerGame(myGame);
 */
export function registerGame<G, A extends PlayerAction, C, O, D>(game: GameDefinition<G, A, C, O, D>): void {
  games.set(game.id, game as unknown as AnyGameDefinition);
  // A game registered again (a test's replacement) is played by its new hooks from now on.
  effective.delete(game.id);
  lastGame = undefined;
}

/**
 * Registers a variant (a house rule as data). Refuses an unknown game, a taken id, or options
 * that the game's option schema refuses.
 *
 * @example
 * const error = registerVariant(defineVariant({ id: 'rivers-first', game: 'mountain-river-duel',
 *   description: 'The river player begins.', options: { firstPlayer: 1 } }));
 */
export function registerVariant(variant: VariantDefinition): RuleError | null {
  const game = games.get(variant.game);
  if (!game) {
    return ruleError('invalid-setup', unknownGameMessage(variant.game), { path: ['game'] });
  }
  if (getVariant(game, variant.id)) {
    return ruleError('invalid-setup', `Game '${game.id}' already has a variant '${variant.id}'.`);
  }
  const badHook = misshapenRules(variant.rules);
  if (badHook !== null) {
    return ruleError('invalid-setup', `Variant '${variant.id}': rules.${badHook} is not a rule hook; hooks: ${RULE_HOOKS.join(', ')}.`, {
      path: ['rules', badHook],
    });
  }
  const parsed = game.optionsSchema.safeParse(variant.options ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return ruleError('invalid-setup', `Variant '${variant.id}': ${issue?.message ?? 'invalid options'}.`, {
      path: ['options', ...(issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p))],
    });
  }
  const forGame = addedVariants.get(game.id) ?? new Map<string, VariantDefinition>();
  forGame.set(variant.id, variant);
  addedVariants.set(game.id, forGame);
  return null;
}

// The hooks a variant's `rules` may hold (VariantRules): a JavaScript caller's typo is refused.
const RULE_HOOKS: readonly string[] = [
  'setup', 'activePlayers', 'legalActions', 'explainIllegal', 'applyAction', 'chanceOutcomes',
  'applyChance', 'isTerminal', 'outcome', 'view', 'determinize', 'runningScores', 'teams',
] satisfies readonly (keyof VariantRules)[];

function misshapenRules(rules: unknown): string | null {
  if (rules === undefined) return null;
  if (typeof rules !== 'object' || rules === null) return '(not an object)';
  for (const [name, hook] of Object.entries(rules)) {
    if (!RULE_HOOKS.includes(name) || typeof hook !== 'function') return name;
  }
  return null;
}

/**
 * A game's variant by id: the game's own or one registered later.
 *
 * @example
 * getVariant(getGame('mountain-river-duel')!, 'standard');
 */
export function getVariant(game: AnyGameDefinition, id: string): VariantDefinition | undefined {
  // Own keys only: a variant named 'toString' is not one.
  return (Object.hasOwn(game.variants, id) ? game.variants[id] : undefined) ?? addedVariants.get(game.id)?.get(id);
}

/**
 * The definition a game's variant plays by: the game's own hooks, with those of the variant's
 * `rules` wrapped over them; `undefined` for an unknown game or variant. Composed once per
 * (game, variant) and cached; for a variant without rules it is the game's definition itself.
 *
 * @example
 * effectiveGame('lost-valley', 'standard') === getGame('lost-valley'); // true
 */
export function effectiveGame(gameId: string, variantId: string): AnyGameDefinition | undefined {
  if (gameId === lastGame && variantId === lastVariant) return lastEffective;
  let forGame = effective.get(gameId);
  let definition = forGame?.get(variantId);
  if (!definition) {
    const game = games.get(gameId);
    const variant = game && getVariant(game, variantId);
    if (!game || !variant) return undefined;
    definition = withVariantRules(game, variant);
    if (!forGame) effective.set(gameId, (forGame = new Map()));
    forGame.set(variantId, definition);
  }
  lastGame = gameId;
  lastVariant = variantId;
  lastEffective = definition;
  return definition;
}

/**
 * The ids of every variant of a game.
 *
 * @example
 * listVariants('mountain-river-duel'); // ['standard', ...]
 */
export function listVariants(gameId: string): string[] {
  const game = games.get(gameId);
  if (!game) return [];
  return [...Object.keys(game.variants), ...(addedVariants.get(gameId)?.keys() ?? [])];
}

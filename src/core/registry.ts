import type { AnyGameDefinition, GameDefinition, VariantDefinition } from './definition.js';
import { ruleError, type RuleError } from './errors.js';
import type { PlayerAction } from './actions.js';

// Empty until a program imports a game: each game's subpath entry registers its game, and
// `lost-valley-engine` imports every built-in game. The kernel itself knows no game.
const games = new Map<string, AnyGameDefinition>();
const addedVariants = new Map<string, Map<string, VariantDefinition>>();

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
    return ruleError('invalid-setup', `Unknown game '${variant.game}'; games: ${listGames().join(', ')}.`);
  }
  if (getVariant(game, variant.id)) {
    return ruleError('invalid-setup', `Game '${game.id}' already has a variant '${variant.id}'.`);
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

/**
 * A game's variant by id: the game's own or one registered later.
 *
 * @example
 * getVariant(getGame('mountain-river-duel')!, 'standard');
 */
export function getVariant(game: AnyGameDefinition, id: string): VariantDefinition | undefined {
  return game.variants[id] ?? addedVariants.get(game.id)?.get(id);
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

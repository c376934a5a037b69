import type { AnyGameDefinition } from '../core/definition.js';
import { mountainRiverDuel } from './mountain-river-duel/index.js';

/**
 * The games that ship with the package, in the order `listGames` gives them.
 *
 * @example
 * builtinGames.map((game) => game.id); // ['mountain-river-duel']
 */
export const builtinGames: readonly AnyGameDefinition[] = [mountainRiverDuel as unknown as AnyGameDefinition];

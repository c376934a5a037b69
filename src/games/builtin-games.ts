import type { AnyGameDefinition } from '../core/definition.js';
import { mountainRiverDuel } from './mountain-river-duel/index.js';
import { goldfieldGully } from './goldfield-gully/index.js';
import { lostDutchman } from './lost-dutchman/index.js';
import { lostValley } from './lost-valley/index.js';

/**
 * The games that ship with the package, in the order `listGames` gives them.
 *
 * @example
 * builtinGames.map((game) => game.id); // ['mountain-river-duel']
 */
export const builtinGames: readonly AnyGameDefinition[] = [mountainRiverDuel as unknown as AnyGameDefinition, goldfieldGully as unknown as AnyGameDefinition, lostDutchman as unknown as AnyGameDefinition, lostValley as unknown as AnyGameDefinition];

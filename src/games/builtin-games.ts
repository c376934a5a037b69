import type { AnyGameDefinition } from '../core/definition.js';
// Each game's subpath entry registers its game when imported, in this order.
import { mountainRiverDuel } from './mountain-river-duel/public.js';
import { goldfieldGully } from './goldfield-gully/public.js';
import { lostDutchman } from './lost-dutchman/public.js';
import { lostValley } from './lost-valley/public.js';
// Lost Valley's first edition loads apart from the game (docs/first-edition-entry.md); every
// program that registers all built-in games plays it too.
import './lost-valley/first-edition-public.js';
// So do the deep checks of custom component data (docs/custom-data-entry.md).
import './lost-valley/custom-data-public.js';
// And the definition's plain event sentences (docs/event-sentences-entry.md).
import './lost-valley/event-sentences-public.js';
// And the save checks (docs/save-checks-entry.md).
import './lost-valley/save-checks-public.js';
// And the English words of its refusals (docs/refusal-sentences-entry.md).
import './lost-valley/refusal-sentences-public.js';

/**
 * The games that ship with the package, in the order `listGames` gives them once this module
 * (or `lost-valley-engine`, which imports it) is loaded. The core itself knows no game.
 *
 * @example
 * builtinGames.map((game) => game.id); // ['mountain-river-duel', 'goldfield-gully', 'lost-dutchman', 'lost-valley']
 */
export const builtinGames: readonly AnyGameDefinition[] = [mountainRiverDuel as unknown as AnyGameDefinition, goldfieldGully as unknown as AnyGameDefinition, lostDutchman as unknown as AnyGameDefinition, lostValley as unknown as AnyGameDefinition];

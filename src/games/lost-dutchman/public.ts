/**
 * Legend of the Lost Dutchman: `lost-valley-engine/lost-dutchman`.
 * @packageDocumentation
 * @module lost-dutchman
 */
import { registerGame } from '../../core/registry.js';
import { lostDutchman } from './index.js';

// Importing this subpath registers the game, so that the core's functions find it by its id
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it). The
// package's own layers import ./api.js instead, which registers nothing.
registerGame(lostDutchman);

export * from './api.js';

/**
 * The mountain/river duel: `lost-valley-engine/mountain-river-duel`.
 * @packageDocumentation
 * @module mountain-river-duel
 */
import { registerGame } from '../../core/registry.js';
import { mountainRiverDuel } from './index.js';

// Importing this subpath registers the game, so that the core's functions find it by its id
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it). The
// package's own layers import ./api.js instead, which registers nothing.
registerGame(mountainRiverDuel);

export * from './api.js';

/**
 * Lost Valley (both editions): `lost-valley-engine/lost-valley`. The definition, the types of its
 * state, actions, chance outcomes and options, and the geometry a UI needs to place and draw
 * tiles on the triangular lattice.
 * @packageDocumentation
 * @module lost-valley
 */
import { registerGame } from '../../core/registry.js';
import { lostValley } from './index.js';

// Importing this subpath registers the game, so that the core's functions find it by its id
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it). The
// package's own layers import ./api.js instead, which registers nothing.
registerGame(lostValley);

export * from './api.js';

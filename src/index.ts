/**
 * lost-valley-engine: the core contract with every built-in game registered. Plain functions over
 * plain JSON states. A program that wants a smaller bundle imports `lost-valley-engine/core` and
 * the subpath of each game it plays instead (importing a game's subpath registers that game).
 * @packageDocumentation
 * @module lost-valley-engine
 */
export * from './core/index.js';
// Registers the duel, Goldfield Gully, The Lost Dutchman and Lost Valley (package.json lists this
// file in `sideEffects`, so bundlers keep the import).
import './games/builtin-games.js';

/**
 * Goldfield Gully: `lost-valley-engine/goldfield-gully`.
 * @packageDocumentation
 * @module goldfield-gully
 */
import { faceTypes, gameFace } from '../../core/game-face.js';
import type { GullyGameState } from './schemas.js';
import type { SECRET } from './secrets.js';
import { registerGame } from '../../core/registry.js';
import { goldfieldGully } from './index.js';

// Importing this subpath registers the game, so that the core's functions find 'goldfield-gully' by its id
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
registerGame(goldfieldGully);

/**
 * What a seat sees of Goldfield Gully's part: the state's part, with each other seat's unrevealed
 * commitment shown as `'secret'` (GG-READ-2).
 *
 * @example
 * const seen: GullyView = goldfieldGullyFace.view(state, 0).g;
 */
export type GullyView = Omit<GullyGameState, 'choice'> & { readonly choice: readonly (number | typeof SECRET | null)[] };

/**
 * Goldfield Gully's typed face: the core's functions with its state, actions, chance outcomes,
 * options and view.
 *
 * @example
 * const state = goldfieldGullyFace.createGame({ players: 4, seed: 7, options: { rounds: 3 } });
 * goldfieldGullyFace.applyAction(state, { type: 'gather', player: 0, building: 5 });
 */
export const goldfieldGullyFace = gameFace(goldfieldGully, faceTypes<GullyView>());

export { goldfieldGully } from './index.js';
export { gullyFacts } from './facts.js';
export { GullyOptionsSchema, gullyOptionDocs, type GullyOptions } from './options.js';
export {
  GullyActionSchema,
  GullyChanceSchema,
  GullyStateSchema,
  GullyPhaseSchema,
  WindowSchema,
  ShootoutSchema,
  type GullyAction,
  type GullyChance,
  type GullyGameState,
  type GullyPhase,
  type ModifierWindow,
  type Shootout,
} from './schemas.js';
export { TownSchema, BuildingSchema, TokenCountSchema, validateTown, type Town, type Building, type TokenCount } from './data/town-schema.js';
export { defaultTown } from './data/default-town.js';
export { DIE_OUTCOMES, gullyMaxPlies } from './turn.js';
export { tokenDrawOutcomes } from './refill.js';
export { modifiedValue, type WindowPurpose } from './windows.js';
export { finalScores } from './game-end.js';
export { buildingName } from './round.js';
export { SECRET } from './secrets.js';
export type { GullyState, Table } from './table.js';
export { gullyInvariants, type GullyInvariant } from './save-fault.js';
export { validateGullyState } from './validate-state.js';

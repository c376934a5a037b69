/**
 * Goldfield Gully: `lost-valley-engine/goldfield-gully`.
 * @packageDocumentation
 * @module goldfield-gully
 */
import { registerGame } from '../../core/registry.js';
import { goldfieldGully } from './index.js';

// Importing this subpath registers the game, so that the core's functions find 'goldfield-gully' by its id
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
registerGame(goldfieldGully);

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
export { finalScores, buildingName } from './round.js';
export { SECRET } from './secrets.js';
export type { GullyState, Table } from './table.js';

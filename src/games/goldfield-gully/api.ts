/*
 * Everything of this game that callers and the package's own layers (bots, encodings, the
 * renderer, the words, the command line) use, without registering the game: `public.ts` is the
 * subpath entry that registers it and re-exports this module.
 */
import { faceSchemas, gameFace } from '../../core/game-face.js';
import { GullyEventSchema } from './event-schemas.js';
import { GullyViewSchema } from './view-schema.js';
import { goldfieldGully } from './index.js';

/**
 * Goldfield Gully's typed face: the core's functions with its state, actions, chance outcomes,
 * options and view.
 *
 * @example
 * const state = goldfieldGullyFace.createGame({ players: 4, seed: 7, options: { rounds: 3 } });
 * goldfieldGullyFace.applyAction(state, { type: 'gather', player: 0, building: 5 });
 */
// Pure: a module that imports only a helper of this file does not keep the whole game.
export const goldfieldGullyFace = /* @__PURE__ */ gameFace(goldfieldGully, /* @__PURE__ */ faceSchemas(GullyViewSchema, GullyEventSchema));

export { GullyEventSchema, type GullyEvent } from './event-schemas.js';
export { GullyViewSchema, type GullyView } from './view-schema.js';

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
// Every game's subpath names its save invariants SAVE_INVARIANTS (as Lost Valley's does).
export { gullyInvariants, gullyInvariants as SAVE_INVARIANTS, type GullyInvariant, type GullyInvariant as SaveInvariant } from './save-fault.js';
export { validateGullyState } from './validate-state.js';
export { gullyPosition, GullyPosition, type GullyTokens } from './position-builder.js';

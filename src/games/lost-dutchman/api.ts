/*
 * Everything of this game that callers and the package's own layers (bots, encodings, the
 * renderer, the words, the command line) use, without registering the game: `public.ts` is the
 * subpath entry that registers it and re-exports this module.
 */
import { faceSchemas, gameFace, type GameFace } from '../../core/game-face.js';
import type { DutchmanData } from './data/data-schema.js';
import { DutchmanEventSchema, type DutchmanEvent } from './event-schemas.js';
import type { DutchmanOptions } from './options.js';
import type { DutchmanAction, DutchmanChance, DutchmanGameState } from './schemas.js';
import { DutchmanViewSchema, type DutchmanView } from './view-schema.js';
import { lostDutchman } from './index.js';

/**
 * The Lost Dutchman's typed face: the core's functions with its state, actions, chance outcomes,
 * options and component data.
 *
 * @example
 * const state = lostDutchmanFace.createGame({ players: 3, seed: 7 });
 * const actions = lostDutchmanFace.legalActions(state, 0); // readonly DutchmanAction[]
 */
// Pure: a module that imports only a helper of this file does not keep the whole game.
// Typed by name, so that the declarations print the names instead of the expanded types.
export const lostDutchmanFace: GameFace<DutchmanGameState, DutchmanAction, DutchmanChance, DutchmanOptions, DutchmanData, DutchmanView, DutchmanEvent> = /* @__PURE__ */ gameFace(lostDutchman, /* @__PURE__ */ faceSchemas(DutchmanViewSchema, DutchmanEventSchema));

export { DutchmanEventSchema, type DutchmanEvent } from './event-schemas.js';
export { DutchmanViewSchema, type DutchmanView } from './view-schema.js';

export { lostDutchman, PLIES_PER_TURN } from './index.js';
export {
  DutchmanDataSchema,
  AttributeSchema,
  AttributeChangeSchema,
  ChallengeKindSchema,
  ItemEffectSchema,
  ItemKindSchema,
  HunterEffectSchema,
  HunterKindSchema,
  CharacterSchema,
  EventEffectSchema,
  EventKindSchema,
  ChallengeTokenSchema,
  MapSpotSchema,
  TreasureValueSchema,
  type DutchmanData,
  type Attribute,
  type AttributeChange,
  type ChallengeKind,
  type ItemEffect,
  type ItemKind,
  type HunterEffect,
  type HunterKind,
  type Character,
  type EventEffect,
  type EventKind,
  type ChallengeToken,
  type MapSpot,
  type TreasureValue,
} from './data/data-schema.js';
export { referenceSet } from './data/reference-set.js';
export { validateDutchmanData } from './data/validate-data.js';
export { catalogOf, landTileTypes, type DutchmanCatalog, type LandTileType, type LandTileKind } from './data/catalog.js';
export { STACK_COUNT, STACK_HEIGHT, MINING_CAMP, BASE_CAMP, SPACE_COORDINATES, NEIGHBOURS, isStack, simplePaths } from './land-grid.js';
export { DutchmanOptionsSchema, dutchmanOptionDocs, type DutchmanOptions } from './options.js';
export {
  DutchmanStateSchema,
  DutchmanActionSchema,
  DutchmanChanceSchema,
  StackSchema,
  HeldTreasureSchema,
  AttributesSchema,
  ProspectorSchema,
  EndReasonSchema,
  type DutchmanGameState,
  type DutchmanAction,
  type DutchmanChance,
  type Stack,
  type HeldTreasure,
  type Attributes,
  type Prospector,
  type EndReason,
} from './schemas.js';
export { TaskSchema, type Task, type TaskOf } from './tasks.js';
export { scoreOf } from './scoring.js';
export { dutchmanHeuristicBot } from './heuristic-bot.js';
export type { Bot } from '../../bots/bot.js';
export type { DutchmanState } from './context.js';
export { dutchmanFacts } from './facts.js';
export { numberFaces } from './items.js';
// Every game's subpath names its save invariants SAVE_INVARIANTS (as Lost Valley's does).
export { dutchmanInvariants, dutchmanInvariants as SAVE_INVARIANTS, type DutchmanInvariant, type DutchmanInvariant as SaveInvariant } from './save-fault.js';
export { validateDutchmanState } from './validate-state.js';
export { dutchmanPosition, DutchmanPosition, type DutchmanSetup } from './position-builder.js';

/**
 * Legend of the Lost Dutchman: `lost-valley-engine/lost-dutchman`.
 * @packageDocumentation
 * @module lost-dutchman
 */
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

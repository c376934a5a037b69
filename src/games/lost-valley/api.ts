/*
 * Everything of this game that callers and the package's own layers (bots, encodings, the
 * renderer, the words, the command line) use, without registering the game: `public.ts` is the
 * subpath entry that registers it and re-exports this module. Some of what follows is the rules'
 * machinery, exported for those layers and the tests: its declarations are tagged `@internal`, so
 * the API site leaves it out (docs/architecture.md, test/package/api-site.test.ts).
 */
import { faceSchemas, gameFace, type GameFace } from '../../core/game-face.js';
import type { LostValleyComponents } from './data/index.js';
import { LostValleyEventSchema, type LostValleyEvent } from './schemas/event-schemas.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState } from './schemas/game-schemas.js';
import type { LostValleyOptions } from './schemas/options.js';
import { LostValleyViewSchema, type LostValleyView } from './schemas/view-schema.js';
import { lostValley } from './index.js';

/**
 * Lost Valley's typed face: the core's functions with its state, actions, chance outcomes,
 * options and component data.
 *
 * @example
 * const state = lostValleyFace.createGame({ players: 4, seed: 7, variant: 'first-edition' });
 * const actions = lostValleyFace.legalActions(state, 0); // readonly LostValleyAction[]
 */
// Pure: a module that imports only a helper of this file does not keep the whole game.
// Typed by name, so that the declarations print the names instead of the expanded types.
export const lostValleyFace: GameFace<LostValleyGameState, LostValleyAction, LostValleyChance, LostValleyOptions, LostValleyComponents, LostValleyView, LostValleyEvent> = /* @__PURE__ */ gameFace(lostValley, /* @__PURE__ */ faceSchemas(LostValleyViewSchema, LostValleyEventSchema));

export { LostValleyEventSchema, type LostValleyEvent } from './schemas/event-schemas.js';
export { LostValleyViewSchema, ViewTaskSchema, type LostValleyView } from './schemas/view-schema.js';

export { lostValley } from './index.js';
export { lostValleyFacts, lostValleyMaxPlies, MAX_TILES, MAX_RIVER_TILES, PLIES_PER_TURN, TEAM_GIFT_PLIES_PER_TURN } from './game/facts.js';
export { LostValleyOptionsSchema, lostValleyOptionDocs, type LostValleyOptions } from './schemas/options.js';
export { usesSkills, usesTreasures, cluesAreNuggets, trianglesInFinalGaps, symbolsLaid, notInVariant } from './kernel/switches.js';
export { lostValleyVariants } from './game/variants.js';
export { moveRoute } from './game/move-route.js';
export {
  LostValleyStateSchema,
  LostValleyActionSchema,
  LostValleyChanceSchema,
  BoardStateSchema,
  PlacedTileSchema,
  MarkerSlotSchema,
  ItemStackSchema,
  InventoryStateSchema,
  ProspectorSchema,
  ExplorationSchema,
  PendingSchema,
  MoveModeSchema,
  WinterFaceSchema,
  TaskSchema,
  coreActionSchemas,
  coreTaskSchemas,
  type Task,
  type LostValleyGameState,
  type LostValleyAction,
  type LostValleyChance,
  type BoardState,
  type PlacedTile,
  type MarkerSlot,
  type ItemStack,
  type InventoryState,
  type Prospector,
  type Exploration,
  type Pending,
  type MoveMode,
  type WinterFace,
} from './schemas/game-schemas.js';
export type { LostValleyState, RuleContext, EditionRules } from './kernel/rule-context.js';
export * from './schemas/ids.js';
export * from './schemas/gathering-schemas.js';
export * from './schemas/works-schemas.js';
export * from './schemas/gold-schemas.js';
export { forEachMarker, findMarker, replaceMarker, liftMarker, dropMarker, identityTotals, unseenIdentities, type MarkerPlace } from './kernel/marker-places.js';
export { itemInfo, countOf, owns, goodsOf, packGoods, isOverCapacity, addItem, removeItem } from './kernel/inventory.js';
export { currentActor } from './kernel/turn-order.js';
export { popTask, pushTasks } from './kernel/task-queue.js';
export { withProspector } from './kernel/state-copy.js';
export { type Actor, type PartsLeft, type ActionCost, type TurnArea, type TaskHandler } from './kernel/rule-context.js';
export { taskHandler } from './game/task-registry.js';
export { revealAndTake } from './kernel/marker-tasks.js';
export { turnMenu } from './game/turn-menu.js';
export { partsLeft, costOf, areaOf } from './kernel/turn-parts.js';
export { holdsOneTimeGear, useOneTimeGear } from './inventory/inventory-actions.js';
export { lostValleyView, lostValleyDeterminize, HIDDEN } from './game/hidden-information.js';
export { markerValue, dealValue, isGoldOrFur, countsAsGold, prospectorGold } from './kernel/gold-values.js';
export { seatScores, lostValleyOutcome } from './game/outcome.js';
export { arePartners, isTeamGame, prospectorCounts, seatTeams, teamOf, teamPlayerRange, teamProspectors, teamSeats } from './kernel/teams.js';
export { partnerReach } from './team/give.js';
export { contextOf, ruleContextOf } from './game/context-of.js';
export { tilesAt, edgesAt, terrainOf } from './kernel/adjacency.js';
export { indexOf } from './kernel/rule-context.js';
export {
  BEYOND,
  TRADING_POST,
  latticeOfRadius,
  nodeAt,
  faceAt,
  edgeAt,
  sharedEdge,
  faceAcross,
  faceHasCorner,
  nodePosition,
  type Lattice,
} from './board/lattice.js';
export { diamondAt, edgeBetween, type DiamondPlacement } from './board/diamond.js';
export { catalogOf, latticeRadiusFor, type TileCatalog } from './board/tile-catalog.js';
export {
  boardIndexOf,
  isCovered,
  isClosed,
  isOpen,
  isComplete,
  isEnclosedGap,
  isWalkable,
  edgeKind,
  HOLE,
  type BoardIndex,
  type EdgeKind,
} from './board/board-index.js';
export {
  riverPlacements,
  legalRiverPlacements,
  landPlacements,
  optionalTriangleFaces,
  riverStepNeeded,
  gapsAt,
  openFacesAt,
  createsGap,
  touchesNode,
  type RiverPlacement,
} from './board/placements.js';
export { destinations, modesOf, stepsFrom, hasRoom, HORSE_ITEMS, BOAT_ITEMS } from './movement/movement.js';
export { WINTER_DIE, WINTER_MOVES, iceMoveOf, iceTestOutcomes } from './ice/ice-test.js';
export { currentSeat } from './kernel/turn-order.js';
export * from './data/index.js';
export { naturalWater, wetTiles, hasWater, type WaterContext } from './works/water.js';
export { workCost, buildMenu } from './works/works.js';
export { workAt, placeOf, bridgesOf, NODE_WORKS } from './works/work-places.js';
export { hasSkill } from './skills/skills.js';
export { landLeft } from './skills/scout.js';
// The editions' rules. The first edition's own helpers (buying, the announced end, the river
// sides) are no longer exported here: then this entry's modules hold none of its rules, and a
// bundle of dist/lost-valley.js none of them (docs/first-edition-entry.md).
export { prospectorsPerSeatOf, editionRules } from './game/editions.js';
export { secondEditionRules } from './game/second-edition.js';
export { SAVE_INVARIANTS } from './game/invariants-fault.js';
export { nodeName, parseNode, faceName, parseFace, edgeName, parseEdge, columnName, type ParsedPlace } from './board/place-names.js';
export { valleyPosition, ValleyPosition, type ValleySetup } from './position/valley-position.js';
export type { TurnSetting } from './position/turn-steps.js';
export type { Place } from './position/places.js';

/**
 * lost-valley-engine/core: the core contract without any game. Plain functions over plain JSON
 * states; the registry holds the games the program imports (each game's subpath registers its
 * game when imported, and `lost-valley-engine` imports them all). A setup of a game that is not
 * registered is refused with a message naming the import that registers it.
 *
 * @example
 * import { createGame } from 'lost-valley-engine/core';
 * import 'lost-valley-engine/mountain-river-duel';
 * const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 1 });
 * @packageDocumentation
 * @module core
 */
export { createGame, startGame, SetupSchema, type GameSetup, type StartResult } from './create.js';
export { applyAction, apply, applyUnchecked, type ApplyResult, type UncheckedOptions } from './apply.js';
export { activePlayers, legalActions, chanceOutcomes, isTerminal, outcome } from './queries.js';
export { view, eventsFor, determinize, playerViewSchema, type PlayerView } from './view.js';
export { seatRefusal, isSeatOf, requireSeat, type SeatOptions } from './seats.js';
export { returns, runningScores, stepRewards, type GameReturns } from './returns.js';
export { teams } from './teams.js';
export { applyJoint, applyJointUnchecked, type JointResult } from './joint-step.js';
export { replay, replayRecord, GameRecordSchema, type GameRecord } from './replay.js';
export { saveGame, loadGame, loadGameResult, SAVE_FORMAT, SAVE_VERSION, type LoadResult } from './save.js';
export { checkPosition, positionFault, PositionDraft, type BuiltPosition, type PositionSetup } from './position-check.js';
export { listGames, getGame, registerGame, registerVariant, getVariant, listVariants, effectiveGame } from './registry.js';
export { VariantRuleFault } from './variant-fault.js';
export { withVariantRules } from './with-variant-rules.js';
export {
  defineGame,
  defineVariant,
  defineVariantOf,
  type GameDefinition,
  type AnyGameDefinition,
  type GameFacts,
  type VariantDefinition,
  type VariantRules,
  type SetupContext,
  type StepResult,
  type PlayerRange,
  type GameSchema,
} from './definition.js';
export { playerRangeOf, variantPlayerRange } from './player-range.js';
export { EngineError, ruleError, type RuleError, type CoreErrorCode } from './errors.js';
export type { Action, PlayerAction, ChanceAction, GameEvent, ChanceOption, Outcome } from './actions.js';
export {
  GameStateEnvelopeSchema,
  ChanceModeSchema,
  type GameState,
  type GameStateEnvelope,
  type PlayerId,
  type ChanceMode,
} from './state.js';
export type { AnyGameState } from './runtime.js';
export { RngStateSchema, seedRng, nextRandom, randomInt, type RngState } from './rng.js';
export { jsonEqual, stableStringify, type JsonValue } from './json.js';
export { componentsOf, componentSetHash } from './components.js';
export { ComponentSetRefSchema, type ComponentSetRef } from './component-ref-schema.js';
export { isComponentSetRef, type ComponentData } from './component-ref.js';
export { gameFace, faceTypes, faceSchemas, type GameFace, type FaceSetup, type FaceView, type FaceApplyResult, type FaceTypes } from './game-face.js';

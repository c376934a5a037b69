/**
 * lost-valley-engine: the core contract. Plain functions over plain JSON states.
 * @packageDocumentation
 * @module lost-valley-engine
 */
export { createGame, startGame, SetupSchema, type GameSetup, type StartResult } from './core/create.js';
export { applyAction, apply, applyUnchecked, type ApplyResult } from './core/apply.js';
export { activePlayers, legalActions, chanceOutcomes, isTerminal, outcome } from './core/queries.js';
export { view, eventsFor, determinize, type PlayerView } from './core/view.js';
export { returns, runningScores, stepRewards, type GameReturns } from './core/returns.js';
export { applyJoint, applyJointUnchecked, type JointResult } from './core/joint-step.js';
export { replay, replayRecord, GameRecordSchema, type GameRecord } from './core/replay.js';
export { saveGame, loadGame, loadGameResult, SAVE_FORMAT, SAVE_VERSION, type LoadResult } from './core/save.js';
export { listGames, getGame, registerGame, registerVariant, getVariant, listVariants } from './core/registry.js';
export {
  defineGame,
  defineVariant,
  type GameDefinition,
  type AnyGameDefinition,
  type GameFacts,
  type VariantDefinition,
  type SetupContext,
  type StepResult,
  type PlayerRange,
} from './core/definition.js';
export { playerRangeOf, variantPlayerRange } from './core/player-range.js';
export { EngineError, ruleError, type RuleError, type CoreErrorCode } from './core/errors.js';
export type { Action, PlayerAction, ChanceAction, GameEvent, ChanceOption, Outcome } from './core/actions.js';
export {
  GameStateEnvelopeSchema,
  ChanceModeSchema,
  type GameState,
  type GameStateEnvelope,
  type PlayerId,
  type ChanceMode,
} from './core/state.js';
export type { AnyGameState } from './core/runtime.js';
export { RngStateSchema, seedRng, nextRandom, randomInt, type RngState } from './core/rng.js';
export { jsonEqual, stableStringify, type JsonValue } from './core/json.js';

/**
 * The mountain/river duel: `lost-valley-engine/mountain-river-duel`.
 * @packageDocumentation
 * @module mountain-river-duel
 */
import { gameFace } from '../../core/game-face.js';
import { registerGame } from '../../core/registry.js';
import { mountainRiverDuel } from './index.js';

// Importing this subpath registers the game, so that the core's functions find 'mountain-river-duel' by its id
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
registerGame(mountainRiverDuel);

/**
 * The duel's typed face: the core's functions with the duel's state, actions and chance outcomes.
 *
 * @example
 * const state = mountainRiverDuelFace.createGame({ players: 2, seed: 7 });
 * const actions = mountainRiverDuelFace.legalActions(state, 0); // readonly DuelAction[]
 */
export const mountainRiverDuelFace = gameFace(mountainRiverDuel);

export { mountainRiverDuel } from './index.js';
export { BoardSchema, AreaSchema, type Board, type Area } from './board/board-schema.js';
export { validateBoard, PART_SIZE } from './board/validate-board.js';
export { geometryOf, type BoardGeometry } from './board/geometry.js';
export { turnRiverLayer } from './board/transform.js';
export { defaultBoard } from './data/default-board.js';
export { DuelOptionsSchema, duelOptionDocs, type DuelOptions } from './options.js';
export {
  DuelActionSchema,
  DuelChanceSchema,
  DuelStateSchema,
  MarkerSchema,
  DiscLevelSchema,
  type DuelAction,
  type DuelChance,
  type DuelGameState,
  type Marker,
  type DiscLevel,
} from './schemas.js';
export { DISCS, DISCS_AT_LEVEL, type DiscName, throwOutcomes, countWindows, reducedLevel } from './discs.js';
export { straightRuns } from './dig.js';
export { kindOfSeat, type AreaKind } from './claims.js';
export type { DuelState } from './turn.js';
export { duelFacts } from './facts.js';
export { actionTableOf, RUN_SLOTS, type DuelActionTable, type CandidateRun } from './action-table.js';
export { duelInvariants, validateDuelState, type DuelInvariant } from './validate-state.js';

/*
 * Everything of this game that callers and the package's own layers (bots, encodings, the
 * renderer, the words, the command line) use, without registering the game: `public.ts` is the
 * subpath entry that registers it and re-exports this module.
 */
import { faceSchemas, gameFace } from '../../core/game-face.js';
import { DuelEventSchema } from './event-schemas.js';
import { DuelViewSchema } from './view-schema.js';
import { mountainRiverDuel } from './index.js';

/**
 * The duel's typed face: the core's functions with the duel's state, actions and chance outcomes.
 *
 * @example
 * const state = mountainRiverDuelFace.createGame({ players: 2, seed: 7 });
 * const actions = mountainRiverDuelFace.legalActions(state, 0); // readonly DuelAction[]
 */
// Pure: a module that imports only a helper of this file does not keep the whole game.
export const mountainRiverDuelFace = /* @__PURE__ */ gameFace(mountainRiverDuel, /* @__PURE__ */ faceSchemas(DuelViewSchema, DuelEventSchema));

export { DuelEventSchema, type DuelEvent } from './event-schemas.js';
export { DuelViewSchema, type DuelView } from './view-schema.js';

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
// Every game's subpath names its save invariants SAVE_INVARIANTS (as Lost Valley's does).
export { duelInvariants, duelInvariants as SAVE_INVARIANTS, validateDuelState, type DuelInvariant, type DuelInvariant as SaveInvariant } from './validate-state.js';
export { duelPosition, DuelPosition } from './position-builder.js';

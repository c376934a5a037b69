/**
 * Encodings for learning: a fixed action index space with legal-action masks, observation
 * tensors computed from a seat's view, and an agent-by-agent environment in PettingZoo's AEC
 * style: `lost-valley-engine/encodings`.
 * @packageDocumentation
 * @module encodings
 */
export {
  encodedGames,
  encodingRefusal,
  actionSpaceSize,
  actionToIndex,
  indexToAction,
  legalActionMask,
  observationShape,
  observe,
  observeView,
} from './encodings.js';
export { createAecEnv, type AecEnv, type AecConfig, type AecStep, type AecInfo } from '../env/aec-env.js';
export { sharedWinReturns } from '../env/shared-win-returns.js';

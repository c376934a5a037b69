/**
 * Encodings for learning: a fixed action index space with legal-action masks, observation
 * tensors computed from a seat's view, and environments in PettingZoo's styles, agent by agent
 * (AEC) and parallel (simultaneous choices): `lost-valley-engine/encodings`.
 *
 * This subpath registers no game: import the subpath of each game you encode
 * (`import 'lost-valley-engine/lost-valley'`), or `lost-valley-engine` for every game, first;
 * `createAecEnv` and the setup-taking functions refuse an unregistered game with a message naming
 * that import.
 *
 * @example
 * import 'lost-valley-engine/lost-valley';
 * import { createAecEnv } from 'lost-valley-engine/encodings';
 * const env = createAecEnv({ game: 'lost-valley', players: 4 });
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
  legalActionIndices,
  observationShape,
  observe,
  observeView,
} from './encodings.js';
export { createAecEnv, type AecEnv, type AecConfig, type AecStep, type AecInfo } from '../env/aec-env.js';
export { createParallelEnv, type ParallelEnv, type ParallelStep, type ParallelInfo } from '../env/parallel-env.js';
export { createVectorEnv, type VectorEnv, type VectorConfig, type VectorStep } from '../env/vector-env.js';
export { sharedWinReturns } from '../env/shared-win-returns.js';

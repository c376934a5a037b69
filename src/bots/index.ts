/**
 * Game-agnostic players over the core contract: `lost-valley-engine/bots`. It registers no game:
 * import the subpath of each game the bots play (`import 'lost-valley-engine/goldfield-gully'`),
 * or `lost-valley-engine` for every game, first: an unregistered game is refused with a message
 * naming that import.
 *
 * @example
 * import 'lost-valley-engine/goldfield-gully';
 * import { randomPlayout } from 'lost-valley-engine/bots';
 * const { state } = randomPlayout({ game: 'goldfield-gully', players: 4, seed: 1 }, 'bots');
 * @packageDocumentation
 * @module bots
 */
export { randomAction, randomBot } from './random-bot.js';
export { randomPlayout, continuePlayout, type PlayoutResult, type PlayoutStep, type PlayoutOptions } from './playout.js';
export { warmUp, type WarmUpOptions, type WarmUpResult } from './warm-up.js';
export type { Bot } from './bot.js';
export { noActionFor } from './bot-errors.js';
export { seededRandom } from './seeded-random.js';
export { budgetClock, type SearchBudget } from './search-budget.js';
export {
  planningState,
  rolloutValues,
  valuesOf,
  provisionalValues,
  softScoreValues,
  actionKey,
  seedFrom,
  rngFrom,
  type RolloutPolicy,
  type LeafEvaluator,
} from './planning.js';
export {
  ismctsBot,
  ISMCTS_EXPLORATION,
  ISMCTS_BIAS_WEIGHT,
  ISMCTS_DEFAULT_ITERATIONS,
  ISMCTS_DEFAULT_ROLLOUT_DEPTH,
  type IsmctsOptions,
} from './ismcts-bot.js';
export { flatMonteCarloBot, FLAT_MC_DEFAULT_ITERATIONS, type FlatMonteCarloOptions } from './flat-monte-carlo-bot.js';
export { bestByScore } from './heuristic-choice.js';
export { duelHeuristicBot, duelLeafValues } from './duel-heuristic-bot.js';
export { gullyHeuristicBot } from './gully-heuristic-bot.js';
export { lostValleyHeuristicBot } from './valley-heuristic-bot.js';
export { lostValleyLeafValues, LOST_VALLEY_VALUE_SCALE } from './valley-leaf-values.js';
export { dutchmanLeafValues, DUTCHMAN_STEP_WORTH, DUTCHMAN_VALUE_SCALE } from './dutchman-leaf-values.js';
export { botByName, HEURISTIC_BOTS, BOT_NAME_FORMS, SEARCH_SETTINGS, SEARCH_BIAS_WEIGHT, ISMCTS_GAME_ITERATIONS } from './bot-registry.js';
export { playArenaGame, entryAtSeat, type ArenaRun, type ArenaGameRecord } from './arena-game.js';
export { summarizeArena, wilsonInterval, type ArenaSummary, type ArenaEntrySummary } from './arena-summary.js';

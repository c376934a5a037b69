import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { deepConformanceFiles } from './vitest.config.js';

/** The save-invariant tests of the sibling games: `npm test` plays a sample, the deep run 1,000 games per game. */
const saveInvariantFiles = ['test/games/{mountain-river-duel,goldfield-gully,lost-dutchman}/save-invariants.test.ts'];

// `npm run test:deep`: the conformance kit at full depth over every registered game, variant and
// seat count (test/conformance/shard.ts), four parts over the machine's cores, and the save
// sweeps of the sibling games at their full 1,000 games each (SAVE_SWEEP_GAMES).
export default defineConfig({
  test: {
    include: [...deepConformanceFiles, ...saveInvariantFiles],
    env: { SAVE_SWEEP_GAMES: '1000' },
    testTimeout: 1_200_000,
    maxWorkers: availableParallelism(),
  },
});

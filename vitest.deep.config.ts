import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { deepConformanceFiles } from './vitest.config.js';

// `npm run test:deep`: the conformance kit at full depth over every registered game, variant and
// seat count (test/conformance/shard.ts), four parts over the machine's cores, and nothing else.
export default defineConfig({
  test: {
    include: deepConformanceFiles,
    testTimeout: 1_200_000,
    maxWorkers: availableParallelism(),
  },
});

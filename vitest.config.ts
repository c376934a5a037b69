import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Measured on the 2-core CI machine: without this, vitest ran one file at a time (one core
    // less than the machine has), and the two conformance parts took their sum, not their max.
    maxWorkers: availableParallelism(),
  },
});

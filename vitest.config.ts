import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The full-depth parts: `npm run test:deep` runs them (vitest.deep.config.ts), `npm test` does not:
 * the conformance kit at full depth, and every `*.deep.test.ts` (Lost Valley's 1,008 saved games).
 */
export const deepConformanceFiles = ['test/conformance-deep-*.test.ts', 'test/**/*.deep.test.ts'];

/**
 * Test files that change or read the process-wide registry of games and variants (they register a
 * game or a variant, or build their tests from `listGames()`), and any `*.isolated.test.ts`: each
 * runs in a fresh module graph. Every other file shares its worker's modules with the files run
 * before it (`isolate: false`), which took `npm test`'s CPU time from 2m11s to 1m15s on the 2-core machine
 * (most of it went into loading the engine's modules again for each of 80 files).
 * test/support/registry-guard.ts fails a shared file that changes the registry.
 */
export const isolatedTestFiles = [
  'test/conformance-[0-9].test.ts',
  'test/core/registry.test.ts',
  'test/testing/conformance-kit.test.ts',
  '**/*.isolated.test.ts',
];

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Measured on the 2-core CI machine: without this, vitest ran one file at a time (one core
    // less than the machine has), and the conformance parts took their sum, not their max.
    maxWorkers: availableParallelism(),
    // `npm test` is the quick first run: every rule test and a light conformance sample.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...configDefaults.exclude, ...deepConformanceFiles, ...isolatedTestFiles],
          isolate: false,
          setupFiles: ['test/support/registry-guard.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: isolatedTestFiles, exclude: [...configDefaults.exclude, ...deepConformanceFiles] },
      },
    ],
  },
});

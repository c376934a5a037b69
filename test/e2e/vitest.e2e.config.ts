import { defineConfig } from 'vitest/config';

// The browser test: not part of `npm test` (it needs Chromium); `npm run test:e2e` runs it.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});

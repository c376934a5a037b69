import { defineConfig } from 'tsup';

// One bundle per public entry point; ESM and CommonJS with type declarations for both.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mountain-river-duel': 'src/games/mountain-river-duel/public.ts',
    testing: 'src/testing/index.ts',
    bots: 'src/bots/index.ts',
    cli: 'src/cli/main.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  splitting: false,
  treeshake: true,
});

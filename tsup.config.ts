import { defineConfig } from 'tsup';

const common = { target: 'node20', sourcemap: true, treeshake: true } as const;

export default defineConfig([
  {
    // The library: ESM and CommonJS with type declarations for both. Shared chunks, so every
    // entry point uses the same core (one registry, one EngineError class).
    ...common,
    entry: {
      index: 'src/index.ts',
      core: 'src/core/index.ts',
      'mountain-river-duel': 'src/games/mountain-river-duel/public.ts',
      'goldfield-gully': 'src/games/goldfield-gully/public.ts',
      'lost-dutchman': 'src/games/lost-dutchman/public.ts',
      'lost-valley': 'src/games/lost-valley/public.ts',
      render: 'src/render/index.ts',
      match: 'src/match/index.ts',
      words: 'src/words/index.ts',
      testing: 'src/testing/index.ts',
      bots: 'src/bots/index.ts',
      encodings: 'src/encodings/index.ts',
      'boardgame.io': 'src/boardgame-io/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    splitting: true,
    // An optional peer dependency: never bundled (the adapter imports only its types).
    external: ['boardgame.io'],
  },
  {
    // The command line: one ESM file run by node (the shebang is kept from the source).
    ...common,
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    splitting: false,
  },
]);

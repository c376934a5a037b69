import { defineConfig } from 'tsup';

// The library's entry points: one per subpath of package.json's `exports`.
const library = {
  index: 'src/index.ts',
  core: 'src/core/index.ts',
  'mountain-river-duel': 'src/games/mountain-river-duel/public.ts',
  'goldfield-gully': 'src/games/goldfield-gully/public.ts',
  'lost-dutchman': 'src/games/lost-dutchman/public.ts',
  'lost-valley': 'src/games/lost-valley/public.ts',
  'lost-valley/first-edition': 'src/games/lost-valley/first-edition-public.ts',
  'lost-valley/custom-data': 'src/games/lost-valley/custom-data-public.ts',
  'lost-valley/event-sentences': 'src/games/lost-valley/event-sentences-public.ts',
  'lost-valley/refusal-sentences': 'src/games/lost-valley/refusal-sentences-public.ts',
  'lost-valley/save-checks': 'src/games/lost-valley/save-checks-public.ts',
  render: 'src/render/index.ts',
  match: 'src/match/index.ts',
  words: 'src/words/index.ts',
  'words/lost-valley': 'src/words/lost-valley/index.ts',
  'words/goldfield-gully': 'src/words/goldfield-gully/index.ts',
  'words/lost-dutchman': 'src/words/lost-dutchman/index.ts',
  'words/mountain-river-duel': 'src/words/mountain-river-duel/index.ts',
  testing: 'src/testing/index.ts',
  bots: 'src/bots/index.ts',
  encodings: 'src/encodings/index.ts',
  colyseus: 'src/colyseus/index.ts',
  'boardgame.io': 'src/boardgame-io/index.ts',
};

// No source maps: the bundles are not minified, keep every name, and esbuild heads each module
// with its path in src/ (`// src/core/apply.ts`), so a stack trace into dist/ already leads to
// the code. Maps would add 2 MB unpacked without the sources' text, 6.8 MB with it, and the
// package ships no src/ for them to point to (README, "Development").
const common = { target: 'node20', treeshake: true, sourcemap: false } as const;

export default defineConfig([
  {
    // The type declarations of both formats (.d.ts and .d.cts), in one pass of the compiler.
    entry: library,
    format: ['esm', 'cjs'],
    dts: { only: true },
  },
  {
    // ESM: the library and the command line in one build with shared chunks, so every entry point
    // uses the same core (one registry, one EngineError class) and dist/cli.js is the program's
    // own code on top of the library's chunks, not a second copy of the engine. The shebang of
    // src/cli/main.ts is kept and dist/cli.js made executable.
    ...common,
    entry: { ...library, cli: 'src/cli/main.ts' },
    format: ['esm'],
    // Empties dist/ first (tsup cleans before its build, and the three builds start together; the
    // declarations and the CommonJS files are written after it).
    clean: true,
    splitting: true,
    // An optional peer dependency: never bundled (the adapter imports only its types).
    external: ['boardgame.io'],
  },
  {
    // CommonJS: the library only (the command line is ESM).
    ...common,
    entry: library,
    format: ['cjs'],
    clean: false,
    splitting: true,
  },
]);

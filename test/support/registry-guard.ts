import { afterAll } from 'vitest';
import { listGames, listVariants } from '../../src/index.js';

// Setup file of vitest.config.ts's `shared` project, whose test files share one module graph per
// worker (`isolate: false`): a file that registers a game or a variant would leak it into every
// file after it. Such a file belongs in `isolatedTestFiles` (or is named `*.isolated.test.ts`).

/** Every registered game with its variants, as one comparable line. */
function registryLine(): string {
  return listGames()
    .map((game) => `${game}[${listVariants(game).join(' ')}]`)
    .join(' ');
}

const before = registryLine();

afterAll(() => {
  const after = registryLine();
  if (after !== before) {
    throw new Error(
      `This test file changed the shared registry (before: ${before}; after: ${after}). ` +
        "Files that register games or variants run isolated: name it '*.isolated.test.ts' or list it in vitest.config.ts's isolatedTestFiles.",
    );
  }
});

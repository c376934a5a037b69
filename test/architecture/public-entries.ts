import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { repositoryRoot, type ImportEdge, type ImportGraph } from './import-graph.js';

/**
 * The folder that holds one folder per game.
 *
 * @example
 * `${GAMES_FOLDER}/lost-valley/public.ts`;
 */
export const GAMES_FOLDER = 'src/games';

/**
 * The files of a game folder that code outside the game may import, where they exist. A game's
 * other subpath entries, named `<part>-public.ts` at its root (Lost Valley's
 * `first-edition-public.ts`, lost-valley-engine/lost-valley/first-edition), are entries too.
 *
 * @example
 * ENTRY_FILES.map((file) => `src/games/lost-valley/${file}`);
 */
export const ENTRY_FILES = ['public.ts', 'api.ts', 'index.ts'] as const;

/**
 * Every game folder (`src/games/<id>`) with the entry files it has, by game id.
 *
 * @example
 * gameEntries().get('lost-valley'); // ['src/games/lost-valley/public.ts', 'src/games/lost-valley/api.ts', 'src/games/lost-valley/index.ts']
 */
export function gameEntries(): Map<string, string[]> {
  const games = readdirSync(resolve(repositoryRoot, GAMES_FOLDER), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Map(
    games
      .map((entry) => entry.name)
      .sort()
      .map((game) => [game, [...ENTRY_FILES.map((file) => `${GAMES_FOLDER}/${game}/${file}`).filter((path) => existsSync(resolve(repositoryRoot, path))), ...partEntries(game)]]),
  );
}

/**
 * An import from outside a game into one of the game's files other than its entries.
 *
 * @example
 * const violation: EntryViolation = { game: 'lost-valley', edge };
 */
export interface EntryViolation {
  readonly game: string;
  readonly edge: ImportEdge;
}

/**
 * Every import of a file outside `src/games/<id>/` (the rest of `src/`, other games, and
 * `src/games/builtin-games.ts`) into a file of that game that is not one of its entries.
 *
 * @example
 * entryViolations(importGraph('src')).map(({ edge }) => `${edge.from} → ${edge.to}`);
 */
export function entryViolations(graph: ImportGraph): EntryViolation[] {
  const entries = gameEntries();
  const violations: EntryViolation[] = [];
  for (const file of graph.files) {
    for (const edge of graph.edges.get(file) ?? []) {
      const game = /^src\/games\/([^/]+)\//.exec(edge.to)?.[1];
      if (game === undefined || !entries.has(game) || edge.from.startsWith(`${GAMES_FOLDER}/${game}/`)) continue;
      if (!entries.get(game)!.includes(edge.to)) violations.push({ game, edge });
    }
  }
  return violations;
}

// A game's other subpath entries: `<part>-public.ts` files at its root.
function partEntries(game: string): string[] {
  return readdirSync(resolve(repositoryRoot, GAMES_FOLDER, game))
    .filter((file) => file.endsWith('-public.ts'))
    .sort()
    .map((file) => `${GAMES_FOLDER}/${game}/${file}`);
}

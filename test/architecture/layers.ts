/**
 * The documented direction of imports inside a game folder: its layers, bottom first, and for
 * each the layers it may import. A layer is a sub-folder of `root` (`board` holds every file
 * under `root/board/`, at any depth; a deeper folder such as `rules/gold` may be a layer of its
 * own, and then wins over `rules`), a file directly in `root` (`land-grid.ts`), or `.`, every
 * other file directly in `root`. `'*'` allows every other layer. A layer may always import
 * itself. `folders: null` means the game is not checked yet (the test says so).
 *
 * `test/architecture/import-rules.test.ts` checks, for each spec: every import between two layers
 * of the game is allowed; every file of the game falls in a layer of the spec (a new sub-folder
 * must be placed); every layer the spec names holds a file; the allowed layers exist; and the
 * spec has no cycle. `layerTable` and `layerPicture` in `layer-check.ts` print a spec for docs.
 *
 * @example
 * const spec: LayerSpec = { root: 'src/games/mountain-river-duel', folders: { board: [], data: ['board'], '.': ['*'] } };
 */
export interface LayerSpec {
  /** The game folder, repository-relative. */
  readonly root: string;
  /** Each layer, bottom first, with the layers it may import; `null` while not checked yet. */
  readonly folders: Readonly<Record<string, readonly string[]>> | null;
  /** Why the spec is as it is, or what it waits for. */
  readonly note?: string;
}

/**
 * The folder specs of the games. A game folder under `src/games/` without a spec here, or with
 * `folders: null`, is listed by the test as not checked yet.
 *
 * @example
 * layerSpecs.find((spec) => spec.root === 'src/games/mountain-river-duel')?.folders;
 */
export const layerSpecs: readonly LayerSpec[] = [
  {
    root: 'src/games/mountain-river-duel',
    folders: {
      board: [],
      data: ['board'],
      '.': ['*'],
    },
    note: 'The board (schema, geometry, checks) at the bottom, the default board over it, the rules on top.',
  },
  {
    root: 'src/games/lost-dutchman',
    folders: {
      'land-grid.ts': [],
      data: ['land-grid.ts'],
      '.': ['*'],
    },
    note: "The land area's shape at the bottom (the data checks count its stacks), the component data, the rules on top.",
  },
  {
    root: 'src/games/goldfield-gully',
    folders: {
      data: [],
      '.': ['*'],
    },
    note: 'The town data at the bottom, the rules on top; round-driver.ts alone decides which phase comes next (round-driver.test.ts: no phase imports another).',
  },
  {
    root: 'src/games/lost-valley',
    // docs/architecture.md draws these layers; a new import between folders must fit them (or
    // the spec and that page change together).
    folders: {
      data: [],
      schemas: ['data'],
      board: ['data', 'schemas'],
      kernel: ['data', 'schemas', 'board'],
      skills: ['data', 'schemas', 'board', 'kernel'],
      inventory: ['data', 'schemas', 'board', 'kernel'],
      exploration: ['data', 'schemas', 'board', 'kernel'],
      works: ['data', 'schemas', 'board', 'kernel', 'skills'],
      ice: ['data', 'schemas', 'board', 'kernel', 'skills'],
      movement: ['data', 'schemas', 'board', 'kernel', 'skills', 'works'],
      gathering: ['data', 'schemas', 'board', 'kernel', 'works'],
      gold: ['data', 'schemas', 'board', 'kernel', 'inventory', 'works'],
      weighing: ['data', 'schemas', 'board', 'kernel'],
      trade: ['data', 'schemas', 'board', 'kernel', 'gold'],
      team: ['data', 'schemas', 'board', 'kernel', 'movement', 'works'],
      'first-edition': ['data', 'schemas', 'board', 'kernel', 'skills', 'inventory', 'exploration', 'works', 'ice', 'movement', 'gathering', 'gold', 'weighing', 'trade'],
      game: ['data', 'schemas', 'board', 'kernel', 'skills', 'inventory', 'exploration', 'works', 'ice', 'movement', 'gathering', 'gold', 'weighing', 'trade', 'team', 'first-edition'],
      position: ['data', 'schemas', 'board', 'kernel', 'skills', 'exploration', 'works', 'game'],
      '.': ['*'],
    },
    note: 'Data and schemas at the bottom, the board, a small kernel, the rule areas (each only on the areas below it), the first edition over the areas it reuses, the game, the position builder over the game (it lays tiles as exploration does and checks as a save is checked); index.ts and public.ts are the entries.',
  },
];

import { builtinModules } from 'node:module';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

/**
 * One size target of issue 12: a browser program that uses the core and one game, bundled and
 * minified by esbuild, then gzipped. `limitBytes` is the target. `page` says which program (see
 * {@link sizeProgram}): `'plays'` plays, views and saves; `'loads'` also loads a save, and for Lost
 * Valley imports its save checks to do so (`lost-valley-engine/lost-valley/save-checks`).
 *
 * @example
 * const duel = sizeTargets.find((target) => target.game === 'mountain-river-duel');
 */
export interface SizeTarget {
  readonly game: string;
  /** The game's export in its subpath entry. */
  readonly exportName: string;
  readonly players: number;
  readonly page: 'plays' | 'loads';
  /** Entries the page imports beyond the core's and the game's, as source paths. */
  readonly extraImports?: readonly string[];
  readonly limitBytes: number;
}

/**
 * The targets: core + the duel, core + Goldfield Gully (each a page that also loads a save), core
 * + Lost Valley as a page that plays and saves, and as one that also loads saves.
 */
export const sizeTargets: readonly SizeTarget[] = [
  { game: 'mountain-river-duel', exportName: 'mountainRiverDuel', players: 2, page: 'loads', limitBytes: 30 * 1024 },
  { game: 'goldfield-gully', exportName: 'goldfieldGully', players: 4, page: 'loads', limitBytes: 30 * 1024 },
  // Issue 22's target for Lost Valley: 55 KB for the page that plays and saves (56,082 B measured
  // on 2026-12-03), with the first edition, the custom-data checks, the event sentences, the save
  // checks and the refusal sentences in their own entries (docs/refusal-sentences-entry.md;
  // bench/RESULTS.md, "2026-12-03 (session 2), Lost Valley's refusal sentences"). Until
  // 2026-12-03 the measured program also loaded a save; that page is the second target, with the
  // save checks it needs (66,467 B measured).
  { game: 'lost-valley', exportName: 'lostValley', players: 4, page: 'plays', limitBytes: 55 * 1024 },
  { game: 'lost-valley', exportName: 'lostValley', players: 4, page: 'loads', extraImports: ['./src/games/lost-valley/save-checks-public.ts'], limitBytes: 65.25 * 1024 },
];

/**
 * What one bundle measured: bytes minified and gzipped, the Node built-ins it asked for (must be
 * none), and the biggest inputs, to see what to cut when a target is missed.
 *
 * @example
 * const size: BundleSize = await measureBundle(sizeTargets[0]!);
 */
export interface BundleSize {
  readonly target: SizeTarget;
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  readonly nodeBuiltins: readonly string[];
  readonly biggestInputs: readonly { readonly path: string; readonly bytes: number }[];
  /** Every input that put bytes in the bundle, repository-relative. */
  readonly inputPaths: readonly string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The program a game developer's page would hold: create a game, play it to the end with random
 * legal actions, a seat's view and events after each step, a save, the outcome; the `'loads'` page
 * also loads the save back (`loadGame`) and reads the outcome from the loaded state. It imports the
 * core entry and the game's entry from the sources (the same modules as `lost-valley-engine/core`
 * and `lost-valley-engine/<game>`), and the target's `extraImports`. It runs in a browser (or with
 * `document` given): test/package/size-programs.test.ts runs it.
 *
 * @example
 * sizeProgram(sizeTargets[0]!).includes("from './src/core/index.ts'"); // true
 */
export function sizeProgram(target: SizeTarget): string {
  const loads = target.page === 'loads';
  return `
import { createGame, activePlayers, legalActions, applyAction, isTerminal, outcome, view, eventsFor, saveGame${loads ? ', loadGame' : ''} } from './src/core/index.ts';
import { ${target.exportName} } from './src/games/${target.game}/public.ts';
${(target.extraImports ?? []).map((path) => `import '${path}';`).join('\n')}
let state = createGame({ game: ${target.exportName}.id, players: ${target.players}, seed: 'size' });
let log = [];
while (!isTerminal(state)) {
  const seat = activePlayers(state)[0];
  const actions = legalActions(state, seat);
  const result = applyAction(state, actions[Math.floor(Math.random() * actions.length)]);
  if (!result.ok) throw new Error(result.error.message);
  state = result.state;
  log = log.concat(eventsFor(result.events, seat, state));
  document.body.textContent = JSON.stringify(view(state, seat));
}
${loads ? 'state = loadGame(saveGame(state));\ndocument.title = JSON.stringify([outcome(state), log.length]);' : 'const saved = saveGame(state);\ndocument.title = JSON.stringify([outcome(state), log.length, saved.length]);'}
`;
}

/**
 * Bundles one target's program for the browser with esbuild (minified, ES modules) and gzips it.
 * A Node built-in anywhere in the bundle fails the esbuild build (platform `browser`); it is also
 * listed in `nodeBuiltins` from the metafile.
 *
 * @example
 * const { gzipBytes } = await measureBundle(sizeTargets[0]!);
 */
export async function measureBundle(target: SizeTarget): Promise<BundleSize> {
  return { target, ...(await measureProgram(sizeProgram(target), `size-${target.game}-${target.page}.ts`)) };
}

/**
 * One words subpath's size target: a client's program that narrates with one entry's words, bundled
 * like {@link measureBundle}'s. `words` is every game's (`lost-valley-engine/words`); a per-game
 * subpath (`words/goldfield-gully`) must stay a fraction of it.
 *
 * @example
 * const gully = wordsTargets.find((target) => target.entry === 'words/goldfield-gully');
 */
export interface WordsTarget {
  readonly entry: string;
  readonly limitBytes: number;
}

/**
 * The words targets: each per-game words subpath, and every game's words for comparison (issue 22;
 * bench/RESULTS.md records the figures).
 *
 * @example
 * wordsTargets.map((target) => target.entry); // ['words', 'words/goldfield-gully', ...]
 */
export const wordsTargets: readonly WordsTarget[] = [
  { entry: 'words', limitBytes: 34 * 1024 },
  { entry: 'words/goldfield-gully', limitBytes: 7 * 1024 },
  { entry: 'words/lost-dutchman', limitBytes: 10 * 1024 },
  { entry: 'words/lost-valley', limitBytes: 24.5 * 1024 },
  { entry: 'words/mountain-river-duel', limitBytes: 5 * 1024 },
];

const WORDS_EXPORTS: Readonly<Record<string, string>> = {
  'words/goldfield-gully': 'goldfieldGullyWords',
  'words/lost-dutchman': 'lostDutchmanWords',
  'words/lost-valley': 'lostValleyWords',
  'words/mountain-river-duel': 'mountainRiverDuelWords',
};

/**
 * The program a client's page would hold to narrate a match: the four word functions of the entry
 * applied to a seat's view, its events and its legal actions (from the sources, as
 * `lost-valley-engine/<entry>`).
 *
 * @example
 * wordsProgram(wordsTargets[1]!).includes('goldfieldGullyWords'); // true
 */
export function wordsProgram(target: WordsTarget): string {
  const kit = WORDS_EXPORTS[target.entry];
  const from = `./src/${target.entry}/index.ts`;
  const imported = kit ? `import { ${kit} as words } from '${from}';` : `import * as words from '${from}';`;
  return `
${imported}
const update = JSON.parse(document.body.dataset.update);
document.body.textContent = [
  ...update.events.map((event) => words.describeEvent(event, update.view, { locale: 'es' })),
  ...update.legalActions.map((action) => words.describeAction(update.view, action) + words.formatAction(update.view, action)),
  JSON.stringify(words.parseAction(update.view, document.title)),
].join('\\n');
`;
}

/**
 * Bundles one words target's program as {@link measureBundle} does and gzips it.
 *
 * @example
 * const { gzipBytes } = await measureWords(wordsTargets[1]!);
 */
export async function measureWords(target: WordsTarget): Promise<Omit<BundleSize, 'target'> & { readonly target: WordsTarget }> {
  return { target, ...(await measureProgram(wordsProgram(target), `size-${target.entry.replace('/', '-')}.ts`)) };
}

async function measureProgram(contents: string, sourcefile: string): Promise<Omit<BundleSize, 'target'>> {
  const result = await build({
    stdin: { contents, resolveDir: root, sourcefile, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return {
    minifiedBytes: code.byteLength,
    gzipBytes: gzipSync(code, { level: 9 }).byteLength,
    nodeBuiltins: nodeBuiltinsOf(result.metafile),
    biggestInputs: biggestInputs(result.metafile),
    inputPaths: Object.entries(Object.values(result.metafile.outputs)[0]?.inputs ?? {}).flatMap(([path, input]) => (input.bytesInOutput > 0 ? [path] : [])),
  };
}

function nodeBuiltinsOf(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) if (imported.path.startsWith('node:') || builtinModules.includes(imported.path)) found.add(imported.path);
  }
  return [...found];
}

function biggestInputs(metafile: Metafile): { path: string; bytes: number }[] {
  const output = Object.values(metafile.outputs)[0];
  if (!output) return [];
  return Object.entries(output.inputs)
    .map(([path, input]) => ({ path, bytes: input.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 12);
}

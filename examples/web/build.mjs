// Bundles the browser table into examples/web/dist with esbuild (tsup's own bundler, already
// installed). The package's subpaths are read from src/, so a fresh clone needs no build of the
// library first: `npm install` then `npm run web`.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = join(here, 'dist');

/** Each package subpath the table imports, mapped to its source entry. */
const subpaths = {
  'lost-valley-engine': 'src/index.ts',
  'lost-valley-engine/match': 'src/match/index.ts',
  'lost-valley-engine/words': 'src/words/index.ts',
  'lost-valley-engine/bots': 'src/bots/index.ts',
  'lost-valley-engine/render': 'src/render/index.ts',
  'lost-valley-engine/lost-dutchman': 'src/games/lost-dutchman/public.ts',
  'lost-valley-engine/lost-valley': 'src/games/lost-valley/public.ts',
};

/**
 * Bundles the table in memory: its files by name (`index.html`, `table.js`, `bots.js`, `table.css`,
 * the source maps), for a server that serves the table itself (examples/server at /table/).
 */
export async function bundleTable({ minify = true } = {}) {
  const result = await build({
    // The table, and the bots' Web Worker beside it (bots.js).
    entryPoints: { table: join(here, 'src/main.mjs'), bots: join(here, 'src/bot-worker.mjs') },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    sourcemap: true,
    metafile: true,
    outdir: out,
    write: false,
    alias: Object.fromEntries(Object.entries(subpaths).map(([name, path]) => [name, join(root, path)])),
    logLevel: 'warning',
  });
  const files = new Map(result.outputFiles.map((file) => [basename(file.path), file.contents]));
  for (const name of ['index.html', 'table.css']) files.set(name, readFileSync(join(here, name)));
  const bytes = Object.entries(result.metafile.outputs).reduce((sum, [file, output]) => sum + (file.endsWith('table.js') ? output.bytes : 0), 0);
  return { files, bytes };
}

export async function buildTable({ minify = true } = {}) {
  const { files, bytes } = await bundleTable({ minify });
  mkdirSync(out, { recursive: true });
  for (const [name, contents] of files) writeFileSync(join(out, name), contents);
  return { out, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { out: dir, bytes } = await buildTable();
  console.log(`built ${dir} (table.js ${(bytes / 1024).toFixed(0)} KB)`);
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { measureBundle, measureWords, sizeTargets, wordsTargets } from '../../bench/size-bundles.js';

// Size is not time: a test may assert it. The targets are issue 12's (bench/RESULTS.md records
// the figures; `npm run size` prints them with the biggest inputs of each bundle).

const root = fileURLToPath(new URL('../..', import.meta.url));
const NOTATION_OF: Readonly<Record<string, string>> = { 'goldfield-gully': 'gully', 'lost-dutchman': 'dutchman', 'lost-valley': 'valley', 'mountain-river-duel': 'duel' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('bundle size: core + one game, minified for the browser and gzipped', () => {
  for (const target of sizeTargets) {
    it(`core + ${target.game} stays within ${target.limitBytes / 1024} KB gzip, with no Node built-in`, async () => {
      const size = await measureBundle(target);
      expect(size.nodeBuiltins).toEqual([]);
      expect(size.gzipBytes).toBeGreaterThan(1024);
      expect(size.gzipBytes, `core + ${target.game}: ${size.gzipBytes} bytes gzip`).toBeLessThanOrEqual(target.limitBytes);
    });
  }

  // Issue 22: a client bundles only its own game's words.
  for (const target of wordsTargets) {
    const game = target.entry.split('/')[1];
    it(`${target.entry} stays within ${target.limitBytes / 1024} KB gzip${game ? ", with no other game's words and no game rules" : ''}`, async () => {
      const size = await measureWords(target);
      expect(size.nodeBuiltins).toEqual([]);
      expect(size.gzipBytes, `${target.entry}: ${size.gzipBytes} bytes gzip`).toBeLessThanOrEqual(target.limitBytes);
      const words = size.inputPaths.filter((path) => /^src\/words\/(?!notation\/)[^/]+\//.test(path));
      if (!game) {
        expect(new Set(words.map((path) => path.split('/')[2]))).toEqual(new Set(['goldfield-gully', 'lost-dutchman', 'lost-valley', 'mountain-river-duel']));
        return;
      }
      expect(size.gzipBytes).toBeGreaterThan(1024);
      expect(words.filter((path) => !path.startsWith(`src/words/${game}/`))).toEqual([]);
      expect(size.inputPaths.filter((path) => path.startsWith('src/words/notation/') && /(duel|dutchman|gully|valley)-notation/.test(path) && !path.includes(NOTATION_OF[game]!))).toEqual([]);
      // The words read a game's helpers (names of places, buildings), never its rules or its definition.
      expect(size.inputPaths.filter((path) => /^src\/games\/[^/]+\/(index|validate-state|turn|game\/turn)\.ts$/.test(path))).toEqual([]);
    });
  }

  it('the core entry alone bundles no game', async () => {
    const result = await build({
      stdin: { contents: "import * as core from './src/core/index.ts'; console.log(core);", resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.startsWith('src/core/'))).toBe(true);
    expect(inputs.filter((path) => path.startsWith('src/games/'))).toEqual([]);
  });

  // package.json's `sideEffects` must name every module that registers games, or a bundler drops
  // the registration: these bundles run and say which games they registered.
  for (const [program, games] of [
    ["import { listGames } from './src/index.ts'; globalThis.registered = listGames();", 4],
    ["import { listGames } from './src/core/index.ts'; import './src/games/lost-dutchman/public.ts'; globalThis.registered = listGames();", 1],
  ] as const) {
    it(`a bundle keeps the registration of ${games === 4 ? 'lost-valley-engine (every built-in game)' : 'a bare import of a game subpath'}`, async () => {
      const result = await build({
        stdin: { contents: program, resolveDir: root, loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      });
      await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.contents).toString('base64')}`);
      const registered = (globalThis as { registered?: string[] }).registered;
      expect(registered).toHaveLength(games);
      if (games === 1) expect(registered).toEqual(['lost-dutchman']);
    });
  }

  it("no source file imports zod as `{ z }` (that form keeps every locale in a bundle)", () => {
    const named = sourceFiles(join(root, 'src')).filter((path) => /import (type )?\{[^}]*\bz\b[^}]*\} from 'zod/.test(readFileSync(path, 'utf8')));
    expect(named.map((path) => path.slice(root.length))).toEqual([]);
  });
});

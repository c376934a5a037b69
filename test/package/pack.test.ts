import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// What `npm pack` would publish (and what a git install gets once `prepare` has built dist).
// Scripts are skipped here: `prepare` builds dist, and a test must not rebuild it under the
// other tests' feet. The dist checks need a build (`npm ci` runs `prepare`; `.ci/run` runs it).

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(root, 'dist/index.js'));
let files: string[] = [];

/** Every file path a package.json `exports`, `main`, `module`, `types` or `bin` names. */
function exportedPaths(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  const paths: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') paths.push(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([pkg['exports'], pkg['main'], pkg['module'], pkg['types'], pkg['bin']]);
  return [...new Set(paths)];
}

beforeAll(() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  files = (JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((file) => file.path);
});

describe('npm pack: what the package ships', () => {
  it('the licence, the README, the CHANGELOG and the guides with the rules documents', () => {
    for (const path of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json', 'docs/core-contract.md', 'docs/cli.md', 'docs/rules/mountain-river-duel.md']) {
      expect(files).toContain(path);
    }
  });

  it('no tests, sources, benchmarks, scripts, generated API site or leftovers of a smoke run', () => {
    const unwanted = files.filter(
      (path) => /(^|\/)(test|tests|__tests__)\//.test(path) || /\.test\.|\.spec\./.test(path) || /^(src|bench|scripts|examples|coverage|docs\/api|node_modules)\//.test(path),
    );
    expect(unwanted).toEqual([]);
    expect(files.filter((path) => path.startsWith('dist/') && !/\.(js|cjs|d\.ts|d\.cts|js\.map|cjs\.map)$/.test(path))).toEqual([]);
  });

  it.skipIf(!built)('every file the exports map, main, types and bin name is in the package', () => {
    const missing = exportedPaths().filter((path) => path !== 'package.json' && !files.includes(path));
    expect(missing).toEqual([]);
    expect(exportedPaths()).toContain('dist/core.js');
  });

  it.skipIf(!built)('source maps map the library only: no test among their sources', () => {
    const maps = files.filter((path) => path.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const sources = (JSON.parse(readFileSync(join(root, map), 'utf8')) as { sources: string[] }).sources;
      expect(sources.filter((source) => /(^|\/)test\/|\.test\./.test(source)), map).toEqual([]);
    }
  });
});

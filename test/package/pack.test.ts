import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// What `npm pack` would publish (and what a git install gets once `prepare` has built dist).
// Scripts are skipped here: `prepare` builds dist (npm runs it before `npm pack` too), and a test
// must not rebuild it under the other tests' feet. The dist checks need a build (`npm ci` runs
// `prepare`; `.ci/run` runs it); on a clone without dist/ they are skipped.

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(root, 'dist/index.js'));
let files: string[] = [];
let tarball = { size: 0, unpackedSize: 0 };

/** The tarball at most 1.2 MB (issue 22: it was 3.3 MB, 11.9 MB unpacked, 6.8 MB of it source maps). */
const TARBALL_BUDGET_BYTES = 1.2e6;
/** The command line's own code on top of the library's chunks (it was a 712 KB second copy of the engine). */
const CLI_BUDGET_BYTES = 150_000;

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

/**
 * The relative link targets of a Markdown file (inline links and images, reference definitions,
 * HTML `src`/`href`), outside code blocks and code spans, without `#anchor` or `?query`, resolved
 * against the file's folder. Absolute URLs, `/…` and `#…` are left out.
 */
function relativeLinks(path: string, text: string): { target: string; resolved: string }[] {
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)].map((m) => m[1]!),
    ...[...prose.matchAll(/<(?:img|a)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('/'))
    .map((target) => ({ target, resolved: posix.normalize(posix.join(posix.dirname(path), decodeURIComponent(target.split('#')[0]!.split('?')[0]!))) }));
}

/**
 * README links to files the package leaves out on purpose: the screenshots (1.2 MB of PNG), the
 * board picture, the examples and the benchmark results. The README is also the repository's front page, where they
 * work; package.json has no `repository` field to make them absolute URLs. Every other shipped
 * document links only to shipped files.
 */
const README_REPOSITORY_ONLY = new Set([
  'examples/random-game.mjs',
  'examples/search.mjs',
  'bench/RESULTS.md',
  'docs/images/lost-valley-second-edition-4-players.svg',
  ...['lost-valley', 'lost-valley-phone', 'lost-valley-sheets', 'goldfield-gully', 'lost-dutchman', 'mountain-river-duel'].map((name) => `docs/images/table-${name}.png`),
]);

beforeAll(() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  const pack = (JSON.parse(out) as { size: number; unpackedSize: number; files: { path: string }[] }[])[0]!;
  files = pack.files.map((file) => file.path);
  tarball = { size: pack.size, unpackedSize: pack.unpackedSize };
});

describe('npm pack: what the package ships', () => {
  it('the licence, the README and the guides with the rules documents (the CHANGELOG stays in the repository)', () => {
    expect(files).not.toContain('CHANGELOG.md');
    for (const path of ['LICENSE', 'README.md', 'package.json', 'docs/core-contract.md', 'docs/cli.md', 'docs/rules/mountain-river-duel.md']) {
      expect(files).toContain(path);
    }
  });

  it('no tests, sources, benchmarks, scripts, generated API site or leftovers of a smoke run', () => {
    const unwanted = files.filter(
      (path) => /(^|\/)(test|tests|__tests__)\//.test(path) || /\.test\.|\.spec\./.test(path) || /^(src|bench|scripts|examples|coverage|docs\/api|node_modules)\//.test(path),
    );
    expect(unwanted).toEqual([]);
    expect(files.filter((path) => path.startsWith('dist/') && !/\.(js|cjs|d\.ts|d\.cts)$/.test(path))).toEqual([]);
  });

  it.skipIf(!built)('every file the exports map, main, types and bin name is in the package', () => {
    const missing = exportedPaths().filter((path) => path !== 'package.json' && !files.includes(path));
    expect(missing).toEqual([]);
    expect(exportedPaths()).toContain('dist/core.js');
  });

  it.skipIf(!built)('no source maps, and no shipped file points to one (tsup.config.ts says why)', () => {
    expect(files.filter((path) => path.endsWith('.map'))).toEqual([]);
    const pointing = files.filter((path) => /\.(js|cjs)$/.test(path) && readFileSync(join(root, path), 'utf8').includes('//# sourceMappingURL='));
    expect(pointing).toEqual([]);
  });

  it.skipIf(!built)('the command line is its own code on the library\'s chunks, not a second copy of the engine', () => {
    const cli = readFileSync(join(root, 'dist/cli.js'), 'utf8');
    expect(cli.startsWith('#!/usr/bin/env node')).toBe(true);
    expect(cli).toMatch(/from '\.\/chunk-[\w-]+\.js'/);
    expect(Buffer.byteLength(cli), `dist/cli.js: ${Buffer.byteLength(cli)} bytes`).toBeLessThanOrEqual(CLI_BUDGET_BYTES);
  });

  it.skipIf(!built)(`the tarball stays under ${TARBALL_BUDGET_BYTES / 1e6} MB (npm pack --dry-run --json)`, () => {
    expect(tarball.size, `tarball ${tarball.size} bytes, unpacked ${tarball.unpackedSize}`).toBeLessThanOrEqual(TARBALL_BUDGET_BYTES);
    expect(tarball.size).toBeGreaterThan(100_000);
  });

  it('the README\'s screenshots and board pictures stay in the repository, not in the package (docs/images)', () => {
    expect(files.filter((path) => path.endsWith('.png') || path.endsWith('.svg'))).toEqual([]);
  });

  it('every relative link in a shipped document resolves to a shipped file (the README\'s repository-only links aside)', () => {
    const shipped = new Set(files);
    const broken: string[] = [];
    let checked = 0;
    for (const path of files.filter((file) => file.endsWith('.md'))) {
      for (const { target, resolved } of relativeLinks(path, readFileSync(join(root, path), 'utf8'))) {
        checked++;
        if (shipped.has(resolved) || shipped.has(`${resolved.replace(/\/$/, '')}/README.md`)) continue;
        if (path === 'README.md' && README_REPOSITORY_ONLY.has(resolved)) continue;
        broken.push(`${path} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
    // The docs link to one another a lot: a parser that found nothing would pass vacuously.
    expect(checked).toBeGreaterThan(100);
  });

  it('the link check finds links in prose and skips those in code', () => {
    const text = 'See [a](a.md#x), ![b](../images/b.svg "t") and [c]: c.md\n\n[c]: ./c.md\n`[d](d.md)`\n```md\n[e](e.md)\n```\n[f](https://x.example/f.md) [g](#g)\n';
    expect(relativeLinks('docs/guide.md', text).map((link) => link.resolved)).toEqual(['docs/a.md', 'images/b.svg', 'docs/c.md']);
  });
});

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonFolder, importCircles, importGraph, repositoryRoot, shortestLoop } from './import-graph.js';
import { directionProblems, placementProblems, specProblems } from './layer-check.js';
import { layerSpecs, type LayerSpec } from './layers.js';
import { publicEntryExceptions } from './public-entry-exceptions.js';
import { entryViolations, gameEntries, GAMES_FOLDER } from './public-entries.js';

// The import rules of DESIGN.md ("Layout"): no import circle anywhere in src/, imports inside a
// game go the way its folder spec (layers.ts) says, and code outside a game reaches it through
// its public entry only. Tests and the files under test/ are exempt. Every failure names the
// files (and lines) to change.
const graph = importGraph('src');

/** A numbered report: a heading, then one indented line per problem. */
function report(heading: string, problems: readonly string[]): string {
  return [`${heading} (${problems.length}):`, ...problems.map((problem) => `  - ${problem}`)].join('\n');
}

describe('import rules: no import circle in src/', () => {
  it('every relative import names a file', () => {
    const unresolved = graph.unresolved.map((edge) => `${edge.from}:${edge.line} ${edge.kind} '${edge.specifier}'`);
    expect(unresolved.length, report('relative imports that name no file', unresolved)).toBe(0);
  });

  it('src/ has no import circle (relative imports, import type and export … from included)', () => {
    const circles = importCircles(graph);
    const text = circles.map((circle, index) => {
      const folder = commonFolder(circle);
      const short = (file: string): string => (folder === '.' ? file : file.slice(folder.length + 1));
      const loop = shortestLoop(graph, circle);
      return [
        `circle ${index + 1} of ${circles.length}: ${circle.length} files under ${folder}/`,
        ...circle.map((file) => `    ${short(file)}`),
        `  one loop (file:line of the import that leads on): ${[...loop.map((edge) => `${short(edge.from)}:${edge.line}`), short(circle[0]!)].join(' → ')}`,
      ].join('\n');
    });
    const files = circles.reduce((sum, circle) => sum + circle.length, 0);
    expect(circles.length, `src/ has ${circles.length} import circle(s) (${files} files in them); break each one:\n\n${text.join('\n\n')}\n`).toBe(0);
  });
});

describe('import rules: imports inside a game go the way its folder spec says (test/architecture/layers.ts)', () => {
  const games = [...gameEntries().keys()].map((game) => `${GAMES_FOLDER}/${game}`);
  const specOf = (root: string): LayerSpec | undefined => layerSpecs.find((spec) => spec.root === root);
  const checked = (spec: LayerSpec | undefined): spec is LayerSpec & { folders: NonNullable<LayerSpec['folders']> } =>
    spec !== undefined && spec.folders !== null && Object.keys(spec.folders).length > 0;
  const unchecked = games.filter((root) => !checked(specOf(root)));
  if (unchecked.length > 0) console.info(`import rules: folder directions not checked yet (no folder spec in test/architecture/layers.ts): ${unchecked.join(', ')}`);

  it('every spec is for a folder that exists, once', () => {
    const roots = layerSpecs.map((spec) => spec.root);
    const problems = [
      ...roots.filter((root) => !existsSync(resolve(repositoryRoot, root))).map((root) => `${root}: no such folder`),
      ...roots.filter((root, index) => roots.indexOf(root) !== index).map((root) => `${root}: two specs`),
      ...roots.filter((root) => existsSync(resolve(repositoryRoot, root)) && !graph.files.some((file) => file.startsWith(`${root}/`))).map((root) => `${root}: no source file there`),
    ];
    expect(problems.length, report('specs that name no folder', problems)).toBe(0);
  });

  it('every game folder has a folder spec that is checked', () => {
    expect(unchecked, report('game folders whose folder directions are not checked', unchecked)).toEqual([]);
  });

  for (const spec of layerSpecs.filter(checked)) {
    it(`${spec.root}: the spec lists every layer it allows and has no cycle`, () => {
      const problems = specProblems(spec);
      expect(problems.length, report('problems of the spec itself', problems)).toBe(0);
    });

    it(`${spec.root}: every file lies in a layer of the spec, and every layer holds a file`, () => {
      const problems = placementProblems(spec, graph.files);
      expect(problems.length, report('folders to place in test/architecture/layers.ts', problems)).toBe(0);
    });

    it(`${spec.root}: every import between its layers goes the documented way`, () => {
      const problems = directionProblems(spec, graph);
      expect(problems.length, report('imports against the folder spec', problems)).toBe(0);
    });
  }
});

describe('import rules: code outside a game imports it through its public entry only', () => {
  const entries = gameEntries();

  it('every game has a public entry (public.ts or index.ts)', () => {
    expect([...entries].filter(([, files]) => files.length === 0).map(([game]) => game)).toEqual([]);
  });

  const violations = entryViolations(graph);
  const excepted = (from: string, game: string): boolean => publicEntryExceptions[from]?.includes(game) ?? false;

  it('no file outside src/games/<id>/ imports a file of that game other than its entry (beyond the known exceptions)', () => {
    const problems = violations
      .filter(({ edge, game }) => !excepted(edge.from, game))
      .map(({ edge, game }) => `${edge.from}:${edge.line} ${edge.kind} ${edge.to}; import ${entries.get(game)!.join(' or ')} instead`);
    expect(problems.length, report('imports of a game that bypass its public entry', problems)).toBe(0);
  });

  it('every known exception (test/architecture/public-entry-exceptions.ts) still reaches into its game: the list only shrinks', () => {
    const stale = Object.entries(publicEntryExceptions).flatMap(([from, games]) =>
      games.filter((game) => !violations.some(({ edge, game: reached }) => edge.from === from && reached === game)).map((game) => `${from}: ${game}`),
    );
    expect(stale.length, report('exceptions to remove (the file now goes through the entry, or is gone)', stale)).toBe(0);
  });
});

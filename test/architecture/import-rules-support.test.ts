import { describe, expect, it } from 'vitest';
import { commonFolder, importCircles, importGraph, shortestLoop, type ImportEdge, type ImportGraph } from './import-graph.js';
import { directionProblems, layerOf, layerPicture, layerTable, placementProblems, specProblems } from './layer-check.js';
import type { LayerSpec } from './layers.js';
import { entryViolations } from './public-entries.js';

// The machinery of import-rules.test.ts (import-graph.ts, layer-check.ts, public-entries.ts), on a fixture folder and on hand-made specs, so that a
// rule that passes on src/ is known to fail where it should.
const folder = 'test/architecture/fixtures/import-circle';
const fixture = importGraph(folder);
const at = (name: string): string => `${folder}/${name}`;

describe('the import graph', () => {
  it('reads type imports, re-exports, dynamic imports, JSON and folder imports, and no commented import', () => {
    const edges = [...fixture.edges.values()].flat().map((edge) => [edge.from.slice(folder.length + 1), edge.to.slice(folder.length + 1), edge.kind, edge.line]);
    expect(edges).toEqual([
      ['a.ts', 'b.ts', 'import type', 2],
      ['b.ts', 'c.ts', 'export from', 2],
      ['c.ts', 'data.json', 'import', 3],
      ['c.ts', 'a.ts', 'dynamic import', 9],
      ['d/index.ts', 'c.ts', 'import', 2],
      ['e.ts', 'd/index.ts', 'import', 2],
    ]);
    expect(fixture.unresolved).toEqual([]);
  });

  it('finds the circle and one shortest loop through its first file', () => {
    const circles = importCircles(fixture);
    expect(circles).toEqual([[at('a.ts'), at('b.ts'), at('c.ts')]]);
    expect(shortestLoop(fixture, circles[0]!).map((edge) => `${edge.from.slice(folder.length + 1)}:${edge.line}`)).toEqual(['a.ts:2', 'b.ts:2', 'c.ts:9']);
    expect(commonFolder(circles[0]!)).toBe(folder);
  });
});

describe('the folder spec check', () => {
  // a, b and c import each other, so they share a layer (.); d imports c; e.ts imports d.
  const spec: LayerSpec = { root: folder, folders: { '.': [], d: ['.'], 'e.ts': ['*'] } };

  it('puts a file in the longest layer that holds it, a named root file in its own, the rest in .', () => {
    expect(layerOf(spec, at('e.ts'))).toBe('e.ts');
    expect(layerOf(spec, at('d/index.ts'))).toBe('d');
    expect(layerOf(spec, at('c.ts'))).toBe('.');
    expect(layerOf(spec, at('data.json'))).toBe('.');
    expect(layerOf({ root: folder, folders: { d: [], 'd/deeper': ['d'] } }, at('d/deeper/x.ts'))).toBe('d/deeper');
    expect(layerOf(spec, 'src/index.ts')).toBeNull();
  });

  it('refuses a spec with a cycle (through *) or an unknown layer', () => {
    expect(specProblems(spec)).toEqual([]);
    expect(specProblems({ root: folder, folders: { low: ['top'], top: ['*'] } })).toEqual([`${folder}: the spec has a cycle: low ⇄ top`]);
    expect(specProblems({ root: folder, folders: { low: ['lowest'] } })).toEqual([`${folder}: layer 'low' may import 'lowest', which the spec does not list`]);
  });

  it('names an unplaced folder and a layer that holds no file', () => {
    expect(placementProblems(spec, fixture.files)).toEqual([]);
    const problems = placementProblems({ root: folder, folders: { '.': [], gone: [] } }, fixture.files);
    expect(problems).toEqual([
      `${folder}: the folder ${folder}/d/ is in no layer of the spec: place it (test/architecture/layers.ts); 1 file(s), e.g. ${at('d/index.ts')}`,
      `${folder}: the spec names 'gone', but no file is in it`,
    ]);
  });

  it('names each import against the spec with its file, line and layers', () => {
    expect(directionProblems(spec, fixture)).toEqual([]);
    const strict: LayerSpec = { root: folder, folders: { '.': [], d: [], 'e.ts': ['.'] } };
    expect(directionProblems(strict, fixture)).toEqual([
      `${at('d/index.ts')}:2 (layer 'd') import ${at('c.ts')} (layer '.'); 'd' may import no other layer`,
      `${at('e.ts')}:2 (layer 'e.ts') import ${at('d/index.ts')} (layer 'd'); 'e.ts' may import '.'`,
    ]);
  });

  it('prints a spec as a table and a picture, the top first', () => {
    const duel: LayerSpec = { root: 'src/games/mountain-river-duel', folders: { board: [], data: ['board'], '.': ['*'] } };
    expect(layerTable(duel)).toBe(
      [
        '| layer | holds | may import |',
        '|---|---|---|',
        '| `.` | the other files directly in `src/games/mountain-river-duel/` | every other layer |',
        '| `data` | `src/games/mountain-river-duel/data/` | `board` |',
        '| `board` | `src/games/mountain-river-duel/board/` | — |',
      ].join('\n'),
    );
    expect(layerPicture(duel)).toBe('.\n↓\ndata\n↓\nboard');
  });
});

describe('the public entry check', () => {
  it('names an import of a game internal from outside the game, and only that', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to, line: 1, kind: 'import' });
    const edges = [
      edge('src/bots/x.ts', 'src/games/lost-valley/tasks.ts'),
      edge('src/bots/x.ts', 'src/games/lost-valley/public.ts'),
      edge('src/render/y.ts', 'src/games/mountain-river-duel/index.ts'),
      edge('src/games/builtin-games.ts', 'src/games/lost-dutchman/public.ts'),
      edge('src/games/lost-valley/turn.ts', 'src/games/lost-valley/tasks.ts'),
      edge('src/games/goldfield-gully/turn.ts', 'src/games/lost-dutchman/data/reference-set.json'),
    ];
    const graph: ImportGraph = { files: [...new Set(edges.map((e) => e.from))], edges: new Map(edges.map((e) => [e.from, edges.filter((o) => o.from === e.from)])), unresolved: [] };
    expect(entryViolations(graph).map(({ game, edge: e }) => `${e.from} → ${e.to} (${game})`)).toEqual([
      'src/bots/x.ts → src/games/lost-valley/tasks.ts (lost-valley)',
      'src/games/goldfield-gully/turn.ts → src/games/lost-dutchman/data/reference-set.json (lost-dutchman)',
    ]);
  });
});

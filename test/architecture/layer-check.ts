import { stronglyConnected, type ImportGraph } from './import-graph.js';
import type { LayerSpec } from './layers.js';

/**
 * The pseudo-layer of the files directly in a spec's root that no file layer names.
 *
 * @example
 * const spec: LayerSpec = { root: 'src/games/x', folders: { data: [], [ROOT_LAYER]: ['*'] } };
 */
export const ROOT_LAYER = '.';

type Folders = Readonly<Record<string, readonly string[]>>;

function foldersOf(spec: LayerSpec): Folders {
  if (spec.folders === null) throw new Error(`${spec.root}: no folder spec yet`);
  return spec.folders;
}

/**
 * The layer a file of the spec's root belongs to: the longest sub-folder layer it lies in, the
 * file layer that is it, or `.` for another file directly in the root. A file in a sub-folder the
 * spec does not name gets that sub-folder's name (and is then unplaced); a file outside the root
 * gets `null`.
 *
 * @example
 * layerOf(spec, 'src/games/mountain-river-duel/board/hex.ts'); // 'board'
 */
export function layerOf(spec: LayerSpec, file: string): string | null {
  if (!file.startsWith(`${spec.root}/`)) return null;
  const rest = file.slice(spec.root.length + 1);
  const names = Object.keys(foldersOf(spec)).filter((name) => name !== ROOT_LAYER);
  const matching = names.filter((name) => (name.endsWith('.ts') ? rest === name : rest.startsWith(`${name}/`)));
  const best = matching.sort((a, b) => b.length - a.length)[0];
  if (best !== undefined) return best;
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : ROOT_LAYER;
}

/**
 * The layers a layer may import, `'*'` spelled out (every other layer of the spec).
 *
 * @example
 * allowedImports(spec, '.'); // ['board', 'data']
 */
export function allowedImports(spec: LayerSpec, layer: string): string[] {
  const folders = foldersOf(spec);
  const allowed = folders[layer] ?? [];
  return allowed.includes('*') ? Object.keys(folders).filter((name) => name !== layer) : [...allowed];
}

/**
 * What is wrong with a spec on its own: an allowed layer it does not list, or a cycle among the
 * allowed imports (`'*'` spelled out), each as one sentence.
 *
 * @example
 * specProblems({ root: 'src/games/x', folders: { a: ['b'], b: ['a'] } }); // ['src/games/x: the spec has a cycle: a ⇄ b']
 */
export function specProblems(spec: LayerSpec): string[] {
  const folders = foldersOf(spec);
  const problems: string[] = [];
  for (const [layer, allowed] of Object.entries(folders)) {
    for (const name of allowed) if (name !== '*' && !(name in folders)) problems.push(`${spec.root}: layer '${layer}' may import '${name}', which the spec does not list`);
  }
  for (const cycle of stronglyConnected(Object.keys(folders), (layer) => allowedImports(spec, layer))) {
    problems.push(`${spec.root}: the spec has a cycle: ${cycle.join(' ⇄ ')}`);
  }
  return problems;
}

/**
 * What the files of the game say against the spec: a file in a sub-folder (or directly in the
 * root) that no layer holds, and a layer that holds no file (`.` may be empty).
 *
 * @example
 * placementProblems(spec, importGraph('src').files); // [] when every folder is placed
 */
export function placementProblems(spec: LayerSpec, files: readonly string[]): string[] {
  const folders = foldersOf(spec);
  const problems: string[] = [];
  const unplaced = new Map<string, string[]>();
  const used = new Set<string>();
  for (const file of files) {
    const layer = layerOf(spec, file);
    if (layer === null) continue;
    if (layer in folders) used.add(layer);
    else unplaced.set(layer, [...(unplaced.get(layer) ?? []), file]);
  }
  for (const [layer, list] of unplaced) {
    const what = layer === ROOT_LAYER ? `files directly in ${spec.root}/ (add '${ROOT_LAYER}' to the spec)` : `the folder ${spec.root}/${layer}/`;
    problems.push(`${spec.root}: ${what} is in no layer of the spec: place it (test/architecture/layers.ts); ${list.length} file(s), e.g. ${list[0]}`);
  }
  for (const layer of Object.keys(folders)) {
    if (layer !== ROOT_LAYER && !used.has(layer)) problems.push(`${spec.root}: the spec names '${layer}', but no file is in it`);
  }
  return problems;
}

/**
 * Every import between two layers of the game that the spec does not allow, as one line with the
 * importing file, its line, both layers and what the importing layer may import.
 *
 * @example
 * directionProblems(spec, importGraph('src')); // [] when every import goes the documented way
 */
export function directionProblems(spec: LayerSpec, graph: ImportGraph): string[] {
  const folders = foldersOf(spec);
  const problems: string[] = [];
  for (const file of graph.files) {
    const from = layerOf(spec, file);
    if (from === null || !(from in folders)) continue;
    const allowed = allowedImports(spec, from);
    for (const edge of graph.edges.get(file) ?? []) {
      const to = layerOf(spec, edge.to);
      if (to === null || to === from || !(to in folders) || allowed.includes(to)) continue;
      problems.push(`${edge.from}:${edge.line} (layer '${from}') ${edge.kind} ${edge.to} (layer '${to}'); '${from}' may import ${allowed.length === 0 ? 'no other layer' : allowed.map((name) => `'${name}'`).join(', ')}`);
    }
  }
  return problems;
}

/** Each layer's height: 0 for one that imports no other layer, else one above the highest it may import. */
function heights(spec: LayerSpec): Map<string, number> {
  const height = new Map<string, number>();
  const measure = (layer: string, seen: ReadonlySet<string>): number => {
    const known = height.get(layer);
    if (known !== undefined) return known;
    if (seen.has(layer)) throw new Error(`${spec.root}: the spec has a cycle through '${layer}'`);
    const below = allowedImports(spec, layer).filter((name) => name in foldersOf(spec));
    const value = below.length === 0 ? 0 : 1 + Math.max(...below.map((name) => measure(name, new Set([...seen, layer]))));
    height.set(layer, value);
    return value;
  };
  for (const layer of Object.keys(foldersOf(spec))) measure(layer, new Set());
  return height;
}

function holds(spec: LayerSpec, layer: string): string {
  if (layer === ROOT_LAYER) return `the other files directly in \`${spec.root}/\``;
  return layer.endsWith('.ts') ? `\`${spec.root}/${layer}\`` : `\`${spec.root}/${layer}/\``;
}

/**
 * A spec as a Markdown table for docs (docs/architecture.md): the layers top first, what each
 * holds and what it may import.
 *
 * @example
 * console.log(layerTable(layerSpecs[0]!));
 */
export function layerTable(spec: LayerSpec): string {
  const height = heights(spec);
  const layers = Object.keys(foldersOf(spec)).sort((a, b) => height.get(b)! - height.get(a)!);
  const rows = layers.map((layer) => {
    const allowed = foldersOf(spec)[layer]!;
    const may = allowed.includes('*') ? 'every other layer' : allowed.length === 0 ? '—' : allowed.map((name) => `\`${name}\``).join(', ');
    return `| \`${layer}\` | ${holds(spec, layer)} | ${may} |`;
  });
  return ['| layer | holds | may import |', '|---|---|---|', ...rows].join('\n');
}

/**
 * A spec as a small picture for docs: one row per height, the top layer first, an arrow for
 * "imports what lies below".
 *
 * @example
 * console.log(layerPicture(layerSpecs[0]!));
 * // .
 * // ↓
 * // data
 * // ↓
 * // board
 */
export function layerPicture(spec: LayerSpec): string {
  const height = heights(spec);
  const top = Math.max(...height.values());
  const rows: string[] = [];
  for (let level = top; level >= 0; level--) {
    const names = [...height].filter(([, h]) => h === level).map(([name]) => name);
    if (names.length === 0) continue;
    if (rows.length > 0) rows.push('↓');
    rows.push(names.join('   '));
  }
  return rows.join('\n');
}

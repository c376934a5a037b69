import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The repository's root folder, with a trailing slash.
 *
 * @example
 * readFileSync(`${repositoryRoot}src/index.ts`, 'utf8');
 */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How one module refers to another: a plain or type-only import, a re-export (`export … from`),
 * a dynamic `import()`, an `import('…')` type, or a `require`.
 *
 * @example
 * const kind: ImportKind = 'import type';
 */
export type ImportKind = 'import' | 'import type' | 'export from' | 'export type from' | 'dynamic import' | 'import type node' | 'require';

/**
 * One relative import of a source file, resolved to the file it names (repository-relative,
 * forward slashes), with its 1-based line.
 *
 * @example
 * const edge: ImportEdge = { from: 'src/index.ts', to: 'src/core/apply.ts', specifier: './core/apply.js', line: 3, kind: 'export from' };
 */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly specifier: string;
  readonly line: number;
  readonly kind: ImportKind;
}

/**
 * The relative imports among the TypeScript files under a folder: `files` are the non-test
 * `.ts` files (not `*.test.ts`, not `*.d.ts`), `edges` every relative import of each (to a `.ts`
 * file, or to another file such as `.json`), and `unresolved` the relative specifiers that name
 * no file.
 *
 * @example
 * const { files, edges } = importGraph('src');
 */
export interface ImportGraph {
  readonly files: readonly string[];
  readonly edges: ReadonlyMap<string, readonly ImportEdge[]>;
  readonly unresolved: readonly ImportEdge[];
}

/** The non-test `.ts` files under a folder, repository-relative, sorted. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) found.push(toRepo(path));
    }
  };
  walk(resolve(repositoryRoot, folder));
  return found.sort();
}

function toRepo(path: string): string {
  return relative(repositoryRoot, path).split('\\').join('/');
}

/** The file a relative specifier names, repository-relative, or `null`: `./x.js` is `x.ts`, `./x` is `x.ts` or `x/index.ts`. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(repositoryRoot, dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), base, `${base}.ts`, join(base, 'index.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found === undefined ? null : toRepo(found);
}

/** Every module specifier a source text names, with how and on which line. */
function specifiersOf(file: string, text: string): { specifier: string; line: number; kind: ImportKind }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { specifier: string; line: number; kind: ImportKind }[] = [];
  const add = (node: ts.Node, literal: ts.Node | undefined, kind: ImportKind): void => {
    if (literal === undefined || !ts.isStringLiteralLike(literal)) return;
    found.push({ specifier: literal.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, kind });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ? 'import type' : 'import');
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly ? 'export type from' : 'export from');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, 'require');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic import');
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      add(node, node.arguments[0], 'require');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'import type node');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Reads the relative imports of every non-test TypeScript file under a folder (repository-relative):
 * static imports (`import type` included), re-exports (`export … from`), dynamic `import('./x.js')`
 * with a literal path, `import('./x.js').T` types and `require`. Comments and strings are not
 * read as imports (the files are parsed by TypeScript).
 *
 * @example
 * const graph = importGraph('src');
 * graph.edges.get('src/index.ts')?.map((edge) => edge.to);
 */
export function importGraph(folder: string): ImportGraph {
  const files = sourceFiles(folder);
  const edges = new Map<string, ImportEdge[]>();
  const unresolved: ImportEdge[] = [];
  for (const from of files) {
    const list: ImportEdge[] = [];
    for (const { specifier, line, kind } of specifiersOf(from, readFileSync(resolve(repositoryRoot, from), 'utf8'))) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const to = resolveSpecifier(from, specifier);
      if (to === null) unresolved.push({ from, to: specifier, specifier, line, kind });
      else if (to !== from) list.push({ from, to, specifier, line, kind });
    }
    edges.set(from, list);
  }
  return { files, edges, unresolved };
}

/**
 * The strongly connected components of a directed graph with more than one node (Tarjan's
 * algorithm), each sorted, in order of their first node: the circles of the graph.
 *
 * @example
 * stronglyConnected(['a', 'b', 'c'], (node) => (node === 'a' ? ['b'] : node === 'b' ? ['a'] : [])); // [['a', 'b']]
 */
export function stronglyConnected(nodes: readonly string[], successors: (node: string) => readonly string[]): string[][] {
  const known = new Set(nodes);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of successors(node)) {
      if (!known.has(to)) continue;
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The import circles of a graph: its strongly connected components of more than one file, each
 * sorted, in order of their first file. Edges to files outside `files` (such as `.json` data)
 * are ignored.
 *
 * @example
 * importCircles(importGraph('src')).length; // 0 when src/ has no import circle
 */
export function importCircles(graph: ImportGraph): string[][] {
  return stronglyConnected(graph.files, (file) => (graph.edges.get(file) ?? []).map((edge) => edge.to));
}

/**
 * One shortest loop through a circle's first file, as the imports that make it (each edge's
 * `from` imports its `to`; the last edge comes back to the first file).
 *
 * @example
 * const loop = shortestLoop(graph, importCircles(graph)[0]!);
 * loop.map((edge) => `${edge.from}:${edge.line}`).join(' → ');
 */
export function shortestLoop(graph: ImportGraph, circle: readonly string[]): ImportEdge[] {
  const members = new Set(circle);
  const start = circle[0]!;
  const cameBy = new Map<string, ImportEdge>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head]!;
    for (const edge of graph.edges.get(file) ?? []) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        const loop = [edge];
        for (let at = file; at !== start; at = cameBy.get(at)!.from) loop.unshift(cameBy.get(at)!);
        return loop;
      }
      if (!cameBy.has(edge.to)) {
        cameBy.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return [];
}

/**
 * The folder two or more paths share, repository-relative (`src/games/lost-valley` for files in
 * it and its sub-folders).
 *
 * @example
 * commonFolder(['src/core/a.ts', 'src/core/b/c.ts']); // 'src/core'
 */
export function commonFolder(files: readonly string[]): string {
  const parts = files.map((file) => file.split('/').slice(0, -1));
  const shared: string[] = [];
  for (let i = 0; parts.every((p) => i < p.length && p[i] === parts[0]![i]); i++) shared.push(parts[0]![i]!);
  return shared.join('/') || '.';
}

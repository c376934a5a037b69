import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * One rule section of a rules document: a `### ID` heading and the lines up to the next heading
 * of any level. Line numbers count from 0 in the document's lines.
 *
 * @example
 * const [first] = ruleSections('### MRD-IDEA-1\n> "…"\n\nTests:\n- `a.test.ts` › MRD-IDEA-1: …\n');
 * // first.id === 'MRD-IDEA-1', first.testsLine === 3, first.code === null
 */
export interface RuleSection {
  /** The rule ID: the heading's first word (`### LV-COMP-50: the river mix` gives `LV-COMP-50`). */
  readonly id: string;
  /** The line of the `### ` heading. */
  readonly start: number;
  /** The line after the section's last line (the next heading, or the document's end). */
  readonly end: number;
  /** Whether the section says the rule is not implemented (a line starting `**Missing.**`). */
  readonly missing: boolean;
  /** The line of the section's `Code:` line, or `null`. */
  readonly codeLine: number | null;
  /** The files the `Code:` line names (its backticked paths), or `null` without one. */
  readonly code: readonly string[] | null;
  /** The line of the section's `Tests:` line, or `null`. */
  readonly testsLine: number | null;
}

const HEADING_ID = /^### ([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)/;

/**
 * The rule sections of a rules document, in order. A section ends at the next heading of any
 * level, so a chapter's own text (after a `## ` heading) belongs to no section.
 *
 * @example
 * const ids = ruleSections(readFileSync('docs/rules/mountain-river-duel.md', 'utf8')).map((section) => section.id);
 */
export function ruleSections(text: string): RuleSection[] {
  const lines = text.split('\n');
  const sections: RuleSection[] = [];
  let fence = false;
  const headings: { line: number; id: string | null }[] = [];
  lines.forEach((line, index) => {
    if (line.startsWith('```')) fence = !fence;
    if (!fence && /^#{1,6} /.test(line)) headings.push({ line: index, id: HEADING_ID.exec(line)?.[1] ?? null });
  });
  headings.forEach((heading, index) => {
    if (heading.id === null) return;
    const end = headings[index + 1]?.line ?? lines.length;
    const body = lines.slice(heading.line + 1, end);
    const codeAt = body.findIndex((line) => line.startsWith('Code: '));
    const testsAt = body.findIndex((line) => /^Tests:/.test(line));
    sections.push({
      id: heading.id,
      start: heading.line,
      end,
      missing: body.some((line) => line.startsWith('**Missing.**')),
      codeLine: codeAt === -1 ? null : heading.line + 1 + codeAt,
      code: codeAt === -1 ? null : codeFiles(body[codeAt]!),
      testsLine: testsAt === -1 ? null : heading.line + 1 + testsAt,
    });
  });
  return sections;
}

/**
 * The files a `Code:` line names: its backticked parts, in order.
 *
 * @example
 * codeFiles('Code: `src/games/mountain-river-duel/claims.ts`, `src/games/mountain-river-duel/turn.ts`');
 * // ['src/games/mountain-river-duel/claims.ts', 'src/games/mountain-river-duel/turn.ts']
 */
export function codeFiles(line: string): string[] {
  return [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/**
 * The `Code:` line that names these files (repository-relative paths), in the order given.
 *
 * @example
 * codeLineOf(['src/games/mountain-river-duel/claims.ts']); // 'Code: `src/games/mountain-river-duel/claims.ts`'
 */
export function codeLineOf(files: readonly string[]): string {
  return `Code: ${files.map((file) => `\`${file}\``).join(', ')}`;
}

/**
 * Whether a text mentions a rule ID as a whole word: `MRD-CLAIM-1` is not mentioned by
 * `MRD-CLAIM-12` nor by `XMRD-CLAIM-1`.
 *
 * @example
 * mentionsId('// MRD-CLAIM-1: the mover claims first', 'MRD-CLAIM-1'); // true
 * mentionsId('// MRD-CLAIM-12', 'MRD-CLAIM-1'); // false
 */
export function mentionsId(text: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9-])${escaped}(?![A-Za-z0-9])`).test(text);
}

/**
 * The non-test TypeScript files under a folder (`*.ts`, not `*.test.ts` nor `*.d.ts`), as paths
 * relative to `root` with forward slashes, sorted.
 *
 * @example
 * sourceFilesUnder('/repo', '/repo/src/games/mountain-river-duel'); // ['src/games/mountain-river-duel/action-table.ts', …]
 */
export function sourceFilesUnder(root: string, folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !/\.(?:test|d)\.ts$/.test(entry.name)) files.push(relative(root, path).split('\\').join('/'));
    }
  };
  walk(folder);
  return files.sort();
}

/**
 * The files among `files` (paths relative to `root`) whose text mentions each ID, by ID: every
 * ID is a key, with an empty list when no file mentions it.
 *
 * @example
 * const byId = filesMentioning('/repo', ['MRD-CLAIM-1'], sourceFilesUnder('/repo', '/repo/src/games/mountain-river-duel'));
 */
export function filesMentioning(root: string, ids: readonly string[], files: readonly string[]): Map<string, string[]> {
  const texts = files.map((file) => ({ file, text: readFileSync(`${root}/${file}`, 'utf8') }));
  return new Map(ids.map((id) => [id, texts.filter(({ text }) => mentionsId(text, id)).map(({ file }) => file)]));
}

/**
 * The document with each section's `Code:` line set to the files given for its ID: an existing
 * line is replaced, a new one goes right before the section's `Tests:` line (or after its last
 * line without one) as a paragraph of its own, and a section given no files loses its line.
 * Sections whose ID is not a key are left as they are. Running it twice changes nothing more.
 *
 * @example
 * const updated = withCodeLines(text, new Map([['MRD-CLAIM-1', ['src/games/mountain-river-duel/claims.ts']]]));
 */
export function withCodeLines(text: string, filesById: ReadonlyMap<string, readonly string[]>): string {
  const lines = text.split('\n');
  // From the last section up, so that the earlier sections' line numbers stay valid.
  for (const section of ruleSections(text).reverse()) {
    const files = filesById.get(section.id);
    if (files === undefined) continue;
    if (section.codeLine !== null) {
      if (files.length > 0) lines[section.codeLine] = codeLineOf(files);
      else lines.splice(section.codeLine, lines[section.codeLine + 1] === '' ? 2 : 1);
    } else if (files.length > 0) {
      if (section.testsLine !== null) lines.splice(section.testsLine, 0, codeLineOf(files), '');
      else {
        let last = section.end - 1;
        while (last > section.start && lines[last] === '') last--;
        lines.splice(last + 1, 0, '', codeLineOf(files));
      }
    }
  }
  return lines.join('\n');
}

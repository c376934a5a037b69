import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mentionsId, ruleSections } from './rules-sections.js';

/**
 * Which rules document to hold to its tests: the document under docs/rules, the form of its IDs,
 * the test folders whose titles count, and the source folder whose cited IDs must be documented.
 *
 * @example
 * const config: TraceabilityConfig = { doc: 'goldfield-gully', id: /GG-[A-Z]+-\d+/g, tests: ['test/games/goldfield-gully'] };
 */
export interface TraceabilityConfig {
  /** The document's name under docs/rules, without `.md`. */
  readonly doc: string;
  /** More documents under docs/rules (without `.md`) whose IDs belong to the same game and tests. */
  readonly moreDocs?: readonly string[];
  /** The form of an ID, with the `g` flag. */
  readonly id: RegExp;
  /** Folders (repository-relative) whose `*.test.ts` titles may name the IDs. */
  readonly tests: readonly string[];
  /** A source folder (repository-relative) whose cited IDs must all be documented. */
  readonly source?: string;
  /**
   * Which documents hold every rule section to a `Code:` line (written by
   * `scripts/code-lines.ts`): `true` for `doc` and every one of `moreDocs`, or the names of some
   * of them. Each section not marked `**Missing.**` must have the line, and every file a line
   * names must exist and mention the section's ID. Off by default, until a document has its lines.
   */
  readonly codeLines?: boolean | readonly string[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What is wrong with the `Code:` lines of one rules document: a section (not marked
 * `**Missing.**`) without one, a file named that does not exist, or a file that does not mention
 * the section's ID. Each problem is one line that names the document, the ID and the file.
 *
 * @example
 * codeLineProblems('mountain-river-duel'); // [] once every section has its line
 */
export function codeLineProblems(doc: string): string[] {
  const problems: string[] = [];
  for (const section of ruleSections(readFileSync(`${root}docs/rules/${doc}.md`, 'utf8'))) {
    if (section.code === null || section.code.length === 0) {
      if (!section.missing) problems.push(`${doc}.md ${section.id}: no Code: line (npx tsx scripts/code-lines.ts ${doc} --write)`);
      continue;
    }
    for (const file of section.code) {
      if (!existsSync(`${root}${file}`)) problems.push(`${doc}.md ${section.id}: ${file} does not exist`);
      else if (!mentionsId(readFileSync(`${root}${file}`, 'utf8'), section.id)) problems.push(`${doc}.md ${section.id}: ${file} does not mention ${section.id}`);
    }
  }
  return problems;
}

/** Every test title of every `*.test.ts` file directly in the folders, by file name. */
function testTitles(folders: readonly string[]): Map<string, string[]> {
  const titles = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of readdirSync(`${root}${folder}`).filter((name) => name.endsWith('.test.ts'))) {
      const text = readFileSync(`${root}${folder}/${file}`, 'utf8');
      const found = [...text.matchAll(/(?:\bit\(|\)\()\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!.replace(/\\(['"`])/g, '$1'));
      // Rows of an it.each table: their first string is the title when the title is '%s'.
      const rows = [...text.matchAll(/^\s*\[\s*(['"`])((?:\\.|(?!\1).)*)\1\s*,/gm)].map((m) => m[2]!.replace(/\\(['"`])/g, '$1'));
      titles.set(file, [...(titles.get(file) ?? []), ...found, ...rows]);
    }
  }
  return titles;
}

/** Whether a listed title is this test title, reading printf placeholders and `${…}` as wildcards. */
function titleMatches(candidate: string, listed: string): boolean {
  if (candidate === listed) return true;
  if (!/%[sidfjo]|\$\{|\$[a-z]/.test(candidate)) return false;
  const pattern = candidate
    .split(/%[sidfjo]|\$\{[^}]*\}|\$[a-zA-Z_.]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`).test(listed);
}

function citedIn(folder: string, id: RegExp): Set<string> {
  const cited = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.ts')) for (const found of readFileSync(`${dir}/${entry.name}`, 'utf8').match(id) ?? []) cited.add(found);
    }
  };
  walk(`${root}${folder}`);
  return cited;
}

/**
 * The IDs of a rules document (its `### ID` headings) and those among them whose section says
 * the rule is **Missing.** (not implemented, so no test can name it yet).
 *
 * @example
 * const { documented, missing } = rulesDocument('goldfield-gully', /GG-[A-Z]+-\d+/g);
 * const lostValley = rulesDocument(['lost-valley', 'lost-valley-classic'], /LV-[A-Z]+-\d+/g);
 */
export function rulesDocument(doc: string | readonly string[], id: RegExp): { text: string; documented: string[]; missing: Set<string> } {
  const text = (typeof doc === 'string' ? [doc] : doc).map((name) => readFileSync(`${root}docs/rules/${name}.md`, 'utf8')).join('\n');
  const sections = text.split(/^### /m).slice(1);
  const documented: string[] = [];
  const missing = new Set<string>();
  for (const section of sections) {
    const heading = section.slice(0, section.indexOf('\n'));
    const found = new RegExp(`^(?:${id.source})`).exec(heading)?.[0];
    if (found === undefined) continue;
    documented.push(found);
    if (/^\*\*Missing\.\*\*/m.test(section)) missing.add(found);
  }
  return { text, documented, missing };
}

/**
 * Registers the checks that keep a rules document and its tests in step: no ID twice, every
 * implemented ID named by a test title and every ID a title names documented, every test the
 * document lists present under that title and naming the ID it is listed under, every ID the
 * code cites documented, and (with `codeLines`) every rule section led to its code by a `Code:`
 * line that names files that exist and mention the ID.
 *
 * @example
 * rulesTraceability({ doc: 'goldfield-gully', id: /GG-[A-Z]+-\d+/g, tests: ['test/games/goldfield-gully'], source: 'src/games/goldfield-gully' });
 * rulesTraceability({ doc: 'mountain-river-duel', id: /MRD-[A-Z]+-\d+/g, tests: ['test/games/mountain-river-duel'], codeLines: true });
 */
export function rulesTraceability(config: TraceabilityConfig): void {
  const { text, documented, missing } = rulesDocument([config.doc, ...(config.moreDocs ?? [])], config.id);
  const titles = testTitles(config.tests);
  const namedIn = (title: string): string[] => [...(title.match(config.id) ?? [])];

  describe(`docs/rules/${config.doc}.md: rules traceability`, () => {
    it('has IDs, none twice', () => {
      expect(documented.length).toBeGreaterThan(0);
      expect(documented.filter((id, i) => documented.indexOf(id) !== i)).toEqual([]);
    });

    it('every implemented ID is named by a test title, and every ID a title names is documented', () => {
      const named = new Set([...titles.values()].flat().flatMap(namedIn));
      expect(documented.filter((id) => !missing.has(id) && !named.has(id))).toEqual([]);
      expect([...named].filter((id) => !documented.includes(id))).toEqual([]);
    });

    it('every test the document lists exists under that title and names the ID it is listed under', () => {
      const problems: string[] = [];
      for (const section of text.split(/^### /m).slice(1)) {
        const id = new RegExp(`^(?:${config.id.source})`).exec(section)?.[0];
        if (id === undefined) continue;
        for (const match of section.matchAll(/^- `([a-z0-9-]+\.test\.ts)` › (.+)$/gm)) {
          const [, file, title] = match;
          if (!titles.get(file!)?.some((candidate) => titleMatches(candidate, title!))) problems.push(`${id}: ${file} › ${title}`);
          else if (!namedIn(title!).includes(id)) problems.push(`${id}: listed under it but does not name it: ${title}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it.skipIf(config.source === undefined || !existsSync(`${root}${config.source ?? ''}`))('every ID the code cites is documented', () => {
      expect([...citedIn(config.source!, config.id)].filter((id) => !documented.includes(id))).toEqual([]);
    });

    const allDocs = [config.doc, ...(config.moreDocs ?? [])];
    const codeDocs = config.codeLines === true ? allDocs : config.codeLines === undefined || config.codeLines === false ? [] : config.codeLines;
    it.skipIf(codeDocs.length === 0)(`every rule section has a Code: line whose files exist and mention its ID (${codeDocs.join(', ') || 'not checked yet'})`, () => {
      expect(codeDocs.filter((doc) => !allDocs.includes(doc)), 'codeLines names a document that this config does not hold').toEqual([]);
      expect(codeDocs.flatMap(codeLineProblems)).toEqual([]);
    });
  });
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rules document and the tests must agree: every ID of docs/rules/goldfield-gully.md is named
// by a test title, every test the document lists exists with that title, and every ID a test
// names is documented.

const here = fileURLToPath(new URL('.', import.meta.url));
const doc = readFileSync(fileURLToPath(new URL('../../../docs/rules/goldfield-gully.md', import.meta.url)), 'utf8');
const files = readdirSync(here).filter((file) => file.endsWith('.test.ts'));

/** Every test title of every test file of this folder, by file. */
const titles = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(`${here}/${file}`, 'utf8');
    const found = [...text.matchAll(/(?:\bit\(|\]\)\()\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!.replace(/\\(['"])/g, '$1'));
    return [file, found];
  }),
);
const documented = [...doc.matchAll(/^### (GG-[A-Z]+-\d+)/gm)].map((m) => m[1]!);

describe('goldfield-gully: rules traceability', () => {
  it('the rules document has 53 IDs, none twice: 42 sentences of the source, 2 facts, 9 readings', () => {
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toHaveLength(53);
    expect(documented.filter((id) => id.startsWith('GG-FACT-'))).toHaveLength(2);
    expect(documented.filter((id) => id.startsWith('GG-READ-'))).toHaveLength(9);
  });

  it('every documented ID is named by at least one test title, and every ID a test names is documented', () => {
    const named = new Set([...titles.values()].flat().flatMap((title) => title.match(/GG-[A-Z]+-\d+/g) ?? []));
    expect(documented.filter((id) => !named.has(id))).toEqual([]);
    expect([...named].filter((id) => !documented.includes(id))).toEqual([]);
  });

  it('every test the document lists exists in its file, with a title that names the ID it is listed under', () => {
    const sections = doc.split(/^### /m).slice(1);
    let listed = 0;
    for (const section of sections) {
      const id = /^(GG-[A-Z]+-\d+)/.exec(section)![1]!;
      for (const match of section.matchAll(/^- `([a-z-]+\.test\.ts)` › (.+)$/gm)) {
        listed++;
        const [, file, title] = match;
        expect(titles.get(file!), `${file} exists`).toBeDefined();
        expect(titles.get(file!), `${id}: ${title}`).toContain(title);
        expect(title, `listed under ${id}`).toContain(id);
      }
    }
    expect(listed).toBeGreaterThanOrEqual(documented.length);
  });

  // The rulebook text lives beside the repository (../shared/rules-sources), not in it: on a clone
  // without it this one check cannot run.
  const sourcePath = fileURLToPath(new URL('../../../../shared/rules-sources/lost-dutchman-and-goldfield-gully.en.txt', import.meta.url));
  it.skipIf(!existsSync(sourcePath))('every rule sentence quoted in the document is in the source text word for word', () => {
    const source = readFileSync(sourcePath, 'utf8');
    // The second part only, with line breaks (between list items) read as spaces.
    const gully = source.slice(source.indexOf('Goldfield Gully\n\n1 Town Sheriff')).replace(/\s+/g, ' ');
    const quotes = [...doc.matchAll(/^> "(.+)"$/gm)].map((m) => m[1]!);
    expect(quotes).toHaveLength(42);
    for (const quote of quotes) expect(gully, quote).toContain(quote);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rulebook text lives beside the repository (../shared/rules-sources), not in it: on a clone
// without it this check cannot run.
const sourcePath = fileURLToPath(new URL('../../../../shared/rules-sources/lost-valley-2nd-edition.en.txt', import.meta.url));
const docPath = fileURLToPath(new URL('../../../docs/rules/lost-valley.md', import.meta.url));

describe('docs/rules/lost-valley.md: the building section quotes its source', () => {
  it.skipIf(!existsSync(sourcePath))('every second-edition sentence quoted under "Works, water, experience, skills and claims" is in the rulebook word for word', () => {
    const source = readFileSync(sourcePath, 'utf8').replace(/\s+/g, ' ');
    const doc = readFileSync(docPath, 'utf8');
    const section = doc.slice(doc.indexOf('## Works, water, experience, skills and claims'), doc.indexOf('## Gold, treasure, trade and weighing'));
    const quotes = [...section.matchAll(/^> 2nd ed\.: "(.+)"$/gm)].map((m) => m[1]!);
    expect(quotes.length).toBeGreaterThan(40);
    for (const quote of quotes) expect(source, quote).toContain(quote);
  });
});

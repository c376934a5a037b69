import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rulesDocument, rulesTraceability } from '../../support/rules-traceability.js';

// docs/rules/lost-dutchman.md and these tests must agree (the shared checks, each rule's Code:
// line included), and the document must quote the source word for word (below).
// lost-dutchman-components.md has no rule sections (its values cite these IDs), so no Code: lines.
const ID = /LD-[A-Z]+(?:-[A-Z]+)*-\d+/g;
rulesTraceability({ doc: 'lost-dutchman', id: ID, tests: ['test/games/lost-dutchman'], source: 'src/games/lost-dutchman', codeLines: true });

const { text: doc, documented } = rulesDocument('lost-dutchman', ID);

describe('lost-dutchman: rules document', () => {
  it('the rules document has 85 IDs, none twice', () => {
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toHaveLength(85);
  });

  // The rulebook text lives beside the repository (../shared/rules-sources), not in it: on a clone
  // without it this one check cannot run.
  const sourcePath = fileURLToPath(new URL('../../../../shared/rules-sources/lost-dutchman-and-goldfield-gully.en.txt', import.meta.url));
  it.skipIf(!existsSync(sourcePath))('every rule sentence quoted in the document is in the source text word for word', () => {
    const source = readFileSync(sourcePath, 'utf8');
    const dutchman = source.slice(0, source.indexOf('Goldfield Gully\n\n1 Town Sheriff')).replace(/\s+/g, ' ');
    const quotes = [...doc.matchAll(/^> "(.+)"$/gm)].map((m) => m[1]!);
    expect(quotes.length).toBeGreaterThan(80);
    expect(quotes.filter((quote) => !dutchman.includes(quote))).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rulesDocument, rulesTraceability } from '../../support/rules-traceability.js';

// docs/rules/goldfield-gully.md and these tests must agree (the shared checks), each rule's Code:
// line must lead to files that mention it (scripts/code-lines.ts writes the lines), and the
// document must quote the source word for word (below).
const ID = /GG-[A-Z]+-\d+/g;
rulesTraceability({
  doc: 'goldfield-gully',
  id: ID,
  tests: ['test/games/goldfield-gully'],
  source: 'src/games/goldfield-gully',
  codeLines: true,
});

const { text: doc, documented } = rulesDocument('goldfield-gully', ID);

describe('goldfield-gully: rules document', () => {
  it('the rules document has 54 IDs, none twice: 42 sentences of the source, 2 facts, 10 readings', () => {
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toHaveLength(54);
    expect(documented.filter((id) => id.startsWith('GG-FACT-'))).toHaveLength(2);
    expect(documented.filter((id) => id.startsWith('GG-READ-'))).toHaveLength(10);
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

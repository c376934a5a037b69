import { rulesTraceability } from '../../support/rules-traceability.js';

// docs/rules/mountain-river-duel.md and these tests must agree, and each rule's Code: line must
// lead to files that mention it (scripts/code-lines.ts writes the lines).
rulesTraceability({
  doc: 'mountain-river-duel',
  id: /MRD-[A-Z]+-\d+/g,
  tests: ['test/games/mountain-river-duel'],
  source: 'src/games/mountain-river-duel',
  codeLines: true,
});

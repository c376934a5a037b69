import { rulesTraceability } from '../../support/rules-traceability.js';

// docs/rules/lost-valley.md and these tests must agree (component IDs, LV-COMP-n, belong to the
// components document and its tests under data/).
rulesTraceability({
  doc: 'lost-valley',
  // Issue 10's parts keep their own documents, one per variant and first-edition area.
  moreDocs: ['lost-valley-classic', 'lost-valley-team', 'lost-valley-first-edition', 'lost-valley-first-edition-actions'],
  id: /LV-(?!COMP-)[A-Z]+\d?(?:-[A-Z]+)*-[A-Z]?\d+/g,
  tests: ['test/games/lost-valley'],
  source: 'src/games/lost-valley',
  codeLines: true,
});

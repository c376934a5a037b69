import { rulesTraceability } from '../../support/rules-traceability.js';

// docs/rules/mountain-river-duel.md and these tests must agree.
rulesTraceability({
  doc: 'mountain-river-duel',
  id: /MRD-[A-Z]+-\d+/g,
  tests: ['test/games/mountain-river-duel'],
  source: 'src/games/mountain-river-duel',
});

import { rulesTraceability } from '../../../support/rules-traceability.js';

// docs/rules/lost-valley-components.md and the data tests must agree.
rulesTraceability({
  doc: 'lost-valley-components',
  id: /LV-COMP-\d+/g,
  tests: ['test/games/lost-valley/data'],
  source: 'src/games/lost-valley/data',
  codeLines: true,
});

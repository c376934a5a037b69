/**
 * Lost Valley's first edition (2004): `lost-valley-engine/lost-valley/first-edition`. Importing
 * it loads the edition's rules, its reference component set and its own tasks into the game that
 * `lost-valley-engine/lost-valley` registers, so that `createGame`, `replay`, `loadGame`, the
 * encodings and the words play and read first-edition games (option `edition: 'first'`, variant
 * `first-edition`). Without it they refuse such a game with a typed error that names this import
 * (`lost-valley/edition-not-loaded`). `lost-valley-engine` (the root entry) imports it already.
 * Why the edition ships apart: docs/first-edition-entry.md.
 * @packageDocumentation
 * @module lost-valley/first-edition
 */
import { firstEditionComponents } from './data/reference-sets.js';
import { animalKill, opposedRoll } from './first-edition/opposed-hunting.js';
import { firstEditionRules } from './first-edition/first-edition-rules.js';
import { loadEdition, type EditionModule } from './game/editions.js';
// The game itself: this entry registers Lost Valley too, so that it works imported alone
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
import './public.js';

// The first edition as this entry loads it: its rules (LV-FE-…), its reference component set
// (`lost-valley/first-edition`) and the handlers of its opposed hunt (LV-FEA-HUNT-1).
const firstEdition: EditionModule = {
  edition: 'first',
  rules: firstEditionRules,
  components: firstEditionComponents,
  taskHandlers: { 'opposed-roll': opposedRoll, 'animal-kill': animalKill },
};

loadEdition(firstEdition);

export { firstEditionComponents } from './data/reference-sets.js';
export { FIRST_EDITION_ENTRY } from './game/editions.js';

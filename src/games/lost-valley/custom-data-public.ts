/**
 * The deep checks of custom Lost Valley component data: `lost-valley-engine/lost-valley/custom-data`.
 * Importing it loads `validateComponents` (LV-COMP-40 to LV-COMP-48) into the game that
 * `lost-valley-engine/lost-valley` registers, so that `createGame`, `replay` and `loadGame` accept
 * component data other than a reference set (an owner's printed values, a house set) once it
 * passes them. Without it they refuse such data with a typed error that names this import
 * (`lost-valley/custom-data-not-loaded`); games on the reference sets need nothing.
 * `lost-valley-engine` (the root entry) imports it already. Why the checks ship apart:
 * docs/custom-data-entry.md.
 * @packageDocumentation
 * @module lost-valley/custom-data
 */
import { loadCustomDataChecks } from './data/custom-data-checks.js';
import { validateComponents } from './data/validate-components.js';
// The game itself: this entry registers Lost Valley too, so that it works imported alone
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
import './public.js';

// LV-SETUP-6: supplied data goes through the deep checks.
loadCustomDataChecks((set) => validateComponents(set));

export { CUSTOM_DATA_ENTRY, CUSTOM_DATA_NOT_LOADED } from './data/custom-data-checks.js';

/**
 * Lost Valley's save checks: `lost-valley-engine/lost-valley/save-checks`. Importing it loads the
 * save invariants (`validateState`, LV-SAVE-2; docs/rules/lost-valley.md, "Save invariants") into
 * the game that `lost-valley-engine/lost-valley` registers, so that `loadGame`, `loadGameResult`
 * and the words' `parsePosition` load Lost Valley saves. Without it they refuse every Lost Valley
 * save with a typed `invalid-save` that names this import (`lost-valley/save-checks-not-loaded`):
 * a save is never loaded unchecked. Playing, viewing and saving need nothing from here.
 * `lost-valley-engine` (the root entry) imports it already. Why the checks ship apart:
 * docs/save-checks-entry.md.
 * @packageDocumentation
 * @module lost-valley/save-checks
 */
import { loadSaveChecks } from './game/save-checks.js';
import { validateLostValleyState } from './game/validate-state.js';
// The game itself: this entry registers Lost Valley too, so that it works imported alone
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
import './public.js';

loadSaveChecks(validateLostValleyState);

export { SAVE_CHECKS_ENTRY, SAVE_CHECKS_NOT_LOADED } from './game/save-checks.js';

import { ruleError, type RuleError } from '../../../core/errors.js';
import { loadablePart } from '../../../core/loadable-part.js';
import type { LostValleyComponents } from './component-set-schema.js';

/*
 * The deep checks of custom component data (`validateComponents`, LV-COMP-40 to LV-COMP-48) load
 * apart from the game, like the first edition (docs/custom-data-entry.md): a program that plays
 * the reference sets only never runs them (a set equal to a reference set skips them), so it
 * need not bundle them. Their entry, `lost-valley-engine/lost-valley/custom-data`, hands them to
 * this registry on import; without it, custom data is refused, never let through unchecked.
 */

/**
 * The subpath whose import loads the deep checks of custom component data (the package's root
 * entry imports it too).
 *
 * @example
 * import 'lost-valley-engine/lost-valley/custom-data'; // CUSTOM_DATA_ENTRY
 */
export const CUSTOM_DATA_ENTRY = 'lost-valley-engine/lost-valley/custom-data';

/**
 * The refusal's own code, in `details.refusal` of the `invalid-setup` refusal (and in the words
 * of `loadGame`'s `invalid-save`).
 *
 * @example
 * createGame(setup) // refused with details.refusal === CUSTOM_DATA_NOT_LOADED without the entry
 */
export const CUSTOM_DATA_NOT_LOADED = 'lost-valley/custom-data-not-loaded';

/**
 * The checks the entry loads: the first fault of a set beyond its schema, or null.
 *
 * @example
 * const check: CustomDataCheck = (set) => validateComponents(set);
 * @internal
 */
export type CustomDataCheck = (set: LostValleyComponents) => RuleError | null;

const checks = /* @__PURE__ */ loadablePart<CustomDataCheck>(CUSTOM_DATA_ENTRY);

/**
 * Loads the deep checks: their entry (`lost-valley-engine/lost-valley/custom-data`) calls it on
 * import. Loading them again changes nothing.
 *
 * @example
 * loadCustomDataChecks(validateComponents);
 * @internal
 */
export function loadCustomDataChecks(check: CustomDataCheck): void {
  checks.load(check);
}

/**
 * The first fault of a custom component set (one that equals no reference set), by the deep
 * checks; when their entry was not imported, a refusal that names it (LV-SETUP-6: supplied data
 * always goes through the deep checks, so data that cannot be checked is not played).
 *
 * @example
 * checkCustomData(customSet)?.details?.['refusal']; // 'lost-valley/custom-data-not-loaded' until the entry is imported
 */
export function checkCustomData(set: LostValleyComponents): RuleError | null {
  const check = checks.part;
  if (check !== null) return check(set);
  return ruleError(
    'invalid-setup',
    `Custom Lost Valley component data needs its checks, which are not loaded in this program: import '${CUSTOM_DATA_ENTRY}' (or 'lost-valley-engine', which loads every game and its checks) before creating, replaying or loading a game with component data other than a reference set (LV-SETUP-6).`,
    { rule: 'LV-SETUP-6', path: ['data'], details: { refusal: CUSTOM_DATA_NOT_LOADED, import: CUSTOM_DATA_ENTRY } },
  );
}

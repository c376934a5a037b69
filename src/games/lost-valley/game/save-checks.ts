import { ruleError, type RuleError } from '../../../core/errors.js';
import type { LostValleyComponents } from '../data/index.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { loadablePart } from '../../../core/loadable-part.js';

/*
 * The save invariants (`validateLostValleyState`, LV-SAVE-2: game/validate-state.ts and
 * game/invariants-*.ts) load apart from the game, like the first edition
 * (docs/save-checks-entry.md): a page that plays and saves but never loads a save need not bundle
 * them. Their entry, `lost-valley-engine/lost-valley/save-checks`, hands them to this registry on
 * import; without it a Lost Valley save is refused, never loaded unchecked.
 */

/**
 * The subpath whose import loads Lost Valley's save checks (the package's root entry imports it
 * too).
 *
 * @example
 * import 'lost-valley-engine/lost-valley/save-checks'; // SAVE_CHECKS_ENTRY
 */
export const SAVE_CHECKS_ENTRY = 'lost-valley-engine/lost-valley/save-checks';

/**
 * The refusal's own code, in `details.refusal` of `loadGame`'s `invalid-save` when the save
 * checks are not loaded.
 *
 * @example
 * loadGameResult(text) // error.details.refusal === SAVE_CHECKS_NOT_LOADED without the entry
 */
export const SAVE_CHECKS_NOT_LOADED = 'lost-valley/save-checks-not-loaded';

/**
 * The checks the entry loads: the first fault of a loaded game part, or null.
 *
 * @example
 * const check: SaveCheck = validateLostValleyState;
 * @internal
 */
export type SaveCheck = (g: LostValleyGameState, set: LostValleyComponents, players: number, options: LostValleyOptions) => RuleError | null;

const saveChecks = /* @__PURE__ */ loadablePart<SaveCheck>(SAVE_CHECKS_ENTRY);

/**
 * Loads the save checks: their entry (and the position builder, which judges a position as a
 * save) calls it. Loading them again changes nothing.
 *
 * @example
 * loadSaveChecks(validateLostValleyState);
 * @internal
 */
export function loadSaveChecks(check: SaveCheck): void {
  saveChecks.load(check);
}

/**
 * The definition's `validateState`: the first fault of a loaded game part by the save checks;
 * when their entry was not imported, a refusal that names it (`lost-valley/save-checks-not-loaded`,
 * LV-SAVE-2: a save whose state cannot be checked is not loaded). The core passes its words as
 * they are, under `invalid-save`.
 *
 * @example
 * checkSavedState(g, set, 4, options)?.code; // 'lost-valley/save-checks-not-loaded' until the entry is imported
 */
export function checkSavedState(g: LostValleyGameState, set: LostValleyComponents, players: number, options: LostValleyOptions): RuleError | null {
  const check = saveChecks.part;
  if (check !== null) return check(g, set, players, options);
  return ruleError(
    SAVE_CHECKS_NOT_LOADED,
    `Lost Valley's save checks are not loaded in this program, and a save is never loaded unchecked: import '${SAVE_CHECKS_ENTRY}' (or 'lost-valley-engine', which loads every game and its checks) before loading a Lost Valley save.`,
    { rule: 'LV-SAVE-2', details: { import: SAVE_CHECKS_ENTRY } },
  );
}

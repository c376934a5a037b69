import { ruleError, type RuleError } from './errors.js';
import type { JsonValue } from './json.js';
import type { AnyGameState } from './runtime.js';
import { loadGameResult, saveGame } from './save.js';

/*
 * The one judge of a built position (the games' position builders, e.g. lost-valley's
 * `valleyPosition`): the position is saved and loaded as any save is, so the game's own
 * consistency checks (`validateState`, the save invariants) decide whether a game could hold it.
 * The builders never repeat those checks; they only keep components where the game keeps them.
 */

/**
 * What a position builder's `build()` returns: the position, loaded and checked as a save is, or
 * why no game can hold it (`position/impossible`, with the broken save invariant in
 * `details.invariant` and the core's refusal code in `details.refusal`).
 *
 * @example
 * const built: BuiltPosition<LostValleyState> = valleyPosition({ players: 2 }).build();
 * if (built.ok) legalActions(built.state, 0);
 */
export type BuiltPosition<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: RuleError };

/**
 * The refusal of a step of a position builder: `position/impossible`, naming the save invariant
 * the step would break (the same name `loadGame` reports in `details.invariant`).
 *
 * @example
 * positionFault('goods-count', 'The supply holds no more rifle.', ['supply', 'rifle']);
 */
export function positionFault(invariant: string, message: string, path?: readonly (string | number)[], extra: Record<string, JsonValue> = {}): RuleError {
  return ruleError('position/impossible', `${message} (invariant ${invariant})`, {
    ...(path === undefined ? {} : { path: [...path] }),
    details: { invariant, ...extra },
  });
}

/**
 * Checks a built position the way a save is checked (`loadGameResult(saveGame(state))`): the
 * loaded state, or `position/impossible` carrying the game's rule, path and invariant. Never throws.
 *
 * @example
 * const r = checkPosition(state);
 * if (!r.ok) r.error.details?.invariant; // e.g. 'backpack-capacity'
 */
export function checkPosition<S extends AnyGameState>(state: S): BuiltPosition<S> {
  let loaded: ReturnType<typeof loadGameResult>;
  try {
    loaded = loadGameResult(saveGame(state));
  } catch (fault) {
    // A state that cannot even be written (a cycle, a bigint) is no position.
    return { ok: false, error: ruleError('position/impossible', `The position cannot be saved: ${fault instanceof Error ? fault.message : String(fault)}.`) };
  }
  if (loaded.ok) return { ok: true, state: loaded.state as S };
  const { error } = loaded;
  const details = error.details;
  const invariant = typeof details === 'object' && details !== null && !Array.isArray(details) ? details.invariant : undefined;
  return {
    ok: false,
    error: ruleError('position/impossible', `The position cannot be: ${error.message}`, {
      ...(error.rule === undefined ? {} : { rule: error.rule }),
      ...(error.path === undefined ? {} : { path: error.path }),
      details: { ...(invariant === undefined ? {} : { invariant }), refusal: error.code },
    }),
  };
}

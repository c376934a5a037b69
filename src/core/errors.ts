import type { JsonValue } from './json.js';

/**
 * The codes the core itself gives. Games add their own, prefixed with the game id
 * (`mountain-river-duel/not-a-straight-run`).
 *
 * @example
 * const code: CoreErrorCode = 'not-your-turn';
 */
export type CoreErrorCode =
  | 'invalid-setup'
  | 'invalid-action'
  | 'not-your-turn'
  | 'no-such-seat'
  | 'illegal-action'
  | 'awaiting-chance'
  | 'no-chance-pending'
  | 'game-over'
  | 'invalid-record'
  | 'invalid-save'
  | 'corrupted-state'
  | 'variant-rule-failed';

/**
 * Why the engine refused something: a stable `code` to branch on, a sentence for people that
 * names the rule, the rule ID where one applies, the path of the faulty field, and details.
 *
 * @example
 * const error: RuleError = { code: 'not-your-turn', message: 'Seat 1 is not active.', details: { active: [0] } };
 */
export interface RuleError {
  /** A stable code: a {@link CoreErrorCode} or a game code `game-id/name`. */
  readonly code: CoreErrorCode | `${string}/${string}`;
  /** One sentence that a person can read. */
  readonly message: string;
  /** The rule ID from `docs/rules/<game>.md` that the refusal applies, if any. */
  readonly rule?: string;
  /** Where in the input the fault lies (as zod gives it). */
  readonly path?: readonly (string | number)[];
  /** Data that explains the refusal (the legal alternatives, the active seats…). */
  readonly details?: JsonValue;
}

/**
 * The error that the throwing twins (`apply`, `createGame`, `replay`, `loadGame`) throw; it
 * carries the same {@link RuleError} as the result-returning functions.
 *
 * @example
 * try { apply(state, action); } catch (e) { if (e instanceof EngineError) console.log(e.error.code); }
 */
export class EngineError extends Error {
  /** The refusal, as data. */
  readonly error: RuleError;
  constructor(error: RuleError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'EngineError';
    this.error = error;
  }
}

/**
 * Builds a {@link RuleError}, leaving out fields that are not given (exact optional types).
 *
 * @example
 * ruleError('illegal-action', 'That run is not straight.', { rule: 'MRD-DIG-2' });
 */
export function ruleError(
  code: RuleError['code'],
  message: string,
  extra: { rule?: string; path?: readonly (string | number)[]; details?: JsonValue } = {},
): RuleError {
  const error: { -readonly [K in keyof RuleError]: RuleError[K] } = { code, message };
  if (extra.rule !== undefined) error.rule = extra.rule;
  if (extra.path !== undefined) error.path = extra.path;
  if (extra.details !== undefined) error.details = extra.details;
  return error;
}

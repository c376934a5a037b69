import type { AnyGameDefinition } from './definition.js';
import { ruleError, type RuleError } from './errors.js';
import type { JsonValue } from './json.js';

/**
 * A game's refusal of options this program cannot play (its `refuseOptions`: a part of the game
 * that loads separately was not imported), worded as the entry point's own refusal: the core's
 * `code` (`invalid-setup` for a setup or a record, `invalid-save` for a save), the path under
 * `pathPrefix`, the game's code in `details.refusal`. `null` when the options can be played.
 *
 * @example
 * optionsRefusal(game, options.data, 'invalid-setup', ['options']);
 * @internal
 */
export function optionsRefusal(game: AnyGameDefinition, options: unknown, code: 'invalid-setup' | 'invalid-save', pathPrefix: readonly string[]): RuleError | null {
  const refused = game.refuseOptions?.(options) ?? null;
  if (refused === null) return null;
  const details: Record<string, JsonValue> = { refusal: refused.code };
  if (typeof refused.details === 'object' && refused.details !== null && !Array.isArray(refused.details)) Object.assign(details, refused.details);
  return ruleError(code, refused.message, {
    ...(refused.rule === undefined ? {} : { rule: refused.rule }),
    path: [...pathPrefix, ...(refused.path ?? [])],
    details,
  });
}

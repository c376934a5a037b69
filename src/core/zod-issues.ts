import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { ruleError, type RuleError } from './errors.js';

// zod/mini loads no locale of its own (classic zod loads English): without this, a bundle of the
// core and a zod/mini game would say 'Invalid input' where the engine's errors quote zod's words.
z.config(en());

/**
 * Turns the first issue of a failed zod parse into a {@link RuleError} with its path.
 *
 * @example
 * const r = schema.safeParse(input);
 * if (!r.success) return zodToRuleError('invalid-action', 'The action', r.error);
 * // `prefix` puts the path inside a larger input: ['options'] for the setup's options.
 */
export function zodToRuleError(
  code: RuleError['code'],
  subject: string,
  error: z.core.$ZodError,
  prefix: readonly (string | number)[] = [],
): RuleError {
  const issue = error.issues[0];
  const path = [...prefix, ...(issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p))];
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return ruleError(code, `${subject} is malformed${where}: ${issue?.message ?? 'invalid input'}.`, {
    path,
    details: { issues: error.issues.slice(0, 5).map((i) => i.message) },
  });
}

import type * as z from 'zod';
import { ruleError, type RuleError } from './errors.js';

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
  error: z.ZodError,
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

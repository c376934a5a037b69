import { ruleError, type RuleError } from './errors.js';
import { VariantRuleFault } from './variant-rules.js';

/**
 * The refusal for a fault a variant's rule hook threw (`variant-rule-failed`, naming the variant
 * and the hook), or `null` when the fault is not a variant's: the places that guard rule hooks
 * (starting a game, applying an action or chance outcome, loading a save) word it with this.
 *
 * @example
 * const error = variantFaultError(fault); if (error) return { ok: false, error };
 */
export function variantFaultError(fault: unknown): RuleError | null {
  return fault instanceof VariantRuleFault ? variantFaultRefusal(fault) : null;
}

/**
 * The `variant-rule-failed` refusal for a fault of a variant's hook.
 *
 * @example
 * variantFaultRefusal(new VariantRuleFault('calm', 'applyAction', new Error('x'))).code; // 'variant-rule-failed'
 */
export function variantFaultRefusal(fault: VariantRuleFault): RuleError {
  return ruleError('variant-rule-failed', `The ${fault.message}; the state is unchanged.`, {
    details: { variant: fault.variant, hook: fault.hook },
  });
}

import { ruleError, type RuleError } from './errors.js';

/**
 * What a variant's hook threw, with the variant and the hook named: the core turns it into a
 * `variant-rule-failed` refusal where it guards the game's hooks (applying an action or a chance
 * outcome, starting a game, loading a save).
 *
 * @example
 * if (fault instanceof VariantRuleFault) console.log(fault.variant, fault.hook);
 */
export class VariantRuleFault extends Error {
  /** The variant's id. */
  readonly variant: string;
  /** The hook that threw (`applyAction`, `legalActions`…). */
  readonly hook: string;
  constructor(variant: string, hook: string, cause: unknown) {
    super(`variant '${variant}' failed in its ${hook} hook: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'VariantRuleFault';
    this.variant = variant;
    this.hook = hook;
  }
}

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

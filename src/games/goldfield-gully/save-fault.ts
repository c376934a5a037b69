import { ruleError, type RuleError } from '../../core/errors.js';

/**
 * Goldfield Gully's save invariants by their stable names
 * (`details.invariant` of a refused save); the rules document's "Save invariants" section
 * says what each checks.
 *
 * @example
 * gullyInvariants.includes('end-fits'); // true
 */
export const gullyInvariants = [
  'per-seat-lists',
  'seat-at-table',
  'tokens-add-up',
  'tokens-from-visits',
  'lying-within-quota',
  'quotas-refilled',
  'round-within-limit',
  'first-player-fits',
  'gold-within-rounds',
  'banker-banked',
  'commitments-fit-phase',
  'round-start-clean',
  'prospectors-where-chosen',
  'one-prospector-per-building',
  'contested-buildings-fit',
  'treasure-roll-fits',
  'shootout-fits',
  'shot-fits',
  'move-phase-fits',
  'window-fits',
  'sheriff-fits',
  'end-fits',
] as const;

/**
 * One of Goldfield Gully's save invariants ({@link gullyInvariants}).
 *
 * @example
 * const name: GullyInvariant = 'tokens-add-up';
 */
export type GullyInvariant = (typeof gullyInvariants)[number];

/**
 * A save fault naming its invariant (the message ends with the name, `details.invariant` holds it).
 *
 * @example
 * gullyFault('tokens-add-up', 'the tokens number 13', ['stack']);
 */
export function gullyFault(invariant: GullyInvariant, message: string, path: (string | number)[], rule?: string): RuleError {
  return ruleError('invalid-save', `${message} (${invariant}).`, { path, details: { invariant }, ...(rule === undefined ? {} : { rule }) });
}

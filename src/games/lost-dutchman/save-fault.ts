import { ruleError, type RuleError } from '../../core/errors.js';

/**
 * The Lost Dutchman's save invariants by their stable names
 * (`details.invariant` of a refused save); the rules document's "Save invariants" section
 * says what each checks.
 *
 * @example
 * dutchmanInvariants.includes('end-fits'); // true
 */
export const dutchmanInvariants = [
  'per-table-lists',
  'stack-height',
  'tile-kind-known',
  'unseen-tiles-match-stacks',
  'land-tiles-accounted',
  'treasure-uids-issued',
  'treasure-value-known',
  'holding-fits-kind',
  'items-accounted',
  'water-matches-drops',
  'challenge-tokens-accounted',
  'token-revealed-in-order',
  'tokens-ahead-revealed',
  'map-position-fits',
  'mine-finder-fits',
  'ghost-on-held-treasure',
  'characters-fit',
  'attributes-in-range',
  'setup-untouched',
  'event-pile-fits',
  'defeated-fits',
  'queue-fits-phase',
  'queue-head-decides',
  'task-fits',
  'end-fits',
] as const;

/**
 * One of The Lost Dutchman's save invariants ({@link dutchmanInvariants}).
 *
 * @example
 * const name: DutchmanInvariant = 'land-tiles-accounted';
 */
export type DutchmanInvariant = (typeof dutchmanInvariants)[number];

/**
 * A save fault naming its invariant (the message ends with the name, `details.invariant` holds it).
 *
 * @example
 * dutchmanFault('stack-height', 'stack 3 holds 6 tiles', ['stacks', 3]);
 */
export function dutchmanFault(invariant: DutchmanInvariant, message: string, path: (string | number)[], rule?: string): RuleError {
  return ruleError('invalid-save', `${message} (${invariant}).`, { path, details: { invariant }, ...(rule === undefined ? {} : { rule }) });
}

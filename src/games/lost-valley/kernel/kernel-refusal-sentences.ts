import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the kernel area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof kernelRefusalSentences; // 'object'
 * @internal
 */
export const kernelRefusalSentences = {
  'not-in-variant': ({ what }) => `${what} are not used in this game (its options leave them out).`,
} satisfies RefusalSentences;

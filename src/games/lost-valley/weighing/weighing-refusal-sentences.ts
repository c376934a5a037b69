import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the weighing area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof weighingRefusalSentences; // 'object'
 * @internal
 */
export const weighingRefusalSentences = {
  'show-gold': ({ seat, needed, type }) => `Seat ${seat} must show face-down gold or furs, one at a time, until it shows at least ${needed} nuggets (${type} is not such a step).`,
  'not-at-post': "Gold is weighed only at the start tile's trading post (not at a Trading Outpost).",
  'too-few-markers': ({ WEIGH_MARKERS, n }) => `A weighing needs at least ${WEIGH_MARKERS} gold and fur markers in the bag; this prospector has ${n}.`,
} satisfies RefusalSentences;

import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the team area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof teamRefusalSentences; // 'object'
 * @internal
 */
export const teamRefusalSentences = {
  'not-partner': 'Raw materials and gear are given only to a partner (the team variant).',
  'part-used#give': "A gift to a partner is the turn's trade, and this turn's trade is used up: the Trader or a whiskey gives one more.",
  'partner-across-river': 'The partner is across the river and no bridge spans that edge.',
  'partner-not-adjacent': 'A gift needs the partner one edge away or less.',
  'not-givable': ({ item }) => `Only raw materials and gear the prospector holds can be given (not ${item}).`,
  'partner-discard': ({ seat, prospector }) => `Seat ${seat} must discard one item of prospector ${prospector} at a time until it fits its backpack, cart and gear area.`,
} satisfies RefusalSentences;

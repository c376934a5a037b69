import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the trade area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof tradeRefusalSentences; // 'object'
 * @internal
 */
export const tradeRefusalSentences = {
  'no-trade': 'No trade is open: open one at a store first (a trade part of the turn).',
  'trade-open#trade': 'A trade is already open: close or cancel it first.',
  'no-store': "Trade happens at the start tile's trading post or at a Trading Outpost the prospector stands at a corner of.",
  'gold-or-fur#open': 'Every trade takes at least one gold marker or fur, and the prospector has none.',
  'one-clue': 'A trade buys at most one treasure clue.',
  'out-of-stock#clue': 'This store has no clue left.',
  'cannot-afford#clue': 'The prospector cannot pay for the clue with all its gold, furs and gear.',
  'empty-basket#pay': 'Nothing has been bought yet: add goods before paying.',
  'not-a-payment#marker': 'A store takes gold markers and furs from the gold bag (each once), or gear.',
  'not-a-payment#gear': ({ item }) => `A store takes gold, furs and gear at its price less one nugget; ${item} is not such a payment.`,
  'not-held': ({ item }) => `The prospector has no ${item} left to pay with.`,
  'empty-basket#close': 'Nothing has been bought: cancel the trade instead.',
  'underpaid': ({ cost, paid }) => `The goods cost ${cost} nuggets and only ${paid} have been paid.`,
  'gold-or-fur#close': 'Every trade takes at least one gold marker or fur.',
  'paying': 'Payment has begun: the basket is closed. Cancel the trade to change it.',
  'no-change': ({ cost, paid }) => `The price (${cost} nuggets) is paid already (${paid}): the store gives no change, so nothing more is taken.`,
  'trade-open#trade-area': 'A trade is open: buy, pay, close or cancel it first (nothing interrupts a trade).',
  'no-black-market': 'The swap happens at a Black Market (with markers on it) the prospector stands at a corner of.',
  'not-a-payment#black-market': 'The Black Market takes one event marker or treasure clue from the prospector.',
  'not-for-sale': ({ item }) => `The store does not sell ${item}.`,
  'out-of-stock#store': ({ item }) => `The store has no ${item} left.`,
  'already-owned#colour': ({ item }) => `The prospector already has a ${item}: one of each colour in the store.`,
  'already-owned#gear': ({ item }) => `The prospector already has a ${item}: two identical gear items never add up.`,
  'cannot-afford#store': 'The prospector cannot pay that much with all its gold, furs and gear.',
  'basket-full': 'One trade buys no more than an empty inventory could hold.',
} satisfies RefusalSentences;

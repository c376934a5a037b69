import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the gathering area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof gatheringRefusalSentences; // 'object'
 * @internal
 */
export const gatheringRefusalSentences = {
  'bound-to-quarry': ({ quarry }) => `This prospector missed the face-up animal (marker ${quarry}) and must hunt that animal if it hunts at all; it may not hunt another while that one stays.`,
  'no-animal': ({ marker }) => `Marker ${marker} is not an animal on a tile touching this prospector's intersection.`,
  'once-per-turn': 'The Whiskey Still may be used once per turn.',
  'no-triangle': ({ tile, name, item }) => `Tile ${tile} is not a ${name} touching this prospector's intersection with ${item} left on it.`,
  'cannot-pay#triangle-actions': ({ name, item }) => `This prospector cannot pay that price at the ${name} (or too little ${item} is left for it).`,
  'skill-needed': 'Only an Adventurer looks at adjacent event markers for free (under the option `adventurer: look`, the default).',
  'no-event#unseen': ({ tile }) => `Tile ${tile} touches no intersection of this prospector or holds no event marker it has not seen.`,
  'no-event#take': ({ tile }) => `Tile ${tile} is not a tile touching this prospector's intersection with an event or clue marker to take.`,
  'cannot-pay#events': ({ pay }) =>
    `An event costs 1 food or 1 timber: ${pay === 'free' ? 'only an Adventurer takes events free, under the option `adventurer: free-event`' : `this prospector holds no ${pay}`}.`,
  'no-fish': 'Nothing to fish with here: a rod needs water at this intersection, a fish trap must stand on it, or a fish symbol touch it (and the supply must hold food).',
  'no-forest': 'No forest touches this intersection (a Bush Cutter with an axe may cut in a wasteland), or the supply holds no timber.',
} satisfies RefusalSentences;

import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the skills area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof skillsRefusalSentences; // 'object'
 * @internal
 */
export const skillsRefusalSentences = {
  'skill-not-drawn': ({ skill }) => `${skill} is not among the tiles drawn: keep one of them.`,
  'skill-not-face-up': ({ skill }) => `${skill} is not among the face-up skill tiles: take a face-up tile or draw three face down.`,
  'tile-not-drawn': ({ tile }) => `${tile} is not one of the two diamonds the Scout drew.`,
  'breaks-river#scout': ({ tile }) => `${tile} cannot be laid here: the Scout keeps a river diamond that extends the river.`,
} satisfies RefusalSentences;

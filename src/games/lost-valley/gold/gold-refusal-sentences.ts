import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the gold area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof goldRefusalSentences; // 'object'
 * @internal
 */
export const goldRefusalSentences = {
  'not-adjacent#river-gold': ({ id }) => `Marker ${id} is not river gold on a tile next to the prospector's intersection.`,
  'no-water': 'River gold can only be dug where there is water: this tile has none of its own and no flume chain brings it any.',
  'other-bank': "On a river tile, river gold can only be dug from the prospector's own bank of the river.",
  'cannot-pay#river-gold': 'Digging river gold costs one food, and the prospector has none.',
  'draw-count#river-gold': ({ draw }) => `This dig draws ${draw} marker(s): one, two with a sieve, one more for Gold Nose, as many as lie there.`,
  'draw-order': 'Markers the prospector has not seen are drawn in id order on each tile; list them ascending.',
  'treasure-unexplored': 'A treasure is dug only where every land diamond around the intersection is explored (next to unexplored land, only after the end of exploration).',
  'clues-missing': ({ terrains }) => `This treasure needs one clue for each terrain around the intersection: ${terrains}.`,
  'no-mine#mountain-gold': 'Mountain gold is dug only at a mine on a tile next to the prospector.',
  'mine-exhausted': 'This mine has no mountain gold left (a Miner may still take river gold from it).',
  'cannot-pay#mountain-gold': 'Digging mountain gold costs one food and one timber.',
  'no-dynamite': 'A box of dynamite is always used when owned; a stick only when held and two markers lie there.',
  'claim-fee#due': "Another player's claim marker lies on this mine: pay one item onto it.",
  'no-claim-fee': 'No other player claims this mine: there is no fee to pay.',
  'claim-fee#item': 'A claim fee is one raw material, gear item, gold, fur, clue or event marker the digger still holds after paying the dig (never XP, a miss marker or a skill).',
  'draw-count#mountain-gold': ({ draw }) => `This dig draws ${draw} marker(s) from the mine's tile, ascending, unseen ones in id order.`,
  'skill-missing': 'Only a prospector with the Miner skill may take river gold from an exhausted mine.',
  'no-mine#miner': 'There is no mine on that tile next to the prospector.',
  'mine-not-exhausted': 'The Miner works only a mine with no mountain gold left.',
  'cannot-pay#miner': "The Miner's dig costs one food.",
  'supply-empty': 'No river-gold marker is left in the supply.',
} satisfies RefusalSentences;

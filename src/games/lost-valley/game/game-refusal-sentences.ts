import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the game area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof gameRefusalSentences; // 'object'
 * @internal
 */
export const gameRefusalSentences = {
  'over-capacity#end-of-turn': 'The prospector holds more than the backpack, cart and gear area allow: at the end of the turn it discards down to capacity (its choice) before the turn can end.',
  'over-capacity#before-moving': 'The prospector holds more than the backpack, cart and gear area allow: discard down to capacity before moving or ending the turn.',
  'occupied-in-the-way': 'A prospector may not pass through an intersection where another stands (it goes around).',
  'not-now#task': ({ type, task }) => `A ${type} is not an answer to what is being decided now (${task}).`,
  'not-now#turn': ({ what }) => `A ${what} is not possible now: a tile must be placed or the exploration finished first.`,
  'not-now#place': ({ what }) => `A ${what} is not possible now: no diamond has been drawn.`,
  'not-now#triangle': ({ what }) => `A ${what} is not possible now: no optional triangle is being offered.`,
  'mode-unavailable': ({ mode, unburdenedWalk }) =>
    `That mode of movement is not available: ${mode === 'foot-unburdened' ? (unburdenedWalk === true ? 'the backpack and cart are already empty: walk on foot' : 'the first edition has no such walk') : `the prospector has no ${mode}`}.`,
  'no-move': 'A move must end somewhere else; end the turn to stay.',
  'intersection-full': 'That intersection is full: one prospector may stop there, two where it touches the river.',
  'incomplete-intersection': 'A move ends at the first incomplete intersection: it cannot pass one.',
  'river-in-the-way': 'The river is crossed only by boat or at the fords.',
  'too-far': ({ mode }) => `That is too far ${mode === 'foot' ? 'on foot: one land edge or two along the river' : `for this mode (${mode})`}.`,
  'no-path': 'Prospectors walk along tile edges only: no walkable path leads there (tiles cannot be crossed, unexplored land cannot be walked).',
  'outside-valley': 'No tile may lie beyond the valley\'s boundary.',
  'not-a-diamond': 'A diamond covers two neighbouring faces, listed in ascending order.',
  'overlap#diamond': 'Tiles may not overlap: a face there is already covered.',
  'breaks-river#headwater': 'A river tile must extend the river: it covers the headwater face behind the open end.',
  'wrong-orientation': 'Turned that way the tile\'s river does not join the open end of the river.',
  'must-touch-prospector': 'A river tile must touch the prospector\'s intersection where it can.',
  'breaks-river#blocked-end': 'There the river would run into a tile or the boundary: its new end must face an empty face inside the valley.',
  'breaks-river#kept-face': 'The headwater face behind the river\'s open end is kept for a river tile or the spring.',
  'not-touching#diamond': 'A land diamond must cover an empty face at the prospector\'s intersection.',
  'gap-next-to-triangle': 'That placement leaves an enclosed gap beside a triangle tile while another placement avoids it.',
  'not-touching#triangle': 'The optional triangle goes on an empty face at the prospector\'s intersection.',
  'overlap#triangle': 'That face is covered or kept for the river.',
  'triangle-touches-triangle': 'A triangle may not share a corner with another triangle tile (the spring included).',
  'triangle-makes-gap': 'A triangle may not be laid where it leaves an enclosed gap.',
  'part-used#turn-menu': ({ cost }) => `This turn's ${cost} is used up: a whiskey gives one more (one whiskey a turn; two for the Drunkard).`,
  'not-possible': ({ type }) => `A ${type} is not possible here and now.`,
  'not-in-edition#action': ({ type }) => `A ${type} belongs to the first edition; this game plays the second.`,
  'not-in-edition#announce-end': "Announcing the end is the first edition's rule; the second edition weighs the gold instead.",
} satisfies RefusalSentences;

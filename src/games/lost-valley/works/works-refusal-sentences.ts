import type { RefusalSentences } from '../kernel/refusal-sentences-type.js';

/**
 * The English sentences of the works area's refusals, by refusal key (the code's tail, `#` and a
 * name where one code has several messages). They load with
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md).
 *
 * @example
 * typeof worksRefusalSentences; // 'object'
 * @internal
 */
export const worksRefusalSentences = {
  'no-claim': 'This prospector has no claim marker on a mine.',
  'not-adjacent#claims': 'Payments on a claim are collected from an intersection adjacent to its mine.',
  'claim-empty': 'Nothing lies on the claim.',
  'flume-across-start-tile': 'No flume may cross the start tile (its bluff).',
  'not-runner': 'Only the Runner may make a second movement as an action.',
  'place-taken#intersection': ({ work }) => `Only one work may stand at an intersection: a ${work} is already here.`,
  'wrong-place#work': ({ work }) => `A ${work} must stand ${work === 'fish-trap' ? 'on a river or lake' : work === 'sawmill' ? 'at a forest' : 'next to an animal'}.`,
  'no-work-left#work': ({ work }) => `No ${work} is left in the supply.`,
  'cannot-pay#work': ({ work }) => `A ${work} costs one tool.`,
  'place-taken#mine': 'Only one work may stand on a tile: this tile has a mine already.',
  'wrong-place#mine': 'A mine is built on an adjacent mountain tile.',
  'not-mine-builder': 'Only the Mine Builder may give a gear item instead of the tool.',
  'no-work-left#mine': 'No mine is left in the supply.',
  'cannot-pay#mine': 'A mine costs one tool (a gear item for the Mine Builder), one food and one timber.',
  'place-taken#two-flumes': 'Two flumes need two different edges.',
  'not-adjacent#flume': 'A flume is built on an edge adjacent to the prospector (both flumes, when two are built).',
  'place-taken#edge': 'Only one work may stand on an edge.',
  'wrong-place#flume': 'A flume is placed across the edge separating two tiles.',
  'cannot-pay#flumes': 'Flumes cost one timber each (the Flume Builder: two for one).',
  'not-adjacent#bridge': 'A bridge is built on an edge adjacent to the prospector.',
  'wrong-place#bridge': 'A bridge is built across the river, on an edge it flows through.',
  'cannot-pay#bridge': 'A bridge costs two timber.',
} satisfies RefusalSentences;

import { gameRefusalSentences } from './game/game-refusal-sentences.js';
import { gatheringRefusalSentences } from './gathering/gathering-refusal-sentences.js';
import { goldRefusalSentences } from './gold/gold-refusal-sentences.js';
import { kernelRefusalSentences } from './kernel/kernel-refusal-sentences.js';
import { skillsRefusalSentences } from './skills/skills-refusal-sentences.js';
import { teamRefusalSentences } from './team/team-refusal-sentences.js';
import { tradeRefusalSentences } from './trade/trade-refusal-sentences.js';
import { weighingRefusalSentences } from './weighing/weighing-refusal-sentences.js';
import { worksRefusalSentences } from './works/works-refusal-sentences.js';

/**
 * Every English refusal sentence of Lost Valley's rules, by refusal key: what
 * `lost-valley-engine/lost-valley/refusal-sentences` loads.
 *
 * @example
 * lostValleyRefusalSentences['no-water']; // 'River gold can only be dug where there is water: …'
 * @internal
 */
export const lostValleyRefusalSentences = {
  ...gameRefusalSentences,
  ...gatheringRefusalSentences,
  ...goldRefusalSentences,
  ...kernelRefusalSentences,
  ...skillsRefusalSentences,
  ...teamRefusalSentences,
  ...tradeRefusalSentences,
  ...weighingRefusalSentences,
  ...worksRefusalSentences,
};

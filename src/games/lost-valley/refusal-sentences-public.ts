/**
 * The English sentences of Lost Valley's refusals: `lost-valley-engine/lost-valley/refusal-sentences`.
 * Importing it loads the sentences that a refusal of `applyAction` carries as its `message`
 * (`lost-valley/no-water`: "River gold can only be dug where there is water…"). Without it a
 * refusal keeps its code, rule, path and details, and its message names the code, the rule and
 * this import. `lost-valley-engine` (the root entry) imports it already. Why the sentences ship
 * apart: docs/refusal-sentences-entry.md.
 * @packageDocumentation
 * @module lost-valley/refusal-sentences
 */
import { loadRefusalSentences } from './kernel/refusal.js';
import { lostValleyRefusalSentences } from './refusal-sentences.js';
// The game itself: this entry registers Lost Valley too, so that it works imported alone
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
import './public.js';

loadRefusalSentences(lostValleyRefusalSentences);

export { REFUSAL_SENTENCES_ENTRY } from './kernel/refusal.js';

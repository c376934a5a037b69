/**
 * Lost Valley's plain English event sentences: `lost-valley-engine/lost-valley/event-sentences`.
 * Importing it loads the sentences of the game definition's `describeEvent` hook (`lostValley.describeEvent`,
 * the golden playthroughs' words) into the game that `lost-valley-engine/lost-valley` registers.
 * Without it, the hook answers every event with a line that names this import instead of a
 * sentence. The engine itself never reads the hook; a UI narrates with `lost-valley-engine/words`
 * or `lost-valley-engine/words/lost-valley` (three languages, from a view), which need nothing
 * from here. `lost-valley-engine` (the root entry) imports it already. Why the sentences ship
 * apart: docs/event-sentences-entry.md.
 * @packageDocumentation
 * @module lost-valley/event-sentences
 */
import { describeLostValleyEvent } from './game/describe.js';
import { loadEventSentences } from './game/event-sentences.js';
// The game itself: this entry registers Lost Valley too, so that it works imported alone
// (package.json lists this file in `sideEffects`, so bundlers keep a bare import of it).
import './public.js';

loadEventSentences(describeLostValleyEvent);

export { EVENT_SENTENCES_ENTRY } from './game/event-sentences.js';

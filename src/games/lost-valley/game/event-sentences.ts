import type { GameEvent } from '../../../core/actions.js';
import { loadablePart } from '../../../core/loadable-part.js';

/*
 * The definition's own plain English sentences for its events (`describeEvent`,
 * docs/event-sentences-entry.md) load apart from the game, like the first edition: nothing in the engine reads them (the words,
 * `lost-valley-engine/words`, say every event in three languages from a view), so a program that
 * narrates with the words, or not at all, need not bundle them. Their entry,
 * `lost-valley-engine/lost-valley/event-sentences`, hands them to this registry on import.
 */

/**
 * The subpath whose import loads Lost Valley's plain event sentences (the package's root entry
 * imports it too).
 *
 * @example
 * import 'lost-valley-engine/lost-valley/event-sentences'; // EVENT_SENTENCES_ENTRY
 */
export const EVENT_SENTENCES_ENTRY = 'lost-valley-engine/lost-valley/event-sentences';

/**
 * The sentences the entry loads: one plain sentence for an event, `undefined` to stay silent.
 *
 * @example
 * const sentences: EventSentences = describeLostValleyEvent;
 * @internal
 */
export type EventSentences = (event: GameEvent) => string | undefined;

const sentences = /* @__PURE__ */ loadablePart<EventSentences>(EVENT_SENTENCES_ENTRY);

/**
 * Loads the sentences: their entry calls it on import. Loading them again changes nothing.
 *
 * @example
 * loadEventSentences(describeLostValleyEvent);
 * @internal
 */
export function loadEventSentences(part: EventSentences): void {
  sentences.load(part);
}

/**
 * The definition's `describeEvent`: the loaded sentence for the event; when the entry was not
 * imported, never silence that could pass for a quiet event but a line that names the event and
 * the import.
 *
 * @example
 * lostValleyEventSentence({ type: 'passed', player: 0 }); // names the import until it is loaded
 */
export function lostValleyEventSentence(event: GameEvent): string | undefined {
  const say = sentences.part;
  if (say !== null) return say(event);
  return `${event.type}: Lost Valley's event sentences are not loaded in this program (import '${EVENT_SENTENCES_ENTRY}', or narrate with 'lost-valley-engine/words').`;
}

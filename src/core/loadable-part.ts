/*
 * Parts of a game that a program may leave out of its bundle (Lost Valley's first edition, the
 * deep checks of custom data, the event sentences, the save checks, the refusal sentences) each
 * ship in a subpath entry of their own that hands the part to the game on import. This is the one shape of those
 * registries: the part, or null until its entry was imported, and the entry to name in the
 * refusal the game gives without it (docs/architecture.md).
 */

/**
 * A part of the game that its own subpath entry loads on import.
 *
 * @example
 * const sentences = loadablePart<EventSentences>('lost-valley-engine/lost-valley/event-sentences');
 * sentences.part ?? 'not loaded';
 * @internal
 */
export interface LoadablePart<T> {
  /** The subpath whose import loads the part (refusals without it name it). */
  readonly entry: string;
  /** The part once its entry was imported, null before. */
  readonly part: T | null;
  /** Loads the part: its entry calls it on import. Loading it again changes nothing. */
  load(part: T): void;
}

/**
 * A registry for one {@link LoadablePart}, empty until its entry loads it.
 *
 * @example
 * const checks = loadablePart<SaveCheck>('lost-valley-engine/lost-valley/save-checks');
 * checks.load(validateLostValleyState);
 * @internal
 */
export function loadablePart<T>(entry: string): LoadablePart<T> {
  let loaded: T | null = null;
  return {
    entry,
    get part() {
      return loaded;
    },
    load(part) {
      loaded ??= part;
    },
  };
}

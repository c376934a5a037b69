import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/index.js';
import { LOCALES, gameWords, gamesWithWords } from '../../src/words/index.js';
import { actionTypes, eventTypesInSource, randomGames } from './words-support.js';

// When another branch adds an action or event type to a game, these tests name the type and the
// locale that cannot say it: the fix is one entry in that locale's table under src/words/<game>/.
describe.each(listGames())('words for %s', (game) => {
  it('every registered game has word tables', () => {
    expect(gamesWithWords()).toContain(game);
  });

  it.each(LOCALES)('%s: every action type of the action schema has a sentence', (locale) => {
    const table = gameWords(game, locale)!;
    const missing = actionTypes(game).filter((type) => typeof table.actions[type] !== 'function');
    expect(missing, `${game} action types without ${locale} words`).toEqual([]);
  });

  it.each(LOCALES)('%s: every event type in the rule files has an entry, and no entry names an event the game does not emit', (locale) => {
    const table = gameWords(game, locale)!;
    const emitted = eventTypesInSource(game);
    expect(emitted.length).toBeGreaterThan(5);
    const missing = emitted.filter((type) => !Object.prototype.hasOwnProperty.call(table.events, type));
    expect(missing, `${game} event types without ${locale} words`).toEqual([]);
    const stale = Object.keys(table.events).filter((type) => !emitted.includes(type));
    expect(stale, `${game} ${locale} entries for events the game no longer emits`).toEqual([]);
  });

  it('every event met in random games of every variant is in every locale\'s table', () => {
    const met = new Set<string>();
    for (const steps of randomGames(game, ['cover-1'])) for (const step of steps) for (const event of step.events) met.add(event.type);
    expect(met.size).toBeGreaterThan(3);
    for (const locale of LOCALES) {
      const table = gameWords(game, locale)!;
      expect([...met].filter((type) => !Object.prototype.hasOwnProperty.call(table.events, type)), locale).toEqual([]);
    }
  });
});

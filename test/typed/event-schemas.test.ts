import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/index.js';
import { eventTypesInSource, randomGames } from '../words/words-support.js';
import { EVENT_SCHEMAS, unionTypes } from './typed-games.js';

// Every game states its events as a schema (src/games/<game>/…event-schemas.ts); the rules push
// events of that type, and these tests check the same at run time, over random play.
describe.each(listGames())('events of %s', (game) => {
  const schema = EVENT_SCHEMAS[game]!;

  it('every event type the rule files emit is in the schema, and the schema names no other', () => {
    expect(unionTypes(schema).sort()).toEqual(eventTypesInSource(game).sort());
  });

  it('every event of random games of every variant, at the smallest and largest table, parses with the schema', () => {
    const wrong: string[] = [];
    let count = 0;
    for (const steps of randomGames(game, ['events-1', 'events-2'])) {
      for (const step of steps) {
        for (const event of step.events) {
          count++;
          const parsed = schema.safeParse(event);
          if (!parsed.success && wrong.length < 5) wrong.push(`${JSON.stringify(event)}: ${JSON.stringify(parsed.error?.issues)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { playerViewSchema, view } from '../../src/core/index.js';
import { listGames } from '../../src/index.js';
import { randomGames } from '../words/words-support.js';
import { VIEW_SCHEMAS, type Parser } from './typed-games.js';

// Each game's view schema states what a seat sees ('hidden', 'secret', identities left out); the
// face's view type is derived from it. These tests check the real `view` output against it.
describe.each(listGames())('views of %s', (game) => {
  const schema: Parser = playerViewSchema(VIEW_SCHEMAS[game]!);

  it("every seat's and the spectator's view of sampled states of random games of every variant parses with the view schema", () => {
    const wrong: string[] = [];
    let count = 0;
    for (const steps of randomGames(game, ['views-1'])) {
      // Every 7th state and the last: the views of a whole game, without parsing each ply.
      const sampled = steps.filter((_, index) => index % 7 === 0 || index === steps.length - 1);
      for (const { after } of sampled) {
        for (const seat of [null, ...Array.from({ length: after.players }, (_, k) => k)]) {
          count++;
          const parsed = schema.safeParse(view(after, seat));
          if (!parsed.success && wrong.length < 3) wrong.push(`seat ${String(seat)} at ply ${after.ply}: ${JSON.stringify(parsed.error?.issues).slice(0, 600)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, jsonEqual, legalActions, type Action } from '../../src/index.js';
import { seededRandom } from '../../src/bots/index.js';
import { currentState, startMatch, submitAction, type Match, type MatchResult } from '../../src/match/index.js';
import { knownLegalActions } from '../../src/match/seat-views.js';

function played(result: MatchResult): Match {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  void result.messages.length; // the host builds every seat's update, their legal actions among them
  return result.match;
}

// After a host has built the seats' updates, the next submit skips the second legality check
// (submit-action.ts, applyKnownLegal): its result must be applyAction's, to the event.
describe('a submit whose legal actions the last update listed', () => {
  it("gives applyAction's state and events for a copy of a listed action, and its refusal for an unlisted one", () => {
    const random = seededRandom('known-legal');
    let match = played(startMatch({ game: 'lost-valley', players: 4, seed: 'known-legal' }));
    for (let ply = 0; ply < 150; ply++) {
      const state = currentState(match);
      const actor = [0, 1, 2, 3].find((seat) => legalActions(state, seat).length > 0);
      if (actor === undefined) break;
      expect(knownLegalActions(state, actor)).toBe(legalActions(state, actor)); // the path under test is taken
      const legal = legalActions(state, actor);
      const copy = JSON.parse(JSON.stringify(legal[Math.floor(random() * legal.length)])) as Action;
      const unlisted = { ...copy, type: `${copy.type}-unlisted` };
      const refused = submitAction(match, unlisted, { seat: actor });
      const directRefusal = applyAction(state, unlisted);
      expect(refused.ok || directRefusal.ok).toBe(false);
      if (!refused.ok && !directRefusal.ok) expect(refused.error.code).toBe(directRefusal.error.code);
      const direct = applyAction(state, copy);
      const next = played(submitAction(match, copy, { seat: actor }));
      if (!direct.ok) throw new Error(direct.error.message);
      expect(jsonEqual(currentState(next), direct.state)).toBe(true);
      expect(jsonEqual(next.history.at(-1)!.events, direct.events)).toBe(true);
      match = next;
    }
    expect(match.step).toBeGreaterThan(100);
  });
});

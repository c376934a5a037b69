import { describe, expect, expectTypeOf, it } from 'vitest';
import { eventsFor, view } from '../../src/core/index.js';
import { goldfieldGullyFace } from '../../src/games/goldfield-gully/public.js';
import { lostValleyFace } from '../../src/games/lost-valley/public.js';
import { listGames } from '../../src/index.js';
import { startMatch } from '../../src/match/index.js';
import { describeAction, describeEvent, formatAction, parseAction, type SeatHolding } from '../../src/words/index.js';
import { randomGames } from '../words/words-support.js';

// A client holds only its view: the words must say the same from it as from the whole state.
describe.each(listGames())('words from a view, %s', (game) => {
  it('actions and events are said, written and read back the same from the seat\'s view as from the state, over random play', () => {
    const differ: string[] = [];
    let count = 0;
    for (const steps of randomGames(game, ['view-words-1'])) {
      for (const [index, step] of steps.entries()) {
        if (index % 3 !== 0 || step.action.type === 'chance' || index === 0) continue;
        const seat = (step.action as { player: number }).player;
        const seen = view(step.before, seat);
        const after = view(step.after, seat);
        count++;
        const pairs: [string, unknown, unknown][] = [
          ['describeAction', describeAction(seen, step.action, { locale: 'es' }), describeAction(step.before, step.action, { locale: 'es' })],
          ['formatAction', formatAction(seen, step.action), formatAction(step.before, step.action)],
          ['parseAction', parseAction(seen, formatAction(seen, step.action)), { ok: true, action: step.action }],
          ...eventsFor(step.events, seat, step.after).map((event): [string, unknown, unknown] => ['describeEvent', describeEvent(event, after), describeEvent(event, step.after)]),
        ];
        for (const [what, fromView, fromState] of pairs) {
          if (JSON.stringify(fromView) !== JSON.stringify(fromState) && differ.length < 5) differ.push(`${what} at ply ${step.before.ply}: ${JSON.stringify(fromView)} vs ${JSON.stringify(fromState)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(differ).toEqual([]);
  });
});

describe('words accept a typed view, with no cast', () => {
  it('a face view, a match update and a state are all a SeatHolding', () => {
    const state = goldfieldGullyFace.createGame({ players: 3, seed: 'typed-words' });
    const seen = goldfieldGullyFace.view(state, 1);
    expectTypeOf(seen).toMatchTypeOf<SeatHolding>();
    expectTypeOf(state).toMatchTypeOf<SeatHolding>();
    expect(describeAction(seen, { type: 'bank', player: 1 })).toMatch(/\.$/);
    const started = startMatch(lostValleyFace, { players: 3, seed: 'typed-words' });
    if (!started.ok) throw new Error(started.error.message);
    const update = started.updates[0]!;
    const lines = update.events.map((event) => describeEvent(event, update.view));
    expect(lines.filter((line) => line !== undefined).length).toBeGreaterThan(0);
    const [first] = update.legalActions;
    if (first) expect(parseAction(update.view, formatAction(update.view, first))).toEqual({ ok: true, action: first });
  });
});

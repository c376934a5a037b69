import { describe, expect, expectTypeOf, it } from 'vitest';
import { eventsFor, view } from '../../src/core/index.js';
import { goldfieldGullyFace, type GullyAction, type GullyChance, type GullyEvent } from '../../src/games/goldfield-gully/public.js';
import { listGames } from '../../src/index.js';
import { startMatch } from '../../src/match/index.js';
import { describeAction, describeEvent, formatAction, parseAction } from '../../src/words/index.js';
import { goldfieldGullyWords } from '../../src/words/goldfield-gully/index.js';
import { lostDutchmanWords } from '../../src/words/lost-dutchman/index.js';
import { lostValleyWords } from '../../src/words/lost-valley/index.js';
import { mountainRiverDuelWords } from '../../src/words/mountain-river-duel/index.js';
import type { OneGameWords } from '../../src/words/one-game-words.js';
import type { ChanceAction as Chance, GameEvent, PlayerAction } from '../../src/core/actions.js';
import { randomGames } from './words-support.js';

type AnyOneGameWords = OneGameWords<PlayerAction, unknown, GameEvent>;
const KITS = [goldfieldGullyWords, lostDutchmanWords, lostValleyWords, mountainRiverDuelWords] as unknown as readonly AnyOneGameWords[];

// Issue 22: `lost-valley-engine/words/<game>` says exactly what `lost-valley-engine/words` says
// for its own game, from a seat's view, and nothing of any other game.
describe.each(listGames())('the per-game words of %s', (game) => {
  const kit = KITS.find((candidate) => candidate.game === game)!;

  it('say, write and read back every sampled action and event as the words of every game do, from the seat\'s view', () => {
    const differ: string[] = [];
    let count = 0;
    for (const steps of randomGames(game, ['per-game-words-1'])) {
      for (const [index, step] of steps.entries()) {
        if (index % 4 !== 0 && index !== steps.length - 1) continue;
        const seat = step.action.type === 'chance' ? 0 : (step.action as PlayerAction).player;
        const seen = view(step.before, seat);
        const after = view(step.after, seat);
        count++;
        const written = formatAction(seen, step.action);
        const pairs: [string, unknown, unknown][] = [
          ['describeAction', kit.describeAction(seen, step.action as PlayerAction, { locale: 'cs' }), describeAction(seen, step.action, { locale: 'cs' })],
          ['formatAction', kit.formatAction(seen, step.action as PlayerAction), written],
          ['parseAction', kit.parseAction(seen, written), parseAction(seen, written)],
          ...eventsFor(step.events, seat, step.after).map((event): [string, unknown, unknown] => ['describeEvent', kit.describeEvent(event, after, { locale: 'es' }), describeEvent(event, after, { locale: 'es' })]),
        ];
        for (const [what, one, every] of pairs) {
          if (JSON.stringify(one) !== JSON.stringify(every) && differ.length < 5) differ.push(`${what} at ply ${step.before.ply}: ${JSON.stringify(one)} vs ${JSON.stringify(every)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(differ).toEqual([]);
  });

  it("know no other game: another game's view is said plainly by type, and its notation is refused", () => {
    const other = listGames().find((id) => id !== game)!;
    const started = startMatch({ game: other, players: 2, seed: 'other-game' });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const update = started.updates[0]!;
    const action = update.legalActions[0] ?? { type: 'pass', player: 0 };
    expect(kit.describeAction(update.view, action)).toBe(`Seat ${action.player + 1} does ${action.type}.`);
    expect(kit.formatAction(update.view, action)).toBe(JSON.stringify(action));
    expect(kit.describeEvent({ type: 'anything' }, update.view)).toBe('anything.');
    const parsed = kit.parseAction(update.view, 'pass');
    expect(parsed.ok ? null : parsed.error.code).toBe('notation/unknown-game');
  });
});

describe('per-game words are typed with the game', () => {
  it("Goldfield Gully's words take its actions and events and read back its actions", () => {
    const state = goldfieldGullyFace.createGame({ players: 3, seed: 'typed-kit' });
    const seen = goldfieldGullyFace.view(state, 0);
    expectTypeOf(goldfieldGullyWords.describeEvent).parameter(0).toEqualTypeOf<GullyEvent>();
    expectTypeOf(goldfieldGullyWords.describeAction).parameter(1).toEqualTypeOf<GullyAction | Chance<GullyChance>>();
    const parsed = goldfieldGullyWords.parseAction(seen, '0:g5');
    if (parsed.ok) expectTypeOf(parsed.action).toEqualTypeOf<GullyAction | Chance<GullyChance>>();
    expect(parsed).toEqual({ ok: true, action: { type: 'gather', player: 0, building: 5 } });
    // @ts-expect-error a building is a number
    expect(goldfieldGullyWords.describeAction(seen, { type: 'gather', player: 0, building: 'saloon' })).toContain('saloon');
    // @ts-expect-error an event of another game
    expect(goldfieldGullyWords.describeEvent({ type: 'disc-thrown', player: 0 }, seen)).toBe('disc-thrown.');
  });
});

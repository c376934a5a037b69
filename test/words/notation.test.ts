import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continuePlayout } from '../../src/bots/index.js';
import { activePlayers, chanceOutcomes, createGame, getGame, legalActions, listGames, listVariants, startGame, variantPlayerRange, type Action } from '../../src/index.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { jsonEqual } from '../../src/core/json.js';
import { formatAction, parseAction } from '../../src/words/index.js';

/** Every legal action of every active seat (and every chance outcome) reads back from its text; no two share a text. */
function roundTripsAt(state: AnyGameState): number {
  const texts = new Set<string>();
  let checked = 0;
  const actions: Action[] = [
    ...activePlayers(state).flatMap((seat) => legalActions(state, seat)),
    ...chanceOutcomes(state).map((option) => ({ type: 'chance' as const, outcome: option.outcome })),
  ];
  for (const action of actions) {
    const text = formatAction(state, action);
    const parsed = parseAction(state, text);
    // expect() only on a fault: the duel alone lists thousands of runs per game.
    if (/\s/.test(text) || texts.has(text) || !parsed.ok || !jsonEqual(parsed.action, action)) {
      expect({ text, duplicate: texts.has(text), read: parsed.ok ? parsed.action : parsed.error }).toEqual({ text, duplicate: false, read: action });
    }
    texts.add(text);
    checked++;
  }
  return checked;
}

describe.each(listGames())('the notation of %s', (game) => {
  const variants = listVariants(game);

  it('property: over random games of every variant and seat count, every legal action reads back from its text', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...variants), fc.nat(1_000_000), fc.nat(5), fc.constantFrom<'auto' | 'external'>('auto', 'external'), (variant, seed, extra, chance) => {
        const range = variantPlayerRange(getGame(game)!, variant);
        const players = range.min + (extra % (range.max - range.min + 1));
        const start = startGame({ game, variant, players, seed, chance });
        if (!start.ok) throw new Error(start.error.message);
        checked += roundTripsAt(start.state);
        continuePlayout(start.state, seed, { onStep: (step) => void (checked += roundTripsAt(step.state)) });
      }),
      { numRuns: 4, seed: 12 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});

describe('reading notation', () => {
  const gully = createGame({ game: 'goldfield-gully', players: 3, seed: 'notation' });

  it('several seats pick at once in Goldfield Gully: the seat is written first, and needed to read', () => {
    expect(activePlayers(gully)).toEqual([0, 1, 2]);
    expect(formatAction(gully, { type: 'gather', player: 1, building: 3 })).toBe('1:g3');
    expect(parseAction(gully, '1:g3')).toEqual({ ok: true, action: { type: 'gather', player: 1, building: 3 } });
    const needed = parseAction(gully, 'g3');
    expect(needed.ok ? null : needed.error.code).toBe('notation/seat-needed');
  });

  it('the one seat that may act is left out', () => {
    const duel = createGame({ game: 'mountain-river-duel', players: 2, seed: 'notation' });
    const seat = activePlayers(duel)[0]!;
    expect(formatAction(duel, { type: 'pass', player: seat })).toBe('pass');
    expect(parseAction(duel, ' pass ')).toEqual({ ok: true, action: { type: 'pass', player: seat } });
    expect(parseAction(duel, `${1 - seat}:u3,4`)).toEqual({ ok: true, action: { type: 'turn-up', player: 1 - seat, areas: [3, 4] } });
  });

  it('unreadable text is refused with a typed error, never a throw', () => {
    for (const text of ['', 'zz', 'g', 'gX', '1:', '*{', 'u3,,4', 'd-1', '99:pass']) {
      const result = parseAction(gully, text);
      if (result.ok) expect(text).toBe('99:pass');
      else expect(result.error.code, text).toMatch(/^notation\//);
    }
    const dutchman = createGame({ game: 'lost-dutchman', players: 2, seed: 'notation' });
    for (const text of ['0:use:%E0', '0:bandit:rob/1/2', '0:take:x', '0:raise:health', '0:m:1-a']) {
      const result = parseAction(dutchman, text);
      expect(result.ok ? text : result.error.code, text).toBe('notation/unreadable');
    }
    const unknown = parseAction({ ...gully, game: 'no-such-game' }, 'g3');
    expect(unknown.ok ? null : unknown.error.code).toBe('notation/unknown-game');
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyUnchecked,
  chanceOutcomes,
  createGame,
  EngineError,
  isTerminal,
  activePlayers,
  legalActions,
  type AnyGameState,
} from '../../src/index.js';

// The checked path finds a listed action before any schema parse; these tests hold it to giving
// exactly what the full checks give, and to refusing everything they refuse.

function firstListed(state: AnyGameState) {
  return legalActions(state, activePlayers(state)[0]!)[0]!;
}

describe('applyAction: a listed action skips the parse, with the same result', () => {
  it('the listed object, a JSON copy of it and the unchecked path give equal states, events and records', () => {
    let state = createGame({ game: 'goldfield-gully', players: 3, seed: 'listed' });
    for (let ply = 0; ply < 60 && !isTerminal(state); ply++) {
      const action = firstListed(state);
      const listed = applyAction(state, action);
      const copied = applyAction(state, JSON.parse(JSON.stringify(action)));
      const unchecked = applyUnchecked(state, action);
      expect(listed.ok && copied.ok).toBe(true);
      if (!listed.ok || !copied.ok) return;
      expect(copied.state).toEqual(listed.state);
      expect(copied.events).toEqual(listed.events);
      expect(unchecked.state).toEqual(listed.state);
      expect(unchecked.applied).toEqual(listed.applied);
      state = listed.state;
    }
  });

  it('a listed action with one extra field is still refused as malformed, and the state is untouched', () => {
    const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'extra' });
    const action = firstListed(state);
    const before = JSON.stringify(state);
    const result = applyAction(state, { ...action, note: 'hi' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid-action');
    expect(JSON.stringify(state)).toBe(before);
  });

  it("another seat's listed action is refused with not-your-turn, as before", () => {
    const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'turn' });
    const action = firstListed(state);
    const result = applyAction(state, { ...action, player: 1 - action.player });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('not-your-turn');
  });

  it('external chance: a listed outcome applies, a listed outcome with an extra field is malformed', () => {
    const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'chance', chance: 'external' });
    const outcome = chanceOutcomes(state)[0]!.outcome;
    expect(applyAction(state, { type: 'chance', outcome }).ok).toBe(true);
    const extra = applyAction(state, { type: 'chance', outcome, player: 0 });
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.error.code).toBe('invalid-action');
    const player = applyAction(state, { type: 'pass', player: 0 });
    expect(player.ok).toBe(false);
    if (!player.ok) expect(player.error.code).toBe('awaiting-chance');
  });
});

describe('applyUnchecked in assert mode', () => {
  it('applies a listed action exactly as the fast path does', () => {
    const state = createGame({ game: 'lost-dutchman', players: 2, seed: 'assert' });
    const action = firstListed(state);
    expect(applyUnchecked(state, action, { assert: true })).toEqual(applyUnchecked(state, action));
  });

  it('throws an EngineError naming the refusal for an action of the wrong state', () => {
    const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'assert' });
    const wrong = { type: 'turn-down', player: 1, area: 0 } as const;
    expect(() => applyUnchecked(state, wrong, { assert: true })).toThrow(EngineError);
    try {
      applyUnchecked(state, wrong, { assert: true });
    } catch (error) {
      expect((error as EngineError).error.code).toBe('not-your-turn');
    }
  });
});

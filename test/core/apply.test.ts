import { describe, expect, it } from 'vitest';
import { apply, applyAction, applyUnchecked, createGame, EngineError, legalActions, type AnyGameState } from '../../src/index.js';

const fresh = () => createGame({ game: 'mountain-river-duel', players: 2, seed: 'apply' });

describe('applyAction, apply and applyUnchecked', () => {
  it('the fast path gives the same state and events as the checked path for a legal action', () => {
    const state = fresh();
    const action = legalActions(state, 0)[3]!;
    const checked = applyAction(state, action);
    const fast = applyUnchecked(state, action);
    expect(checked.ok && checked.state).toEqual(fast.state);
    expect(checked.ok && checked.events).toEqual(fast.events);
    expect(checked.ok && checked.applied).toEqual(fast.applied);
  });

  it('the throwing twin throws an EngineError that carries the refusal', () => {
    const state = fresh();
    expect(() => apply(state, { type: 'pass', player: 1 })).toThrow(EngineError);
    expect(apply(state, legalActions(state, 0)[0]!).ply).toBe(state.ply + 2);
  });

  it('refuses, never throws, on a value that is not a state', () => {
    for (const notState of [null, 42, 'state', {}, { game: 'chess' }]) {
      const result = applyAction(notState as unknown as AnyGameState, { type: 'pass', player: 0 });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-save');
    }
  });

  it('refuses, never throws, on a state edited by hand so that a rule cannot read it', () => {
    const state = fresh();
    const broken = { ...state, g: { ...(state.g as object), markers: null } } as AnyGameState;
    const result = applyAction(broken, legalActions(state, 0)[0]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('corrupted-state');
  });
});

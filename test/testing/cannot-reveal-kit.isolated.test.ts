import { afterEach, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { randomAction } from '../../src/bots/index.js';
import type { PlayerAction } from '../../src/core/actions.js';
import { applyAction } from '../../src/core/apply.js';
import { startGame } from '../../src/core/create.js';
import { seedRng } from '../../src/core/rng.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { getGame, registerGame, type AnyGameDefinition } from '../../src/index.js';
import { checkCannotReveal, checkedPlayout, ConformanceFailure } from '../../src/testing/index.js';

/*
 * The kit's `cannot-reveal-holds` property: it passes the built-in hooks (Lost Valley's, Goldfield
 * Gully's), it replays nothing for a game without the hook, and it fails a game whose hook clears
 * too much. The broken twins re-register a built-in game under its own id with a looser hook (the
 * file runs isolated, and puts the real definition back after each test).
 */

const real = new Map<string, AnyGameDefinition>();

/** Plays the game with its `cannotReveal` replaced, restored by `afterEach`. */
function withHook(id: string, hook: (state: AnyGameState, action: PlayerAction) => boolean): void {
  const game = getGame(id)!;
  if (!real.has(id)) real.set(id, game);
  registerGame({ ...game, cannotReveal: hook } as AnyGameDefinition);
}

afterEach(() => {
  for (const game of real.values()) registerGame(game);
  real.clear();
});

/** Every state of a seeded random-bot game with the action played from it (player actions only). */
function steps(game: string, players: number, seed: number): { state: AnyGameState; action: PlayerAction }[] {
  const start = startGame({ game, players, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.state;
  let rng = seedRng(`kit-reveal-test-${seed}`);
  const out: { state: AnyGameState; action: PlayerAction }[] = [];
  for (;;) {
    const next = randomAction(state, rng);
    if (next.action === null) return out;
    rng = next.rng;
    if (next.action.type !== 'chance') out.push({ state, action: next.action as PlayerAction });
    const result = applyAction(state, next.action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
}

/** How many cleared actions the check replays over every state of one game (it throws on a fault). */
function replayedOver(game: string, players: number, seed: number, worlds = 2): number {
  return steps(game, players, seed).reduce((sum, { state, action }) => sum + checkCannotReveal(state, action, worlds, `t-${seed}-${state.ply}`, { seed }), 0);
}

/** The property the first failing playout names, or null when every seeded playout passes. */
function failingProperty(game: string, players: number, seeds: number, deepCheckEvery = 7): string | null {
  try {
    for (let seed = 0; seed < seeds; seed++) {
      for (const chance of ['auto', 'external'] as const) checkedPlayout({ game, players, deepCheckEvery }, seed, chance);
    }
    return null;
  } catch (failure) {
    if (failure instanceof ConformanceFailure) return failure.property;
    throw failure;
  }
}

describe('the conformance kit holds cannotReveal to re-drawn worlds (cannot-reveal-holds)', () => {
  it("passes Goldfield Gully's hook at every step of a game, and replays the steps it clears", () => {
    expect(replayedOver('goldfield-gully', 4, 1)).toBeGreaterThan(20);
    expect(failingProperty('goldfield-gully', 4, 2)).toBeNull();
  });

  it("passes Lost Valley's hook at every step of a game, and replays the steps it clears", () => {
    expect(replayedOver('lost-valley', 4, 1)).toBeGreaterThan(50);
    expect(failingProperty('lost-valley', 3, 1)).toBeNull();
  });

  it('replays nothing for a game without the hook (the duel has no hidden information and no hook)', () => {
    expect(getGame('mountain-river-duel')!.cannotReveal).toBeUndefined();
    expect(replayedOver('mountain-river-duel', 2, 1)).toBe(0);
  });

  it('replays nothing when the hook clears nothing, or when revealWorlds is 0', () => {
    withHook('goldfield-gully', () => false);
    expect(replayedOver('goldfield-gully', 4, 1)).toBe(0);
    withHook('goldfield-gully', () => true);
    expect(replayedOver('goldfield-gully', 4, 1, 0)).toBe(0);
    expect(() => checkedPlayout({ game: 'goldfield-gully', players: 4, revealWorlds: 0 }, 0, 'auto')).not.toThrow();
  });

  it("fails Goldfield Gully with a hook that clears every pick, the last one too (it reveals them all, GG-COMMIT-1)", () => {
    const gully = getGame('goldfield-gully')!.cannotReveal!;
    withHook('goldfield-gully', (state, action) => gully(state, action) || action.type === 'gather' || action.type === 'bank');
    expect(failingProperty('goldfield-gully', 4, 4)).toBe('cannot-reveal-holds');
  });

  it('fails Goldfield Gully with a hook that clears everything', () => {
    withHook('goldfield-gully', () => true);
    expect(failingProperty('goldfield-gully', 4, 4)).toBe('cannot-reveal-holds');
  });

  it("fails Lost Valley with a hook that clears every action of a turn (digs, trades, whiskey draw hidden markers)", () => {
    const lostValley = getGame('lost-valley')!.cannotReveal!;
    withHook('lost-valley', (state, action) => lostValley(state, action) || (state.g as { pending: { kind: string } }).pending.kind === 'turn');
    expect(failingProperty('lost-valley', 4, 2)).toBe('cannot-reveal-holds');
  });

  it('names the action, the seat and the world where the step shows something', () => {
    withHook('goldfield-gully', () => true);
    let failure: unknown = null;
    try {
      for (const { state, action } of steps('goldfield-gully', 4, 3)) checkCannotReveal(state, action, 2, `t-${state.ply}`, { ply: state.ply });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ConformanceFailure);
    const { property, where } = failure as ConformanceFailure;
    expect(property).toBe('cannot-reveal-holds');
    expect(where).toMatchObject({ action: { type: expect.any(String) }, seat: expect.any(Number), world: expect.any(Number) });
  });

  it('fails a hook that throws on a legal action', () => {
    withHook('goldfield-gully', () => {
      throw new Error('not written yet');
    });
    expect(failingProperty('goldfield-gully', 4, 1)).toBe('cannot-reveal-holds');
  });
});

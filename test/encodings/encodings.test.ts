import { describe, expect, it } from 'vitest';
import { continuePlayout } from '../../src/bots/playout.js';
import { startGame, type GameSetup } from '../../src/core/create.js';
import { EngineError } from '../../src/core/errors.js';
import { jsonEqual } from '../../src/core/json.js';
import { activePlayers, legalActions } from '../../src/core/queries.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { determinize, view } from '../../src/core/view.js';
import {
  actionSpaceSize,
  actionToIndex,
  encodedGames,
  indexToAction,
  legalActionMask,
  observationShape,
  observe,
  observeView,
} from '../../src/encodings/index.js';

const setups: GameSetup[] = [
  { game: 'mountain-river-duel', players: 2, seed: 'enc' },
  { game: 'mountain-river-duel', variant: 'turned-rivers', players: 2, seed: 'enc' },
  ...[2, 3, 4, 5].map((players) => ({ game: 'goldfield-gully', players, seed: 'enc' })),
  ...[2, 3, 4, 5].map((players) => ({ game: 'lost-dutchman', players, seed: 'enc' })),
];

// The states of a few random games of a setup (every ply), to check encodings on.
function statesOf(setup: GameSetup, games: number): AnyGameState[] {
  const states: AnyGameState[] = [];
  for (let game = 0; game < games; game++) {
    const start = startGame({ ...setup, seed: `${String(setup.seed)}-${game}` });
    if (!start.ok) throw new EngineError(start.error);
    states.push(start.state);
    continuePlayout(start.state, `bots-${game}`, { onStep: (step) => states.push(step.state) });
  }
  return states;
}

const label = (setup: GameSetup) => `${setup.game} ${setup.variant ?? 'standard'} ${setup.players} seats`;

describe.each(setups.map((setup) => [label(setup), setup] as const))('encodings of %s', (_, setup) => {
  const states = statesOf(setup, setup.game === 'lost-dutchman' ? 2 : 3);

  it('give every legal action of every seat one index, which maps back to it; the mask marks exactly them', () => {
    const size = actionSpaceSize(setup);
    expect(size).toBeGreaterThan(0);
    let checked = 0;
    for (const state of states) {
      expect(actionSpaceSize(state)).toBe(size);
      for (let seat = 0; seat < state.players; seat++) {
        const legal = activePlayers(state).includes(seat) ? legalActions(state, seat) : [];
        const indices = legal.map((action) => actionToIndex(state, action));
        for (const [k, index] of indices.entries()) {
          expect(index, JSON.stringify(legal[k])).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(size);
          expect(jsonEqual(indexToAction(state, seat, index), legal[k])).toBe(true);
        }
        expect(new Set(indices).size).toBe(indices.length);
        const mask = legalActionMask(state, seat);
        expect(mask).toHaveLength(size);
        expect(mask.reduce((sum, bit) => sum + bit, 0)).toBe(legal.length);
        for (const index of indices) expect(mask[index]).toBe(1);
        checked += legal.length;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('observe every seat with one fixed shape of finite numbers, from its view alone', () => {
    const [length] = observationShape(setup);
    const distinct = new Set<string>();
    for (const [k, state] of states.entries()) {
      if (k % 5 !== 0) continue;
      for (let seat = 0; seat < state.players; seat++) {
        const observation = observe(state, seat);
        expect(observation).toHaveLength(length);
        expect(observation.every(Number.isFinite)).toBe(true);
        expect(observeView(view(state, seat))).toEqual(observation);
        distinct.add(observation.join(','));
      }
    }
    // The observation follows the game: it is not a constant.
    expect(distinct.size).toBeGreaterThan(states.length / 10);
  });
});

describe('observations depend on the view only', () => {
  it.each(setups.map((setup) => [label(setup), setup] as const))(
    '%s: a determinization (same view, hidden parts re-drawn) gives the same observation',
    (_, setup) => {
      let redrawn = 0;
      for (const [k, state] of statesOf(setup, 2).entries()) {
        // Every ply of Goldfield Gully (its secrets last a few plies), every fifth of the others.
        if (setup.game !== 'goldfield-gully' && k % 5 !== 0) continue;
        for (let seat = 0; seat < state.players; seat++) {
          const twin = determinize(state, seat, `twin-${k}-${seat}`);
          expect(observe(twin, seat)).toEqual(observe(state, seat));
          if (!jsonEqual(twin.g, state.g)) redrawn += 1;
        }
      }
      // Goldfield Gully re-draws the other seats' secret commitments: the property is not vacuous there.
      if (setup.game === 'goldfield-gully') expect(redrawn).toBeGreaterThan(10);
    },
  );

  it("Goldfield Gully: another seat's secret commitment changes the state but not the observation; one's own does", () => {
    const start = startGame({ game: 'goldfield-gully', players: 3, seed: 'secret' });
    if (!start.ok) throw new EngineError(start.error);
    const { state } = continuePlayout(start.state, 'b', { stopWhen: (s) => (s.g as { choice: (number | null)[] }).choice[1] !== null });
    const g = state.g as { choice: (number | null)[] };
    const other = (g.choice[1]! + 1) % 7;
    const changed = { ...state, g: { ...g, choice: g.choice.map((c, seat) => (seat === 1 ? other : c)) } } as AnyGameState;
    expect(observe(changed, 0)).toEqual(observe(state, 0));
    expect(observe(changed, 1)).not.toEqual(observe(state, 1));
  });
});

describe('the encodings API', () => {
  it('covers every game (a variant registered outside the package is refused: valley-unsupported-variant.isolated.test.ts)', () => {
    expect(encodedGames()).toEqual(['mountain-river-duel', 'goldfield-gully', 'lost-dutchman', 'lost-valley']);
  });

  it('names no action for an index out of range, and no index for a chance outcome or a foreign action', () => {
    const start = startGame({ game: 'goldfield-gully', players: 2, seed: 0 });
    if (!start.ok) throw new EngineError(start.error);
    const state = start.state;
    expect(actionSpaceSize(state)).toBe(18);
    expect(indexToAction(state, 0, 6)).toEqual({ type: 'bank', player: 0 });
    for (const bad of [-1, 18, 2.5, Number.NaN]) expect(indexToAction(state, 0, bad)).toBeNull();
    expect(actionToIndex(state, { type: 'chance', outcome: { die: 3 } })).toBe(-1);
    expect(actionToIndex(state, { type: 'gather', player: 0, building: 9 } as never)).toBe(-1);
    expect(() => legalActionMask(state, 5)).toThrow(/no-such-seat: There is no seat 5/);
  });

  it("indexes the duel's shared action objects (looked up by identity) as their copies (matched by value)", () => {
    let checked = 0;
    for (const state of statesOf({ game: 'mountain-river-duel', players: 2, seed: 'identity' }, 2)) {
      for (const seat of activePlayers(state)) {
        for (const action of legalActions(state, seat)) {
          expect(actionToIndex(state, structuredClone(action))).toBe(actionToIndex(state, action));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('sizes the duel from its board and The Lost Dutchman from its data and seats', () => {
    expect(observationShape({ game: 'mountain-river-duel', players: 2, seed: 0 })).toEqual([4 * 91 + 27]);
    const two = actionSpaceSize({ game: 'lost-dutchman', players: 2, seed: 0 });
    const five = actionSpaceSize({ game: 'lost-dutchman', players: 5, seed: 0 });
    expect(five).toBeGreaterThan(two);
  });
});

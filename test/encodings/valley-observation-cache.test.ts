import { describe, expect, it } from 'vitest';
import { randomAction } from '../../src/bots/random-bot.js';
import { applyAction } from '../../src/core/apply.js';
import { startGame } from '../../src/core/create.js';
import { EngineError } from '../../src/core/errors.js';
import { activePlayers } from '../../src/core/queries.js';
import { seedRng } from '../../src/core/rng.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { determinize, view } from '../../src/core/view.js';
import { observe, observationShape } from '../../src/encodings/index.js';
import { FeatureWriter } from '../../src/encodings/feature-writer.js';
import '../../src/games/lost-valley/index.js';
import { writeValleyObservationReference } from './valley-observation-reference.js';

// Random games of a variant at a seat count, every state kept (the last at most 600 plies).
function randomStates(variant: string, players: number, games: number): AnyGameState[] {
  const states: AnyGameState[] = [];
  for (let game = 0; game < games; game++) {
    const start = startGame({ game: 'lost-valley', variant, players, seed: `cache-${variant}-${players}-${game}` });
    if (!start.ok) throw new EngineError(start.error);
    let state = start.state;
    let rng = seedRng(`cache-rng-${variant}-${game}`);
    for (let ply = 0; ply < 600 && activePlayers(state).length > 0; ply++) {
      states.push(state);
      const next = randomAction(state, rng);
      rng = next.rng;
      if (!next.action) break;
      const result = applyAction(state, next.action);
      if (!result.ok) throw new EngineError(result.error);
      state = result.state;
    }
    states.push(state);
  }
  return states;
}

function reference(state: AnyGameState, seat: number): Float32Array {
  const out = new FeatureWriter(new Float32Array(observationShape(state)[0]));
  writeValleyObservationReference(view(state, seat), out);
  expect(out.at).toBe(out.data!.length);
  return out.data!;
}

// The first index where two tensors differ, or -1 (vitest's deep equality is slow on thousands of numbers).
function firstDifference(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

describe("Lost Valley's cached observation writes exactly the values of the straightforward writer", () => {
  it.each([
    ['standard', 4, 2],
    ['standard', 2, 2],
    ['standard', 6, 1],
    ['classic', 3, 2],
    ['team', 4, 2],
    ['team-five-leads-two', 5, 1],
    ['two-player', 2, 2],
    ['first-edition', 3, 2],
  ] as const)('%s, %i seats: every seat of every state of %i random games', (variant, players, games) => {
    const states = randomStates(variant, players, games);
    expect(states.length).toBeGreaterThan(100);
    let compared = 0;
    for (const state of states) {
      for (let seat = 0; seat < players; seat++) {
        const expected = reference(state, seat);
        // Twice: once filling the caches, once reading them.
        for (const observed of [observe(state, seat), observe(state, seat)]) {
          const at = firstDifference(observed, expected);
          if (at >= 0) throw new Error(`ply ${state.ply}, seat ${seat}: index ${at} is ${observed[at]}, the reference writes ${expected[at]}`);
        }
        compared++;
      }
    }
    // A determinization's records are new objects: its observation still equals the real state's.
    const late = states[states.length - 1]!;
    for (let seat = 0; seat < players; seat++) expect(firstDifference(observe(determinize(late, seat, 'twin'), seat), observe(late, seat))).toBe(-1);
    expect(compared).toBe(states.length * players);
  });
});

describe("Lost Valley's observation size", () => {
  it('is measured per variant and options, not per seat count alone: the two-player variant and two prospectors a seat are wider than the standard game', () => {
    const size = (variant: string, options?: Record<string, unknown>) => {
      const start = startGame({ game: 'lost-valley', variant, players: 2, seed: 1, ...(options ? { options } : {}) });
      if (!start.ok) throw new EngineError(start.error);
      // In this order in one process: the standard size was once reused for the others.
      const shape = observationShape(start.state)[0];
      expect(observe(start.state, 0)).toHaveLength(shape);
      expect(reference(start.state, 0)).toHaveLength(shape);
      return shape;
    };
    const standard = size('standard');
    expect(size('two-player')).toBeGreaterThan(standard);
    expect(size('standard', { prospectorsPerSeat: 2 })).toBeGreaterThan(standard);
  });
});

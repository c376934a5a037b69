import { describe, expect, it } from 'vitest';
import {
  activePlayers,
  applyAction,
  applyJoint,
  applyJointUnchecked,
  createGame,
  jsonEqual,
  legalActions,
  type AnyGameState,
  type PlayerAction,
} from '../../src/index.js';
import { continuePlayout } from '../../src/bots/playout.js';
import { seededRandom } from '../../src/bots/seeded-random.js';
import { deepFreeze } from '../../src/testing/deep-freeze.js';

/** Goldfield Gully states at the start of a round's secret commitments, from random games. */
function commitStates(players: number, count: number): AnyGameState[] {
  const found: AnyGameState[] = [];
  for (let seed = 0; found.length < count; seed++) {
    const start = createGame({ game: 'goldfield-gully', players, seed: `joint-${seed}` });
    continuePlayout(start, `joint-${seed}`, {
      stopWhen: (state) => {
        if (found.length < count && activePlayers(state).length === players && (state.g as { phase: string }).phase === 'commit') found.push(state);
        return false;
      },
    });
  }
  return found;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('the joint step', () => {
  it("gives the same state whatever the order in which Goldfield Gully's secret picks arrive (property, 60 rounds)", () => {
    const random = seededRandom('joint-order');
    for (const players of [2, 3, 4, 5]) {
      for (const state of commitStates(players, 15)) {
        deepFreeze(state);
        const choices = activePlayers(state).map((seat) => {
          const legal = legalActions(state, seat);
          return legal[Math.floor(random() * legal.length)]!;
        });
        const first = applyJoint(state, choices);
        expect(first.ok).toBe(true);
        if (!first.ok) continue;
        for (let order = 0; order < 4; order++) {
          const arrived = shuffled(choices, random);
          const again = applyJoint(state, arrived);
          expect(again.ok && jsonEqual(again.state, first.state)).toBe(true);
          // Applying the picks one by one in their arrival order reaches the same state too: the
          // game keeps no trace of who committed first.
          let direct = state;
          for (const choice of arrived) {
            const step = applyAction(direct, choice);
            expect(step.ok).toBe(true);
            if (step.ok) direct = step.state;
          }
          expect(jsonEqual(direct, first.state)).toBe(true);
          expect(jsonEqual(applyJointUnchecked(state, arrived).state, first.state)).toBe(true);
        }
      }
    }
  });

  it('applies the choices by seat and lists them in that order in `applied`', () => {
    const [state] = commitStates(3, 1);
    const choices: PlayerAction[] = [2, 0, 1].map((seat) => legalActions(state!, seat)[6]!);
    const result = applyJoint(state!, choices);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.applied.slice(0, 3).map((action) => (action as PlayerAction).player)).toEqual([0, 1, 2]);
  });

  it('with one active seat is applyAction', () => {
    const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'one-seat' });
    const action = legalActions(state, 0)[0]!;
    const joint = applyJoint(state, [action]);
    const single = applyAction(state, action);
    expect(joint.ok && single.ok && jsonEqual(joint.state, single.state)).toBe(true);
  });

  it('refuses a missing seat, a seat twice, an inactive seat, a seatless choice and an illegal choice with typed errors, leaving the state untouched', () => {
    const [state] = commitStates(3, 1);
    deepFreeze(state);
    const bank = (player: number) => ({ type: 'bank', player });
    const cases: [unknown[], string][] = [
      [[bank(0), bank(1)], 'invalid-action'],
      [[bank(0), bank(1), bank(1)], 'invalid-action'],
      [[bank(0), bank(1), bank(2), bank(3)], 'not-your-turn'],
      [[bank(0), { type: 'bank' }, bank(2)], 'invalid-action'],
      [[bank(0), bank(1), { type: 'gather', player: 2, building: 9 }], 'illegal-action'],
      [[bank(0), bank(1), { type: 'move', player: 2, building: 3 }], 'illegal-action'],
    ];
    for (const [choices, code] of cases) {
      const result = applyJoint(state!, choices);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code === code || result.error.code.startsWith('goldfield-gully/')).toBe(true);
        expect(result.error.message.length).toBeGreaterThan(10);
      }
    }
    expect(applyJoint(state!, 'junk' as unknown as unknown[]).ok).toBe(false);
  });

  it('refuses a step where no seat may act: at a chance node, at the end, or on a value that is no state', () => {
    const waiting = createGame({ game: 'mountain-river-duel', players: 2, seed: 'wait', chance: 'external' });
    const atChance = applyJoint(waiting, []);
    expect(atChance.ok ? null : atChance.error.code).toBe('awaiting-chance');
    const over = continuePlayout(createGame({ game: 'mountain-river-duel', players: 2, seed: 'over' }), 'over').state;
    const atEnd = applyJoint(over, []);
    expect(atEnd.ok ? null : atEnd.error.code).toBe('game-over');
    const junk = applyJoint(null as unknown as AnyGameState, []);
    expect(junk.ok ? null : junk.error.code).toBe('invalid-save');
  });
});

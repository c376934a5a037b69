import { describe, expect, it } from 'vitest';
import { isTerminal, legalActions } from '../../../src/index.js';
import type { DuelState } from '../../../src/games/mountain-river-duel/public.js';
import { playRandomGame } from './duel-helpers.js';
import { independentRuns } from './independent-runs.js';

// The legal list checked against an independent enumeration, written here from the q, r
// coordinates alone, at every position of whole random games (not only the fresh board).

/** The actions the rules allow the mover, enumerated independently, as sorted strings. */
function expectedActions(state: DuelState): string[] {
  const { markers, thrown } = state.g;
  const lengths = thrown === null ? [1, 2] : [thrown];
  const actions: string[] = [];
  for (const length of lengths) {
    for (const run of independentRuns(length, (id) => markers[id] === 'down')) actions.push(`turn-up ${run.join(',')}`);
  }
  if (thrown !== null) markers.forEach((m, id) => m === 'up' && actions.push(`turn-down ${id}`));
  if (actions.length === 0) actions.push('pass');
  return actions.sort();
}

function engineActions(state: DuelState): string[] {
  return legalActions(state, state.g.mover)
    .map((a) => {
      const action = a as { type: string; areas?: number[]; area?: number };
      return action.type === 'turn-up' ? `turn-up ${action.areas!.join(',')}` : action.type === 'turn-down' ? `turn-down ${action.area}` : 'pass';
    })
    .sort();
}

describe('mountain-river-duel: the legal actions throughout whole games', () => {
  it('MRD-DIG-1, MRD-DIG-2, MRD-DIG-3, MRD-DISC-3, MRD-DISC-4: at every position the legal list is exactly what the rules allow', () => {
    let positions = 0;
    for (const seed of ['legal-1', 'legal-2', 'legal-3']) {
      for (const { state } of playRandomGame(seed).steps) {
        if (isTerminal(state)) continue;
        expect(engineActions(state)).toEqual(expectedActions(state));
        // The other seat has nothing to do.
        expect(legalActions(state, 1 - state.g.mover)).toEqual([]);
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(300);
  });

  it('MRD-MAT-6: the same holds on the turned-rivers board (claims change, the geometry does not)', () => {
    const { steps } = playRandomGame('legal-turned', { riverRotation: 2 });
    for (const { state } of steps) if (!isTerminal(state)) expect(engineActions(state)).toEqual(expectedActions(state));
    expect(steps.at(-1)!.state.g.ended).toBe('board-cleared');
  });
});

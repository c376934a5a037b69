import { describe, expect, it } from 'vitest';
import { applyAction, chanceOutcomes, legalActions } from '../../../src/index.js';
import type { DuelAction, DuelState } from '../../../src/games/mountain-river-duel/public.js';
import { newDuel, rawBoard, throwSum } from './duel-helpers.js';
import { independentRuns } from './independent-runs.js';

// Exact counts, in the manner of chess.js's perft. The expected numbers are computed here by an
// independent method, straight from the q, r coordinates of default-board.json (no engine code),
// and pinned as literals as well.

/** How many of the 8 equally likely throws at the start give each sum (0/1 + 0/2 + 1/2). */
const THROWS_OF_SUM: Record<number, number> = { 1: 1, 2: 2, 3: 2, 4: 2, 5: 1 };

/** After turning up `run` on a fresh board: how many markers stay face up (not claimed). */
function faceUpAfter(run: readonly number[]): number {
  const turned = new Set(run);
  const claimed = new Set<number>();
  // A mountain or river is claimed when every one of its areas was turned up by this run.
  for (const part of [...rawBoard.mountains, ...rawBoard.rivers]) {
    if (part.every((id) => turned.has(id))) for (const id of part) claimed.add(id);
  }
  return run.filter((id) => !claimed.has(id)).length;
}

const sortedRuns = (runs: readonly (readonly number[])[]): string[] => runs.map((r) => [...r].sort((a, b) => a - b).join(',')).sort();

describe('mountain-river-duel: golden counts on the fresh default board', () => {
  it('MRD-DIG-1, MRD-DIG-2: the legal turn-up runs of each length 1-5 are 91, 240, 207, 174, 141', () => {
    const expected = [91, 240, 207, 174, 141];
    for (let length = 1; length <= 5; length++) {
      const independent = independentRuns(length, () => true);
      expect(independent).toHaveLength(expected[length - 1]!);
      const state = throwSum(newDuel(), length);
      const actions = legalActions(state, 0) as readonly DuelAction[];
      expect(actions).toHaveLength(expected[length - 1]!);
      // The very same runs, not only as many.
      expect(sortedRuns(actions.map((a) => (a.type === 'turn-up' ? a.areas : [])))).toEqual(sortedRuns(independent));
    }
  });

  it('MRD-TURN-1, MRD-DIG-1: perft(1): 1474 (throw, dig) pairs from the start', () => {
    let independent = 0;
    for (const [sum, throws] of Object.entries(THROWS_OF_SUM)) independent += throws * independentRuns(Number(sum), () => true).length;
    expect(independent).toBe(1474);
    let engine = 0;
    const start = newDuel();
    for (const { outcome } of chanceOutcomes(start)) {
      const result = applyAction(start, { type: 'chance', outcome });
      if (!result.ok) throw new Error(result.error.message);
      engine += legalActions(result.state, 0).length;
    }
    expect(engine).toBe(1474);
  });

  it('MRD-TURN-2, MRD-DIG-3, MRD-CLAIM-1: perft(2): 2011840 (throw, dig, throw, dig) sequences from the start', () => {
    // Independent: after run R, the second dig is any run of the new sum among the face-down
    // markers, or turning down one of R's markers that were not claimed (the discs stay at level 0).
    let independent = 0;
    for (const [first, firstThrows] of Object.entries(THROWS_OF_SUM)) {
      for (const run of independentRuns(Number(first), () => true)) {
        const turned = new Set(run);
        const up = faceUpAfter(run);
        for (const [second, secondThrows] of Object.entries(THROWS_OF_SUM)) {
          const runs = independentRuns(Number(second), (id) => !turned.has(id)).length;
          independent += firstThrows * secondThrows * (runs + up);
        }
      }
    }
    expect(independent).toBe(2011840);
    expect(perft2ByEngine(newDuel())).toBe(independent);
  });
});

function perft2ByEngine(start: DuelState): number {
  const next = (state: DuelState, action: unknown): DuelState => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    return result.state;
  };
  let count = 0;
  for (const first of chanceOutcomes(start)) {
    const thrown = next(start, { type: 'chance', outcome: first.outcome });
    for (const dig of legalActions(thrown, 0)) {
      const after = next(thrown, dig);
      for (const second of chanceOutcomes(after)) count += legalActions(next(after, { type: 'chance', outcome: second.outcome }), 1).length;
    }
  }
  return count;
}

import { rawBoard } from './duel-helpers.js';

// The tests' own enumeration of straight runs, written from the q, r coordinates of
// default-board.json alone, so that the engine's legal lists are checked against code that
// shares nothing with them.

const key = (q: number, r: number): string => `${q},${r}`;
const AT = new Map(rawBoard.areas.map((a) => [key(a.q, a.r), a.id]));
const STEPS = [
  [1, 0],
  [0, 1],
  [1, -1],
] as const;

/**
 * Every straight run of `length` areas whose areas are all `open`, each once (singles once), in
 * line order.
 *
 * @example
 * independentRuns(3, (id) => markers[id] === 'down');
 */
export function independentRuns(length: number, open: (id: number) => boolean): number[][] {
  const runs: number[][] = [];
  for (const area of rawBoard.areas) {
    for (const [dq, dr] of length === 1 ? [STEPS[0]] : STEPS) {
      const run: number[] = [];
      for (let k = 0; k < length; k++) {
        const id = AT.get(key(area.q + k * dq, area.r + k * dr));
        if (id === undefined || !open(id)) break;
        run.push(id);
      }
      if (run.length === length) runs.push(run);
    }
  }
  return runs;
}

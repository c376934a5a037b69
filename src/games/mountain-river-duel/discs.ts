import type { ChanceOption } from '../../core/actions.js';
import type { BoardGeometry } from './board/geometry.js';
import type { DiscLevel, DuelChance, Marker } from './schemas.js';

/**
 * The three small discs by their faces (MRD-MAT-2).
 *
 * @example
 * DISCS['0/2']; // [0, 2]
 */
export const DISCS = {
  '0/1': [0, 1],
  '0/2': [0, 2],
  '1/2': [1, 2],
} as const;

/**
 * The name of a disc by its faces.
 *
 * @example
 * const disc: DiscName = '0/2';
 */
export type DiscName = keyof typeof DISCS;

/**
 * The discs thrown at each level, in the order outcomes list them (MRD-DISC-1, MRD-DISC-2,
 * MRD-DISC-3).
 *
 * @example
 * DISCS_AT_LEVEL[1]; // ['0/2', '1/2']
 */
export const DISCS_AT_LEVEL: Readonly<Record<DiscLevel, readonly DiscName[]>> = {
  0: ['0/1', '0/2', '1/2'],
  1: ['0/2', '1/2'],
  2: ['0/1', '1/2'],
  3: [],
};

/**
 * The outcomes of a throw at a level, every combination of faces with its exact probability.
 * A disc shows either face with probability 1/2; with `edgeProbability` e it stands on its edge
 * with chance e and counts its higher value (MRD-DISC-6).
 *
 * @example
 * throwOutcomes(0, 0).length; // 8 outcomes of 1/8
 * @internal
 */
export function throwOutcomes(level: DiscLevel, edgeProbability: number): ChanceOption<DuelChance>[] {
  const discs = DISCS_AT_LEVEL[level];
  let outcomes: { faces: number[]; probability: number }[] = [{ faces: [], probability: 1 }];
  const low = (1 - edgeProbability) / 2;
  for (const disc of discs) {
    const [lowFace, highFace] = DISCS[disc];
    outcomes = outcomes.flatMap(({ faces, probability }) => [
      { faces: [...faces, lowFace], probability: probability * low },
      { faces: [...faces, highFace], probability: probability * (1 - low) },
    ]);
  }
  if (discs.length === 0) return [];
  return outcomes.filter((o) => o.probability > 0).map((o) => ({ outcome: { discs: o.faces }, probability: o.probability }));
}

const cachedOutcomes = new Map<number, ChanceOption<DuelChance>[][]>();

/**
 * {@link throwOutcomes}, shared between calls (the lists are never changed).
 *
 * @example
 * throwOutcomesCached(1, 0).length; // 4
 */
export function throwOutcomesCached(level: DiscLevel, edgeProbability: number): readonly ChanceOption<DuelChance>[] {
  let byLevel = cachedOutcomes.get(edgeProbability);
  if (!byLevel) {
    byLevel = ([0, 1, 2, 3] as const).map((l) => throwOutcomes(l, edgeProbability));
    cachedOutcomes.set(edgeProbability, byLevel);
  }
  return byLevel[level]!;
}

/**
 * How many distinct straight runs of `length` contiguous face-down markers the board holds
 * (windows along the three axes; MRD-DISC-5); counting stops once it reaches `stopAt`.
 *
 * @example
 * countWindows(geometry, markers, 5);
 * @internal
 */
export function countWindows(geometry: BoardGeometry, markers: readonly Marker[], length: number, stopAt = Infinity): number {
  let windows = 0;
  for (const line of geometry.lines) {
    let run = 0;
    for (const id of line) {
      if (markers[id] === 'down') {
        run++;
        if (run >= length && ++windows >= stopAt) return windows;
      } else {
        run = 0;
      }
    }
  }
  return windows;
}

/**
 * The disc level after the check before a throw: it cascades (5, then 4, then 3 in one check)
 * and never goes back (MRD-DISC-5).
 *
 * @example
 * reducedLevel(geometry, markers, 0); // 0 on a fresh board
 * @internal
 */
export function reducedLevel(geometry: BoardGeometry, markers: readonly Marker[], level: DiscLevel): DiscLevel {
  let next = level;
  // Only "at most one" matters, so counting stops at two.
  if (next === 0 && countWindows(geometry, markers, 5, 2) <= 1) next = 1;
  // MRD-DISC-2: at most one line of four, the 0/2 disc gives way to the 0/1.
  if (next === 1 && countWindows(geometry, markers, 4, 2) <= 1) next = 2;
  if (next === 2 && countWindows(geometry, markers, 3, 2) <= 1) next = 3;
  return next;
}

import type { DuelEvent } from './event-schemas.js';
import type { Board } from './board/board-schema.js';
import type { BoardGeometry } from './board/geometry.js';
import type { Marker } from './schemas.js';

/**
 * The two kinds of prospecting area a seat can own.
 *
 * @example
 * const kind: AreaKind = kindOfSeat(0, 0); // 'mountain'
 */
export type AreaKind = 'mountain' | 'river';

/**
 * The kind a seat digs: seat `mountainSeat` the mountains, the other the rivers (MRD-IDEA-1,
 * MRD-SETUP-2).
 *
 * @example
 * kindOfSeat(1, 0); // 'river'
 */
export function kindOfSeat(seat: number, mountainSeat: number): AreaKind {
  return seat === mountainSeat ? 'mountain' : 'river';
}

/**
 * What the claims of one turn leave behind.
 *
 * @example
 * const { markers, gold, events }: ClaimResult = claimCompleted(board, geometry, markers, [3], 0, 0, [0, 0]);
 */
export interface ClaimResult {
  readonly markers: Marker[];
  readonly gold: [number, number];
  readonly events: DuelEvent[];
}

/**
 * Claims after a turn-up: every area of the mover completed by the turn (no face-down marker
 * left) is taken whole by the mover; then every opponent area completed by the same turn is
 * taken by the opponent from what is left (MRD-CLAIM-1, MRD-CLAIM-2): the find is protected
 * (MRD-IDEA-2), each area goes to the seat of its kind (MRD-IDEA-1), and who finds first blocks
 * the other (MRD-IDEA-4). It runs after every turn-up, so no completed area is overlooked
 * (MRD-CLAIM-3). Claimed markers leave the board. `markers` is the fresh copy made by the turn
 * and is changed in place.
 *
 * @example
 * claimCompleted(board, geometry, markers, [3, 4], 0, 0, [0, 0]);
 */
export function claimCompleted(
  board: Board,
  geometry: BoardGeometry,
  markers: Marker[],
  turned: readonly number[],
  mover: number,
  mountainSeat: number,
  gold: readonly [number, number],
): ClaimResult {
  const completedMountains = completedParts(board, geometry.mountains, 'mountain', markers, turned);
  const completedRivers = completedParts(board, geometry.rivers, 'river', markers, turned);
  // Most turns complete nothing: no further work.
  if (completedMountains.length === 0 && completedRivers.length === 0) return { markers, gold: [gold[0], gold[1]], events: [] };
  const events: DuelEvent[] = [];
  const newGold: [number, number] = [gold[0], gold[1]];
  const completed = (kind: AreaKind): number[] => (kind === 'mountain' ? completedMountains : completedRivers);
  const moverKind = kindOfSeat(mover, mountainSeat);
  const opponent = 1 - mover;
  const order: [number, AreaKind][] = [
    [mover, moverKind],
    [opponent, moverKind === 'mountain' ? 'river' : 'mountain'],
  ];
  // Both sets are fixed before anything is taken: the opponent's areas were completed by the
  // same turn, and they keep only what the mover's claims leave.
  const toClaim = order.map(([seat, kind]) => [seat, kind, completed(kind)] as const);
  for (const [seat, kind, parts] of toClaim) {
    const partsList = kind === 'mountain' ? geometry.mountains : geometry.rivers;
    for (const part of parts) {
      const taken = partsList[part]!.filter((id) => markers[id] === 'up');
      if (taken.length === 0) continue;
      let found = 0;
      for (const id of taken) {
        markers[id] = 'claimed';
        // MRD-MAT-1: each marker is worth the gold points of its area.
        found += board.areas[id]!.gold;
      }
      newGold[seat as 0 | 1] += found;
      // `index` numbers the mountain or river; `areas` are the board spaces taken, in its listing order.
      events.push({ type: 'area-claimed', player: seat, kind, index: part, areas: taken, gold: found });
    }
  }
  return { markers, gold: newGold, events };
}

/** The parts of one kind holding a turned area that have no face-down marker left, in order. */
function completedParts(
  board: Board,
  partsList: readonly (readonly number[])[],
  kind: AreaKind,
  markers: readonly Marker[],
  turned: readonly number[],
): number[] {
  const parts: number[] = [];
  for (const id of turned) {
    const part = kind === 'mountain' ? board.areas[id]!.mountain : board.areas[id]!.river;
    if (parts.includes(part)) continue;
    const ids = partsList[part]!;
    let complete = true;
    for (let i = 0; i < ids.length; i++) {
      if (markers[ids[i]!] === 'down') {
        complete = false;
        break;
      }
    }
    if (complete) parts.push(part);
  }
  return parts.sort((a, b) => a - b);
}

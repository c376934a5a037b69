import type { GullyEvent } from './event-schemas.js';
import type { GullyAction, GullyGameState } from './schemas.js';
import { replaced, seatsFrom, type Table } from './table.js';

/** Building numbers, in order. */
const BUILDINGS = [1, 2, 3, 4, 5, 6] as const;

// The seven commitments of each seat, built once and frozen (the legal list is shared).
const COMMITMENTS: readonly (readonly GullyAction[])[] = Array.from({ length: 5 }, (_, player) =>
  Object.freeze([
    ...BUILDINGS.map((building) => Object.freeze({ type: 'gather' as const, player, building })),
    Object.freeze({ type: 'bank' as const, player }),
  ]),
);

/**
 * Once the refill is over, every seat commits at once (GG-COMMIT-1, GG-READ-2).
 *
 * @example
 * openCommitments(g, events).phase; // 'commit'
 */
export function openCommitments(g: GullyGameState, events: GullyEvent[]): GullyGameState {
  events.push({ type: 'commitments-open', round: g.round });
  return { ...g, phase: 'commit' };
}

/**
 * A seat's commitments: gather at building 1 to 6, or bank (GG-OVER-2). They never depend on what
 * others chose, so the list leaks nothing.
 *
 * @example
 * commitActions(0).length; // 7
 */
export function commitActions(player: number): readonly GullyAction[] {
  return COMMITMENTS[player] ?? [];
}

/**
 * The seats that have still to commit, in seat order.
 *
 * @example
 * uncommitted(g); // [1, 2]
 */
export function uncommitted(g: GullyGameState): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < g.choice.length; seat++) if (g.choice[seat] === null) seats.push(seat);
  return seats;
}

/**
 * Records a seat's secret commitment (GG-COMMIT-1, GG-READ-2). Everyone learns that the seat has
 * committed; only the seat itself sees what. Once no seat is left to commit, the commitments are
 * revealed ({@link revealCommitments}).
 *
 * @example
 * applyCommit(g, { type: 'gather', player: 1, building: 5 }, events);
 */
export function applyCommit(g: GullyGameState, action: GullyAction & { type: 'gather' | 'bank' }, events: GullyEvent[]): GullyGameState {
  const choice = action.type === 'bank' ? 0 : action.building;
  events.push({ type: 'committed', player: action.player });
  events.push({ type: 'commitment', player: action.player, choice: choice === 0 ? 'bank' : choice, visibleTo: [action.player] });
  return { ...g, choice: replaced(g.choice, action.player, choice) };
}

/**
 * Once all have decided (GG-ROLL-1): bankers bank all unbanked gold and sit out (GG-OVER-6,
 * GG-BANK-1), gatherers stand at their buildings (GG-OVER-3), and buildings chosen by several
 * call for shootouts (GG-SHOOT-1), settled in building order (`contested`): one player per
 * building (GG-OVER-4, GG-COMMIT-2).
 *
 * @example
 * revealCommitments(table, g, events).contested; // [5] when two seats chose the Bordello
 */
export function revealCommitments(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  events.push({ type: 'commitments-revealed', choices: g.choice.map((c) => (c === 0 ? 'bank' : c)) });
  const banked = g.banked.slice();
  const unbanked = g.unbanked.slice();
  const at: (number | null)[] = new Array<number | null>(table.players).fill(null);
  const count = [0, 0, 0, 0, 0, 0, 0];
  for (const seat of seatsFrom(g.firstPlayer, table.players)) {
    const choice = g.choice[seat]!;
    if (choice === 0) {
      const amount = unbanked[seat]!;
      banked[seat] = banked[seat]! + amount;
      unbanked[seat] = 0;
      events.push({ type: 'gold-banked', player: seat, amount, banked: banked[seat]! });
    } else {
      at[seat] = choice;
      count[choice] = count[choice]! + 1;
    }
  }
  const contested = BUILDINGS.filter((building) => count[building]! >= 2);
  return { ...g, revealed: true, banked, unbanked, at, contested };
}

import type { GullyEvent } from './event-schemas.js';
import type { GullyGameState } from './schemas.js';
import { replaced, seatsFrom, type Table } from './table.js';

/**
 * The next gatherer's treasure roll (GG-ROLL-1), in seat order from the first player: the state
 * waits for that roll, or `rolling` is null when every gatherer has rolled. When the rolls come
 * (before or after the shootouts, GG-READ-9) is the round driver's to say.
 *
 * @example
 * nextTreasureRoll(table, g).phase; // 'treasure-roll' while a gatherer has still to roll
 */
export function nextTreasureRoll(table: Table, g: GullyGameState): GullyGameState {
  for (const seat of seatsFrom(g.firstPlayer, table.players)) {
    if (g.at[seat] !== null && g.roll[seat] === null) return { ...g, phase: 'treasure-roll', rolling: seat };
  }
  return { ...g, rolling: null };
}

/**
 * A gatherer's treasure roll: the gold the seat may add this round (GG-ROLL-2). Only the roller
 * may then change it with tokens (GG-MOD-3, GG-READ-6), right away or, with `treasureTokens:
 * 'before-gold'`, after the sheriff (GG-READ-10); the round driver opens that window.
 *
 * @example
 * applyTreasureRoll(g, 4, events).roll[g.rolling!]; // 4
 */
export function applyTreasureRoll(g: GullyGameState, die: number, events: GullyEvent[]): GullyGameState {
  const seat = g.rolling!;
  events.push({ type: 'treasure-rolled', player: seat, die });
  return { ...g, rolling: null, roll: replaced(g.roll, seat, die) };
}

/**
 * GG-READ-10 (`treasureTokens: 'before-gold'`): once the sheriff's building is settled, each
 * gatherer he does not catch, in seat order from the first player, may change its own treasure
 * roll before gold is added. The next such gatherer after `after` (from the first player when
 * null), or null when none is left and the sheriff visits.
 *
 * @example
 * lateTreasureRoller(table, g, null); // the first gatherer the sheriff does not catch
 */
export function lateTreasureRoller(table: Table, g: GullyGameState, after: number | null): number | null {
  const order = seatsFrom(g.firstPlayer, table.players);
  for (let k = after === null ? 0 : order.indexOf(after) + 1; k < order.length; k++) {
    const seat = order[k]!;
    const at = g.at[seat];
    if (at !== null && at !== undefined && at !== g.sheriff && g.roll[seat] !== null) return seat;
  }
  return null;
}

import type { GameEvent } from '../../core/actions.js';
import type { GullyGameState } from './schemas.js';
import { beginSheriff } from './sheriff.js';
import { startNextShootout } from './shootout.js';
import { replaced, seatsFrom, type Table } from './table.js';
import { openWindow } from './windows.js';

/**
 * The next gatherer's treasure roll (GG-ROLL-1), in seat order from the first player. By default
 * the rolls come before the shootouts, which begin when all have rolled (GG-READ-9); with
 * `treasureRolls: 'after-shootouts'` they come after them, and the sheriff follows.
 *
 * @example
 * nextTreasureRoll(table, g, events).phase; // 'treasure-roll'
 */
export function nextTreasureRoll(table: Table, g: GullyGameState, events: GameEvent[]): GullyGameState {
  for (const seat of seatsFrom(g.firstPlayer, table.players)) {
    if (g.at[seat] !== null && g.roll[seat] === null) return { ...g, phase: 'treasure-roll', rolling: seat };
  }
  const done = { ...g, rolling: null };
  return table.options.treasureRolls === 'before-shootouts' ? startNextShootout(table, done, events) : beginSheriff(done);
}

/**
 * A gatherer's treasure roll: the gold the seat may add this round (GG-ROLL-2). Only the roller
 * may then change it with tokens (GG-MOD-3, GG-READ-6), right away or, with `treasureTokens:
 * 'before-gold'`, after the sheriff (GG-READ-10).
 *
 * @example
 * applyTreasureRoll(table, g, 4, events);
 */
export function applyTreasureRoll(table: Table, g: GullyGameState, die: number, events: GameEvent[]): GullyGameState {
  const seat = g.rolling!;
  events.push({ type: 'treasure-rolled', player: seat, die });
  const rolled = { ...g, rolling: null, roll: replaced(g.roll, seat, die) };
  // GG-READ-10: with 'before-gold' the roller's window waits until the sheriff is known.
  if (table.options.treasureTokens === 'before-gold') return nextTreasureRoll(table, rolled, events);
  return openWindow(table, rolled, 'treasure', [seat], events);
}

import type { GullyEvent } from './event-schemas.js';
import type { GullyGameState } from './schemas.js';
import { addTokens, NO_TOKENS, seatsFrom, tokenTotal, type Table } from './table.js';

/**
 * After the shootouts, one player rolls the action die as the sheriff (GG-SHERIFF-1).
 *
 * @example
 * beginSheriff(g).phase; // 'sheriff-roll'
 */
export function beginSheriff(g: GullyGameState): GullyGameState {
  return { ...g, phase: 'sheriff-roll', rolling: null };
}

/**
 * The sheriff's roll names the building he visits (GG-SHERIFF-2); the sheriff token is the
 * state's `sheriff`, that building (GG-COMP-1).
 *
 * @example
 * applySheriffRoll(g, 3, events).sheriff; // 3
 */
export function applySheriffRoll(g: GullyGameState, die: number, events: GullyEvent[]): GullyGameState {
  events.push({ type: 'sheriff-rolled', die });
  return { ...g, sheriff: die };
}

/**
 * The seats that may move the sheriff with tokens after his roll: every gatherer still standing at
 * a building, in seat order from the first player (GG-MOD-4, GG-READ-6); bankers and seats sitting
 * out may not (GG-MOD-5).
 *
 * @example
 * sheriffWindowSeats(table, g); // [0, 2]
 */
export function sheriffWindowSeats(table: Table, g: GullyGameState): readonly number[] {
  return seatsFrom(g.firstPlayer, table.players).filter((seat) => g.at[seat] !== null);
}

/**
 * The sheriff's visit: the player in his building loses this round's roll and all unbanked gold
 * and takes no tokens (GG-SHERIFF-3, GG-SHERIFF-5); an empty building leaves everyone safe
 * (GG-SHERIFF-4). Every other gatherer adds the roll to unbanked gold (GG-ROLL-2) and takes the
 * tokens lying at its building (GG-MOD-1). That is the round's last step: one visit a round
 * (GG-OVER-5).
 *
 * @example
 * resolveSheriff(table, g, events);
 */
export function resolveSheriff(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  const visited = g.sheriff!;
  const caught = g.at.indexOf(visited);
  const unbanked = g.unbanked.slice();
  const held = g.held.slice();
  const lying = g.lying.slice();
  if (caught >= 0) {
    const lost = unbanked[caught]! + g.roll[caught]!;
    events.push({ type: 'sheriff-visits', building: visited, player: caught, lost });
    unbanked[caught] = 0;
  } else {
    events.push({ type: 'sheriff-visits', building: visited, player: null, lost: 0 });
  }
  for (const seat of seatsFrom(g.firstPlayer, table.players)) {
    const building = g.at[seat];
    if (building === null || building === undefined || seat === caught) continue;
    const amount = g.roll[seat]!;
    unbanked[seat] = unbanked[seat]! + amount;
    events.push({ type: 'gold-gathered', player: seat, building, amount, unbanked: unbanked[seat]! });
    const there = lying[building - 1]!;
    if (tokenTotal(there) > 0) {
      held[seat] = addTokens(held[seat]!, there);
      lying[building - 1] = NO_TOKENS;
      events.push({ type: 'tokens-taken', player: seat, building, ones: there.ones, twos: there.twos });
    }
  }
  return { ...g, unbanked, held, lying, window: null };
}


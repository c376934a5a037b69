import type { GullyEvent } from './event-schemas.js';
import type { Town } from './data/town-schema.js';
import type { GullyGameState } from './schemas.js';
import { NO_TOKENS, type Table } from './table.js';

/**
 * The first state of the game's own part: the twelve tokens shuffled face down (GG-ROUND-1), no
 * gold (every seat's score from 0, GG-COMP-3), one prospector per seat standing nowhere yet
 * (GG-COMP-4), round 1 about to refill its quotas (GG-ROUND-2).
 *
 * @example
 * initialGullyState({ players: 3, options, town: defaultTown });
 */
export function initialGullyState(table: Table): GullyGameState {
  const perSeat = <T>(value: T): T[] => new Array<T>(table.players).fill(value);
  return {
    round: 1,
    firstPlayer: 0,
    phase: 'refill',
    stack: { ...table.town.tokens },
    spent: NO_TOKENS,
    lying: new Array(6).fill(NO_TOKENS),
    held: perSeat(NO_TOKENS),
    banked: perSeat(0),
    unbanked: perSeat(0),
    choice: perSeat(null),
    revealed: false,
    at: perSeat(null),
    roll: perSeat(null),
    shot: perSeat(null),
    rolling: null,
    contested: [],
    shootout: null,
    window: null,
    sheriff: null,
    winner: null,
    tieShootout: false,
  };
}

/**
 * Ends the round: its gold and tokens go on record. After the last round the game is scored
 * (GG-OVER-1, GG-END-1); otherwise the next round starts ({@link startNextRound}).
 *
 * @example
 * endRound(g, events);
 */
export function endRound(g: GullyGameState, events: GullyEvent[]): void {
  events.push({ type: 'round-ended', round: g.round, banked: g.banked, unbanked: g.unbanked, held: g.held });
}

/**
 * The next round, about to refill its quotas (GG-ROUND-2): nobody committed, rolled or standing at
 * a building yet; with `rotateFirstPlayer` the first player passes to the next seat (GG-READ-1).
 *
 * @example
 * startNextRound(table, g, events).round; // g.round + 1
 */
export function startNextRound(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  const round = g.round + 1;
  const firstPlayer = table.options.rotateFirstPlayer ? (round - 1) % table.players : 0;
  const none = new Array<null>(table.players).fill(null);
  events.push({ type: 'round-started', round, firstPlayer });
  return {
    ...g,
    round,
    firstPlayer,
    phase: 'refill',
    choice: none,
    revealed: false,
    at: none,
    roll: none,
    shot: none,
    rolling: null,
    contested: [],
    shootout: null,
    window: null,
    sheriff: null,
  };
}

/**
 * The name of a building of the town.
 *
 * @example
 * buildingName(defaultTown, 2); // 'Saloon'
 */
export function buildingName(town: Town, number: number): string {
  return town.buildings[number - 1]?.name ?? `building ${number}`;
}

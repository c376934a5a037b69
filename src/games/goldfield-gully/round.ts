import type { GameEvent } from '../../core/actions.js';
import type { Town } from './data/town-schema.js';
import type { GullyOptions } from './options.js';
import { settleRefill } from './refill.js';
import type { GullyGameState } from './schemas.js';
import { startRollRound } from './shootout.js';
import { NO_TOKENS, seatsFrom, type Table } from './table.js';

/**
 * The first state of the game's own part: the twelve tokens shuffled face down (GG-ROUND-1), no
 * gold, round 1 about to refill its quotas (GG-ROUND-2).
 *
 * @example
 * initialGullyState({ players: 3, options, town: defaultTown });
 */
export function initialGullyState(table: Table): GullyGameState {
  const perSeat = <T>(value: T): T[] => new Array<T>(table.players).fill(value);
  const g: GullyGameState = {
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
  return settleRefill(table, g, []);
}

/**
 * Ends the round: the next one starts with its refill, or after the last round the game is
 * scored (GG-OVER-1, GG-END-1).
 *
 * @example
 * endRound(table, g, events);
 */
export function endRound(table: Table, g: GullyGameState, events: GameEvent[]): GullyGameState {
  events.push({ type: 'round-ended', round: g.round, banked: g.banked, unbanked: g.unbanked, held: g.held });
  if (g.round >= table.options.rounds) return endGame(table, g, events);
  const round = g.round + 1;
  const firstPlayer = table.options.rotateFirstPlayer ? (round - 1) % table.players : 0;
  const none = new Array<null>(table.players).fill(null);
  events.push({ type: 'round-started', round, firstPlayer });
  const next: GullyGameState = {
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
  return settleRefill(table, next, events);
}

/**
 * Each seat's final score: banked plus unbanked gold by default, banked gold only with
 * `countUnbankedAtEnd: false` (GG-READ-8).
 *
 * @example
 * finalScores(g, options); // [12, 9, 15]
 */
export function finalScores(g: GullyGameState, options: GullyOptions): number[] {
  return g.banked.map((banked, seat) => banked + (options.countUnbankedAtEnd ? g.unbanked[seat]! : 0));
}

function endGame(table: Table, g: GullyGameState, events: GameEvent[]): GullyGameState {
  const scores = finalScores(g, table.options);
  const best = Math.max(...scores);
  const top = seatsFrom(g.firstPlayer, table.players).filter((seat) => scores[seat] === best);
  if (top.length === 1) {
    events.push({ type: 'game-ended', winner: top[0]!, scores, tieShootout: false });
    return { ...g, phase: 'over', winner: top[0]!, sheriff: null };
  }
  // GG-END-2: the tied players shoot out; the shootout decides one winner.
  events.push({ type: 'final-tie', players: top, score: best });
  const shootout = { building: null, contenders: top, rollRounds: 0, losers: [] };
  return startRollRound({ ...g, tieShootout: true, sheriff: null, shootout });
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

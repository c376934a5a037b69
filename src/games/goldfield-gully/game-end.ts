import type { GullyEvent } from './event-schemas.js';
import type { GullyOptions } from './options.js';
import type { GullyGameState } from './schemas.js';
import { seatsFrom, type Table } from './table.js';

/**
 * Each seat's final score: banked plus unbanked gold by default, banked gold only with
 * `countUnbankedAtEnd: false` (GG-READ-8).
 *
 * @example
 * finalScores(g, options); // [12, 9, 15]
 * @internal
 */
export function finalScores(g: GullyGameState, options: GullyOptions): number[] {
  return g.banked.map((banked, seat) => banked + (options.countUnbankedAtEnd ? g.unbanked[seat]! : 0));
}

/**
 * Scores the game after the last round: the most gold wins (GG-OVER-7, GG-END-1) and the game is
 * over. A tie at the top sets up the shootout of the tied players, in seat order from the first
 * player (GG-END-2), with no building at stake; its first roll round is the shootout's to start.
 *
 * @example
 * endGame(table, g, events).phase; // 'over', unless the top is tied
 */
export function endGame(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  const scores = finalScores(g, table.options);
  const best = Math.max(...scores);
  const top = seatsFrom(g.firstPlayer, table.players).filter((seat) => scores[seat] === best);
  if (top.length === 1) {
    events.push({ type: 'game-ended', winner: top[0]!, scores, tieShootout: false });
    return { ...g, phase: 'over', winner: top[0]!, sheriff: null };
  }
  events.push({ type: 'final-tie', players: top, score: best });
  const shootout = { building: null, contenders: top, rollRounds: 0, losers: [] };
  return { ...g, tieShootout: true, sheriff: null, shootout };
}

/**
 * The tie shootout at the end is decided: its one contender left wins the game (GG-END-4).
 *
 * @example
 * endByTieShootout(table, g, events).winner; // the shootout's winner
 */
export function endByTieShootout(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  const winner = g.shootout!.contenders[0]!;
  events.push({ type: 'game-ended', winner, scores: finalScores(g, table.options), tieShootout: true });
  return { ...g, shootout: null, phase: 'over', winner };
}

import { ruleError, type RuleError } from '../../core/errors.js';
import type { Town } from './data/town-schema.js';
import { refillTarget } from './refill.js';
import type { GullyGameState } from './schemas.js';
import { tokenTotal } from './table.js';

/**
 * Checks a loaded game part beyond its schema, so that a save the rules cannot play is refused
 * as a whole when it is loaded: per-seat lists of the right length, every token of the town
 * accounted for (GG-COMP-2), seats in range, and the fields each phase needs.
 *
 * @example
 * validateGullyState(g, defaultTown, 3); // null
 */
export function validateGullyState(g: GullyGameState, town: Town, players: number): RuleError | null {
  const fault = (message: string): RuleError => ruleError('invalid-save', message);
  const perSeat = [g.held, g.banked, g.unbanked, g.choice, g.at, g.roll, g.shot];
  if (perSeat.some((list) => list.length !== players)) return fault(`Every per-seat list must have ${players} entries.`);
  const counts = [g.stack, g.spent, ...g.lying, ...g.held];
  const ones = counts.reduce((sum, c) => sum + c.ones, 0);
  const twos = counts.reduce((sum, c) => sum + c.twos, 0);
  if (ones !== town.tokens.ones || twos !== town.tokens.twos) {
    return fault(`The tokens do not add up to the town's ${town.tokens.ones} ±1 and ${town.tokens.twos} ±2.`);
  }
  const seats = [g.firstPlayer, g.rolling, g.winner, ...(g.window?.order ?? []), ...(g.shootout?.contenders ?? []), ...(g.shootout?.losers ?? [])];
  if (seats.some((seat) => seat !== null && seat >= players)) return fault(`A seat number is not below ${players}.`);
  return phaseFault(g, town) === null ? null : fault(`The ${g.phase} phase is inconsistent: ${phaseFault(g, town)}.`);
}

/** What a phase lacks, in words, or null. */
function phaseFault(g: GullyGameState, town: Town): string | null {
  const window = g.window;
  if ((g.phase === 'window') !== (window !== null)) return 'a window is open exactly in the window phase';
  if (window) {
    if (window.turn >= window.order.length) return 'the window turn is past its seats';
    if (tokenTotal(g.held[window.order[window.turn]!]!) === 0) return 'the seat to act in the window holds no token';
    if (window.purpose === 'sheriff' ? g.sheriff === null : window.purpose === 'shootout' ? g.shootout === null : g.roll[window.order[0]!] === null) {
      return 'the window has no value to change';
    }
    if (window.purpose === 'shootout' && window.order.some((seat) => g.shot[seat] === null)) return 'a shootout window seat has not shot';
  }
  switch (g.phase) {
    case 'refill':
      return refillTarget(g, town) === null ? 'no quota is short and the stack is not empty' : null;
    case 'commit':
      return g.choice.includes(null) && !g.revealed ? null : 'every seat has committed';
    case 'treasure-roll':
      return g.rolling === null || g.at[g.rolling] === null ? 'no gatherer is rolling' : null;
    case 'shootout-roll':
      return g.shootout === null || g.rolling === null || !g.shootout.contenders.includes(g.rolling) ? 'no contender is rolling' : null;
    case 'move':
      return g.shootout === null || g.shootout.losers.length === 0 ? 'no loser is moving' : null;
    case 'over':
      return g.winner === null ? 'the game is over without a winner' : null;
    default:
      return null;
  }
}

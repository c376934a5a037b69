import type { ChanceOption } from './actions.js';
import { ruleError, type RuleError } from './errors.js';
import type { JsonValue } from './json.js';

/** Outcomes named one by one in a message; a longer list is only counted (details keep 32). */
const NAMED_IN_MESSAGE = 12;
const LISTED_IN_DETAILS = 32;

/**
 * Refuses an action whose `player` is a whole number outside the table (`no-such-seat`), naming
 * the table's size; any other action gives null. Checked before the game's own action schema, so
 * seat 3 at a 3-seat table is not "not your turn" and seat 7 not a schema bound of the game.
 *
 * @example
 * seatOutsideTable(3, { type: 'bank', player: 3 })?.code; // 'no-such-seat'
 */
export function seatOutsideTable(players: number, action: unknown): RuleError | null {
  if (typeof action !== 'object' || action === null || !('player' in action)) return null;
  const seat = (action as { player: unknown }).player;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || (seat >= 0 && seat < players)) return null;
  return ruleError('no-such-seat', `There is no seat ${seat}: this table has ${players} seats, numbered 0 to ${players - 1}.`, {
    path: ['player'],
    details: { players, seat },
  });
}

/**
 * Refuses a chance outcome that the pending node cannot produce (malformed for the game, or
 * simply not among the outcomes), listing the possible ones in the message and the details.
 *
 * @example
 * impossibleChanceOutcome(options, { die: 7 }).message; // 'That chance outcome ({"die":7}) is impossible here; the possible outcomes are {"die":1}, …'
 */
export function impossibleChanceOutcome(options: readonly ChanceOption<unknown>[], given: unknown, code: 'illegal-action' | 'invalid-action' = 'illegal-action'): RuleError {
  const words = options.slice(0, NAMED_IN_MESSAGE).map((option) => JSON.stringify(option.outcome));
  const more = options.length > NAMED_IN_MESSAGE ? ` and ${options.length - NAMED_IN_MESSAGE} more` : '';
  const shown = given === undefined ? 'none' : (JSON.stringify(given) ?? String(given));
  return ruleError(code, `That chance outcome (${shown}) is impossible here; the possible outcomes are ${words.join(', ')}${more}.`, {
    path: ['outcome'],
    details: {
      possible: options.slice(0, LISTED_IN_DETAILS).map((option) => option.outcome as JsonValue),
      count: options.length,
    },
  });
}

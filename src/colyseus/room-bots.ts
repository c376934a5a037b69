import type { Action } from '../core/actions.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { activePlayers, legalActions } from '../core/queries.js';
import type { GameState } from '../core/state.js';
import type { Bot } from '../bots/bot.js';
import { botByName } from '../bots/bot-registry.js';
import { currentState } from '../match/match-state.js';
import type { Match } from '../match/match-types.js';

/**
 * The bot a table may use by that name, or why not: `colyseus/bot-not-allowed` (the server does
 * not offer it) or `colyseus/unknown-bot` (`botByName` has none for the game).
 *
 * @example
 * const bot = allowedBot('heuristic', 'lost-valley', ['random', 'heuristic']);
 */
export function allowedBot(name: string, game: string, allowed: readonly string[]): Bot | RuleError {
  if (!allowed.includes(name)) {
    return ruleError('colyseus/bot-not-allowed', `This server offers the bots ${allowed.join(', ')}, not '${name}'.`, { details: { bot: name } });
  }
  const bot = botByName(name, game);
  return typeof bot === 'string' ? ruleError('colyseus/unknown-bot', bot, { details: { bot: name } }) : bot;
}

/**
 * The next action a bot takes at the table, or `null` when no bot may act now: the first active
 * seat that `botAt` gives a bot for. A bot that fails (throws, or returns something that is not
 * legal) plays that seat's first legal action instead, so a table never stalls on a bot.
 *
 * @example
 * const next = nextBotAction(match, (seat) => bots[seat] ?? null, (seat) => randoms[seat]!);
 */
export function nextBotAction(match: Match, botAt: (seat: number) => Bot | null, randomAt: (seat: number) => () => number): { readonly seat: number; readonly action: Action } | null {
  // The bots' contract takes the engine's plain state type; every match state is one.
  const state = currentState(match) as GameState;
  for (const seat of activePlayers(state)) {
    const bot = botAt(seat);
    if (!bot) continue;
    const legal = legalActions(state, seat);
    if (legal.length === 0) continue;
    let action: Action = legal[0]!;
    try {
      action = bot.act(state, seat, randomAt(seat));
    } catch {
      // The first legal action: a table keeps going whatever one bot does.
    }
    return { seat, action };
  }
  return null;
}

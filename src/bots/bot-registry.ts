import type { Bot } from './bot.js';
import { flatMonteCarloBot } from './flat-monte-carlo-bot.js';
import { duelHeuristicBot, duelLeafValues } from './duel-heuristic-bot.js';
import { gullyHeuristicBot } from './gully-heuristic-bot.js';
import { dutchmanHeuristicBot } from '../games/lost-dutchman/api.js';
import { ismctsBot, type IsmctsOptions } from './ismcts-bot.js';
import { randomBot } from './random-bot.js';
import { lostValleyHeuristicBot } from './valley-heuristic-bot.js';
import { lostValleyLeafValues } from './valley-leaf-values.js';

/**
 * Each game's heuristic bot, by game id: the one that `heuristic` names in the arena.
 *
 * @example
 * HEURISTIC_BOTS['mountain-river-duel']?.name; // 'heuristic'
 */
export const HEURISTIC_BOTS: Readonly<Record<string, Bot>> = {
  'mountain-river-duel': duelHeuristicBot,
  'goldfield-gully': gullyHeuristicBot,
  'lost-dutchman': dutchmanHeuristicBot,
  'lost-valley': lostValleyHeuristicBot,
};

/**
 * The search settings `ismcts` and `flat-mc` use in each game, beside the budget: the duel values
 * its leaves with its heuristic (gold claimed and face-up gold near completion) instead of random
 * rollouts, which its long games make costly and its heuristic bot beats; Lost Valley, which
 * keeps no running score, values its leaves at once by each seat's prospects (gold in the bag,
 * goods, gear, what its intersection offers: `lostValleyLeafValues`); the other games use capped
 * random rollouts valued by their running score.
 *
 * @example
 * SEARCH_SETTINGS['mountain-river-duel']?.rolloutDepth; // 0
 */
export const SEARCH_SETTINGS: Readonly<Record<string, Pick<IsmctsOptions, 'evaluate' | 'rolloutDepth'>>> = {
  'mountain-river-duel': { evaluate: duelLeafValues, rolloutDepth: 0 },
  'lost-valley': { evaluate: lostValleyLeafValues, rolloutDepth: 0 },
};

/**
 * The bot names {@link botByName} understands, for help texts.
 *
 * @example
 * console.log(BOT_NAME_FORMS.join(', '));
 * @internal
 */
export const BOT_NAME_FORMS = ['random', 'heuristic', 'ismcts[:N|:Nms]', 'flat-mc[:N|:Nms]'] as const;

/**
 * A bot from its name as the arena and the CLI take it: `random`; `heuristic` (the game's own);
 * `ismcts`, `ismcts:500` (iterations per decision) or `ismcts:200ms` (time per decision, not
 * deterministic); `flat-mc` in the same forms. An unknown name, or a game without a heuristic
 * bot, gives a sentence saying why instead of a bot.
 *
 * @example
 * const bot = botByName('ismcts:500', 'mountain-river-duel');
 * if (typeof bot === 'string') console.error(bot);
 */
export function botByName(name: string, game: string): Bot | string {
  if (name === 'random') return randomBot;
  if (name === 'heuristic') {
    return HEURISTIC_BOTS[game] ?? `no heuristic bot for ${game} yet; heuristic bots: ${Object.keys(HEURISTIC_BOTS).join(', ')}`;
  }
  const match = /^(ismcts|flat-mc)(?::([0-9]+)(ms)?)?$/.exec(name);
  if (!match) return `unknown bot '${name}'; bots: ${BOT_NAME_FORMS.join(', ')}`;
  const amount = match[2] === undefined ? undefined : Number(match[2]);
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount < 1)) return `bot '${name}' needs a budget of at least 1`;
  const budget = amount === undefined ? {} : match[3] ? { milliseconds: amount } : { iterations: amount };
  const settings = { ...SEARCH_SETTINGS[game], ...budget, ...(amount === undefined ? {} : { name }) };
  return match[1] === 'ismcts' ? ismctsBot(settings) : flatMonteCarloBot(settings);
}

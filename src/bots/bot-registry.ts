import type { Bot } from './bot.js';
import { flatMonteCarloBot } from './flat-monte-carlo-bot.js';
import { duelHeuristicBot, duelLeafValues } from './duel-heuristic-bot.js';
import { gullyHeuristicBot } from './gully-heuristic-bot.js';
import { dutchmanHeuristicBot } from '../games/lost-dutchman/api.js';
import { ismctsBot, type IsmctsOptions } from './ismcts-bot.js';
import { randomBot } from './random-bot.js';
import { lostValleyHeuristicBot } from './valley-heuristic-bot.js';
import { lostValleyLeafValues } from './valley-leaf-values.js';
import { dutchmanLeafValues } from './dutchman-leaf-values.js';
import { softScoreValues } from './planning.js';

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
 * The progressive bias weight of every game's search settings: tuning runs in Goldfield Gully
 * (24 games against three heuristic bots at 200 iterations) won 41.7% with weight 1 and 50.0%
 * with weight 3.
 *
 * @example
 * ismctsBot({ prior: gullyHeuristicBot, biasWeight: SEARCH_BIAS_WEIGHT });
 */
export const SEARCH_BIAS_WEIGHT = 3;

/**
 * The search settings `ismcts` and `flat-mc` use in each game, beside the budget. Every game's
 * IS-MCTS is guided by its heuristic bot: progressive bias towards the heuristic's move at every
 * node (`prior`, weight {@link SEARCH_BIAS_WEIGHT}). The duel and Lost Valley value their leaves at
 * once (`rolloutDepth: 0`) with their heuristic evaluators (`duelLeafValues`, gold claimed and
 * face-up gold near completion; `lostValleyLeafValues`, each seat's prospects: Lost Valley keeps
 * no running score); Goldfield Gully and The Lost Dutchman play rollouts of up to 20 plies by
 * their heuristic bot, valued by a soft maximum of the running score (`softScoreValues`) in
 * Goldfield Gully and of the score and the treasure map (`dutchmanLeafValues`) in The Lost
 * Dutchman; in both and in the duel the other seats are modelled by the heuristic bot.
 * docs/bots.md gives the tuning runs behind each choice.
 *
 * @example
 * SEARCH_SETTINGS['mountain-river-duel']?.rolloutDepth; // 0
 */
export const SEARCH_SETTINGS: Readonly<Record<string, Pick<IsmctsOptions, 'evaluate' | 'rolloutDepth' | 'rolloutBot' | 'prior' | 'biasWeight' | 'opponentModel'>>> = {
  'mountain-river-duel': { evaluate: duelLeafValues, rolloutDepth: 0, prior: duelHeuristicBot, biasWeight: SEARCH_BIAS_WEIGHT, opponentModel: duelHeuristicBot },
  'goldfield-gully': { prior: gullyHeuristicBot, rolloutBot: gullyHeuristicBot, evaluate: softScoreValues(6), biasWeight: SEARCH_BIAS_WEIGHT, opponentModel: gullyHeuristicBot },
  'lost-dutchman': { prior: dutchmanHeuristicBot, rolloutBot: dutchmanHeuristicBot, evaluate: dutchmanLeafValues, biasWeight: SEARCH_BIAS_WEIGHT, opponentModel: dutchmanHeuristicBot },
  'lost-valley': { evaluate: lostValleyLeafValues, rolloutDepth: 0, prior: lostValleyHeuristicBot, biasWeight: SEARCH_BIAS_WEIGHT },
};

/**
 * The games whose `ismcts` has a default budget other than `ISMCTS_DEFAULT_ITERATIONS` (200)
 * (iterations per decision, used when the name gives none; `flat-mc` keeps its own default).
 * The Lost Dutchman's search at 200 iterations won about the equal share of games against three
 * heuristic bots; at 600 it wins more (docs/bots.md, "Targets"), at about three times the time.
 *
 * @example
 * botByName('ismcts', 'lost-dutchman'); // a bot named 'ismcts:600'
 */
export const ISMCTS_GAME_ITERATIONS: Readonly<Record<string, number>> = {
  'lost-dutchman': 600,
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
 * `ismcts` (its game's default budget, {@link ISMCTS_GAME_ITERATIONS}), `ismcts:500`
 * (iterations per decision) or `ismcts:200ms` (time per decision, not
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
  const gameIterations = match[1] === 'ismcts' ? ISMCTS_GAME_ITERATIONS[game] : undefined;
  const budget = amount === undefined ? (gameIterations === undefined ? {} : { iterations: gameIterations }) : match[3] ? { milliseconds: amount } : { iterations: amount };
  const settings = { ...SEARCH_SETTINGS[game], ...budget, ...(amount === undefined ? {} : { name }) };
  return match[1] === 'ismcts' ? ismctsBot(settings) : flatMonteCarloBot(settings);
}

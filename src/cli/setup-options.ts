import type { AnyGameDefinition } from '../core/definition.js';
import { startGame, type GameSetup, type StartResult } from '../core/create.js';
import { getGame, listGames } from '../core/registry.js';
import { usageError } from './cli-failure.js';
import { stringOption, wholeNumberOption, type OptionSpec, type ParsedArgs } from './parse-args.js';

/**
 * The game a command plays when `--game` is not given.
 *
 * @example
 * const id = stringOption(args, 'game') ?? DEFAULT_GAME;
 */
export const DEFAULT_GAME = 'mountain-river-duel';
/**
 * The seed a command uses when `--seed` is not given: a game is never seeded from the clock.
 *
 * @example
 * const seed = stringOption(args, 'seed') ?? DEFAULT_SEED;
 */
export const DEFAULT_SEED = 'demo';
/**
 * The bots `--bot` accepts; the random bot is the only one so far.
 *
 * @example
 * BOT_NAMES.includes('random'); // true
 */
export const BOT_NAMES = ['random'] as const;

/**
 * The options that choose a game setup, shared by `play` and `simulate`.
 *
 * @example
 * const spec: CommandSpec = { ..., options: [...setupOptionSpecs, quietOption] };
 */
export const setupOptionSpecs: readonly OptionSpec[] = [
  { name: 'game', value: 'ID', description: `The game: ${listGames().join(', ')}.`, defaultText: DEFAULT_GAME },
  { name: 'variant', value: 'ID', description: "The game's variant; 'lost-valley-engine --help' lists each game's.", defaultText: 'standard' },
  { name: 'players', value: 'N', description: 'The number of seats.', defaultText: "the game's minimum" },
  { name: 'bot', value: 'NAME', description: `The bot in every seat: ${BOT_NAMES.join(', ')} (a uniform choice among the legal actions).`, defaultText: 'random' },
];

/**
 * A game setup read from the command line, with the game's definition.
 *
 * @example
 * const { setup, game } = readSetup(args, 'play', 'demo');
 */
export interface CommandSetup {
  readonly setup: GameSetup;
  readonly game: AnyGameDefinition;
}

/**
 * Reads `--game`, `--variant`, `--players` and `--bot` into a setup with the given seed. An unknown
 * game or bot or a bad number is a usage error; the engine checks the rest when the game starts.
 * With `anyBot` the bot's name is left for the caller to check (against the bot registry).
 *
 * @example
 * readSetup(parseArgs(['--players', '2'], playSpec), 'play', 'demo').setup;
 * // { game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 'demo' }
 */
export function readSetup(args: ParsedArgs, command: string, seed: string, options: { readonly anyBot?: boolean } = {}): CommandSetup {
  const id = stringOption(args, 'game') ?? DEFAULT_GAME;
  const game = getGame(id);
  if (!game) throw usageError(command, `unknown game '${id}'; games: ${listGames().join(', ')}`);
  const bot = stringOption(args, 'bot') ?? 'random';
  // A command that reads every bot of the registry (`play`) checks the name itself.
  if (!options.anyBot && !(BOT_NAMES as readonly string[]).includes(bot)) {
    throw usageError(command, `unknown bot '${bot}'; bots: ${BOT_NAMES.join(', ')}`);
  }
  const players = wholeNumberOption(args, command, 'players', 1) ?? game.facts.minPlayers;
  const variant = stringOption(args, 'variant') ?? 'standard';
  return { setup: { game: id, variant, players, seed }, game };
}

/**
 * Starts a game, turning the engine's refusal of the setup (a variant it lacks, a player count out
 * of range) into a usage error that carries the engine's message.
 *
 * @example
 * const start = startOrRefuse({ game: 'mountain-river-duel', players: 2, seed: 'demo' }, 'play');
 */
export function startOrRefuse(setup: GameSetup, command: string): Extract<StartResult, { ok: true }> {
  const start = startGame(setup);
  if (!start.ok) throw usageError(command, start.error.message);
  return start;
}

import { outcome } from '../core/queries.js';
import { clockOf, ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { runCommand } from './run-command.js';
import { stringOption, wholeNumberOption, type CommandSpec } from './parse-args.js';
import { startProgress } from './progress-bar.js';
import { botSeedOf, playRandomGame } from './random-game.js';
import { DEFAULT_SEED, readSetup, setupOptionSpecs, startOrRefuse } from './setup-options.js';

/**
 * How many games `simulate` plays when `--games` is not given.
 *
 * @example
 * const games = wholeNumberOption(args, 'simulate', 'games', 1) ?? DEFAULT_GAMES;
 */
export const DEFAULT_GAMES = 1000;

/**
 * The `simulate` command: its options and help.
 *
 * @example
 * commandHelp(simulateSpec);
 */
export const simulateSpec: CommandSpec = {
  name: 'simulate',
  summary: 'Play many games between random bots and print speed, length and win shares.',
  description: [
    "Plays N games between bots, game i with the seed 'S-i' (so game i is 'play --seed S-i'), and",
    'prints the games played per second, the mean length in plies (actions and chance outcomes) and',
    "in actions, and each seat's share of the wins. Games without a single winner (draws, shared",
    'wins) are counted apart. Progress shows on standard error once a run takes over a second.',
  ].join('\n'),
  options: [
    ...setupOptionSpecs,
    { name: 'games', value: 'N', description: 'How many games to play.', defaultText: String(DEFAULT_GAMES) },
    { name: 'seed', value: 'S', description: "The base of the games' seeds: 'S-0', 'S-1', …", defaultText: 'demo' },
  ],
  positionals: [],
};

/**
 * Runs `simulate` with the arguments after the command name and returns the exit code.
 *
 * @example
 * runSimulate(['--games', '100', '--seed', 'x'], io); // prints games per second, lengths, shares
 */
export function runSimulate(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(simulateSpec, argv, io, (args) => {
    const seed = stringOption(args, 'seed') ?? DEFAULT_SEED;
    const games = wholeNumberOption(args, simulateSpec.name, 'games', 1) ?? DEFAULT_GAMES;
    const { setup, game } = readSetup(args, simulateSpec.name, seed);
    const now = clockOf(io);
    const wins = new Array<number>(setup.players).fill(0);
    let unshared = 0;
    let plies = 0;
    let actions = 0;
    const progress = startProgress(io, games, 'games');
    const started = now();
    for (let i = 0; i < games; i++) {
      const gameSeed = `${seed}-${i}`;
      const played = playRandomGame(startOrRefuse({ ...setup, seed: gameSeed }, simulateSpec.name), botSeedOf(gameSeed));
      plies += played.state.ply;
      actions += played.actions;
      const winners = outcome(played.state)?.winners ?? [];
      if (winners.length === 1) wins[winners[0]!]! += 1;
      else unshared += 1;
      progress.update(i + 1);
    }
    const seconds = (now() - started) / 1000;
    progress.finish();
    const share = (count: number): string => `${((count / games) * 100).toFixed(1)}% (${count} games)`;
    io.out(`${game.facts.name}, variant ${setup.variant ?? 'standard'}, ${setup.players} players: ${games} games, seeds '${seed}-0' to '${seed}-${games - 1}'.`);
    io.out(`Speed: ${(games / Math.max(seconds, 1e-6)).toFixed(1)} games per second (${seconds.toFixed(2)} s).`);
    io.out(`Mean length: ${(plies / games).toFixed(1)} plies, ${(actions / games).toFixed(1)} actions.`);
    wins.forEach((count, seat) => io.out(`Seat ${seat} wins: ${share(count)}.`));
    io.out(`Draws and shared wins: ${share(unshared)}.`);
    return ExitCode.ok;
  });
}

import { writeFileSync } from 'node:fs';
import { getGame } from '../core/registry.js';
import type { AnyGameState } from '../core/runtime.js';
import { view } from '../core/view.js';
import { continuePlayout } from '../bots/playout.js';
import type { LostValleyState } from '../games/lost-valley/api.js';
import { renderBoard } from '../render/index.js';
import { CliFailure, usageError } from './cli-failure.js';
import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { localeOption, localeOptionSpec } from './locale-option.js';
import { flagOption, stringOption, wholeNumberOption, type CommandSpec } from './parse-args.js';
import { botSeedOf, playoutFailure } from './random-game.js';
import { runCommand } from './run-command.js';
import { DEFAULT_SEED, startOrRefuse } from './setup-options.js';

const GAME = 'lost-valley';

/**
 * The `render` command: its options and help.
 *
 * @example
 * commandHelp(renderSpec);
 */
export const renderSpec: CommandSpec = {
  name: 'render',
  summary: 'Explore a random Lost Valley board with random bots and draw it as an SVG picture.',
  description: [
    'Starts a Lost Valley game, lets random bots play it (the same bots and seeds as play) until',
    'exploration has ended or for N turns, and draws the board as a standalone SVG picture:',
    'terrains, the river from the waterfall to the spring, named triangles, markers, prospectors',
    "and the ice block, with a legend. With --seat the picture is that seat's view of the game.",
  ].join('\n'),
  options: [
    { name: 'seed', value: 'S', description: 'The seed of the game and of its bots.', defaultText: 'demo' },
    { name: 'turns', value: 'N', description: 'Play N turns (of single prospectors), or until the game ends.', defaultText: 'until exploration has ended' },
    { name: 'players', value: 'N', description: 'The number of seats: 2 to 6 (the first edition 2 to 4).', defaultText: '2' },
    { name: 'variant', value: 'ID', description: 'The variant: standard (second edition) or first-edition.', defaultText: 'standard' },
    { name: 'seat', value: 'K', description: "Draw seat K's view instead of the whole state (0 is Seat 1)." },
    { name: 'out', value: 'FILE', description: 'Write the SVG to FILE instead of standard output.' },
    { name: 'title', value: 'TEXT', description: 'The heading of the picture.', defaultText: 'the edition, players and turn' },
    { name: 'scale', value: 'N', description: 'Pixels per lattice edge in the picture\'s natural size.', defaultText: '80' },
    { name: 'coordinates', description: 'Label intersections with their lattice coordinates and tiles with their ids.' },
    { ...localeOptionSpec, description: "The language of the picture's words (tooltips, legend, title): en, es, cs (English, Spanish, Czech)." },
  ],
  positionals: [],
};

/**
 * Runs `render` with the arguments after the command name and returns the exit code.
 *
 * @example
 * runRender(['--seed', 'demo', '--players', '4', '--out', 'board.svg'], io); // 0
 */
export function runRender(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(renderSpec, argv, io, (args) => {
    const command = renderSpec.name;
    const seed = stringOption(args, 'seed') ?? DEFAULT_SEED;
    const turns = wholeNumberOption(args, command, 'turns', 0);
    const players = wholeNumberOption(args, command, 'players', 1) ?? getGame(GAME)?.facts.minPlayers ?? 2;
    const variant = stringOption(args, 'variant') ?? 'standard';
    const seat = wholeNumberOption(args, command, 'seat', 0);
    const scale = wholeNumberOption(args, command, 'scale', 1);
    const out = stringOption(args, 'out');
    const title = stringOption(args, 'title');
    const locale = localeOption(args, command);
    if (seat !== undefined && seat >= players) throw usageError(command, `option '--seat' needs a seat of the game, 0 to ${players - 1} (0 is Seat 1), not ${seat}`);
    if (scale !== undefined && scale > 1000) throw usageError(command, `option '--scale' needs at most 1000 pixels per edge, not ${scale}`);
    const start = startOrRefuse({ game: GAME, variant, players, seed }, command);
    const state = exploreRandomBoard(start.state, botSeedOf(seed), turns);
    const result = renderBoard(seat === undefined ? state : view(state, seat), {
      showCoordinates: flagOption(args, 'coordinates'),
      locale,
      ...(scale === undefined ? {} : { scale }),
      ...(title === undefined ? {} : { title }),
    });
    if (!result.ok) throw new CliFailure(`the board cannot be drawn: ${result.error.message}`, ExitCode.failure);
    if (out === undefined) {
      for (const line of result.svg.replace(/\n$/, '').split('\n')) io.out(line);
      return ExitCode.ok;
    }
    try {
      writeFileSync(out, result.svg, 'utf8');
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      throw new CliFailure(`cannot write '${out}': ${code === 'ENOENT' ? 'no such directory' : error instanceof Error ? error.message : String(error)}`, ExitCode.failure);
    }
    const g = state.g;
    const stage = g.ended !== null ? 'the game is over' : g.explorationOver ? 'exploration over' : 'exploration under way';
    io.out(`Board after ${g.turn.number - 1} turns (${stage}, ${g.board.tiles.length} tiles, ${g.board.river.length} river tiles) drawn to ${out}.`);
    return ExitCode.ok;
  });
}

/**
 * Plays random bots on a started Lost Valley game (driven as `play` drives them) for `turns`
 * turns, or until exploration has ended when `turns` is not given; stops early if the game ends.
 *
 * @example
 * const state = exploreRandomBoard(start.state, botSeedOf('demo'), undefined);
 */
export function exploreRandomBoard(start: AnyGameState, botSeed: string, turns: number | undefined): LostValleyState {
  const done = (state: AnyGameState): boolean => {
    const g = (state as LostValleyState).g;
    return g.ended !== null || (turns === undefined ? g.explorationOver : g.turn.number > turns);
  };
  try {
    return continuePlayout(start, botSeed, { checked: true, stopWhen: done }).state as LostValleyState;
  } catch (fault) {
    throw playoutFailure(fault);
  }
}

import type { Action, PlayerAction } from '../core/actions.js';
import { BOT_NAME_FORMS, botByName } from '../bots/bot-registry.js';
import type { GameSetup } from '../core/create.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import { runCommand } from './run-command.js';
import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { reportFailure, usageError } from './cli-failure.js';
import { cliWords } from './cli-words.js';
import { playBotTable, playTableGame, type TableResult, type TableSeat } from './human/table-game.js';
import { localeOption, localeOptionSpec } from './locale-option.js';
import { describeResult, describeSetup, narrateStep, narrator, type Narrator } from './narrate.js';
import { flagOption, stringOption, type CommandSpec, type ParsedArgs } from './parse-args.js';
import { botSeedOf, playRandomGame } from './random-game.js';
import { writeRecordFile } from './record-file.js';
import { DEFAULT_SEED, readSetup, setupOptionSpecs, startOrRefuse } from './setup-options.js';

/**
 * The `play` command: its options and help.
 *
 * @example
 * commandHelp(playSpec);
 */
export const playSpec: CommandSpec = {
  name: 'play',
  summary: 'Play one game, bots against bots or against you, and narrate it turn by turn.',
  description: [
    'Plays one full game and narrates it in plain sentences (in English, Spanish or Czech), then',
    'prints the result (why the game ended, the scores, the winner or the draw). The seed decides',
    "the chance draws and the bots' choices, so the same seed always gives the same game.",
    'With --human SEAT you play that seat (0 is Seat 1) at the terminal: each decision lists your',
    'choices in words, numbered and grouped by kind; type a number, the notation shown in brackets',
    '(docs/notation.md) or a word such as a place (K3). You see what your seat may see only; the',
    'other seats are played by --bot. q or Ctrl-D leaves the game, Ctrl-C interrupts it (exit 130).',
  ].join('\n'),
  options: [
    ...setupOptionSpecs.filter((option) => option.name !== 'bot'),
    { name: 'bot', value: 'NAME', description: `The bot in every seat no person plays: ${BOT_NAME_FORMS.join(', ')}.`, defaultText: 'random' },
    { name: 'human', value: 'SEAT', description: 'Play this seat yourself (0 is Seat 1); repeat it, or list seats as 0,2, for several people.', repeatable: true },
    localeOptionSpec,
    { name: 'seed', value: 'S', description: 'The seed of the game and of its bots.', defaultText: 'demo' },
    { name: 'record', value: 'FILE', description: "Save the game record (setup and every action) to FILE, for 'replay'." },
    { name: 'quiet', description: 'Print only the result (and your decisions), not the narration.' },
  ],
  positionals: [],
};

/**
 * Runs `play` with the arguments after the command name and returns the exit code: at once for
 * bots alone, as a promise when a person plays (`--human`, which needs `io.ask`).
 *
 * @example
 * const lines: string[] = [];
 * runPlay(['--seed', 'demo'], { out: (l) => lines.push(l), err: (l) => lines.push(l) }); // 0
 */
export function runPlay(argv: readonly string[], io: CliIo): ExitCodeValue | Promise<ExitCodeValue> {
  let pending: Promise<ExitCodeValue> | null = null;
  const code = runCommand(playSpec, argv, io, (args) => {
    const seed = stringOption(args, 'seed') ?? DEFAULT_SEED;
    const { setup } = readSetup(args, playSpec.name, seed, { anyBot: true });
    const locale = localeOption(args, playSpec.name);
    const humans = humanSeats(args, setup.players);
    if (humans.length > 0 && io.ask === undefined) throw usageError(playSpec.name, "'--human' needs a person to answer: run play at a terminal");
    const botName = stringOption(args, 'bot') ?? 'random';
    const bot = botByName(botName, setup.game);
    if (typeof bot === 'string') throw usageError(playSpec.name, bot);
    const start = startOrRefuse(setup, playSpec.name);
    const quiet = flagOption(args, 'quiet');
    const viewer = humans.length === 0 ? 'table' : humans.length === 1 ? humans[0]! : null;
    const voice = narrator(locale, setup.players, viewer);
    if (!quiet) io.out(describeSetup(start.state, seed, locale));
    if (humans.length === 0 && botName === 'random') return playBotsAtOnce(start, setup, seed, voice, args, io);
    const seats = Array.from({ length: setup.players }, (_, seat): TableSeat => (humans.includes(seat) ? { kind: 'human' } : { kind: 'bot', bot }));
    const table = { start, seats, seed, voice, io, quiet };
    const ended = (played: TableResult): ExitCodeValue => {
      const words = cliWords(locale);
      if (played.stop !== 'over') io.out(played.stop === 'interrupt' ? words.interrupted : words.left(played.state.ply));
      finish(played.state, played.actions, played.applied, setup, voice, args, io);
      return played.stop === 'interrupt' ? ExitCode.interrupted : ExitCode.ok;
    };
    if (humans.length === 0) return ended(playBotTable(table));
    pending = playTableGame(table)
      .then(ended)
      .catch((fault: unknown) => reportFailure(io, fault));
    return ExitCode.ok;
  });
  return pending ?? code;
}

// Random bots in every seat: the playout `simulate` plays too (game i of 'simulate --seed S' is
// 'play --seed S-i'), narrated as it goes, the whole table seen.
function playBotsAtOnce(start: ReturnType<typeof startOrRefuse>, setup: GameSetup, seed: string, voice: Narrator, args: ParsedArgs, io: CliIo): ExitCodeValue {
  const quiet = flagOption(args, 'quiet');
  // The record is the start's chance outcomes, then each step's applied actions: exactly what
  // `replay` needs, with no generator.
  const applied: Action[] = [];
  const played = playRandomGame(start, botSeedOf(seed), (step) => {
    for (const action of step.applied) applied.push(action);
    const action = step.action === null || step.action.type === 'chance' ? null : (step.action as PlayerAction);
    if (!quiet) for (const line of narrateStep({ ...step, action }, voice)) io.out(line);
  });
  finish(played.state, played.actions, applied, setup, voice, args, io);
  return ExitCode.ok;
}

// The result, and the record when one is asked for.
function finish(state: AnyGameState, actions: number, applied: readonly Action[], setup: GameSetup, voice: Narrator, args: ParsedArgs, io: CliIo): void {
  if (!flagOption(args, 'quiet')) io.out('');
  for (const line of describeResult(state, actions, voice)) io.out(line);
  const recordPath = stringOption(args, 'record');
  if (recordPath === undefined) return;
  writeRecordFile(recordPath, { setup, actions: applied });
  const chance = applied.filter((action) => action.type === 'chance').length;
  io.out(cliWords(voice.locale).recordSaved(recordPath, applied.length - chance, chance));
}

// The seats `--human` names: whole numbers of seats at the table, each once.
function humanSeats(args: ParsedArgs, players: number): PlayerId[] {
  const text = stringOption(args, 'human');
  if (text === undefined) return [];
  const seats = text.split(',').map((part) => part.trim());
  const bad = seats.find((part) => !/^[0-9]+$/.test(part) || Number(part) >= players);
  if (bad !== undefined) throw usageError(playSpec.name, `option '--human' needs seats from 0 to ${players - 1} (0 is Seat 1), not '${bad}'`);
  return [...new Set(seats.map(Number))].sort((a, b) => a - b);
}

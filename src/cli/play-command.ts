import type { Action, PlayerAction } from '../core/actions.js';
import { runCommand } from './run-command.js';
import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { describeResult, describeSetup, narrateStep } from './narrate.js';
import { flagOption, stringOption, type CommandSpec } from './parse-args.js';
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
  summary: 'Play one game between random bots and narrate it turn by turn.',
  description: [
    'Plays one full game between bots and narrates it in plain sentences, then prints the result',
    '(the reason the game ended, the scores, the winner or the draw). The seed decides the chance',
    'draws and the bots\' choices, so the same seed always gives the same game.',
  ].join('\n'),
  options: [
    ...setupOptionSpecs,
    { name: 'seed', value: 'S', description: 'The seed of the game and of its bots.', defaultText: 'demo' },
    { name: 'record', value: 'FILE', description: "Save the game record (setup and every action) to FILE, for 'replay'." },
    { name: 'quiet', description: 'Print only the result, not the narration.' },
  ],
  positionals: [],
};

/**
 * Runs `play` with the arguments after the command name and returns the exit code.
 *
 * @example
 * const lines: string[] = [];
 * runPlay(['--seed', 'demo'], { out: (l) => lines.push(l), err: (l) => lines.push(l) }); // 0
 */
export function runPlay(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(playSpec, argv, io, (args) => {
    const seed = stringOption(args, 'seed') ?? DEFAULT_SEED;
    const { setup } = readSetup(args, playSpec.name, seed);
    const recordPath = stringOption(args, 'record');
    const quiet = flagOption(args, 'quiet');
    const start = startOrRefuse(setup, playSpec.name);
    // The record is the start's chance outcomes, then each step's applied actions: exactly what
    // `replay` needs, with no generator.
    const applied: Action[] = [];
    if (!quiet) io.out(describeSetup(start.state, seed));
    const played = playRandomGame(start, botSeedOf(seed), (step) => {
      for (const action of step.applied) applied.push(action);
      const action = step.action === null || step.action.type === 'chance' ? null : (step.action as PlayerAction);
      if (!quiet) for (const line of narrateStep({ ...step, action })) io.out(line);
    });
    if (!quiet) io.out('');
    for (const line of describeResult(played.state, played.actions)) io.out(line);
    if (recordPath !== undefined) {
      writeRecordFile(recordPath, { setup, actions: applied });
      const chance = applied.filter((action) => action.type === 'chance').length;
      io.out(`Record saved to ${recordPath}: ${applied.length - chance} actions and ${chance} chance outcomes.`);
    }
    return ExitCode.ok;
  });
}

import type { PlayerAction } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { startGame } from '../core/create.js';
import { GameRecordSchema, replayRecord } from '../core/replay.js';
import { runCommand } from './run-command.js';
import { ExitCode, type CliIo, type ExitCodeValue } from './cli-io.js';
import { CliFailure } from './cli-failure.js';
import { localeOption, localeOptionSpec } from './locale-option.js';
import { describeResult, describeSetup, narrateStep, narrator } from './narrate.js';
import { flagOption, type CommandSpec } from './parse-args.js';
import { readJsonFile } from './record-file.js';

/**
 * The `replay` command: its arguments, options and help.
 *
 * @example
 * commandHelp(replaySpec);
 */
export const replaySpec: CommandSpec = {
  name: 'replay',
  summary: 'Replay a saved game record and narrate it.',
  description: [
    "Reads a game record (JSON { setup, actions }, as 'play --record' writes it), checks it with the",
    'engine, narrates it step by step (every seat seen, in the --locale language) and prints the',
    'result. A record of an auto-chance game may leave its chance outcomes out: they are drawn',
    'from the seed as the game drew them.',
    'A file that cannot be read, is not JSON or is not a valid record fails with exit code 1.',
  ].join('\n'),
  options: [localeOptionSpec, { name: 'quiet', description: 'Print only the result, not the narration.' }],
  positionals: [{ name: 'FILE', description: 'The game record to replay.' }],
};

/**
 * Runs `replay` with the arguments after the command name and returns the exit code.
 *
 * @example
 * runReplay(['game.json'], io); // 0, or 1 for a bad file
 */
export function runReplay(argv: readonly string[], io: CliIo): ExitCodeValue {
  return runCommand(replaySpec, argv, io, (args) => {
    const path = args.positionals[0]!;
    const quiet = flagOption(args, 'quiet');
    const locale = localeOption(args, replaySpec.name);
    const value = readJsonFile(path);
    // The engine's `replayRecord` is the judge of the record (its message names the first action
    // that does not apply). Its `applied` is the record made whole: every action, and every chance
    // outcome, including those an auto-chance record left out and replay drew from the seed.
    const checked = replayRecord(value);
    if (!checked.ok) throw new CliFailure(`'${path}' is not a valid game record: ${checked.error.message}`, ExitCode.failure);
    const setup = GameRecordSchema.parse(value).setup;
    // To narrate, step through that whole list from an external-chance start, which draws
    // nothing itself: each step gives its own events and the state they happened in. The result is
    // taken from `replayRecord`'s state, and the stepped game must end on the same ply.
    const start = startGame({ ...setup, chance: 'external' });
    if (!start.ok) throw new CliFailure(`the record's setup no longer starts: ${start.error.message}`, ExitCode.failure);
    const narrate = (lines: string[]): void => {
      if (!quiet) for (const line of lines) io.out(line);
    };
    const voice = narrator(locale, start.state.players);
    narrate([describeSetup(start.state, setup.seed, locale)]);
    narrate(narrateStep({ action: null, state: start.state, events: start.events }, voice));
    let state = start.state;
    let actions = 0;
    for (const [index, action] of checked.applied.entries()) {
      const result = applyAction(state, action);
      if (!result.ok) throw new CliFailure(`step ${index} of the replay does not apply: ${result.error.message}`, ExitCode.failure);
      state = result.state;
      const player = action.type === 'chance' ? null : (action as PlayerAction);
      if (player !== null) actions += 1;
      narrate(narrateStep({ action: player, state, events: result.events }, voice));
    }
    if (state.ply !== checked.state.ply) {
      throw new CliFailure(`the narrated replay ended at ply ${state.ply}, the engine's at ${checked.state.ply}`, ExitCode.failure);
    }
    narrate(['']);
    for (const line of describeResult(checked.state, actions, voice)) io.out(line);
    return ExitCode.ok;
  });
}
